import { afterEach, describe, expect, it } from 'vitest'
import { API_PREFIX } from '@machines/shared/api-prefix'
import { apiBaseUrl, appMode, CONFIGURED_API_URL, isNetworkMode, isSandbox, resolveSandbox, SANDBOX_SESSION_KEY, setSandboxMode } from './env'

function memorySession(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  }
}

const broken = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: (): void => {
    throw new DOMException('denied', 'SecurityError')
  },
}

describe('resolveSandbox', () => {
  it('turns the sandbox on with ?sandbox=1 and remembers it, even with an API URL', () => {
    const session = memorySession()
    expect(resolveSandbox('?sandbox=1', session, 'https://api.example.com')).toBe(true)
    expect(session.map.get(SANDBOX_SESSION_KEY)).toBe('1')
  })

  it('turns the sandbox off with ?sandbox=0 and remembers it, even without an API URL', () => {
    const session = memorySession({ [SANDBOX_SESSION_KEY]: '1' })
    expect(resolveSandbox('?lng=ko&sandbox=0', session, '')).toBe(false)
    expect(session.map.get(SANDBOX_SESSION_KEY)).toBe('0')
  })

  it('uses the remembered choice on the next load', () => {
    const session = memorySession()
    resolveSandbox('?sandbox=1', session, 'https://api.example.com')
    expect(resolveSandbox('', session, 'https://api.example.com')).toBe(true)
    resolveSandbox('?sandbox=0', session, '')
    expect(resolveSandbox('', session, '')).toBe(false)
  })

  it('defaults to on without an API URL and off with one', () => {
    expect(resolveSandbox('', memorySession(), '')).toBe(true)
    expect(resolveSandbox('', memorySession(), 'https://api.example.com')).toBe(false)
    expect(resolveSandbox('', null, '')).toBe(true)
    expect(resolveSandbox('', null, 'https://api.example.com')).toBe(false)
  })

  it('ignores other values of the query and of the remembered key', () => {
    const session = memorySession({ [SANDBOX_SESSION_KEY]: 'yes' })
    expect(resolveSandbox('?sandbox=true', session, 'https://api.example.com')).toBe(false)
    expect(resolveSandbox('?sandbox=', session, '')).toBe(true)
    expect(session.map.get(SANDBOX_SESSION_KEY)).toBe('yes')
  })

  it('still applies the query when the session storage throws', () => {
    expect(resolveSandbox('?sandbox=1', broken, 'https://api.example.com')).toBe(true)
    expect(resolveSandbox('?sandbox=0', broken, '')).toBe(false)
    expect(resolveSandbox('', broken, '')).toBe(true)
    expect(resolveSandbox('', broken, 'https://api.example.com')).toBe(false)
  })

  it('defaults apiUrl to the configured VITE_API_URL', () => {
    expect(resolveSandbox('', memorySession())).toBe(CONFIGURED_API_URL === '')
  })
})

describe('sandbox mode and apiBaseUrl', () => {
  afterEach(() => setSandboxMode(false))

  it('uses the same origin in the sandbox and the configured URL otherwise, both with the /api/v1 prefix', () => {
    expect(API_PREFIX).toBe('/api/v1')
    setSandboxMode(true)
    expect(isSandbox()).toBe(true)
    expect(apiBaseUrl()).toBe('/api/v1')
    setSandboxMode(false)
    expect(isSandbox()).toBe(false)
    expect(apiBaseUrl()).toBe(`${CONFIGURED_API_URL}/api/v1`)
  })
})

describe('network mode (the practice server marks index.html with <meta name="qa-api-mode" content="network">)', () => {
  const networkDoc = { querySelector: (selector: string) => (selector === 'meta[name="qa-api-mode"][content="network"]' ? ({} as Element) : null) }
  const plainDoc = { querySelector: () => null }
  const realDocument = Object.getOwnPropertyDescriptor(globalThis, 'document')
  afterEach(() => {
    setSandboxMode(false)
    if (realDocument) Object.defineProperty(globalThis, 'document', realDocument)
    else delete (globalThis as { document?: unknown }).document
  })

  it('is read from the meta tag', () => {
    expect(isNetworkMode(networkDoc)).toBe(true)
    expect(isNetworkMode(plainDoc)).toBe(false)
    expect(isNetworkMode(undefined)).toBe(false)
  })

  it('turns the sandbox off whatever the query or the remembered choice, and remembers nothing', () => {
    const session = memorySession({ [SANDBOX_SESSION_KEY]: '1' })
    expect(resolveSandbox('?sandbox=1', session, '', true)).toBe(false)
    expect(resolveSandbox('', session, '', true)).toBe(false)
    expect(session.map.get(SANDBOX_SESSION_KEY)).toBe('1')
    const fresh = memorySession()
    expect(resolveSandbox('?sandbox=0', fresh, '', true)).toBe(false)
    expect(fresh.map.has(SANDBOX_SESSION_KEY)).toBe(false)
  })

  it('calls /api/v1 on the page origin and reports the mode as network', () => {
    Object.defineProperty(globalThis, 'document', { value: networkDoc, configurable: true, writable: true })
    setSandboxMode(false)
    expect(appMode()).toBe('network')
    expect(apiBaseUrl()).toBe('/api/v1')
    Object.defineProperty(globalThis, 'document', { value: plainDoc, configurable: true, writable: true })
    expect(appMode()).toBe('hosted')
    setSandboxMode(true)
    expect(appMode()).toBe('sandbox')
  })
})
