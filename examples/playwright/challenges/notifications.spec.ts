import { expect, test } from '@playwright/test'

test('notifications', async ({ page }) => {
  // #region example
  await page.goto('/challenges/notifications')
  const message = page.getByTestId('challenge-notifications-message')
  for (let i = 0; i < 20; i++) {
    await page.getByTestId('challenge-notifications-load-button').click()
    await expect(message).toBeVisible()          // the new message, after the reload
    if ((await message.getAttribute('data-message')) === 'success') break
  }
  await expect(message).toContainText('Action successful')
  // #endregion
})
