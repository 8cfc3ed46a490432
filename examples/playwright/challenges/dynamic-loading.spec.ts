import { expect, test } from '@playwright/test'

test('dynamic-loading', async ({ page }) => {
  // #region example
  await page.goto('/challenges/dynamic-loading')
  const example = page.getByTestId('challenge-dynamic-loading-1')
  await example.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByTestId('challenge-dynamic-loading-1-finish')).toBeVisible({ timeout: 10_000 })
  // #endregion
})
