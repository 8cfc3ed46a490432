import { expect, test } from '@playwright/test'

test('html5-drag', async ({ page }) => {
  // #region example
  await page.goto('/challenges/html5-drag')
  // dragTo starts a real native drag in Chromium: dragstart, dragover and drop fire
  await page.getByTestId('challenge-html5-drag-column-a').dragTo(page.getByTestId('challenge-html5-drag-column-b'))
  await expect(page.getByTestId('challenge-html5-drag-header-a')).toHaveText('B')
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
