/**
 * i18n (docs/spec/1-shell-and-accounts.md §1, §4): detection order local storage → `?lng=` → browser → en; a switch
 * applies at once, is stored (`i18nextLng` and `language`) and sets <html lang>.
 * Namespaces load lazily per language; `common` is ready before the first render.
 */
import i18n, { type BackendModule, type i18n as I18n, type LanguageDetectorModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { STORAGE_KEYS, writeStored } from '../lib/storage'

export const LANGUAGES = ['en', 'ko'] as const
export type Language = (typeof LANGUAGES)[number]
export const NAMESPACES = ['common', 'auth', 'home', 'about', 'legal', 'guide', 'account', 'profile', 'qa', 'components', 'shop', 'banking', 'social', 'booking', 'search', 'posts', 'dashboard', 'todos', 'calendar', 'kanban', 'chat', 'lab', 'lab-events', 'lab-descriptions', 'lab-runtime', 'network', 'sandbox-panel', 'bugs', 'api-docs', 'api-docs-texts', 'challenges', 'learn', 'ch-locating', 'ch-waiting', 'ch-browser', 'ch-input', 'ch-content'] as const

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`]
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), null)
      return
    }
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error as Error, null),
    )
  },
}

/**
 * Detection in the documented order: the stored choice (`i18nextLng`, checked by
 * sanitizeStorage at boot), then `?lng=`, then the browser's languages; the resolved language is
 * stored. The same order as index.html's pre-paint script, so <html lang> never flips. (Written
 * here rather than i18next-browser-languagedetector: its ten lookups cost 2 KB on every page.)
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const found: string[] = []
    try {
      const stored = localStorage.getItem(STORAGE_KEYS.i18nextLng)
      if (stored) found.push(stored)
    } catch {
      /* storage unavailable (private mode): go on with the next source */
    }
    const asked = new URLSearchParams(window.location.search).get('lng')
    if (asked) found.push(asked)
    found.push(...(navigator.languages ?? []), navigator.language)
    return found.filter(Boolean)
  },
  cacheUserLanguage(language: string) {
    writeStored(STORAGE_KEYS.i18nextLng, language)
  },
}

export function toLanguage(value: string | undefined | null): Language {
  return value && /^ko\b/i.test(value) ? 'ko' : 'en'
}

/**
 * Makes the `t` of every `useTranslation` (i18next's `getFixedT`) remember what it returned for a key asked
 * without options (most of a screen's texts): until the language or the loaded translations change, the same
 * key gives the same text, and i18next's lookup (options copied on every call, the key parsed, the resources
 * walked, interpolation and nesting checked) ran again for every label on every render: about 5 % of a page's
 * script time in a profile of page loads and forms. Calls with options (counts, values) and non-string results
 * go to i18next as before. Called after `init` (the resource store exists from then on).
 */
export function rememberPlainTexts(instance: I18n): void {
  let texts = new Map<string, string>()
  const forget = () => void (texts = new Map())
  instance.on('languageChanged', forget)
  instance.on('loaded', forget)
  instance.store.on('added', forget)
  instance.store.on('removed', forget)
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => ((...a: unknown[]) => unknown) & Record<string, unknown>
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, options?: { scopeNs?: unknown }) => {
    const fixed = getFixedT(lng, ns, keyPrefix, options)
    const scope = typeof keyPrefix === 'function' ? null : [lng, ns, keyPrefix, options?.scopeNs].map((part) => String(part ?? '')).join('\u0000') + '\u0000'
    const t = (key: unknown, ...rest: unknown[]) => {
      if (scope === null || rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest)
      let text = texts.get(scope + key)
      if (text === undefined) {
        const value = fixed(key)
        if (typeof value !== 'string') return value
        texts.set(scope + key, (text = value))
      }
      return text
    }
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix })
  }) as unknown as I18n['getFixedT']
}

export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', (lng) => {
    const language = toLanguage(lng)
    document.documentElement.lang = language
    writeStored(STORAGE_KEYS.language, language)
  })
  await i18n
    .use(lazyBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    })
  rememberPlainTexts(i18n)
  document.documentElement.lang = toLanguage(i18n.resolvedLanguage)
  return i18n
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language)
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language)
}

export { i18n }
