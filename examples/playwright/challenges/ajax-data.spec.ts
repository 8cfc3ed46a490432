import { expect, test } from '@playwright/test'

test('ajax-data', async ({ page }) => {
  // #region example
  await page.goto('/challenges/ajax-data?delay=1000') // ?delay= shortens the 15 s default
  // Wait for the response you caused, then assert
  const answer = page.waitForResponse('**/challenges/waiting/ajax-data*')
  await page.getByTestId('challenge-ajax-data-trigger-button').click()
  await answer
  await expect(page.getByTestId('challenge-ajax-data-result')).toHaveCount(1)
  await page.getByTestId('challenge-ajax-data-result').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
