// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isStoredUser,
  migrateOnVersionChange,
  readStored,
  removeStored,
  sanitizeStorage,
  STORAGE_KEYS,
  validators,
  VERSION_CHANGE_WHITELIST,
  writeStored,
  writeStoredOrThrow,
} from './storage'

let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  localStorage.clear()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const keys = () => Object.keys(localStorage).sort()

describe('readStored', () => {
  it('returns a valid value and keeps it', () => {
    localStorage.setItem('access_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_+/=')
    localStorage.setItem('theme', 'dark')
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'demo@example.com', name: 'Demo' }))
    expect(readStored(STORAGE_KEYS.accessToken, validators.token)).toBe('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_+/=')
    expect(readStored(STORAGE_KEYS.theme, validators.theme)).toBe('dark')
    expect(readStored(STORAGE_KEYS.user, validators.json(isStoredUser))).toEqual({ id: 1, email: 'demo@example.com', name: 'Demo' })
    expect(keys()).toEqual(['access_token', 'theme', 'user'])
    expect(warn).not.toHaveBeenCalled()
  })

  it('returns undefined for a missing key without a warning', () => {
    expect(readStored(STORAGE_KEYS.theme, validators.theme)).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['access_token', 'abc def ghi', validators.token],
    ['access_token', 'short', validators.token],
    ['refresh_token', 'x'.repeat(4097), validators.token],
    ['theme', 'purple', validators.theme],
    ['language', 'fr', validators.language],
    ['rememberEmail', 'yes', validators.flag],
    ['rememberedEmail', '<script>@x.com', validators.email],
    ['user', '{"id":1,"email":', validators.json(isStoredUser)],
    ['user', '{"id":"1","email":"demo@example.com"}', validators.json(isStoredUser)],
    ['user', 'null', validators.json(isStoredUser)],
  ] as const)('discards and removes %s = %s', (key, raw, validate) => {
    localStorage.setItem(key, raw)
    localStorage.setItem('theme-other', 'kept')
    expect(readStored(key, validate as (raw: string) => unknown)).toBeUndefined()
    expect(localStorage.getItem(key)).toBeNull()
    expect(localStorage.getItem('theme-other')).toBe('kept')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"${key}"`))
  })

  it('reads flags as booleans', () => {
    localStorage.setItem('rememberEmail', 'false')
    expect(readStored(STORAGE_KEYS.rememberEmail, validators.flag)).toBe(false)
    localStorage.setItem('rememberEmail', 'true')
    expect(readStored(STORAGE_KEYS.rememberEmail, validators.flag)).toBe(true)
  })
})

describe('writeStored / removeStored', () => {
  it('stores strings as they are and objects as JSON', () => {
    writeStored(STORAGE_KEYS.theme, 'light')
    writeStored(STORAGE_KEYS.rememberEmail, true)
    writeStored(STORAGE_KEYS.user, { id: 2, email: 'a@b.c' })
    expect(localStorage.getItem('theme')).toBe('light')
    expect(localStorage.getItem('rememberEmail')).toBe('true')
    expect(localStorage.getItem('user')).toBe('{"id":2,"email":"a@b.c"}')
    removeStored(STORAGE_KEYS.theme, STORAGE_KEYS.user)
    expect(keys()).toEqual(['rememberEmail'])
  })

  it('keeps working when the storage refuses a write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(() => writeStored(STORAGE_KEYS.theme, 'dark')).not.toThrow()
    setItem.mockRestore()
    expect(localStorage.getItem('theme')).toBeNull()
  })
})

describe('writeStoredOrThrow', () => {
  it('writes objects as JSON and scalars as strings', () => {
    writeStoredOrThrow(STORAGE_KEYS.userSettings, { theme: 'dark', emailNotifications: false })
    writeStoredOrThrow(STORAGE_KEYS.theme, 'light')
    expect(localStorage.getItem('userSettings')).toBe('{"theme":"dark","emailNotifications":false}')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it('throws when the storage refuses the write (unlike writeStored)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    try {
      expect(() => writeStoredOrThrow(STORAGE_KEYS.userSettings, { theme: 'dark' })).toThrow('quota')
      expect(() => writeStored(STORAGE_KEYS.userSettings, { theme: 'dark' })).not.toThrow()
    } finally {
      setItem.mockRestore()
    }
    expect(localStorage.getItem('userSettings')).toBeNull()
  })
})

describe('migrateOnVersionChange', () => {
  it('whitelists version, theme, language, tokens and user (docs/spec/1-shell-and-accounts.md §3.6) and the sandbox database', () => {
    expect([...VERSION_CHANGE_WHITELIST].sort()).toEqual(
      ['access_token', 'app_version', 'i18nextLng', 'language', 'qa-sandbox-db', 'qa-sandbox-rev', 'refresh_token', 'theme', 'user'].sort(),
    )
  })

  function fill(): void {
    for (const key of VERSION_CHANGE_WHITELIST) localStorage.setItem(key, `kept:${key}`)
    localStorage.setItem('rememberedEmail', 'demo@example.com')
    localStorage.setItem('rememberEmail', 'true')
    localStorage.setItem('userSettings', '{}')
    localStorage.setItem('auth-storage', '{"state":{"user":null,"isAuthenticated":false}}')
    localStorage.setItem('some-old-cache', 'x')
  }

  it('clears everything except the whitelist when the stored version differs, and records the version', () => {
    fill()
    localStorage.setItem('app_version', '0.9.0')
    expect(migrateOnVersionChange('1.0.0', localStorage)).toBe(true)
    expect(keys()).toEqual([...VERSION_CHANGE_WHITELIST].sort())
    expect(localStorage.getItem('app_version')).toBe('1.0.0')
    for (const key of VERSION_CHANGE_WHITELIST.filter((k) => k !== 'app_version')) expect(localStorage.getItem(key)).toBe(`kept:${key}`)
  })

  it('replaces a stored value that is not a version alone: a corrupted key wipes nothing else', () => {
    fill()
    localStorage.setItem('app_version', '{garbage\u0000')
    const before = { ...localStorage }
    expect(migrateOnVersionChange('1.0.0', localStorage)).toBe(false)
    expect({ ...localStorage }).toEqual({ ...before, app_version: '1.0.0' })
  })

  it('does nothing when the stored version is the same', () => {
    fill()
    localStorage.setItem('app_version', '1.0.0')
    const before = { ...localStorage }
    expect(migrateOnVersionChange('1.0.0', localStorage)).toBe(false)
    expect({ ...localStorage }).toEqual(before)
  })

  it('records the version when none was stored', () => {
    localStorage.setItem('theme', 'dark')
    migrateOnVersionChange('1.0.0', localStorage)
    expect(localStorage.getItem('app_version')).toBe('1.0.0')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(migrateOnVersionChange('1.0.0', localStorage)).toBe(false)
  })

  it('uses localStorage by default and is a no-op without storage', () => {
    localStorage.setItem('app_version', '0.1.0')
    localStorage.setItem('userSettings', '{}')
    expect(migrateOnVersionChange('2.0.0')).toBe(true)
    expect(keys()).toEqual(['app_version'])
    expect(migrateOnVersionChange('3.0.0', null)).toBe(false)
    expect(localStorage.getItem('app_version')).toBe('2.0.0')
  })
})

describe('sanitizeStorage', () => {
  const valid: Record<string, string> = {
    access_token: 'eyJhbGciOiJIUzI1NiJ9.payload.signature',
    refresh_token: 'refresh-token-0123456789',
    theme: 'dark',
    language: 'ko',
    i18nextLng: 'ko-KR',
    rememberEmail: 'true',
    rememberedEmail: 'demo@example.com',
    user: '{"id":1,"email":"demo@example.com"}',
    'auth-storage': '{"state":{"user":{"id":1},"isAuthenticated":true},"version":0}',
    userSettings: '{"notifications":true}',
  }
  const corrupted: Record<string, string> = {
    access_token: 'not a token',
    refresh_token: '🙂🙂🙂🙂🙂🙂🙂🙂',
    theme: 'purple',
    language: 'fr',
    i18nextLng: 'fr-FR',
    rememberEmail: 'maybe',
    rememberedEmail: 'demo @example.com',
    user: '{"id":1,',
    'auth-storage': '{"state":{"isAuthenticated":"yes"}}',
    userSettings: '[1,2,3]',
  }

  it('covers every known key except the app version', () => {
    expect(Object.keys(valid).sort()).toEqual(Object.values(STORAGE_KEYS).filter((k) => k !== 'app_version').sort())
  })

  it('keeps valid values', () => {
    for (const [key, value] of Object.entries(valid)) localStorage.setItem(key, value)
    sanitizeStorage()
    expect({ ...localStorage }).toEqual(valid)
    expect(warn).not.toHaveBeenCalled()
  })

  it('removes the corrupted value of every known key and leaves other keys alone', () => {
    for (const [key, value] of Object.entries(corrupted)) localStorage.setItem(key, value)
    localStorage.setItem('app_version', '1.0.0')
    localStorage.setItem('qa-sandbox-db', '{not json either}')
    sanitizeStorage()
    expect(keys()).toEqual(['app_version', 'qa-sandbox-db'])
    expect(warn).toHaveBeenCalledTimes(Object.keys(corrupted).length)
  })

  it('removes only the corrupted ones from a mix', () => {
    localStorage.setItem('theme', 'light')
    localStorage.setItem('language', 'de')
    localStorage.setItem('i18nextLng', 'en')
    localStorage.setItem('user', '[]')
    sanitizeStorage()
    expect(keys()).toEqual(['i18nextLng', 'theme'])
  })
})
