// The README's "Your own state coverage" example (the region below): the app records which states and
// transitions of the login machine this browser's runs exercised; the test reads the figures at the end.
import { expect, test } from '@playwright/test'

// #region readme
test('my login tests: a failed and a successful login, then my coverage', async ({ page }) => {
  await page.goto('/login')
  await page.waitForFunction(() => window.__lab !== undefined)
  await page.evaluate(() => window.__lab.reset())

  // A failed login, then a successful one (test ids: the same in every language)
  await page.getByTestId('login-email-input').fill('demo@example.com')
  await page.getByTestId('login-password-input').fill('Wrong1234!')
  await page.getByTestId('login-submit-button').click()
  await expect(page.getByRole('alert')).toBeVisible()
  await page.getByTestId('login-password-input').fill('Demo1234!')
  await page.getByTestId('login-submit-button').click()
  await expect(page).toHaveURL(/\/dashboard$/)

  const login = await page.evaluate(async () => (await window.__lab.coverage('login')).machines.login)
  console.info(`login: states ${login.states.percent} %, transitions ${login.transitions.percent} %`, login.transitions.uncovered)
  // Two logins reach a third of the states; the terms modal, the lockout and the rest are yours to add
  expect(login.states.percent).toBeGreaterThan(30)
  expect(login.transitions.uncovered).not.toContain('login.editing form.submit #0')
})
// #endregion
