import { test } from '@playwright/test'

test('no-test-ids', async ({ page }) => {
  // #region example
  await page.goto('/challenges/no-test-ids')
  const task = await page.getByTestId('challenge-area').getByText(/^Delete the row of /).textContent()
  const name = task!.replace(/^.*Delete the row of /, '').replace(/\.$/, '')
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
  await row.getByRole('button', { name: 'Delete' }).click()
  // #endregion
})
