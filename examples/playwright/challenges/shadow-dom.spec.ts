import { test } from '@playwright/test'

test('shadow-dom', async ({ page }) => {
  // #region example
  await page.goto('/challenges/shadow-dom')
  // CSS and test-id locators pierce open shadow roots (not closed ones)
  await page.getByTestId('challenge-shadow-dom-generate-button').click()
  const guid = await page.getByTestId('challenge-shadow-dom-guid-input').inputValue()
  await page.getByTestId('challenge-shadow-dom-answer-input').fill(guid)
  await page.getByTestId('challenge-shadow-dom-check-button').click()
  // With clipboard permissions: context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // then page.evaluate(() => navigator.clipboard.readText())
  // #endregion
})
