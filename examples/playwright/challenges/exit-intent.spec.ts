import { expect, test } from '@playwright/test'

test('exit-intent', async ({ page }) => {
  // #region example
  await page.goto('/challenges/exit-intent')
  await page.mouse.move(200, 200)
  await page.mouse.move(200, -5) // out through the top edge
  await expect(page.getByRole('dialog', { name: 'Leaving already?' })).toBeVisible()
  // #endregion
})
