/** The settings machine's graph model (tests/model/settings.model.spec.ts). */
import type { EventFromLogic } from 'xstate'
import { after, defineModel, done, failed } from '../shared/model'
import { settingsMachine, type SettingsFlag } from './settings.machine'

type Ev = EventFromLogic<typeof settingsMachine>

/** Toggles the graph tries: one plain flag and one simulated feature (they behave alike; the view marks the simulated one). */
export const SETTINGS_MODEL_FLAGS: readonly SettingsFlag[] = ['emailNotifications', 'twoFactorAuth']

export const settingsModel = defineModel({
  id: 'settings',
  area: 'account',
  routes: ['/settings'],
  title: 'Settings',
  description: 'Toggles, theme and language applied at once, Save only when changed, saved dialog hides after 3 s, save failure.',
  machine: settingsMachine,
  starts: [{ name: 'nothing stored, light, English', input: { stored: null, theme: 'light', language: 'en' } }],
  events: (s) =>
    [
      ...SETTINGS_MODEL_FLAGS.map((flag) => ({ type: 'settings.toggle', flag })),
      { type: 'settings.setTheme', theme: s.context.settings.theme === 'dark' ? 'light' : 'dark' },
      { type: 'settings.setLanguage', language: s.context.settings.language === 'ko' ? 'en' : 'ko' },
      // The header switches the theme while the settings are open.
      { type: 'preferences.sync', theme: s.context.settings.theme === 'dark' ? 'light' : 'dark', language: s.context.settings.language },
      { type: 'settings.save' },
      { type: 'notice.close' },
      done('saveSettings', undefined),
      failed('saveSettings', new Error('QuotaExceededError')),
      after('savedDialogDelay', 'settings.saved'),
    ] as Ev[],
  context: (s) => [s.context.saved, s.context.settings],
})
