import { expect, test } from '@playwright/test'

test('hovers', async ({ page }) => {
  // #region example
  await page.goto('/challenges/hovers')
  const figure = page.getByTestId('challenge-hovers-figure-2')
  await figure.hover()
  await figure.getByRole('link', { name: 'View profile of user2' }).click()
  await expect(page.getByTestId('challenge-hovers-result')).toHaveText('Opened the profile of user2')
  // #endregion
})
