import { expect, test } from '@playwright/test'

test('dynamic-id', { tag: '@en' }, async ({ page }) => {
  // #region en
  await page.goto('/challenges/dynamic-id')
  // The id is new on every load: never record it. Locate by role and name.
  await page.getByRole('button', { name: 'Button with dynamic ID' }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})

test('dynamic-id (ko)', { tag: '@ko' }, async ({ page }) => {
  // #region ko
  await page.goto('/challenges/dynamic-id')
  // id는 로드할 때마다 새로 바뀝니다: 녹화하지 말고 역할과 이름으로 찾으세요.
  await page.getByRole('button', { name: '동적 ID 버튼' }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
