import { test } from '@playwright/test'

test('large-dom', async ({ page }) => {
  // #region example
  await page.goto('/challenges/large-dom')
  // Find the column's index from its header, then the cell in the row with that header
  const table = page.getByTestId('challenge-large-dom-table')
  const headers = await table.locator('thead th').allTextContents()
  const col = headers.indexOf('Column 17')
  const value = await table.getByRole('row', { name: /^Row 23 / }).locator('td').nth(col).textContent()
  await page.getByTestId('challenge-large-dom-answer-input').fill(value!)
  // #endregion
})
