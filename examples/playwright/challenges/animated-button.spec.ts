import { expect, test } from '@playwright/test'

test('animated-button', async ({ page }) => {
  // #region example
  await page.goto('/challenges/animated-button')
  await page.getByRole('button', { name: 'Start Animation' }).click()
  const target = page.getByTestId('challenge-animated-button-target')
  await expect(target).not.toHaveClass(/spin/, { timeout: 10_000 })
  await target.click()
  // #endregion
})
