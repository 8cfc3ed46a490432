import { expect, test } from '@playwright/test'

test('css-selector-puzzle', async ({ page }) => {
  // #region example
  await page.goto('/challenges/css-selector-puzzle')
  await page.getByTestId('challenge-css-selector-puzzle-selector-input').fill('ol > li:first-child')
  await page.getByTestId('challenge-css-selector-puzzle-check-button').click()
  await expect(page.getByTestId('challenge-css-selector-puzzle-result')).toHaveAttribute('data-verdict', 'match')
  // #endregion
})
