import { expect, test } from '@playwright/test'

test('dynamic-table', async ({ page }) => {
  // #region example
  await page.goto('/challenges/dynamic-table')
  const table = page.getByRole('table', { name: 'Processes' })
  const headers = await table.getByRole('columnheader').allTextContents()
  const col = headers.indexOf('CPU') // 0 is the Name column (a rowheader in each row)
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Chrome', exact: true }) })
  const cpu = await row.getByRole('cell').nth(col - 1).textContent()
  await expect(page.getByTestId('challenge-dynamic-table-label')).toHaveText(`Chrome CPU: ${cpu}`)
  // #endregion
})
