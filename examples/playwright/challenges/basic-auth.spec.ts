import { expect, test } from '@playwright/test'

test('basic-auth', async ({ page }) => {
  // #region example
  await page.goto('/challenges/basic-auth')
  // The API answer, with the header the browser would send:
  const res = await page.request.get('/api/v1/challenges/basic-auth', {
    headers: { Authorization: 'Basic ' + Buffer.from('admin:admin').toString('base64') },
  })
  expect(res.status()).toBe(200)   // against the practice server (npm run start:network)

  // The page's form (works in the sandbox too):
  await page.getByLabel('User name').fill('admin')
  await page.getByLabel('Password').fill('admin')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('challenge-basic-auth-result')).toHaveText('Congratulations! You must have the proper credentials.')
  // #endregion
})
