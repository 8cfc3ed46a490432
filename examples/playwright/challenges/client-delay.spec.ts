import { expect, test } from '@playwright/test'

test('client-delay', async ({ page }) => {
  // #region example
  await page.goto('/challenges/client-delay')
  await page.goto('/challenges/client-delay?delay=2000')
  await page.getByRole('button', { name: 'Button Triggering Client Side Logic' }).click()
  const result = page.getByTestId('challenge-client-delay-result')
  await expect(result).toBeVisible({ timeout: 20_000 })
  await result.click()
  // #endregion
})
