import { test } from '@playwright/test'

test('disappearing-elements', async ({ page }) => {
  // #region example
  await page.goto('/challenges/disappearing-elements')
  const gallery = page.getByRole('button', { name: 'Gallery' })
  for (let i = 0; i < 10 && (await gallery.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Reload with the next seed' }).click()
    await page.getByRole('navigation', { name: 'Site menu' }).waitFor()
  }
  await gallery.click()
  // #endregion
})
