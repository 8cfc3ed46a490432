import { test } from '@playwright/test'

test('broken-images', async ({ page }) => {
  // #region example
  await page.goto('/challenges/broken-images')
  const images = page.getByTestId('challenge-broken-images-images').getByRole('img')
  const broken = await images.evaluateAll((els) => els.filter((i) => !(i.complete && i.naturalWidth > 0)).length)
  // #endregion
})
