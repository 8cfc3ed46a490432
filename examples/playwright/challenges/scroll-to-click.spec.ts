import { expect, test } from '@playwright/test'

test('scroll-to-click', async ({ page }) => {
  // #region example
  await page.goto('/challenges/scroll-to-click')
  // click() scrolls the page and the scroll box by itself
  await page.getByTestId('challenge-scroll-to-click-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
