import { expect, test } from '@playwright/test'

test('progress-bar', async ({ page }) => {
  // #region example
  await page.goto('/challenges/progress-bar')
  await page.getByTestId('challenge-progress-bar-start-button').click()
  // Poll on every animation frame: a locator's waitFor re-checks at up to 500 ms intervals.
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid=challenge-progress-bar-bar]')?.getAttribute('aria-valuenow')) >= 75,
    null,
    { polling: 'raf', timeout: 30_000 },
  )
  await page.getByTestId('challenge-progress-bar-stop-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
