import { expect, test } from '@playwright/test'

test('dynamic-loading', async ({ page }) => {
  // #region example
  await page.goto('/challenges/dynamic-loading')
  // Assert visibility, not presence: example 1's heading is in the DOM from the start, only hidden
  for (const n of [1, 2]) await page.getByTestId(`challenge-dynamic-loading-${n}-start-button`).click()
  await expect(page.getByTestId('challenge-dynamic-loading-1-finish')).toBeVisible({ timeout: 10_000 })
  await expect(page.getByTestId('challenge-dynamic-loading-2-finish')).toBeVisible({ timeout: 10_000 })
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
