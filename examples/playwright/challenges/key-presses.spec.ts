import { expect, test } from '@playwright/test'

test('key-presses', { tag: '@en' }, async ({ page }) => {
  // #region en
  await page.goto('/challenges/key-presses')
  // The goal names the key: "Target: press Shift+K in the field."
  const [, key] = /press (\S+) in/.exec(await page.getByTestId('challenge-key-presses-target').innerText()) ?? []
  // press() takes key names (Tab, Enter, F2), modifiers joined with +: 'Shift+K', 'Control+Enter'
  await page.getByTestId('challenge-key-presses-input').press(key)
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})

test('key-presses (ko)', { tag: '@ko' }, async ({ page }) => {
  // #region ko
  await page.goto('/challenges/key-presses')
  // 목표가 키를 알려 줍니다: "목표: 입력란에서 Shift+K을(를) 누르세요."
  const [, key] = /에서 (\S+)을/.exec(await page.getByTestId('challenge-key-presses-target').innerText()) ?? []
  // press()는 키 이름(Tab, Enter, F2)을 받고, 조합은 +로 잇습니다: 'Shift+K', 'Control+Enter'
  await page.getByTestId('challenge-key-presses-input').press(key)
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
