/**
 * Browser storage keys of docs/spec/1-shell-and-accounts.md §3.6, read through validators: a corrupted or hand-edited
 * value is discarded (removed) and the caller gets the default, so nothing downstream crashes.
 */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  rememberedEmail: 'rememberedEmail',
  rememberEmail: 'rememberEmail',
  theme: 'theme',
  language: 'language',
  i18nextLng: 'i18nextLng',
  user: 'user',
  userSettings: 'userSettings',
  authState: 'auth-storage',
  appVersion: 'app_version',
} as const

/** Keys of the playground screens (docs/spec/3-playground.md §3 "Local storage keys"), read and written through the same helpers. */
export const PLAYGROUND_STORAGE_KEYS = {
  bookings: 'qa-bookings',
  socialPosts: 'qa-social-posts',
  socialFollows: 'qa-social-follows',
} as const

/** Where a playground screen's testing guide remembers whether it is open ('open' | 'closed'). */
export const guidePanelKey = (screen: string) => `qa-guide-${screen}` as const

/** The simulated chat's messages of one signed-in user (docs/spec/2-everyday-modules.md "Chat": kept locally). */
export const chatMessagesKey = (userId: number) => `qa-chat-messages-${userId}` as const

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | (typeof PLAYGROUND_STORAGE_KEYS)[keyof typeof PLAYGROUND_STORAGE_KEYS]
  | ReturnType<typeof guidePanelKey>
  | ReturnType<typeof chatMessagesKey>

/**
 * The sandbox backend's old single-document database (now in IndexedDB, which a version change never touches): kept
 * until the sandbox imports it on its next start and removes these keys; it is the server's data, not client state.
 */
export const SANDBOX_DB_KEYS = ['qa-sandbox-db', 'qa-sandbox-rev'] as const

/** Kept when the stored app version differs (docs/spec/1-shell-and-accounts.md §3.6), plus the sandbox database. */
export const VERSION_CHANGE_WHITELIST: readonly string[] = [
  STORAGE_KEYS.appVersion,
  STORAGE_KEYS.theme,
  STORAGE_KEYS.language,
  STORAGE_KEYS.i18nextLng,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.user,
  ...SANDBOX_DB_KEYS,
]

type Validator<T> = (raw: string) => T | undefined

const TOKEN = /^[A-Za-z0-9\-_.~+/=]{8,4096}$/

export const validators = {
  token: ((raw) => (TOKEN.test(raw) ? raw : undefined)) as Validator<string>,
  theme: ((raw) => (raw === 'light' || raw === 'dark' ? raw : undefined)) as Validator<'light' | 'dark'>,
  language: ((raw) => (raw === 'en' || raw === 'ko' ? raw : undefined)) as Validator<'en' | 'ko'>,
  flag: ((raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined)) as Validator<boolean>,
  email: ((raw) => (raw.length <= 254 && !/[\s<>]/.test(raw) ? raw : undefined)) as Validator<string>,
  json: <T>(check: (value: unknown) => value is T): Validator<T> =>
    (raw) => {
      try {
        const parsed: unknown = JSON.parse(raw)
        return check(parsed) ? parsed : undefined
      } catch {
        return undefined
      }
    },
}

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** Reads a key through its validator; an invalid value is removed and `undefined` returned. */
export function readStored<T>(key: StorageKey, validate: Validator<T>): T | undefined {
  const s = store()
  if (!s) return undefined
  let raw: string | null
  try {
    raw = s.getItem(key)
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  const value = validate(raw)
  if (value === undefined) {
    console.warn(`[storage] discarded an invalid value under "${key}"`)
    removeStored(key)
  }
  return value
}

export function writeStored(key: StorageKey, value: string | number | boolean | object): void {
  const s = store()
  if (!s) return
  try {
    s.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  } catch {
    /* quota or private mode: the app keeps working with in-memory state */
  }
}

/**
 * Like `writeStored`, but throws when the storage refuses the write (quota, private mode, no
 * storage): for writes the user must be told about (settings save, docs/spec/1-shell-and-accounts.md §8).
 */
export function writeStoredOrThrow(key: StorageKey, value: string | number | boolean | object): void {
  const s = store()
  if (!s) throw new Error('Local storage is not available')
  s.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
}

export function removeStored(...keys: StorageKey[]): void {
  const s = store()
  if (!s) return
  for (const key of keys) {
    try {
      s.removeItem(key)
    } catch {
      /* ignore */
    }
  }
}

/** What an app version looks like (`1.0.0`, `1.2.3-beta.1`); anything else under `app_version` is corruption. */
const APP_VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(?:[-+][0-9A-Za-z.-]{1,32})?$/

/**
 * On a stored app-version change (or none recorded yet), clears local storage except the
 * whitelist, then records the new version. Returns true when an older recorded version was
 * replaced and something was cleared. A stored value that is not a version at all is a corrupted
 * key: it is replaced alone, and nothing else is cleared (the learner's data is not wiped by garbage).
 */
export function migrateOnVersionChange(version: string, s: Storage | null = store()): boolean {
  if (!s) return false
  let stored: string | null
  try {
    stored = s.getItem(STORAGE_KEYS.appVersion)
  } catch {
    return false
  }
  if (stored === version) return false
  if (stored !== null && !APP_VERSION.test(stored)) {
    console.warn(`[storage] discarded an invalid value under "${STORAGE_KEYS.appVersion}"`)
    s.setItem(STORAGE_KEYS.appVersion, version)
    return false
  }
  const keys: string[] = []
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i)
    if (k !== null && !VERSION_CHANGE_WHITELIST.includes(k)) keys.push(k)
  }
  for (const k of keys) s.removeItem(k)
  s.setItem(STORAGE_KEYS.appVersion, version)
  return stored !== null && keys.length > 0
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
export const isStoredUser = (v: unknown): v is { id: number; email: string } =>
  isObject(v) && typeof v.id === 'number' && typeof v.email === 'string'
const isAuthState = (v: unknown): v is { state: { user: unknown; isAuthenticated: boolean } } =>
  isObject(v) && isObject(v.state) && typeof v.state.isAuthenticated === 'boolean'
const i18nLanguage: Validator<string> = (raw) => (/^(en|ko)([-_][A-Za-z0-9]+)*$/i.test(raw) ? raw : undefined)

/** Reads every known key once at boot so a corrupted value is discarded before anything uses it. */
export function sanitizeStorage(): void {
  readStored(STORAGE_KEYS.accessToken, validators.token)
  readStored(STORAGE_KEYS.refreshToken, validators.token)
  readStored(STORAGE_KEYS.theme, validators.theme)
  readStored(STORAGE_KEYS.language, validators.language)
  readStored(STORAGE_KEYS.i18nextLng, i18nLanguage)
  readStored(STORAGE_KEYS.rememberEmail, validators.flag)
  readStored(STORAGE_KEYS.rememberedEmail, validators.email)
  readStored(STORAGE_KEYS.user, validators.json(isStoredUser))
  readStored(STORAGE_KEYS.authState, validators.json(isAuthState))
  readStored(STORAGE_KEYS.userSettings, validators.json(isObject))
}
