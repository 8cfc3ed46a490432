import { test } from '@playwright/test'

test('shifting-content', async ({ page }) => {
  // #region example
  await page.goto('/challenges/shifting-content')
  await page.goto('/challenges/shifting-content?mode=random&seed=4242')
  await page.getByRole('navigation', { name: 'Shifting menu' }).getByRole('button', { name: 'Gallery' }).click()
  // #endregion
})
