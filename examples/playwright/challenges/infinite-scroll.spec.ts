import { expect, test } from '@playwright/test'

test('infinite-scroll', async ({ page }) => {
  // #region example
  await page.goto('/challenges/infinite-scroll')
  const paragraphs = page.getByTestId('challenge-infinite-scroll-paragraph')
  await expect(paragraphs.first()).toBeVisible()
  for (let n = await paragraphs.count(); n < 20; n = await paragraphs.count()) {
    await paragraphs.last().scrollIntoViewIfNeeded()
    await expect(paragraphs).not.toHaveCount(n) // wait for the next one
  }
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
