import { expect, test } from '@playwright/test'

test('redirect', async ({ page }) => {
  // #region example
  await page.goto('/challenges/redirect')
  await page.getByTestId('challenge-redirect-link').click()
  await expect(page).toHaveURL(/\/challenges\/status-codes$/)
  // #endregion
})
