import { expect, test } from '@playwright/test'

test('frames', async ({ page }) => {
  // #region example
  await page.goto('/challenges/frames')
  // Nested frames: chain frame locators, one per level
  const top = page.frameLocator('[data-testid="challenge-frames-top-frame"]')
  await expect(top.frameLocator('[name="frame-left"]').getByTestId('challenge-frames-left-text')).toBeVisible()
  // The editor: fill() the contenteditable inside its frame
  const phrase = await page.getByTestId('challenge-frames-target').innerText()
  const editor = page.frameLocator('[data-testid="challenge-frames-editor-frame"]').getByTestId('challenge-frames-editor')
  await editor.fill(phrase)
  await page.getByTestId('challenge-frames-submit-button').click()
  await expect(page.getByTestId('challenge-frames-result')).toContainText(phrase)
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
