import { expect, test } from '@playwright/test'

test('upload', async ({ page }) => {
  // #region example
  await page.goto('/challenges/upload')
  await page.getByLabel('Choose a file').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: pngBytes })
  await expect(page.getByTestId('challenge-upload-selected')).toContainText('pixel.png')
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByTestId('challenge-upload-result')).toContainText('Uploaded: pixel.png')
  // #endregion
})
