/**
 * Theme and language (docs/spec/1-shell-and-accounts.md §4): each change applies at once (a `dark` class on <html>,
 * <html lang>, the interface text) and is stored.
 */
import { assign, setup } from 'xstate'

export type Theme = 'light' | 'dark'
export type Language = 'en' | 'ko'

export interface PreferencesContext {
  theme: Theme
  language: Language
}

export type PreferencesEvent =
  | { type: 'theme.toggle' }
  | { type: 'language.set'; language: Language }

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as PreferencesContext,
  },
  actions: {
    /** Sets the class on <html> and stores `theme`. */
    applyTheme: (_, _params: { theme: Theme }) => {},
    /** Switches the interface language, sets <html lang> and stores it. */
    applyLanguage: (_, _params: { language: Language }) => {},
  },
  guards: {
    isDifferentLanguage: ({ context }, params: { language: Language }) => context.language !== params.language,
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({ theme: input.theme, language: input.language }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'theme.toggle': {
          actions: [
            assign({ theme: ({ context }) => (context.theme === 'dark' ? 'light' : 'dark') }),
            { type: 'applyTheme', params: ({ context }) => ({ theme: context.theme }) },
          ],
        },
        'language.set': {
          guard: { type: 'isDifferentLanguage', params: ({ event }) => ({ language: event.language }) },
          actions: [
            assign({ language: ({ event }) => event.language }),
            { type: 'applyLanguage', params: ({ event }) => ({ language: event.language }) },
          ],
        },
      },
    },
  },
})

export type PreferencesMachine = typeof preferencesMachine
