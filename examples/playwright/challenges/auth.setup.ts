// Signs in once per language and saves the browser's state (tokens in local storage, the sandbox's
// data in IndexedDB), so every challenge test starts signed in: Playwright's "authenticate once"
// pattern (https://playwright.dev/docs/auth). playwright.config.ts runs this file first.
import { join } from 'node:path'
import { expect, test as setup } from '@playwright/test'

setup('sign in as the demo user', async ({ page }, testInfo) => {
  const korean = testInfo.project.use.locale === 'ko-KR'
  await page.goto('/login')
  await page.getByTestId('login-email-input').fill('demo@example.com')
  await page.getByTestId('login-password-input').fill('Demo1234!')
  await page.getByTestId('login-submit-button').click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const path = join(testInfo.project.testDir, '..', '.auth', `demo-${korean ? 'ko' : 'en'}.json`)
  await page.context().storageState({ path, indexedDB: true })
})
