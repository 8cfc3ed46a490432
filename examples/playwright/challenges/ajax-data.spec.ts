import { expect, test } from '@playwright/test'

test('ajax-data', async ({ page }) => {
  // #region example
  await page.goto('/challenges/ajax-data')
  await page.goto('/challenges/ajax-data?delay=1000')
  const answer = page.waitForResponse('**/challenges/waiting/ajax-data*')
  await page.getByRole('button', { name: 'Button Triggering AJAX Request' }).click()
  await answer
  await expect(page.getByTestId('challenge-ajax-data-result')).toHaveCount(1)
  // #endregion
})
