import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'

test('download', async ({ page }) => {
  // #region example
  await page.goto('/challenges/download')
  // Start waiting for the download before the click that starts it
  const downloadPromise = page.waitForEvent('download')
  await page.getByTestId('challenge-download-link').click()
  const download = await downloadPromise
  // The saved file (a temporary path) must be the one the page describes
  const text = await readFile(await download.path(), 'utf8')
  await expect(page.getByTestId('challenge-download-filename')).toHaveText(download.suggestedFilename())
  await expect(page.getByTestId('challenge-download-size')).toHaveText(String(Buffer.byteLength(text)))
  await expect(page.getByTestId('challenge-download-last-line')).toHaveText(text.trimEnd().split('\n').at(-1) ?? '')
  // #endregion
})
