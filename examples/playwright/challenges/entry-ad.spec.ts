import { expect, test } from '@playwright/test'

test('entry-ad', async ({ page }) => {
  // #region example
  await page.goto('/challenges/entry-ad')
  // The ad opens a moment after load: the web-first assertion waits for it (a click right away would hit the backdrop)
  const ad = page.getByRole('dialog')
  await expect(ad).toBeVisible()
  await ad.getByTestId('challenge-entry-ad-close-button').click() // the footer's button (the ✕ has the same name)
  await expect(ad).toBeHidden()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
