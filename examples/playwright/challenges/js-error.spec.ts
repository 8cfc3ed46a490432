import { expect, test } from '@playwright/test'

test('js-error', async ({ page }) => {
  // #region example
  await page.goto('/challenges/js-error')
  // The error is thrown while the page loads: listen first, then load the page again
  const pageError = page.waitForEvent('pageerror')
  await page.reload()
  expect((await pageError).message).toBe("Cannot read properties of undefined (reading 'xyz')")
  // The rest of the page still works
  await expect(page.getByTestId('challenge-error')).toBeVisible()
  await page.getByTestId('challenge-back').click()
  await expect(page).toHaveURL(/\/challenges$/)
  // #endregion
})
