import { expect, test } from '@playwright/test'

test('disappearing-elements', async ({ page }) => {
  // #region example
  await page.goto('/challenges/disappearing-elements')
  const menu = page.getByTestId('challenge-disappearing-elements-menu')
  const gallery = page.getByTestId('challenge-disappearing-elements-item-gallery')
  await expect(menu).toBeVisible()
  // count() checks without waiting: 0 or 1 at once. Reload (a new seed) until Gallery is there, in a bounded loop
  for (let i = 0; i < 10 && (await gallery.count()) === 0; i++) {
    const url = page.url()
    await page.getByTestId('challenge-disappearing-elements-reload-button').click()
    await expect(page).not.toHaveURL(url)
    await expect(menu).toBeVisible()
  }
  await gallery.click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
