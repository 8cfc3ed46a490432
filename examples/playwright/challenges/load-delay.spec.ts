import { expect, test } from '@playwright/test'

test('load-delay', async ({ page }) => {
  // #region example
  await page.goto('/challenges/load-delay?delay=1000') // ?delay= is forwarded to the request
  // page.goto returns at the load event, long before the answer: click waits for the button to appear
  await page.getByTestId('challenge-load-delay-button').click()
  await expect(page.getByTestId('challenge-load-delay-message')).toBeVisible()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
