import { expect, test } from '@playwright/test'

test('entry-ad', async ({ page }) => {
  // #region example
  await page.goto('/challenges/entry-ad')
  const ad = page.getByRole('dialog', { name: 'This is a modal window' })
  await expect(ad).toBeVisible()
  await ad.getByRole('button', { name: 'Close' }).last().click()
  await expect(ad).toBeHidden()
  // #endregion
})
