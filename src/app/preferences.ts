import { useSelector } from '@xstate/react'
import { createActor } from '../lab-runtime/use-machine'
import { preferencesMachine, type Language, type Theme } from '@machines/shell/preferences.machine'
import { changeLanguage, currentLanguage } from '../i18n'
import { readStored, STORAGE_KEYS, validators, writeStored } from '../lib/storage'

export function initialTheme(): Theme {
  const stored = readStored(STORAGE_KEYS.theme, validators.theme)
  if (stored) return stored
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

export function applyThemeToDocument(theme: Theme): void {
  const root = document.documentElement
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}

let actor: ReturnType<typeof create> | null = null

function create() {
  return createActor(
    preferencesMachine.provide({
      actions: {
        applyTheme: (_, { theme }) => {
          applyThemeToDocument(theme)
          writeStored(STORAGE_KEYS.theme, theme)
        },
        applyLanguage: (_, { language }) => {
          void changeLanguage(language)
        },
      },
    }),
    { input: { theme: initialTheme(), language: currentLanguage() } },
  )
}

/** Created after i18n has resolved the language. */
export function startPreferences() {
  actor = create()
  actor.start()
  applyThemeToDocument(actor.getSnapshot().context.theme)
  return actor
}

export function preferencesActor() {
  if (!actor) throw new Error('startPreferences() has not run')
  return actor
}

export function useTheme(): Theme {
  return useSelector(preferencesActor(), (s) => s.context.theme)
}

export function useLanguage(): Language {
  return useSelector(preferencesActor(), (s) => s.context.language)
}

export function toggleTheme(): void {
  preferencesActor().send({ type: 'theme.toggle' })
}

export function setLanguage(language: Language): void {
  preferencesActor().send({ type: 'language.set', language })
}
