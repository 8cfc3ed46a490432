import { expect, test } from '@playwright/test'

test('animated-button', async ({ page }) => {
  // #region example
  await page.goto('/challenges/animated-button')
  await page.getByTestId('challenge-animated-button-start-button').click()
  const target = page.getByTestId('challenge-animated-button-target')
  // click() waits for the target to stop moving; to be explicit, wait for the class to go first
  await expect(target).not.toHaveClass(/spin/, { timeout: 10_000 })
  await target.click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
