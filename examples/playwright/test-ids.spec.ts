// The testing guide's test-id example (/guide, "Test-id attributes": the region below).
import { expect, test } from '@playwright/test'

test('a test id finds the same field in every language and theme', async ({ page }) => {
  await page.goto('/login')
  // #region example
  await page
    .getByTestId('login-email-input')
    .fill('demo@example.com')
  // #endregion
  await expect(page.getByTestId('login-email-input')).toHaveValue('demo@example.com')
})
