import { expect, test } from '@playwright/test'

test('auto-wait', async ({ page }) => {
  // #region example
  await page.goto('/challenges/auto-wait')
  // Take one state away for 3 s: the target button is disabled meanwhile
  await page.getByTestId('challenge-auto-wait-state-enabled').uncheck()
  await page.getByTestId('challenge-auto-wait-apply-3').click()
  // Just act: click waits for the button to be visible, stable, enabled and on top
  await page.getByTestId('challenge-auto-wait-target').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
