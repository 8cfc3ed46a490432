import { expect, test } from '@playwright/test'

test('floating-menu', async ({ page }) => {
  // #region example
  await page.goto('/challenges/floating-menu')
  const menu = page.getByTestId('challenge-floating-menu-menu')
  await expect(menu).toBeVisible()
  await page.mouse.wheel(0, 1000) // down into the long text
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500)
  await expect(menu).toBeInViewport() // still in view: it floats at the top
  // Use each item: its section's heading must end up in view (not under the menu)
  for (const item of await menu.getByRole('link').all()) {
    await item.click()
    await expect(page.getByRole('main').getByRole('heading', { name: await item.innerText(), exact: true })).toBeInViewport()
  }
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
