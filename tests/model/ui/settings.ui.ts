import type { Page } from '@playwright/test'
import { settingsModel } from '@machines/account/settings.model'
import { SETTINGS_FLAGS, settingsChanged, type SettingsContext, type SettingsFlag } from '@machines/account/settings.machine'
import { expect, readStorage, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const TAB_OF: Record<SettingsFlag, 'notifications' | 'privacy'> = {
  emailNotifications: 'notifications',
  pushNotifications: 'notifications',
  weeklyReports: 'notifications',
  publicProfile: 'privacy',
  twoFactorAuth: 'privacy',
}
const flagId = (flag: SettingsFlag) => flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The texts the assertions read, in the language the page shows (the graph switches it). */
const TEXT = {
  en: {
    saved: 'Settings saved successfully',
    saveFailed: 'Failed to save settings',
    success: 'Success',
    error: 'Error',
    unsaved: 'You have unsaved changes.',
    upToDate: 'All settings are saved.',
    title: 'Settings',
  },
  ko: {
    saved: '설정이 저장되었습니다',
    saveFailed: '설정 저장에 실패했습니다',
    success: '성공',
    error: '오류',
    unsaved: '저장하지 않은 변경 사항이 있습니다.',
    upToDate: '모든 설정이 저장되었습니다.',
    title: '설정',
  },
} as const

const textOf = (c: SettingsContext) => TEXT[c.settings.language]

async function openTab(page: Page, tab: string) {
  await page.getByTestId(`settings-tab-${tab}`).click()
  await expect(page.getByTestId(`settings-panel-${tab}`)).toBeVisible()
}

/** What the page shows while no dialog is open: every switch, the selects, the applied theme and language, Save. */
async function expectSettingsShown(page: Page, c: SettingsContext) {
  for (const flag of SETTINGS_FLAGS) {
    const control = page.getByTestId(`settings-${flagId(flag)}-switch`)
    if (c.settings[flag]) await expect(control, flag).toBeChecked()
    else await expect(control, flag).not.toBeChecked()
  }
  await expect(page.getByTestId('settings-theme-select')).toHaveValue(c.settings.theme)
  await expect(page.getByTestId('settings-language-select')).toHaveValue(c.settings.language)
  if (c.settings.theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await expect(page.locator('html')).toHaveAttribute('lang', c.settings.language)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(c).title)
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const settingsUi = uiModel({
  model: settingsModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
    // A write of `userSettings` fails while the test says so (the saveSettings actor's error result).
    await page.addInitScript(() => {
      const original = Storage.prototype.setItem
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'userSettings' && sessionStorage.getItem('model-fail-settings-write') === '1')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        return original.call(this, key, value)
      }
    })
  },
  start: async ({ page }) => {
    await page.goto('/settings')
  },
  events: {
    'settings.toggle': async (e, { page }) => {
      await openTab(page, TAB_OF[e.flag])
      await page.getByTestId(`settings-${flagId(e.flag)}-switch`).click()
    },
    'settings.setTheme': async (e, { page }) => {
      await openTab(page, 'appearance')
      await page.getByTestId('settings-theme-select').selectOption(e.theme)
    },
    'settings.setLanguage': async (e, { page }) => {
      await openTab(page, 'language')
      await page.getByTestId('settings-language-select').selectOption(e.language)
    },
    // The theme switched in the header while the settings are open.
    'preferences.sync': async (_e, { page }) => page.getByTestId('header-theme-toggle').click(),
    'settings.save': async (_e, { page }) => page.getByTestId('settings-save-button').click(),
    // The saved dialog closes with Escape; the others with their Close button.
    'notice.close': async (_e, { page, before }) => {
      if (before.matches('saved')) await page.keyboard.press('Escape')
      else await page.getByTestId('notification-dialog-close-button').click()
    },
  },
  actors: {
    saveSettings: {
      arrange: async (kind, _event, { page }) => {
        await page.evaluate((fail) => sessionStorage.setItem('model-fail-settings-write', fail ? '1' : '0'), kind === 'error')
      },
    },
  },
  states: {
    editing: async ({ context }, { page }) => {
      const c = context as SettingsContext
      await expect(page.getByTestId('notification-dialog')).toBeHidden()
      await expectSettingsShown(page, c)
      const save = page.getByTestId('settings-save-button')
      if (settingsChanged(c)) await expect(save).toBeEnabled()
      else await expect(save).toBeDisabled()
      await expect(page.getByTestId('settings-save-status')).toHaveText(settingsChanged(c) ? textOf(c).unsaved : textOf(c).upToDate)
    },
    saving: async (_s, { page }) => {
      // The write to local storage is synchronous: by now the save has settled into a dialog.
      await expect(page.getByTestId('notification-dialog')).toBeVisible()
      await expect(page.getByTestId('settings-page')).not.toHaveAttribute('data-state', 'editing')
    },
    saved: async ({ context }, { page }) => {
      const c = context as SettingsContext
      await expect(page.getByRole('dialog', { name: textOf(c).success })).toBeVisible()
      await expect(page.getByTestId('notification-dialog-message')).toHaveText(textOf(c).saved)
      expect(JSON.parse((await readStorage(page, ['userSettings'])).userSettings ?? 'null')).toEqual(c.saved)
      await expect(page.getByTestId('settings-save-button')).toBeDisabled()
    },
    saveFailed: async ({ context }, { page }) => {
      const c = context as SettingsContext
      await expect(page.getByRole('alertdialog', { name: textOf(c).error })).toBeVisible()
      await expect(page.getByTestId('notification-dialog-message')).toHaveText(textOf(c).saveFailed)
      // Nothing new was written.
      expect(JSON.parse((await readStorage(page, ['userSettings'])).userSettings ?? 'null')).not.toEqual(c.settings)
    },
  },
})
