// @vitest-environment jsdom
/**
 * The HTTP client against the sandbox's MSW handlers (msw/node patches the fetch that
 * ofetch uses): bearer header, timeout, error normalisation and the shared token refresh.
 */
import { http, HttpResponse } from 'msw'
import { FetchError, ofetch } from 'ofetch'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiUser, LoginResponse } from '@machines/shared/contracts'
import { sandbox, server } from '@mocks/node'
import { ADMIN, DEMO, login as apiLogin, useSandboxServer as withSandboxServer } from '@mocks/test-helpers'
import { setSandboxMode } from '../lib/env'
import { API_TIMEOUT_MS, normalizeError, refreshState, request, upgradeToHttps } from './client'
import { setSessionExpiredHandler } from './session-events'
import { getAccessToken, getRefreshToken, storeTokens } from './tokens'

withSandboxServer() // renamed on import: not a React hook, whatever react-hooks/rules-of-hooks thinks of the `use` prefix

interface Seen {
  method: string
  path: string
  authorization: string | null
}

/** Every request that reached MSW, in order (path without the /api/v1 prefix). */
const seen: Seen[] = []
function record({ request: req }: { request: Request }): void {
  seen.push({
    method: req.method,
    path: new URL(req.url).pathname.replace(/^\/api\/v1/, ''),
    authorization: req.headers.get('authorization'),
  })
}
const calls = (method: string, path: string) => seen.filter((r) => r.method === method && r.path === path)
const refreshCalls = () => calls('POST', '/auth/refresh').length

beforeAll(() => server.events.on('request:start', record))
afterAll(() => server.events.removeListener('request:start', record))

beforeEach(() => {
  setSandboxMode(true)
  localStorage.removeItem('access_token')
  localStorage.removeItem('refresh_token')
  setSessionExpiredHandler(() => {})
  seen.length = 0
})

afterEach(() => {
  vi.useRealTimers()
})

/** Logs in through the API, stores the pair as the app would, and forgets the login request. */
async function signIn(account: { email: string; password: string } = DEMO): Promise<LoginResponse> {
  const answer = await apiLogin(account)
  storeTokens({ accessToken: answer.access_token, refreshToken: answer.refresh_token })
  seen.length = 0
  return answer
}

const contactBody = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'Hi there' }
const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('upgradeToHttps', () => {
  it('upgrades http to https on a non-local page', () => {
    expect(upgradeToHttps('http://api.example.com/api/v1', 'qa.example.com')).toBe('https://api.example.com/api/v1')
    expect(upgradeToHttps('http://api.example.com:8000/api/v1?x=1', 'www.example.org')).toBe('https://api.example.com:8000/api/v1?x=1')
  })

  it.each(['localhost', '127.0.0.1', '[::1]', '::1', 'app.localhost', 'qa.dev.localhost'])('keeps http when the page runs on %s', (host) => {
    expect(upgradeToHttps('http://api.example.com/api/v1', host)).toBe('http://api.example.com/api/v1')
  })

  it('does not treat hosts that merely contain "localhost" as local', () => {
    expect(upgradeToHttps('http://api.example.com', 'localhost.example.com')).toBe('https://api.example.com')
    expect(upgradeToHttps('http://api.example.com', 'notlocalhost')).toBe('https://api.example.com')
  })

  it('leaves https and relative URLs untouched', () => {
    expect(upgradeToHttps('https://api.example.com/api/v1', 'qa.example.com')).toBe('https://api.example.com/api/v1')
    expect(upgradeToHttps('https://api.example.com/api/v1', 'localhost')).toBe('https://api.example.com/api/v1')
    expect(upgradeToHttps('/api/v1', 'qa.example.com')).toBe('/api/v1')
  })
})

describe('normalizeError', () => {
  it('takes a FastAPI string detail as the message', async () => {
    sandbox.scenario('POST /contact', { status: 409, body: { detail: 'Custom conflict' } })
    await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toEqual({
      kind: 'http',
      status: 409,
      message: 'Custom conflict',
      issues: null,
    })
  })

  it("joins a detail list's msgs with ', ' and names entries without msg/message 'Validation error'", async () => {
    sandbox.scenario('POST /contact', {
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
          { loc: ['body', 'name'], message: 'Name is required' },
          { loc: ['body', 'subject'], type: 'missing' },
          null,
        ],
      },
    })
    const error = await request('/contact', { method: 'POST', body: contactBody }).catch((e: unknown) => e)
    expect(error).toEqual({
      kind: 'http',
      status: 422,
      message: 'value is not a valid email address, Name is required, Validation error, Validation error',
      issues: [
        { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
        { loc: ['body', 'name'], msg: 'Name is required', type: undefined },
        { loc: ['body', 'subject'], msg: 'Validation error', type: 'missing' },
        { loc: [], msg: 'Validation error', type: undefined },
      ],
    })
  })

  it('gives an empty detail list no message', async () => {
    sandbox.scenario('POST /contact', { status: 422, body: { detail: [] } })
    await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toEqual({
      kind: 'http',
      status: 422,
      message: null,
      issues: [],
    })
  })

  it('falls back to a `message` field', async () => {
    sandbox.scenario('POST /contact', { status: 500, body: { message: 'Mail server down' } })
    await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toEqual({
      kind: 'http',
      status: 500,
      message: 'Mail server down',
      issues: null,
    })
  })

  it('prefers `detail` over `message`', async () => {
    sandbox.scenario('POST /contact', { status: 400, body: { detail: 'From detail', message: 'From message' } })
    await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toMatchObject({ message: 'From detail' })
  })

  it('has a null message for a body without detail or message, or one that is not JSON', async () => {
    sandbox.scenario('POST /contact', { status: 503, body: {}, times: 1 })
    await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toEqual({
      kind: 'http',
      status: 503,
      message: null,
      issues: null,
    })
    server.use(
      http.post('*/api/v1/contact', () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
    )
    await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toEqual({
      kind: 'http',
      status: 502,
      message: null,
      issues: null,
    })
  })

  it("reports a failed connection as kind 'network'", async () => {
    sandbox.scenario('POST /contact', { networkError: true })
    await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toEqual({
      kind: 'network',
      status: null,
      message: null,
      issues: null,
    })
  })

  it("reports an expired timeout as kind 'timeout'", async () => {
    sandbox.scenario('POST /contact', { delayMs: 2_000 })
    const started = Date.now()
    await expect(request('/contact', { method: 'POST', body: contactBody, timeout: 50 })).rejects.toEqual({
      kind: 'timeout',
      status: null,
      message: null,
      issues: null,
    })
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it("reports certificate-like failures as kind 'certificate'", async () => {
    const failing = (message: string) =>
      ofetch.create({ retry: 0 }, { fetch: () => Promise.reject(new TypeError(message)) })('https://api.example.com/x')
    const fromFetch = await failing('unable to verify the first certificate').catch((e: unknown) => e)
    expect(fromFetch).toBeInstanceOf(FetchError)
    expect(normalizeError(fromFetch).kind).toBe('certificate')
    expect(normalizeError(new TypeError('net::ERR_CERT_AUTHORITY_INVALID')).kind).toBe('certificate')
    expect(normalizeError(new Error('SSL routines: wrong version number')).kind).toBe('certificate')
    expect(normalizeError(new Error('TLS handshake failed'))).toEqual({ kind: 'certificate', status: null, message: null, issues: null })
  })

  it('classifies errors that are not certificate-related by name and message', () => {
    expect(normalizeError(new TypeError('Failed to fetch')).kind).toBe('network')
    expect(normalizeError(Object.assign(new Error('aborted'), { name: 'TimeoutError' })).kind).toBe('timeout')
    expect(normalizeError(new Error('Request timeout')).kind).toBe('timeout')
    expect(normalizeError(new DOMException('The operation was aborted.', 'AbortError')).kind).toBe('aborted')
    expect(normalizeError(undefined).kind).toBe('network')
    expect(normalizeError('boom').kind).toBe('network')
  })
})

describe('request', () => {
  it('a page being left (after beforeunload) sends no sandbox request: it is aborted unsent; pageshow answers again; other modes still send', async () => {
    await signIn()
    window.dispatchEvent(new Event('beforeunload'))
    try {
      await expect(request('/auth/me')).rejects.toMatchObject({ kind: 'aborted', status: null })
      expect(seen).toEqual([])
      setSandboxMode(false)
      await request('/auth/me').catch(() => undefined)
      expect(seen).toHaveLength(1)
      setSandboxMode(true)
    } finally {
      window.dispatchEvent(new Event('pageshow'))
    }
    seen.length = 0
    await expect(request<ApiUser>('/auth/me')).resolves.toMatchObject({ email: DEMO.email })
    expect(seen).toHaveLength(1)
  })

  it('sends the stored access token as a bearer header', async () => {
    const tokens = await signIn()
    const me = await request<ApiUser>('/auth/me')
    expect(me.email).toBe(DEMO.email)
    expect(seen).toEqual([{ method: 'GET', path: '/auth/me', authorization: `Bearer ${tokens.access_token}` }])
  })

  it('sends no Authorization header without a stored token', async () => {
    await expect(request('/auth/me')).rejects.toMatchObject({ kind: 'http', status: 401, message: 'Not authenticated' })
    expect(seen).toEqual([{ method: 'GET', path: '/auth/me', authorization: null }])
  })

  it('sends the query and JSON body', async () => {
    server.use(
      http.post('*/api/v1/contact', async ({ request: req }) => {
        const url = new URL(req.url)
        return HttpResponse.json({ success: true, message: `${url.searchParams.get('lang')}:${((await req.json()) as { name: string }).name}` })
      }),
    )
    await expect(request('/contact', { method: 'POST', body: contactBody, query: { lang: 'ko', skip: undefined } })).resolves.toEqual({
      success: true,
      message: 'ko:Ann',
    })
  })

  it('uses explicit `tokens` instead of the stored ones', async () => {
    await signIn(DEMO)
    const admin = await apiLogin(ADMIN)
    seen.length = 0
    const me = await request<ApiUser>('/auth/me', { tokens: { accessToken: admin.access_token, refreshToken: admin.refresh_token } })
    expect(me.email).toBe(ADMIN.email)
    expect(seen[0]?.authorization).toBe(`Bearer ${admin.access_token}`)
  })

  it('never refreshes for explicit `tokens`', async () => {
    const stored = await signIn(DEMO)
    const admin = await apiLogin(ADMIN)
    seen.length = 0
    sandbox.expireAccessTokens()
    const expired = vi.fn()
    setSessionExpiredHandler(expired)
    await expect(request('/auth/me', { tokens: { accessToken: admin.access_token, refreshToken: admin.refresh_token } })).rejects.toEqual({
      kind: 'http',
      status: 401,
      message: 'Token has expired',
      issues: null,
    })
    expect(refreshCalls()).toBe(0)
    expect(seen).toHaveLength(1)
    expect(expired).not.toHaveBeenCalled()
    expect(getAccessToken()).toBe(stored.access_token)
    expect(getRefreshToken()).toBe(stored.refresh_token)
  })

  it('sends no Authorization header and never refreshes for `anonymous` calls', async () => {
    const stored = await signIn()
    sandbox.expireAccessTokens()
    await expect(request('/auth/me', { anonymous: true })).rejects.toMatchObject({ status: 401, message: 'Not authenticated' })
    expect(seen).toEqual([{ method: 'GET', path: '/auth/me', authorization: null }])
    expect(refreshCalls()).toBe(0)
    expect(getAccessToken()).toBe(stored.access_token)
  })

  describe('timeout', () => {
    it('is 30 000 ms by default', async () => {
      expect(API_TIMEOUT_MS).toBe(30_000)
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      sandbox.scenario('POST /contact', { hold: true })
      let outcome: unknown = 'pending'
      const done = request('/contact', { method: 'POST', body: contactBody }).then(
        () => (outcome = 'resolved'),
        (error: unknown) => (outcome = error),
      )
      for (let i = 0; i < 100 && sandbox.pending('POST /contact') === 0; i++) await tick()
      expect(sandbox.pending('POST /contact')).toBe(1)
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
      for (let i = 0; i < 5; i++) await tick()
      expect(outcome).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      await done
      expect(outcome).toEqual({ kind: 'timeout', status: null, message: null, issues: null })
    })

    it('can be set per call', async () => {
      sandbox.scenario('POST /contact', { delayMs: 300 })
      await expect(request('/contact', { method: 'POST', body: contactBody, timeout: 30 })).rejects.toMatchObject({ kind: 'timeout' })
      await expect(request('/contact', { method: 'POST', body: contactBody, timeout: 5_000 })).resolves.toMatchObject({ success: true })
    })

    it("follows the sandbox's client timeout: a timeout fault then shows as kind 'timeout' quickly", async () => {
      sandbox.faults.setClientTimeout(80)
      sandbox.faults.set('POST /contact', { timeout: true })
      const started = Date.now()
      await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toEqual({ kind: 'timeout', status: null, message: null, issues: null })
      expect(Date.now() - started).toBeLessThan(5_000)
    })
  })

  describe('unusable bodies (sandbox faults malformed / empty)', () => {
    it("a truncated JSON body rejects as kind 'bad_response', never a string", async () => {
      sandbox.faults.set('POST /contact', { malformed: true })
      await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toEqual({ kind: 'bad_response', status: 200, message: null, issues: null })
    })

    it("an empty 200 rejects as kind 'bad_response'", async () => {
      sandbox.faults.set('POST /contact', { empty: true })
      await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toMatchObject({ kind: 'bad_response', status: 200 })
    })

    it('a 5xx with a body that is not JSON stays an http error with no message', async () => {
      server.use(http.post('*/api/v1/contact', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })))
      await expect(request('/contact', { method: 'POST', body: contactBody })).rejects.toEqual({ kind: 'http', status: 502, message: null, issues: null })
    })
  })

  describe('token refresh', () => {
    it('on a 401, refreshes once and retries the original request with the new token', async () => {
      const first = await signIn()
      sandbox.expireAccessTokens()
      const expired = vi.fn()
      setSessionExpiredHandler(expired)

      const me = await request<ApiUser>('/auth/me')

      expect(me.email).toBe(DEMO.email)
      expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /auth/me', 'POST /auth/refresh', 'GET /auth/me'])
      expect(seen[0]?.authorization).toBe(`Bearer ${first.access_token}`)
      expect(seen[1]?.authorization).toBeNull()
      const renewed = getAccessToken()
      expect(renewed).toBeDefined()
      expect(renewed).not.toBe(first.access_token)
      expect(getRefreshToken()).not.toBe(first.refresh_token)
      expect(seen[2]?.authorization).toBe(`Bearer ${renewed}`)
      expect(expired).not.toHaveBeenCalled()
      expect(refreshState()).toBe('idle')
    })

    it('sends the stored refresh token in the refresh body', async () => {
      const first = await signIn()
      const bodies: unknown[] = []
      server.use(
        http.post('*/api/v1/auth/refresh', async ({ request: req }) => {
          bodies.push(await req.clone().json())
          return undefined
        }),
      )
      sandbox.scenario('GET /auth/me', { status: 401, times: 1 })
      await expect(request<ApiUser>('/auth/me')).resolves.toMatchObject({ email: DEMO.email })
      expect(bodies).toEqual([{ refreshToken: first.refresh_token }])
    })

    it('refreshes only once when the retry gets a 401 too', async () => {
      await signIn()
      sandbox.scenario('GET /auth/me', { status: 401, body: { detail: 'Still no' }, times: 2 })
      await expect(request('/auth/me')).rejects.toEqual({ kind: 'http', status: 401, message: 'Still no', issues: null })
      expect(refreshCalls()).toBe(1)
      expect(calls('GET', '/auth/me')).toHaveLength(2)
    })

    it('does not refresh on other errors', async () => {
      await signIn()
      sandbox.scenario('GET /auth/me', { status: 403, times: 1 })
      await expect(request('/auth/me')).rejects.toMatchObject({ status: 403 })
      expect(refreshCalls()).toBe(0)
    })

    it('shares one refresh call between three concurrent requests that all get a 401', async () => {
      await signIn()
      sandbox.expireAccessTokens()
      const expired = vi.fn()
      setSessionExpiredHandler(expired)

      const users = await Promise.all([request<ApiUser>('/auth/me'), request<ApiUser>('/auth/me'), request<ApiUser>('/auth/me')])

      expect(users.map((u) => u.email)).toEqual([DEMO.email, DEMO.email, DEMO.email])
      expect(refreshCalls()).toBe(1)
      const me = calls('GET', '/auth/me')
      expect(me).toHaveLength(6)
      expect(me.slice(3).map((r) => r.authorization)).toEqual(Array(3).fill(`Bearer ${getAccessToken()}`))
      expect(expired).not.toHaveBeenCalled()
    })

    it('shares one held refresh between three requests whose 401s arrive while it runs', async () => {
      await signIn()
      sandbox.expireAccessTokens()
      sandbox.scenario('POST /auth/refresh', { hold: true })
      const all = Promise.all([request<ApiUser>('/auth/me'), request<ApiUser>('/auth/me'), request<ApiUser>('/auth/me')])
      for (let i = 0; i < 200 && sandbox.pending('POST /auth/refresh') === 0; i++) await tick()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(sandbox.pending('POST /auth/refresh')).toBe(1)
      expect(refreshState()).toBe('refreshing')
      expect(sandbox.release('POST /auth/refresh')).toBe(1)
      expect((await all).map((u) => u.email)).toEqual([DEMO.email, DEMO.email, DEMO.email])
      expect(refreshCalls()).toBe(1)
    })

    /** Waits (up to 2 s) until `check` holds. */
    async function until(check: () => boolean): Promise<void> {
      const deadline = Date.now() + 2_000
      while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2))
      expect(check()).toBe(true)
    }

    // BUG: a 401 that comes back after the shared refresh has already finished (the request was
    // sent with the old access token but answered late) starts a second refresh instead of
    // retrying with the token the first refresh stored.
    it('does not refresh again for a late 401 to a request sent before the shared refresh finished', async () => {
      await signIn()
      sandbox.expireAccessTokens()
      sandbox.scenario('DELETE /users/:id', { hold: true, times: 1 })
      const slow = request('/users/999', { method: 'DELETE' }).catch((error: unknown) => error)
      await until(() => sandbox.pending('DELETE /users/:id') === 1)

      await expect(request<ApiUser>('/auth/me')).resolves.toMatchObject({ email: DEMO.email })
      expect(refreshCalls()).toBe(1)

      sandbox.release('DELETE /users/:id')
      await expect(slow).resolves.toMatchObject({ status: 404, message: 'User not found' })
      expect(refreshCalls()).toBe(1)
    })

    // BUG (consequence of the above, with the sandbox's refresh-token rotation): the second refresh
    // revokes the session that the first refresh created, so a retry still in flight with that
    // session's access token fails with a 401 although the user is logged in.
    it('does not make an in-flight retry fail when another late 401 arrives', async () => {
      await signIn()
      sandbox.expireAccessTokens()
      const expired = vi.fn()
      setSessionExpiredHandler(expired)
      sandbox.scenario('DELETE /users/:id', { hold: true, times: 1 })
      sandbox.scenario('POST /auth/refresh', { hold: true, times: 1 })
      const slow = request('/users/999', { method: 'DELETE' }).catch((error: unknown) => error)
      await until(() => sandbox.pending('DELETE /users/:id') === 1)

      const me = request<ApiUser>('/auth/me').catch((error: unknown) => error)
      await until(() => sandbox.pending('POST /auth/refresh') === 1)
      sandbox.scenario('GET /auth/me', { hold: true, times: 1 })
      sandbox.release('POST /auth/refresh')
      await until(() => sandbox.pending('GET /auth/me') === 1) // the retry, with the refreshed token

      sandbox.release('DELETE /users/:id')
      await slow
      sandbox.release('GET /auth/me')

      expect(await me).toMatchObject({ email: DEMO.email })
      expect(expired).not.toHaveBeenCalled()
    })

    it('on a failed refresh, calls the session-expired handler once, clears the tokens and rejects with a session error', async () => {
      await signIn()
      localStorage.setItem('user', JSON.stringify({ id: 1, email: DEMO.email }))
      sandbox.expireAccessTokens()
      sandbox.scenario('POST /auth/refresh', { status: 401, body: { detail: 'Invalid refresh token' } })
      const expired = vi.fn(() => {
        // The tokens are gone by the time the app hears about it.
        expect(localStorage.getItem('access_token')).toBeNull()
      })
      setSessionExpiredHandler(expired)

      await expect(request('/auth/me')).rejects.toEqual({ kind: 'session', status: 401, message: null, issues: null })

      expect(expired).toHaveBeenCalledTimes(1)
      expect(localStorage.getItem('access_token')).toBeNull()
      expect(localStorage.getItem('refresh_token')).toBeNull()
      expect(localStorage.getItem('user')).not.toBeNull()
      expect(refreshCalls()).toBe(1)
      expect(calls('GET', '/auth/me')).toHaveLength(1)
      expect(refreshState()).toBe('failed')
      localStorage.removeItem('user')
    })

    it('calls the session-expired handler once when three concurrent requests lose the session', async () => {
      await signIn()
      sandbox.expireAccessTokens()
      sandbox.scenario('POST /auth/refresh', { networkError: true })
      const expired = vi.fn()
      setSessionExpiredHandler(expired)

      const results = await Promise.allSettled([request('/auth/me'), request('/auth/me'), request('/auth/me')])

      expect(results.map((r) => (r.status === 'rejected' ? (r.reason as { status: number }).status : r.status))).toEqual([401, 401, 401])
      expect(expired).toHaveBeenCalledTimes(1)
      expect(refreshCalls()).toBe(1)
      expect(getAccessToken()).toBeUndefined()
      expect(getRefreshToken()).toBeUndefined()
    })

    it('treats a refresh answer without an access token as a failed refresh', async () => {
      await signIn()
      sandbox.expireAccessTokens()
      sandbox.scenario('POST /auth/refresh', { status: 200, body: { token_type: 'bearer' } })
      const expired = vi.fn()
      setSessionExpiredHandler(expired)
      await expect(request('/auth/me')).rejects.toMatchObject({ status: 401 })
      expect(expired).toHaveBeenCalledTimes(1)
      expect(getAccessToken()).toBeUndefined()
    })

    it('refreshes again after a failed refresh and a new login', async () => {
      await signIn()
      sandbox.expireAccessTokens()
      sandbox.scenario('POST /auth/refresh', { status: 401, times: 1 })
      await expect(request('/auth/me')).rejects.toMatchObject({ status: 401 })
      expect(refreshState()).toBe('failed')

      await signIn()
      sandbox.expireAccessTokens()
      await expect(request<ApiUser>('/auth/me')).resolves.toMatchObject({ email: DEMO.email })
      expect(refreshCalls()).toBe(1)
      expect(refreshState()).toBe('idle')
    })

    it('does not refresh without a stored refresh token', async () => {
      const stored = await signIn()
      localStorage.removeItem('refresh_token')
      sandbox.expireAccessTokens()
      const expired = vi.fn()
      setSessionExpiredHandler(expired)
      await expect(request('/auth/me')).rejects.toMatchObject({ status: 401, message: 'Token has expired' })
      expect(refreshCalls()).toBe(0)
      expect(expired).not.toHaveBeenCalled()
      expect(getAccessToken()).toBe(stored.access_token)
    })

    it('does not refresh without any stored token', async () => {
      await expect(request('/auth/me')).rejects.toMatchObject({ status: 401, message: 'Not authenticated' })
      expect(refreshCalls()).toBe(0)
    })
  })

  describe('a corrupted or missing access token with a valid refresh token', () => {
    it('with only the refresh token stored, refreshes first, then sends the request with the new token', async () => {
      const first = await signIn()
      localStorage.removeItem('access_token')
      const expired = vi.fn()
      setSessionExpiredHandler(expired)

      await expect(request<ApiUser>('/auth/me')).resolves.toMatchObject({ email: DEMO.email })

      expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/refresh', 'GET /auth/me'])
      expect(getAccessToken()).toBeDefined()
      expect(getRefreshToken()).not.toBe(first.refresh_token)
      expect(seen[1]?.authorization).toBe(`Bearer ${getAccessToken()}`)
      expect(expired).not.toHaveBeenCalled()
    })

    it('an access token set to "garbage" is discarded and renewed by the refresh, not a logout', async () => {
      await signIn()
      localStorage.setItem('access_token', 'garbage')
      const expired = vi.fn()
      setSessionExpiredHandler(expired)

      await expect(request<ApiUser>('/auth/me')).resolves.toMatchObject({ email: DEMO.email })

      expect(refreshCalls()).toBe(1)
      expect(getAccessToken()).toMatch(/^[A-Za-z0-9\-_.~+/=]{8,}$/)
      expect(expired).not.toHaveBeenCalled()
    })

    it('a well-formed but wrong access token gets a 401, then the refresh and one retry', async () => {
      await signIn()
      localStorage.setItem('access_token', 'garbage-but-well-formed')
      const expired = vi.fn()
      setSessionExpiredHandler(expired)

      await expect(request<ApiUser>('/auth/me')).resolves.toMatchObject({ email: DEMO.email })

      expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /auth/me', 'POST /auth/refresh', 'GET /auth/me'])
      expect(seen[0]?.authorization).toBe('Bearer garbage-but-well-formed')
      expect(expired).not.toHaveBeenCalled()
    })

    it('only when the refresh fails too: the session ends, the tokens are cleared, nothing else is sent', async () => {
      await signIn()
      localStorage.setItem('access_token', 'garbage')
      sandbox.scenario('POST /auth/refresh', { status: 401, body: { detail: 'Invalid refresh token' } })
      const expired = vi.fn()
      setSessionExpiredHandler(expired)

      await expect(request('/auth/me')).rejects.toEqual({ kind: 'session', status: 401, message: null, issues: null })

      expect(expired).toHaveBeenCalledTimes(1)
      expect(calls('GET', '/auth/me')).toHaveLength(0)
      expect(getAccessToken()).toBeUndefined()
      expect(getRefreshToken()).toBeUndefined()
    })

    it('anonymous calls never refresh, even with only a refresh token stored', async () => {
      await signIn()
      localStorage.removeItem('access_token')
      await request('/contact', { method: 'POST', body: contactBody, anonymous: true })
      expect(refreshCalls()).toBe(0)
    })
  })
})
