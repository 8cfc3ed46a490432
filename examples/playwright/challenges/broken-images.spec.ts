import { expect, test } from '@playwright/test'

test('broken-images', async ({ page }) => {
  // #region example
  await page.goto('/challenges/broken-images')
  const images = page.getByTestId('challenge-broken-images-images').getByRole('img')
  await expect(images.first()).toBeVisible()
  // An <img> that failed to load is complete with naturalWidth 0: wait until every image has settled
  await expect.poll(() => images.evaluateAll((els) => els.every((i) => (i as HTMLImageElement).complete))).toBe(true)
  const broken = await images.evaluateAll((els) => els.filter((i) => (i as HTMLImageElement).naturalWidth === 0).length)
  await page.getByTestId('challenge-broken-images-answer-input').fill(String(broken))
  await page.getByTestId('challenge-broken-images-submit-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
