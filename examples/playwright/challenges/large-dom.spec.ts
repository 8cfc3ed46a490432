import { expect, test } from '@playwright/test'

test('large-dom', async ({ page }) => {
  // #region example
  await page.goto('/challenges/large-dom')
  // The task names a row header and a column header (seeded): read both from it
  const task = await page.getByTestId('challenge-large-dom-task').textContent()
  const [, rowName, colName] = /(\S+ \d+), (\S+ \d+)/.exec(task!)!
  // Find the column's index from its header, then the cell in the row with that header
  const table = page.getByTestId('challenge-large-dom-table')
  const col = (await table.locator('thead th').allTextContents()).indexOf(colName!)
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) })
  await page.getByTestId('challenge-large-dom-answer-input').fill((await row.locator('td').nth(col).textContent())!)
  await page.getByTestId('challenge-large-dom-check-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
