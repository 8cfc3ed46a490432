/**
 * The settings page as one actor (docs/spec/1-shell-and-accounts.md §2.8, §3.5, §4): invokes the settings form and the
 * delete-account dialog as named children (`settings`, `deletion`) and coordinates them with
 * the rest of the app:
 *   - a theme or language changed in the header (the app's preferences) shows in the form too;
 *   - when the account is deleted, the stored tokens and user are cleared at once (the provided
 *     `clearStoredSession`);
 *   - the session itself ends once the page is gone (after the move to / two seconds later, or
 *     when the user leaves any other way first), so the route guard does not send the user to
 *     /login before the move: the `accountDeleted` state holds the `endSessionOnLeave` actor,
 *     whose clean-up (when the page stops this actor) is the app's session ending.
 * The children's own effects (storage, preferences, HTTP, navigation) are provided by the app
 * through `provideSettingsChildren`.
 */
import { assign, fromCallback, sendParent, sendTo, setup } from 'xstate'
import { provideChildren, type ChildImplementations } from '../shared/children'
import { deleteAccountMachine } from './delete-account.machine'
import type { Language, Theme } from '../shell/preferences.machine'
import { settingsMachine, type SettingsInput } from './settings.machine'

export type SettingsScreenEvent = { type: 'account.deleted' } | { type: 'preferences.sync'; theme: Theme; language: Language }

export interface SettingsScreenContext {
  /** The theme and language the app shows (the header's preferences). */
  theme: Theme
  language: Language
}

/** The child machines, by the name the page invokes them under. */
export type SettingsScreenChildren = {
  settings: typeof settingsMachine
  deletion: typeof deleteAccountMachine
}

export const settingsScreenMachine = setup({
  types: {
    context: {} as SettingsScreenContext,
    events: {} as SettingsScreenEvent,
    input: {} as SettingsInput,
    children: {} as { settings: 'settings'; deletion: 'deletion'; endSessionOnLeave: 'endSessionOnLeave' },
  },
  actors: {
    settings: settingsMachine,
    deletion: deleteAccountMachine.provide({ actions: { clearStoredSession: sendParent({ type: 'account.deleted' }) as never } }),
    /** Runs while the deleted account's page is open; its clean-up ends the session (provided by the app). */
    endSessionOnLeave: fromCallback(() => () => {}),
  },
  actions: {
    /** The form follows the app's theme and language. */
    forwardPreferences: sendTo('settings', ({ context }) => ({ type: 'preferences.sync' as const, theme: context.theme, language: context.language })),
    /** Clears the stored tokens and user: the deleted account's session is gone from storage. */
    clearStoredSession: () => {},
  },
}).createMachine({
  id: 'settingsScreen',
  context: ({ input }) => ({ theme: input.theme, language: input.language }),
  invoke: [
    { id: 'settings', src: 'settings', input: ({ event }) => (event as unknown as { input: SettingsInput }).input },
    { id: 'deletion', src: 'deletion' },
  ],
  on: {
    'preferences.sync': {
      description: 'A theme or language changed in the header shows in the settings form too.',
      actions: [assign(({ event }) => ({ theme: event.theme, language: event.language })), 'forwardPreferences'],
    },
  },
  initial: 'active',
  states: {
    active: {
      on: {
        'account.deleted': {
          target: 'accountDeleted',
          description: 'DELETE /users/me succeeded: the stored tokens and user are cleared at once.',
          actions: 'clearStoredSession',
        },
      },
    },
    accountDeleted: {
      description: 'The session ends once this page is gone (the move to / 2 s later, or leaving any other way first).',
      invoke: { id: 'endSessionOnLeave', src: 'endSessionOnLeave' },
    },
  },
})

/** The page with the app's effects provided on its children (storage, preferences, HTTP, navigation). */
export const provideSettingsChildren = (machine: SettingsScreenMachine, implementations: ChildImplementations<SettingsScreenChildren>) =>
  provideChildren<SettingsScreenMachine, SettingsScreenChildren>(machine, implementations)

export type SettingsScreenMachine = typeof settingsScreenMachine
