import { expect, test } from '@playwright/test'

test('double-click', async ({ page }) => {
  // #region example
  await page.goto('/challenges/double-click')
  await page.getByTestId('challenge-double-click-button').dblclick()
  await expect(page.getByTestId('challenge-double-click-result')).toHaveText('Double click detected')
  // #endregion
})
