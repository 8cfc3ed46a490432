import type { SettingsScreenContext } from '@machines/account/settings-screen.machine'
import { settingsScreenModel } from '@machines/account/settings-screen.model'
import { expect, readStorage, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const settingsScreenUi = uiModel({
  model: settingsScreenModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page }) => {
    await page.goto('/settings')
  },
  events: {
    // The theme switched in the header while the settings are open.
    'preferences.sync': async (_e, { page }) => page.getByTestId('header-theme-toggle').click(),
    // The delete-account dialog's success (each test has its own sandbox database).
    'account.deleted': async (_e, { page }) => {
      await page.getByTestId('settings-tab-account').click()
      await page.getByTestId('settings-delete-account-button').click()
      await page.getByTestId('delete-account-confirm-input').fill('DELETE')
      await page.getByTestId('delete-account-confirm-button').click()
      await expect(page.getByTestId('delete-account-success')).toBeVisible()
    },
  },
  states: {
    active: async (s, { page }) => {
      const { theme } = s.context as SettingsScreenContext
      await expect(page.getByTestId('settings-theme-select')).toHaveValue(theme)
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
      await expect(page.getByTestId('header-profile-link')).toHaveText('Demo User')
    },
    // Stored session cleared at once; the page moves to / (never to /login), where the session has ended.
    accountDeleted: async (_s, { page }) => {
      expect(await readStorage(page, ['access_token', 'refresh_token', 'user'])).toEqual({ access_token: null, refresh_token: null, user: null })
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByTestId('header-login-link')).toBeVisible()
      await expect(page.getByTestId('header-profile-link')).toHaveCount(0)
    },
  },
})
