import { expect, test } from '@playwright/test'

test('alerts', async ({ page }) => {
  // #region example
  await page.goto('/challenges/alerts')
  const word = await page.getByTestId('challenge-alerts-word').textContent()
  page.once('dialog', (dialog) => dialog.accept())
  await page.getByTestId('challenge-alerts-alert-button').click()
  page.once('dialog', (dialog) => dialog.dismiss())
  await page.getByTestId('challenge-alerts-confirm-button').click()
  await expect(page.getByTestId('challenge-alerts-result')).toHaveText('You clicked: Cancel')
  page.once('dialog', (dialog) => dialog.accept(word))
  await page.getByTestId('challenge-alerts-prompt-button').click()
  await expect(page.getByTestId('challenge-alerts-result')).toHaveText(`You entered: ${word}`)
  // #endregion
})
