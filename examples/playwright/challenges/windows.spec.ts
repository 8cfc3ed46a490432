import { expect, test } from '@playwright/test'

test('windows', async ({ page }) => {
  // #region example
  await page.goto('/challenges/windows')
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('challenge-windows-link').click(),
  ])
  await expect(popup.getByRole('heading', { name: 'New Window' })).toBeVisible()
  await popup.getByTestId('challenge-windows-report-button').click()
  await popup.close()
  await expect(page.getByTestId('challenge-windows-result')).toHaveText('The new window reported back')
  // #endregion
})
