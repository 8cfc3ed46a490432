import { expect, test } from '@playwright/test'

test('download', async ({ page }) => {
  // #region example
  await page.goto('/challenges/download')
  const name = await page.getByTestId('challenge-download-filename').textContent()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('challenge-download-link').click()])
  expect(download.suggestedFilename()).toBe(name)
  const text = fs.readFileSync(await download.path(), 'utf8')
  expect(text.trimEnd().split('\n').at(-1)).toBe(await page.getByTestId('challenge-download-last-line').textContent())
  // #endregion
})
