import { expect, test } from '@playwright/test'

test('sortable-tables', async ({ page }) => {
  // #region example
  await page.goto('/challenges/sortable-tables')
  const table = page.getByRole('table', { name: 'Example 2' }) // no id, class or test id
  const due = table.getByRole('button', { name: 'Due' })
  await due.click(); await due.click()
  await expect(table.getByRole('columnheader', { name: 'Due' })).toHaveAttribute('aria-sort', 'descending')
  const col = (await table.getByRole('columnheader').allTextContents()).indexOf('Due')
  const values = (await table.locator('tbody tr').locator(`td:nth-child(${col + 1})`).allTextContents()).map((t) => parseFloat(t.slice(1)))
  expect(values).toEqual([...values].sort((a, b) => b - a))
  // #endregion
})
