/**
 * The graph model of the settings page's coordination (tests/model/settings-screen.model.spec.ts):
 * the header's theme shown in the form, and a deleted account (the delete-account dialog's result, made by the harness through the real
 * dialog) clears the stored session at once and ends the session once the page is gone. The
 * settings form and the dialog have their own models.
 */
import { defineModel } from '../shared/model'
import { settingsScreenMachine, type SettingsScreenEvent } from './settings-screen.machine'

export const settingsScreenModel = defineModel({
  id: 'settingsScreen',
  area: 'account',
  routes: ['/settings'],
  title: 'Settings page',
  description: 'The settings form and the delete-account dialog together: a deletion clears the stored session at once; the session ends once the page is gone (after the move to /).',
  machine: settingsScreenMachine,
  starts: [{ name: 'nothing stored, light, English', input: { stored: null, theme: 'light', language: 'en' } }],
  events: (s): SettingsScreenEvent[] => [
    // The header's theme toggle: the other theme, the same language.
    { type: 'preferences.sync', theme: s.context.theme === 'dark' ? 'light' : 'dark', language: s.context.language },
    { type: 'account.deleted' },
  ],
  context: (s) => s.context.theme,
})
