import { expect, test } from '@playwright/test'

test('progress-bar', async ({ page }) => {
  // #region example
  await page.goto('/challenges/progress-bar')
  await page.getByRole('button', { name: 'Start' }).click()
  // Poll on every animation frame: a locator's waitFor re-checks at up to 500 ms intervals.
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid=challenge-progress-bar-bar]')?.getAttribute('aria-valuenow')) >= 75,
    null,
    { polling: 'raf', timeout: 30_000 },
  )
  await page.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByTestId('challenge-progress-bar-result')).toContainText('Well stopped')
  // #endregion
})
