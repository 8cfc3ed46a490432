import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { controlled } from '../shared/testing'
import {
  DEFAULT_FLAGS,
  isSimulatedFlag,
  isStoredSettings,
  SAVED_DIALOG_MS,
  savedSettingsOf,
  settingsChanged,
  settingsMachine,
  type SettingsInput,
  type UserSettings,
} from './settings.machine'

const LIGHT_EN = { theme: 'light', language: 'en' } as const

function setup(input: SettingsInput = { stored: null, ...LIGHT_EN }) {
  const saveSettings = controlled<void, UserSettings>()
  const applyTheme = vi.fn()
  const applyLanguage = vi.fn()
  const actor = createActor(settingsMachine.provide({ actors: { saveSettings: saveSettings.logic }, actions: { applyTheme, applyLanguage } }), { input })
  actor.start()
  return { actor, saveSettings, applyTheme, applyLanguage }
}

const flush = () => Promise.resolve().then(() => Promise.resolve())

describe('stored settings', () => {
  it('has the defaults of docs/spec/1-shell-and-accounts.md §3.5', () => {
    expect(DEFAULT_FLAGS).toEqual({ emailNotifications: true, pushNotifications: false, weeklyReports: true, publicProfile: true, twoFactorAuth: false })
  })

  it.each<[string, unknown, boolean]>([
    ['a full record', { ...DEFAULT_FLAGS, theme: 'dark', language: 'ko' }, true],
    ['a partial record', { pushNotifications: true }, true],
    ['an empty object', {}, true],
    ['a record with unknown extra keys', { emailNotifications: false, extra: 1 }, true],
    ['a string flag', { emailNotifications: 'yes' }, false],
    ['an unknown theme', { theme: 'blue' }, false],
    ['an unknown language', { language: 'fr' }, false],
    ['an array', [], false],
    ['null', null, false],
    ['a number', 3, false],
  ])('isStoredSettings: %s → %s', (_name, value, ok) => {
    expect(isStoredSettings(value)).toBe(ok)
  })

  it('the saved record is the stored one over the defaults, with the applied theme and language as defaults', () => {
    expect(savedSettingsOf(null, LIGHT_EN)).toEqual({ ...DEFAULT_FLAGS, ...LIGHT_EN })
    expect(savedSettingsOf({ pushNotifications: true, theme: 'dark', extra: 1 } as never, LIGHT_EN)).toEqual({
      ...DEFAULT_FLAGS,
      pushNotifications: true,
      theme: 'dark',
      language: 'en',
    })
  })

  it('settingsChanged compares every key', () => {
    const saved = savedSettingsOf(null, LIGHT_EN)
    expect(settingsChanged({ saved, settings: saved })).toBe(false)
    for (const key of Object.keys(saved) as Array<keyof UserSettings>) {
      const other = typeof saved[key] === 'boolean' ? !saved[key] : key === 'theme' ? 'dark' : 'ko'
      expect(settingsChanged({ saved, settings: { ...saved, [key]: other } })).toBe(true)
    }
  })
})

describe('settings machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts editing with the defaults and the applied theme and language; nothing to save', () => {
    const { actor } = setup()
    const s = actor.getSnapshot()
    expect(s.value).toBe('editing')
    expect(s.context.settings).toEqual({ ...DEFAULT_FLAGS, ...LIGHT_EN })
    expect(s.context.saved).toEqual(s.context.settings)
    actor.send({ type: 'settings.save' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('shows the applied theme even when the stored record says otherwise (then Save is possible)', () => {
    const { actor } = setup({ stored: { theme: 'dark', emailNotifications: false }, ...LIGHT_EN })
    const c = actor.getSnapshot().context
    expect(c.saved.theme).toBe('dark')
    expect(c.saved.emailNotifications).toBe(false)
    expect(c.settings.theme).toBe('light')
    expect(c.settings.emailNotifications).toBe(false)
    expect(settingsChanged(c)).toBe(true)
  })

  it('a plain toggle flips the flag both ways', () => {
    const { actor } = setup()
    actor.send({ type: 'settings.toggle', flag: 'emailNotifications' })
    expect(actor.getSnapshot().context.settings.emailNotifications).toBe(false)
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'settings.toggle', flag: 'emailNotifications' })
    expect(actor.getSnapshot().context.settings.emailNotifications).toBe(true)
  })

  it.each(['pushNotifications', 'twoFactorAuth'] as const)('%s (simulated) switches like any other flag, with no dialog in the way of Save', async (flag) => {
    const { actor, saveSettings } = setup()
    actor.send({ type: 'settings.toggle', flag })
    const s = actor.getSnapshot()
    expect(s.value).toBe('editing')
    expect(s.hasTag('dialog')).toBe(false)
    expect(s.context.settings[flag]).toBe(true)
    expect(isSimulatedFlag(flag)).toBe(true)
    actor.send({ type: 'settings.save' })
    expect(saveSettings.runs[0]!.input[flag]).toBe(true)
    saveSettings.run(0).resolve()
    await flush()
    expect(actor.getSnapshot().value).toBe('saved')
    expect(actor.getSnapshot().context.saved[flag]).toBe(true)
  })

  it('setTheme applies the theme at once and records it; the same theme does nothing', () => {
    const { actor, applyTheme } = setup()
    actor.send({ type: 'settings.setTheme', theme: 'light' })
    expect(applyTheme).not.toHaveBeenCalled()
    actor.send({ type: 'settings.setTheme', theme: 'dark' })
    expect(applyTheme.mock.calls[0]![1]).toEqual({ theme: 'dark' })
    expect(actor.getSnapshot().context.settings.theme).toBe('dark')
    expect(settingsChanged(actor.getSnapshot().context)).toBe(true)
  })

  it('setLanguage applies the language at once and records it; the same language does nothing', () => {
    const { actor, applyLanguage } = setup()
    actor.send({ type: 'settings.setLanguage', language: 'en' })
    expect(applyLanguage).not.toHaveBeenCalled()
    actor.send({ type: 'settings.setLanguage', language: 'ko' })
    expect(applyLanguage.mock.calls[0]![1]).toEqual({ language: 'ko' })
    expect(actor.getSnapshot().context.settings.language).toBe('ko')
  })

  it('preferences.sync shows a change made elsewhere without applying it again', () => {
    const { actor, applyTheme, applyLanguage } = setup()
    actor.send({ type: 'preferences.sync', theme: 'dark', language: 'ko' })
    expect(actor.getSnapshot().context.settings).toMatchObject({ theme: 'dark', language: 'ko' })
    expect(applyTheme).not.toHaveBeenCalled()
    expect(applyLanguage).not.toHaveBeenCalled()
  })

  it('a change back to the saved value disables Save again', () => {
    const { actor } = setup()
    actor.send({ type: 'settings.toggle', flag: 'weeklyReports' })
    actor.send({ type: 'settings.toggle', flag: 'weeklyReports' })
    actor.send({ type: 'settings.save' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('save writes the whole record (busy); success makes it the saved one and shows the dialog, hidden after 3 s', async () => {
    const { actor, saveSettings } = setup()
    actor.send({ type: 'settings.toggle', flag: 'publicProfile' })
    actor.send({ type: 'settings.setTheme', theme: 'dark' })
    actor.send({ type: 'settings.save' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const record = { ...DEFAULT_FLAGS, publicProfile: false, theme: 'dark', language: 'en' }
    expect(saveSettings.runs[0]!.input).toEqual(record)
    // Nothing changes while saving.
    actor.send({ type: 'settings.toggle', flag: 'emailNotifications' })
    expect(actor.getSnapshot().context.settings.emailNotifications).toBe(true)
    saveSettings.run(0).resolve()
    await flush()
    let s = actor.getSnapshot()
    expect(s.value).toBe('saved')
    expect(s.hasTag('dialog')).toBe(true)
    expect(s.context.saved).toEqual(record)
    expect(settingsChanged(s.context)).toBe(false)
    vi.advanceTimersByTime(SAVED_DIALOG_MS - 1)
    expect(actor.getSnapshot().value).toBe('saved')
    vi.advanceTimersByTime(1)
    s = actor.getSnapshot()
    expect(s.value).toBe('editing')
    expect(SAVED_DIALOG_MS).toBe(3000)
  })

  it('the success dialog also closes at once with notice.close (Close button, Escape)', async () => {
    const { actor, saveSettings } = setup()
    actor.send({ type: 'settings.toggle', flag: 'publicProfile' })
    actor.send({ type: 'settings.save' })
    saveSettings.run(0).resolve()
    await flush()
    actor.send({ type: 'notice.close' })
    expect(actor.getSnapshot().value).toBe('editing')
    vi.advanceTimersByTime(SAVED_DIALOG_MS)
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('a failed write shows the error dialog and keeps the unsaved settings; closing returns to editing', async () => {
    const { actor, saveSettings } = setup()
    actor.send({ type: 'settings.toggle', flag: 'publicProfile' })
    actor.send({ type: 'settings.save' })
    saveSettings.run(0).reject(new Error('QuotaExceededError'))
    await flush()
    expect(actor.getSnapshot().value).toBe('saveFailed')
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true)
    vi.advanceTimersByTime(SAVED_DIALOG_MS * 2)
    expect(actor.getSnapshot().value).toBe('saveFailed')
    actor.send({ type: 'notice.close' })
    const c = actor.getSnapshot().context
    expect(actor.getSnapshot().value).toBe('editing')
    expect(c.saved.publicProfile).toBe(true)
    expect(c.settings.publicProfile).toBe(false)
    expect(settingsChanged(c)).toBe(true)
  })
})
