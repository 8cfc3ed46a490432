import { expect, test } from '@playwright/test'

test('client-delay', async ({ page }) => {
  // #region example
  await page.goto('/challenges/client-delay?delay=2000') // ?delay= shortens the 15 s default for fast runs
  await page.getByTestId('challenge-client-delay-trigger-button').click()
  // A web-first assertion waits for the label: give it a timeout longer than the delay
  const result = page.getByTestId('challenge-client-delay-result')
  await expect(result).toBeVisible({ timeout: 20_000 })
  await result.click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
