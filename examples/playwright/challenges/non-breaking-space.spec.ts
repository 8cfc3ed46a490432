import { expect, test } from '@playwright/test'

test('non-breaking-space', async ({ page }) => {
  // #region example
  await page.goto('/challenges/non-breaking-space')
  // Role names normalise whitespace: U+00A0 matches a plain space
  await page.getByRole('button', { name: 'My Button' }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
