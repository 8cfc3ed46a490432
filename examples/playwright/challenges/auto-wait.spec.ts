import { expect, test } from '@playwright/test'

test('auto-wait', async ({ page }) => {
  // #region example
  await page.goto('/challenges/auto-wait')
  await page.getByLabel('Element type').selectOption('input')
  for (const state of ['Visible', 'Enabled', 'Editable', 'On top']) await page.getByLabel(state).uncheck()
  await page.getByRole('button', { name: 'Apply 3 s' }).click()
  await page.getByTestId('challenge-auto-wait-target').fill('waited')
  await expect(page.getByTestId('challenge-auto-wait-status')).toHaveText('Text: waited')
  // #endregion
})
