import { expect, test } from '@playwright/test'

test('floating-menu', async ({ page }) => {
  // #region example
  await page.goto('/challenges/floating-menu')
  await page.mouse.wheel(0, 3000)
  const menu = page.getByRole('navigation', { name: 'Sections' })
  await expect(menu).toBeInViewport()
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { name: 'About' })).toBeInViewport()
  // #endregion
})
