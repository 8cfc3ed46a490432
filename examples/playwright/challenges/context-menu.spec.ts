import { expect, test } from '@playwright/test'

test('context-menu', async ({ page }) => {
  // #region example
  await page.goto('/challenges/context-menu')
  // The goal names the item in quotes (drawn from the seed, in the page's language)
  const [, item] = /"(.+)"/.exec(await page.getByTestId('challenge-context-menu-target').innerText()) ?? []
  // With the native alert switched on: register the answer before the right click
  page.once('dialog', (dialog) => dialog.accept())
  await page.getByTestId('challenge-context-menu-hotspot').click({ button: 'right' })
  await page.getByRole('menuitem', { name: item }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
