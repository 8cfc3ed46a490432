import { expect, test } from '@playwright/test'

test('double-click', async ({ page }) => {
  // #region example
  await page.goto('/challenges/double-click')
  await page.getByTestId('challenge-double-click-button').dblclick() // two click() calls are not a double click
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
