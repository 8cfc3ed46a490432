import { expect, test } from '@playwright/test'

test('typos', async ({ page }) => {
  // #region example
  await page.goto('/challenges/typos')
  test(`typos (seed ${seed})`, async ({ page }) => {
    await page.goto(`/challenges/typos?seed=${seed}`)
    await expect(page.getByTestId('challenge-typos-line-2')).toHaveText("Sometimes you'll see a typo, other times you won't.")
  })
  // #endregion
})
