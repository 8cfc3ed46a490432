// A small suite to measure with `npm run kill-score` (README "Kill score"): one check through the
// screen, one through the API. Which catalogued bugs does it kill? Run it and see the matrix.
// #region example
import { expect, test } from '@playwright/test'

test('the counter counts up and down by one', async ({ page }) => {
  await page.goto('/login?lng=en')
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.goto('/playground')
  const value = page.getByTestId('playground-counter-value')
  await page.getByTestId('playground-counter-increment').click()
  await page.getByTestId('playground-counter-increment').click()
  await page.getByTestId('playground-counter-decrement').click()
  await expect(value).toHaveText('1')
})

test('a wrong password is refused with 401', async ({ request }) => {
  const response = await request.post('/api/v1/auth/login', { data: { email: 'demo@example.com', password: 'Wrong1234!' } })
  expect(response.status()).toBe(401)
  expect(await response.json()).toEqual({ detail: 'Incorrect email or password' })
})
// #endregion
