import { expect, test } from '@playwright/test'

test('windows', async ({ page }) => {
  // #region example
  await page.goto('/challenges/windows')
  // Start waiting for the new tab before the click that opens it
  const popupPromise = page.waitForEvent('popup')
  await page.getByTestId('challenge-windows-link').click()
  const popup = await popupPromise
  await expect(popup.getByTestId('challenge-windows-new-heading')).toBeVisible()
  await popup.getByTestId('challenge-windows-report-button').click()
  await popup.close()
  // back on the first page
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
