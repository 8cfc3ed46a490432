import { expect, test } from '@playwright/test'

test('shadow-dom', async ({ page }) => {
  // #region example
  await page.goto('/challenges/shadow-dom')
  // CSS and test-id locators pierce open shadow roots (not closed ones)
  await page.getByTestId('challenge-shadow-dom-generate-button').click()
  const field = page.getByTestId('challenge-shadow-dom-guid-input')
  await expect(field).toHaveValue(/^[0-9a-f-]{36}$/)
  // With clipboard permissions: context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // then page.evaluate(() => navigator.clipboard.readText())
  await page.getByTestId('challenge-shadow-dom-answer-input').fill(await field.inputValue())
  await page.getByTestId('challenge-shadow-dom-check-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
