import { expect, test } from '@playwright/test'

test('dynamic-controls', async ({ page }) => {
  // #region example
  await page.goto('/challenges/dynamic-controls')
  await page.getByTestId('challenge-dynamic-controls-toggle-checkbox-button').click()
  await expect(page.getByTestId('challenge-dynamic-controls-checkbox')).toHaveCount(0)
  await page.getByTestId('challenge-dynamic-controls-toggle-input-button').click()
  // fill waits for the field to be enabled and editable
  await page.getByTestId('challenge-dynamic-controls-input').fill('hello')
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
