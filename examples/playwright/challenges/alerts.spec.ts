import { expect, test } from '@playwright/test'

test('alerts', async ({ page }) => {
  // #region example
  await page.goto('/challenges/alerts')
  const word = await page.getByTestId('challenge-alerts-word').innerText()
  // A native dialog blocks the page: register the answer before the click that opens it
  page.once('dialog', (dialog) => dialog.accept())
  await page.getByTestId('challenge-alerts-alert-button').click()
  page.once('dialog', (dialog) => dialog.dismiss()) // Cancel
  await page.getByTestId('challenge-alerts-confirm-button').click()
  page.once('dialog', (dialog) => dialog.accept(word)) // the prompt's answer
  await page.getByTestId('challenge-alerts-prompt-button').click()
  await expect(page.getByTestId('challenge-alerts-result')).toContainText(word)
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
