import { expect, test } from '@playwright/test'

test('challenging-dom', async ({ page }) => {
  // #region example
  await page.goto('/challenges/challenging-dom')
  const table = page.getByTestId('challenge-challenging-dom-table')
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Phaedrum4', exact: true }) })
  await row.getByRole('button', { name: 'edit' }).click()
  // The canvas text is not DOM text; this page gives fallback content inside <canvas>
  await expect(page.getByTestId('challenge-challenging-dom-canvas')).toHaveText(/^Answer: \d{5}$/)
  // #endregion
})
