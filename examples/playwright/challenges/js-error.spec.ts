import { expect, test } from '@playwright/test'

test('js-error', async ({ page }) => {
  // #region example
  await page.goto('/challenges/js-error')
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/challenges/js-error')
  await expect.poll(() => errors).toContain("Cannot read properties of undefined (reading 'xyz')")
  await page.getByTestId('challenge-back').click()
  await expect(page).toHaveURL(/\/challenges$/)
  // #endregion
})
