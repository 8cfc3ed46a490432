import { expect, test } from '@playwright/test'

test('key-presses', async ({ page }) => {
  // #region example
  await page.goto('/challenges/key-presses')
  const field = page.getByTestId('challenge-key-presses-input')
  await field.press('Shift+K')        // a combination: modifiers joined with +
  await field.press('Tab')            // a key name, not the character '\t'
  await expect(page.getByTestId('challenge-key-presses-result')).toHaveText('You entered: Tab')
  // #endregion
})
