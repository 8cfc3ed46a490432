/**
 * Settings (docs/spec/1-shell-and-accounts.md §2.8, §3.5, §4, §8, §9): notification and privacy toggles, theme and language
 * (applied at once through the preferences actor, and part of the settings record), Save enabled
 * only when the settings differ from the saved ones, the record stored under `userSettings`, a
 * success dialog that hides itself after 3 s, and "Failed to save settings" when the write fails.
 * Push notifications and two-factor authentication are simulated (their feature flags are off,
 * §9): the view says so beside their switches, which otherwise behave like the others (no dialog
 * in the way of the next click).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { stateName } from '../shared/state-name'
import type { Language, Theme } from '../shell/preferences.machine'

export type SettingsFlag = 'emailNotifications' | 'pushNotifications' | 'weeklyReports' | 'publicProfile' | 'twoFactorAuth'

/** The local settings record of docs/spec/1-shell-and-accounts.md §3.5, as stored under `userSettings`. */
export interface UserSettings extends Record<SettingsFlag, boolean> {
  theme: Theme
  language: Language
}

export const NOTIFICATION_FLAGS = ['emailNotifications', 'pushNotifications', 'weeklyReports'] as const satisfies readonly SettingsFlag[]
export const PRIVACY_FLAGS = ['publicProfile', 'twoFactorAuth'] as const satisfies readonly SettingsFlag[]
export const SETTINGS_FLAGS: readonly SettingsFlag[] = [...NOTIFICATION_FLAGS, ...PRIVACY_FLAGS]
export const SETTINGS_KEYS: ReadonlyArray<keyof UserSettings> = [...SETTINGS_FLAGS, 'theme', 'language']

/** The defaults of docs/spec/1-shell-and-accounts.md §3.5 (theme and language default to what the app currently shows). */
export const DEFAULT_FLAGS: Record<SettingsFlag, boolean> = {
  emailNotifications: true,
  pushNotifications: false,
  weeklyReports: true,
  publicProfile: true,
  twoFactorAuth: false,
}

/** Features whose flags are off (docs/spec/1-shell-and-accounts.md §9): switching them on only records the wish. */
export const SIMULATED_FLAGS = ['pushNotifications', 'twoFactorAuth'] as const satisfies readonly SettingsFlag[]
export type SimulatedFlag = (typeof SIMULATED_FLAGS)[number]
export const isSimulatedFlag = (flag: SettingsFlag): flag is SimulatedFlag => (SIMULATED_FLAGS as readonly SettingsFlag[]).includes(flag)

/** The success dialog hides itself after 3 s (docs/spec/1-shell-and-accounts.md §4, §9). */
export const SAVED_DIALOG_MS = 3000

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Whether a stored value is a usable settings record: an object whose known keys, where present,
 * have the right type (missing keys take their defaults). Anything else is corrupted and the
 * defaults are used instead.
 */
export function isStoredSettings(value: unknown): value is Partial<UserSettings> {
  if (!isObject(value)) return false
  for (const flag of SETTINGS_FLAGS) if (flag in value && typeof value[flag] !== 'boolean') return false
  if ('theme' in value && value.theme !== 'light' && value.theme !== 'dark') return false
  if ('language' in value && value.language !== 'en' && value.language !== 'ko') return false
  return true
}

/** The saved record: the stored one over the defaults, with only the known keys. */
export function savedSettingsOf(stored: Partial<UserSettings> | null, current: { theme: Theme; language: Language }): UserSettings {
  const merged = { ...DEFAULT_FLAGS, ...current, ...(stored ?? {}) }
  return Object.fromEntries(SETTINGS_KEYS.map((k) => [k, merged[k]])) as unknown as UserSettings
}

export function settingsChanged(context: Pick<SettingsContext, 'saved' | 'settings'>): boolean {
  return SETTINGS_KEYS.some((k) => context.settings[k] !== context.saved[k])
}

export interface SettingsContext {
  /** What is stored under `userSettings` (or the defaults). */
  saved: UserSettings
  /** What the page shows; theme and language are always the ones applied. */
  settings: UserSettings
}

export type SettingsEvent =
  | { type: 'settings.toggle'; flag: SettingsFlag }
  | { type: 'settings.setTheme'; theme: Theme }
  | { type: 'settings.setLanguage'; language: Language }
  | { type: 'preferences.sync'; theme: Theme; language: Language }
  | { type: 'settings.save' }
  | { type: 'notice.close' }

export interface SettingsInput {
  /** The validated `userSettings` record, or null when absent or corrupted. */
  stored: Partial<UserSettings> | null
  /** The theme and language the app shows now. */
  theme: Theme
  language: Language
}

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
    tags: {} as 'busy' | 'dialog',
  },
  actors: {
    /** Writes the record under `userSettings`; rejects when the storage refuses (full, disabled). */
    saveSettings: fromPromise<void, UserSettings>(async () => {
      throw new Error('saveSettings is provided by the app')
    }),
  },
  actions: {
    /** Applies the theme at once through the preferences actor (the `dark` class, stored `theme`). */
    applyTheme: (_, _params: { theme: Theme }) => {},
    /** Switches the interface language at once through the preferences actor. */
    applyLanguage: (_, _params: { language: Language }) => {},
  },
  delays: {
    savedDialogDelay: SAVED_DIALOG_MS,
  },
  guards: {
    changed: ({ context }) => settingsChanged(context),
    otherTheme: ({ context }, params: { theme: Theme }) => context.settings.theme !== params.theme,
    otherLanguage: ({ context }, params: { language: Language }) => context.settings.language !== params.language,
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => {
    const current = { theme: input.theme, language: input.language }
    const saved = savedSettingsOf(input.stored, current)
    return { saved, settings: { ...saved, ...current } }
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'settings.toggle': {
          description: 'Any switch, the simulated push notifications and two-factor authentication too (the page says they are simulated).',
          actions: assign({ settings: ({ context, event }) => ({ ...context.settings, [event.flag]: !context.settings[event.flag] }) }),
        },
        'settings.setTheme': {
          guard: { type: 'otherTheme', params: ({ event }) => ({ theme: event.theme }) },
          description: 'Applies at once (a dark class on the page); saving records it in the settings.',
          actions: [
            assign({ settings: ({ context, event }) => ({ ...context.settings, theme: event.theme }) }),
            { type: 'applyTheme', params: ({ event }) => ({ theme: event.theme }) },
          ],
        },
        'settings.setLanguage': {
          guard: { type: 'otherLanguage', params: ({ event }) => ({ language: event.language }) },
          description: 'Applies at once (the interface text); saving records it in the settings.',
          actions: [
            assign({ settings: ({ context, event }) => ({ ...context.settings, language: event.language }) }),
            { type: 'applyLanguage', params: ({ event }) => ({ language: event.language }) },
          ],
        },
        'preferences.sync': {
          description: 'The theme or language changed elsewhere (the header): the page shows what is applied.',
          actions: assign({ settings: ({ context, event }) => ({ ...context.settings, theme: event.theme, language: event.language }) }),
        },
        'settings.save': {
          guard: 'changed',
          description: 'Save is enabled only when the settings differ from the saved ones.',
          target: 'saving',
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.settings,
        onDone: { target: 'saved', actions: assign({ saved: ({ context }) => context.settings }) },
        onError: { target: 'saveFailed', description: 'The storage refused the write: "Failed to save settings".' },
      },
    },
    saved: {
      tags: ['dialog'],
      description: 'The success dialog hides itself after 3 s, or closes with its Close button or Escape.',
      after: { savedDialogDelay: 'editing' },
      on: { 'notice.close': 'editing' },
    },
    saveFailed: {
      tags: ['dialog'],
      on: { 'notice.close': 'editing' },
    },
  },
})

export type SettingsMachine = typeof settingsMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type SettingsSnap = SnapshotFrom<typeof settingsMachine>

/** The settings were saved. */
export function selectSettingsSaved(s: SettingsSnap): boolean {
  return s.matches('saved')
}

/** Saving the settings failed. */
export function selectSettingsSaveFailed(s: SettingsSnap): boolean {
  return s.matches('saveFailed')
}

/** What the settings view renders: `useSelector(ref, selectSettingsView, shallowEqual)`. */
export function selectSettingsView(s: SettingsSnap) {
  return { state: stateName(s), context: s.context, busy: s.hasTag('busy'), saved: selectSettingsSaved(s), saveFailed: selectSettingsSaveFailed(s) }
}
export type SettingsViewModel = ReturnType<typeof selectSettingsView>
