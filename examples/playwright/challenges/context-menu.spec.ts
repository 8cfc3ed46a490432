import { expect, test } from '@playwright/test'

test('context-menu', async ({ page }) => {
  // #region example
  await page.goto('/challenges/context-menu')
  await page.getByTestId('challenge-context-menu-hotspot').click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Share' }).click()
  await expect(page.getByTestId('challenge-context-menu-result')).toHaveText('You chose: Share')

  // With the native alert switched on: accept it before it blocks the page
  page.once('dialog', (dialog) => dialog.accept())
  // #endregion
})
