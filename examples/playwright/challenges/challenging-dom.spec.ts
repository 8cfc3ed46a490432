import { expect, test } from '@playwright/test'

test('challenging-dom', async ({ page }) => {
  // #region example
  await page.goto('/challenges/challenging-dom')
  // The task names the row (seeded): read the Diceret value from it
  const value = /Phaedrum\d/.exec((await page.getByTestId('challenge-challenging-dom-task').textContent())!)![0]
  const table = page.getByTestId('challenge-challenging-dom-table')
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: value, exact: true }) })
  await row.getByRole('button', { name: 'edit' }).click()
  // The canvas text is not DOM text; this page gives fallback content inside <canvas>
  await expect(page.getByTestId('challenge-challenging-dom-canvas')).toHaveText(/^Answer: \d{5}$/)
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
