import { expect, test } from '@playwright/test'

test('hidden-layers', async ({ page }) => {
  // #region example
  await page.goto('/challenges/hidden-layers')
  const green = page.getByTestId('challenge-hidden-layers-green-button')
  await green.click()
  // the second click must fail: the blue button intercepts it (never force: true)
  await expect(green.click({ timeout: 1000 })).rejects.toThrow(/intercepts pointer events/)
  await page.getByTestId('challenge-hidden-layers-blue-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
