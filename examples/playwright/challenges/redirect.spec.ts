import { expect, test } from '@playwright/test'

test('redirect', async ({ page }) => {
  // #region example
  await page.goto('/challenges/redirect')
  await page.getByTestId('challenge-redirect-link').click()
  // The router redirects: toHaveURL retries until the address is the final one
  await expect(page).toHaveURL(/\/challenges\/status-codes$/)
  await expect(page.getByTestId('challenge-page')).toHaveAttribute('data-slug', 'status-codes')
  // #endregion
})
