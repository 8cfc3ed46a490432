import { expect, test } from '@playwright/test'

test('dynamic-controls', async ({ page }) => {
  // #region example
  await page.goto('/challenges/dynamic-controls')
  await page.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByTestId('challenge-dynamic-controls-checkbox')).toHaveCount(0)
  await page.getByRole('button', { name: 'Enable' }).click()
  await page.getByLabel('Text field').fill('hello')
  // #endregion
})
