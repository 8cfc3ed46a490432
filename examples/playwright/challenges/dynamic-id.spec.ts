import { expect, test } from '@playwright/test'

test('dynamic-id', async ({ page }) => {
  // #region example
  await page.goto('/challenges/dynamic-id')
  // The id is new on every load: never record it. Locate by role and name.
  await page.getByRole('button', { name: 'Button with dynamic ID' }).click()
  await expect(page.getByTestId('challenge-dynamic-id-status')).toHaveAttribute('data-solved', 'true')
  // #endregion
})
