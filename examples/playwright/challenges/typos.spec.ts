import { expect, test } from '@playwright/test'

test('typos', { tag: '@en' }, async ({ page }) => {
  // #region en
  await page.goto('/challenges/typos')
  // Compare the whole sentence with the expected text: a typo on some loads is the bug to catch
  const line = page.getByTestId('challenge-typos-line-2')
  await expect(line).not.toBeEmpty()
  const clean = (await line.textContent()) === "Sometimes you'll see a typo, other times you won't."
  await page.getByTestId(`challenge-typos-choice-${clean ? 'clean' : 'typo'}`).check()
  await page.getByTestId('challenge-typos-submit-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})

test('typos (ko)', { tag: '@ko' }, async ({ page }) => {
  // #region ko
  await page.goto('/challenges/typos')
  // 문장 전체를 기대한 텍스트와 비교하세요: 어떤 로드에는 오타가 있습니다(잡아야 할 버그)
  const line = page.getByTestId('challenge-typos-line-2')
  await expect(line).not.toBeEmpty()
  const clean = (await line.textContent()) === '가끔은 오타가 보이고, 어떤 때는 보이지 않습니다.'
  await page.getByTestId(`challenge-typos-choice-${clean ? 'clean' : 'typo'}`).check()
  await page.getByTestId('challenge-typos-submit-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
