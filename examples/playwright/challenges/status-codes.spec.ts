import { expect, test } from '@playwright/test'

test('status-codes', async ({ page }) => {
  // #region example
  await page.goto('/challenges/status-codes')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/challenges/status-codes/404')),
    page.getByTestId('challenge-status-codes-404-button').click(),
  ])
  expect(response.status()).toBe(404)
  await expect(page.getByTestId('challenge-status-codes-status')).toHaveText('Status: 404')
  // #endregion
})
