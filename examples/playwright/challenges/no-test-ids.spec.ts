import { expect, test } from '@playwright/test'

test('no-test-ids', { tag: '@en' }, async ({ page }) => {
  // #region en
  await page.goto('/challenges/no-test-ids')
  // The task names the person (seeded): read the name from the page
  const task = await page.getByTestId('challenge-area').getByText(/Delete the row of .+\./).textContent()
  const name = /Delete the row of (.+)\./.exec(task!)![1]!
  // The row that has the person's cell, then the button named Delete inside it (never by position)
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
  await row.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})

test('no-test-ids (ko)', { tag: '@ko' }, async ({ page }) => {
  // #region ko
  await page.goto('/challenges/no-test-ids')
  // 과제가 사람 이름을 알려 줍니다(시드에 따라): 페이지에서 이름을 읽으세요
  const task = await page.getByTestId('challenge-area').getByText(/.+의 행을 삭제하세요\./).textContent()
  const name = /: (.+)의 행을 삭제하세요\./.exec(task!)![1]!
  // 그 사람의 셀이 있는 행, 그 안의 삭제 버튼(위치로 고르지 마세요)
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
  await row.getByRole('button', { name: '삭제' }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
