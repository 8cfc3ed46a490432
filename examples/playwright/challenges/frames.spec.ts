import { expect, test } from '@playwright/test'

test('frames', async ({ page }) => {
  // #region example
  await page.goto('/challenges/frames')
  const top = page.frameLocator('[data-testid="challenge-frames-top-frame"]')
  await expect(top.frameLocator('[name="frame-middle"]').getByTestId('challenge-frames-middle-text')).toHaveText('MIDDLE')
  const phrase = await page.getByTestId('challenge-frames-target').textContent()
  const editor = page.frameLocator('[data-testid="challenge-frames-editor-frame"]').getByTestId('challenge-frames-editor')
  await editor.fill(phrase)
  await page.getByTestId('challenge-frames-submit-button').click()
  await expect(page.getByTestId('challenge-frames-result')).toContainText(phrase)
  // #endregion
})
