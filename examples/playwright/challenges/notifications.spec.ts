import { expect, test } from '@playwright/test'

test('notifications', async ({ page }) => {
  // #region example
  await page.goto('/challenges/notifications')
  const message = page.getByTestId('challenge-notifications-message')
  // Click, wait for the new message, and retry the whole block until it is the success message
  await expect(async () => {
    await page.getByTestId('challenge-notifications-load-button').click()
    await expect(message).toHaveAttribute('data-message', 'success', { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
