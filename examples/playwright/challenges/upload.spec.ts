import { expect, test } from '@playwright/test'

test('upload', async ({ page }) => {
  // #region example
  await page.goto('/challenges/upload')
  // Never click a file input (it opens the system dialog): set its files, from a path or a buffer
  const input = page.getByTestId('challenge-upload-input')
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
  await expect(page.getByTestId('challenge-upload-selected')).toContainText('notes.pdf')
  await page.getByTestId('challenge-upload-submit-button').click()
  await expect(page.getByTestId('challenge-upload-result')).toContainText('notes.pdf')
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
