import { expect, test } from '@playwright/test'

test('class-attribute', async ({ page }) => {
  // #region example
  await page.goto('/challenges/class-attribute')
  // A class selector matches whatever the order of the classes
  await page.locator('button.btn-primary').click()
  await expect(page.getByTestId('challenge-class-attribute-status')).toHaveAttribute('data-solved', 'true')
  // #endregion
})
