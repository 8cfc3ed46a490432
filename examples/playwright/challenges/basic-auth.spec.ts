import { expect, test } from '@playwright/test'

test('basic-auth', async ({ page }) => {
  // #region example
  await page.goto('/challenges/basic-auth')
  // The sandbox page sends the Authorization header from its form:
  await page.getByTestId('challenge-basic-auth-username-input').fill('admin')
  await page.getByTestId('challenge-basic-auth-password-input').fill('admin')
  await page.getByTestId('challenge-basic-auth-submit-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // With the practice server (npm run start:network) the direct link shows the browser's own
  // sign-in dialog: no locator reaches it, give the context the credentials instead:
  //   test.use({ httpCredentials: { username: 'admin', password: 'admin' } })
  // #endregion
})
