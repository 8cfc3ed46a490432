import { expect, test } from '@playwright/test'

test('shifting-content', { tag: '@en' }, async ({ page }) => {
  // #region en
  await page.goto('/challenges/shifting-content')
  // By role and name: found wherever the shifting menu puts it (never by offset)
  await page.getByRole('navigation', { name: 'Shifting menu' }).getByRole('button', { name: 'Gallery' }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})

test('shifting-content (ko)', { tag: '@ko' }, async ({ page }) => {
  // #region ko
  await page.goto('/challenges/shifting-content')
  // 역할과 이름으로: 메뉴가 어디로 움직여도 찾습니다(좌표로 누르지 마세요)
  await page.getByRole('navigation', { name: '움직이는 메뉴' }).getByRole('button', { name: '갤러리' }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
