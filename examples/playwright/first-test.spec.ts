// Your first Playwright test (the README's "Your first test", which shows the region below): log in to
// the sandbox as the demo user, then use the component playground's counter. Run it alone with
//   npx playwright test -c tests/playwright.config.ts --project=examples first-test
// #region readme
import { expect, test } from '@playwright/test'

test('log in as the demo user and count to 2 in the component playground', async ({ page }) => {
  await page.goto('/login?lng=en')
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.goto('/playground')
  const value = page.getByTestId('playground-counter-value')
  await expect(value).toHaveText('0')
  await page.getByRole('button', { name: 'Increment' }).click()
  await page.getByRole('button', { name: 'Increment' }).click()
  await expect(value).toHaveText('2')
})
// #endregion
