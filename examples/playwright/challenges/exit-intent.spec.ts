import { expect, test } from '@playwright/test'

test('exit-intent', async ({ page }) => {
  // #region example
  await page.goto('/challenges/exit-intent')
  // Armed: the page listens for the mouse now (a move before that would go unnoticed)
  await expect(page.getByTestId('challenge-exit-intent-status')).toHaveAttribute('data-state', 'waiting')
  await page.mouse.move(200, 200)
  await page.mouse.move(200, -5) // out through the top edge (y = 0 alone is still inside)
  const modal = page.getByRole('dialog')
  await expect(modal).toBeVisible()
  await modal.getByTestId('challenge-exit-intent-close-button').click()
  await expect(modal).toBeHidden()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
