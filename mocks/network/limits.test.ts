/**
 * The practice server's limits that never lock a learner out (mocks/network/limits.ts,
 * sessions.ts, shared.ts through mocks/server.ts), over real HTTP with a fake clock: 1,000 fresh
 * browser contexts in a row never meet a 429 and the evicted data sets are garbage; the shared data
 * set is protected; login throttling answers 429 with Retry-After and can be switched off; JSON
 * endpoints answer 415 to other content types; HEAD and OPTIONS answer like a real server.
 */
import type { AddressInfo } from 'node:net'
import v8 from 'node:v8'
import vm from 'node:vm'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { UNSUPPORTED_MEDIA_TYPE_MESSAGE } from '../handlers/http'
import { startApiServer, type ApiServerOptions, type ApiServer } from '../server'
import { ADMIN, DEMO } from '../test-helpers'
import { SESSION_COOKIE, SHARED_SESSION_ID } from './contract'
import { DEFAULT_LOGIN_THROTTLE, loginThrottledDetail, loginThrottleFromEnv, recordsHeadroom, refusedAtRecordsCap } from './limits'
import { SHARED_PROTECTED_DETAIL, sharedOptionsFromEnv } from './shared'

let fakeNow = 5_000_000
const servers: ApiServer[] = []
afterEach(() => {
  fakeNow = 5_000_000
})
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
})

type Json = Record<string, unknown>

async function start(options: ApiServerOptions = {}) {
  const api = await startApiServer(0, '127.0.0.1', { ...options, sessions: { now: () => fakeNow, ...options.sessions } })
  servers.push(api)
  const base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`
  const call = async (method: string, url: string, o: { session?: string; cookie?: string; body?: unknown; raw?: string; type?: string; token?: string; headers?: Record<string, string> } = {}) => {
    const body = o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body))
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': o.type ?? 'application/json' }),
        ...(o.session === undefined ? {} : { 'X-Sandbox-Session': o.session }),
        ...(o.cookie === undefined ? {} : { Cookie: `${SESSION_COOKIE}=${o.cookie}` }),
        ...(o.token ? { Authorization: `Bearer ${o.token}` } : {}),
        ...o.headers,
      },
      body,
    })
    const text = await response.text()
    let json: Json = {}
    try {
      json = JSON.parse(text) as Json
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, text, json }
  }
  const login = (account: { email: string; password: string }, o: { session?: string; cookie?: string } = {}) =>
    call('POST', '/api/v1/auth/login', { ...o, body: { email: account.email, password: account.password } })
  return { api, base, call, login }
}

/** Node's garbage collector, reachable without --expose-gc. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc')
  ;(vm.runInNewContext('gc') as () => void)()
}

function heapAfterGc(): number {
  collectGarbage()
  collectGarbage()
  return process.memoryUsage().heapUsed
}

describe('1,000 fresh browser contexts (network mode: a new cookie each)', () => {
  it('never meet a 429, keep at most the cap of data sets, and the evicted ones are garbage', async () => {
    const s = await start()
    const statuses = new Map<number, number>()
    let heapAtCap = 0
    const evicted: Array<WeakRef<object>> = []
    // Module singletons created lazily by the very first request (a cached promise, a key) keep
    // that request's async context, and with it its data set, for good: one data set, once. A
    // warm-up context takes that place, so the loop measures what eviction frees.
    const warm = await s.login(DEMO, { cookie: 'warm-up' })
    await s.call('POST', '/api/v1/todos', { cookie: 'warm-up', token: String(warm.json.access_token), body: { title: 'Warm-up' } })
    for (let i = 0; i < 1000; i++) {
      const cookie = `context-${i}`
      const res = await s.login(DEMO, { cookie })
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      const todo = await s.call('POST', '/api/v1/todos', { cookie, token: String(res.json.access_token), body: { title: `Test ${i}` } })
      statuses.set(todo.status, (statuses.get(todo.status) ?? 0) + 1)
      if (i < 10) evicted.push(new WeakRef(s.api.sessions.peek(cookie)!))
      if (i === 199) heapAtCap = heapAfterGc()
      fakeNow += 100
    }
    const heapAt1000 = heapAfterGc()
    console.info(`heap after GC: ${(heapAtCap / 1e6).toFixed(0)} MB with 200 data sets, ${(heapAt1000 / 1e6).toFixed(0)} MB after 1,000 (800 evicted)`)
    // Bounded: 800 more data sets (≈ 0.45 MB each, 360 MB if they were kept) cost next to nothing.
    expect(heapAt1000 - heapAtCap).toBeLessThan(40e6)
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000, 201: 1000 })
    expect(s.api.sessions.size).toBe(200)
    expect(s.api.sessions.evictions).toBe(801)
    expect(s.api.sessions.peek('context-0')).toBeUndefined()
    expect(s.api.sessions.peek('context-999')).toBeDefined()
    collectGarbage()
    await new Promise((resolve) => setTimeout(resolve, 20))
    collectGarbage()
    // The first contexts' data sets were evicted: nothing holds them any more.
    expect(evicted.map((ref, i) => (ref.deref() === undefined ? -1 : i)).filter((i) => i >= 0)).toEqual([])
  }, 240_000)

  it('a browser-context data set is forgotten after 1 h idle, a named one after 24 h', async () => {
    const s = await start()
    expect((await s.login(DEMO, { cookie: 'ctx' })).status).toBe(200)
    expect((await s.login(DEMO, { session: 'named' })).status).toBe(200)
    fakeNow += 60 * 60 * 1000
    s.api.sessions.sweep()
    expect(s.api.sessions.peek('ctx')).toBeUndefined()
    expect(s.api.sessions.peek('named')).toBeDefined()
    const limits = await s.call('GET', '/__sandbox/limits', { session: 'named' })
    expect(limits.json).toMatchObject({ sessionIdleExpiryMs: 24 * 60 * 60 * 1000, cookieSessionIdleExpiryMs: 60 * 60 * 1000, expiredSessions: 1 })
  })
})

describe('the records cap policy', () => {
  it('refuses only record-creating POSTs at the cap, and logins only far past it', () => {
    const max = 100
    expect(refusedAtRecordsCap('POST', '/api/v1/todos', max - 1, max)).toBe(false)
    expect(refusedAtRecordsCap('POST', '/api/v1/todos', max, max)).toBe(true)
    for (const [method, path] of [
      ['GET', '/api/v1/todos'],
      ['DELETE', '/api/v1/todos/1'],
      ['PATCH', '/api/v1/todos/1'],
      ['PUT', '/api/v1/posts/1'],
      ['POST', '/api/v1/auth/login'],
      ['POST', '/api/v1/auth/refresh'],
      ['POST', '/api/v1/auth/logout'],
      ['POST', '/api/v1/todos/bulk-delete'],
      ['POST', '/api/v1/kanban/cards/bulk-delete'],
      ['POST', '/api/v1/kanban/cards/3/move'],
    ]) expect(refusedAtRecordsCap(method!, path!, max, max), `${method} ${path}`).toBe(false)
    expect(refusedAtRecordsCap('POST', '/api/v1/auth/login', max + recordsHeadroom(max), max)).toBe(true)
    expect(refusedAtRecordsCap('POST', '/api/v1/auth/logout', max + recordsHeadroom(max), max)).toBe(false)
    expect(refusedAtRecordsCap('POST', '/api/v1/todos/bulk-delete', 10 * max, max)).toBe(false)
    expect(recordsHeadroom(3000)).toBe(1500)
  })
})

describe('the shared data set', () => {
  it('makes no admin by e-mail, refuses user deletion and reset, and resets itself when changed', async () => {
    const s = await start()
    const signUp = { email: 'x.admin.x@example.com', username: 'xadminx', password: 'Secret123!', full_name: 'X Admin', terms_accepted: true, privacy_accepted: true }
    const shared = await s.call('POST', '/api/v1/auth/register', { body: signUp })
    expect(shared.status).toBe(201)
    expect(shared.json.role).toBe('user')
    const own = await s.call('POST', '/api/v1/auth/register', { session: 'mine', body: signUp })
    expect(own.json.role).toBe('admin') // the rule still holds in a data set of your own

    const admin = String((await s.login(ADMIN)).json.access_token)
    const deleteDemo = await s.call('DELETE', '/api/v1/users/1', { token: admin })
    expect(deleteDemo).toMatchObject({ status: 403, json: { detail: SHARED_PROTECTED_DETAIL } })
    const demo = String((await s.login(DEMO)).json.access_token)
    expect((await s.call('DELETE', '/api/v1/users/me', { token: demo })).status).toBe(403)
    expect((await s.login(DEMO)).status).toBe(200)
    // In a data set of your own the admin may.
    const ownAdmin = String((await s.login(ADMIN, { session: 'mine' })).json.access_token)
    expect((await s.call('DELETE', '/api/v1/users/1', { session: 'mine', token: ownAdmin })).status).toBe(200)

    expect(await s.call('POST', '/__sandbox/reset')).toMatchObject({ status: 403, json: { detail: SHARED_PROTECTED_DETAIL } })
    expect((await s.call('POST', '/__sandbox/reset', { session: 'mine' })).status).toBe(200)

    // The schedule's reset: the sign-up is gone, the tokens with it.
    await s.api.resetShared()
    expect((await s.login({ email: signUp.email, password: signUp.password })).status).toBe(401)
    expect((await s.call('GET', '/api/v1/auth/me', { token: demo })).status).toBe(401)
    const limits = await s.call('GET', '/__sandbox/limits')
    expect(limits.json.sharedDataSet).toEqual({ protected: true, resetAllowed: false, resetEveryMs: 10 * 60 * 1000, thisIsIt: true })
    expect(limits.headers.get('x-sandbox-session')).toBe(SHARED_SESSION_ID)
  })

  it('can be opened for a server with one client (SANDBOX_SHARED_RESET=allow, SANDBOX_SHARED_PROTECTED=0)', async () => {
    expect(sharedOptionsFromEnv({ SANDBOX_SHARED_RESET: 'allow', SANDBOX_SHARED_RESET_MINUTES: '0' })).toEqual({ allowReset: true, resetEveryMs: 0 })
    expect(sharedOptionsFromEnv({ SANDBOX_SHARED_PROTECTED: '0' })).toEqual({ protect: false })
    const s = await start({ shared: { allowReset: true } })
    expect((await s.call('POST', '/__sandbox/reset')).status).toBe(200)
    const open = await start({ shared: { protect: false } })
    const admin = String((await open.login(ADMIN)).json.access_token)
    expect((await open.call('DELETE', '/api/v1/users/3', { token: admin })).status).toBe(200)
  })
})

describe('login throttling', () => {
  const wrong = { email: DEMO.email, password: 'not-the-password' }

  it('answers 429 with Retry-After after 5 wrong passwords, even to the right one, per data set and e-mail', async () => {
    const s = await start()
    for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.maxFailures; i++) expect((await s.login(wrong, { session: 'guesser' })).status).toBe(401)
    const locked = await s.login(DEMO, { session: 'guesser' })
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('60')
    expect(locked.json).toEqual({ detail: loginThrottledDetail(60) })
    // Another e-mail, another data set and the shared one are not locked.
    expect((await s.login(ADMIN, { session: 'guesser' })).status).toBe(200)
    expect((await s.login(DEMO, { session: 'someone-else' })).status).toBe(200)
    expect((await s.login(DEMO)).status).toBe(200)
    fakeNow += 30_000
    expect((await s.login(DEMO, { session: 'guesser' })).headers.get('retry-after')).toBe('30')
    fakeNow += 30_000
    expect((await s.login(DEMO, { session: 'guesser' })).status).toBe(200)
    // A success starts the count again: 4 more failures do not lock.
    for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.maxFailures - 1; i++) await s.login(wrong, { session: 'guesser' })
    expect((await s.login(DEMO, { session: 'guesser' })).status).toBe(200)
  })

  it('ignores the 401s a scenario or fault forces on the login (a lab spec\'s failures are not guesses)', async () => {
    const s = await start()
    const set = await s.call('POST', '/__sandbox/scenario', { session: 'lab', body: { endpoint: 'POST /auth/login', scenario: { status: 401, times: 8 } } })
    expect(set.status).toBe(200)
    for (let i = 0; i < 8; i++) expect((await s.login(DEMO, { session: 'lab' })).status).toBe(401)
    expect((await s.login(DEMO, { session: 'lab' })).status).toBe(200)
  })

  it('does not lock on failures spread wider than the window', async () => {
    const s = await start()
    for (let i = 0; i < 10; i++) {
      expect((await s.login(wrong, { session: 'slow' })).status).toBe(401)
      fakeNow += 15_000
    }
  })

  it('is switched off per data set (POST /__sandbox/login-throttle) or for the server (SANDBOX_LOGIN_MAX_FAILURES=0)', async () => {
    const s = await start()
    const off = await s.call('POST', '/__sandbox/login-throttle', { session: 'suite', body: { enabled: false } })
    expect(off).toMatchObject({ status: 200, json: { enabled: false } })
    for (let i = 0; i < 20; i++) expect((await s.login(wrong, { session: 'suite' })).status).toBe(401)
    expect((await s.login(DEMO, { session: 'suite' })).status).toBe(200)
    expect((await s.call('POST', '/__sandbox/login-throttle', { session: 'suite', body: { enabled: 'no' } })).status).toBe(422)
    expect((await s.call('GET', '/__sandbox/limits', { session: 'suite' })).json.loginThrottle).toMatchObject({ enabled: false, maxFailures: 5 })

    expect(loginThrottleFromEnv({ SANDBOX_LOGIN_MAX_FAILURES: '0', SANDBOX_LOGIN_LOCK_SECONDS: '5' })).toEqual({ maxFailures: 0, lockMs: 5000 })
    const none = await start({ loginThrottle: { maxFailures: 0 } })
    for (let i = 0; i < 20; i++) await none.login(wrong)
    expect((await none.login(DEMO)).status).toBe(200)
  })
})

describe('the HTTP contract of the server', () => {
  it('answers 415 to a JSON endpoint sent text/plain, a form or no type (what a cross-site form can post)', async () => {
    const s = await start()
    const login = JSON.stringify({ email: DEMO.email, password: DEMO.password })
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await s.call('POST', '/api/v1/auth/login', { raw: login, type })
      expect(res, type).toMatchObject({ status: 415, json: { detail: UNSUPPORTED_MEDIA_TYPE_MESSAGE } })
    }
    const register = JSON.stringify({ email: 'form@example.com', username: 'form', password: 'Secret123!', full_name: 'F', terms_accepted: true, privacy_accepted: true })
    expect((await s.call('POST', '/api/v1/auth/register', { raw: register, type: 'text/plain;charset=UTF-8' })).status).toBe(415)
    const noType = await fetch(`${s.base}/api/v1/contact`, { method: 'POST', body: new Blob([JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' })]) })
    expect(noType.status).toBe(415)
    expect((await s.call('POST', '/api/v1/auth/login', { raw: login, type: 'application/json; charset=utf-8' })).status).toBe(200)
    expect((await s.call('POST', '/api/v1/auth/login', { raw: login, type: 'application/vnd.api+json' })).status).toBe(200)
    // Multipart stays the upload's type.
    const token = String((await s.login(DEMO)).json.access_token)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }), 'pixel.png')
    const upload = await fetch(`${s.base}/api/v1/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
    expect(upload.status).toBe(201)
  })

  it('answers HEAD on GET routes like the GET without a body, and OPTIONS with Allow', async () => {
    const s = await start()
    const token = String((await s.login(DEMO)).json.access_token)
    const get = await s.call('GET', '/api/v1/todos', { token })
    const head = await s.call('HEAD', '/api/v1/todos', { token })
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
    expect((await s.call('HEAD', '/api/v1/todos')).status).toBe(401)
    expect((await s.call('HEAD', '/api/v1/nothing-here')).status).toBe(404)
    expect((await s.call('HEAD', '/api/v1/openapi.json')).status).toBe(200)

    const options = await s.call('OPTIONS', '/api/v1/todos/1')
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('GET, PATCH, DELETE, HEAD, OPTIONS')
    expect((await s.call('OPTIONS', '/api/v1/nothing-here')).status).toBe(404)
    // A CORS preflight is still answered for the browser.
    const preflight = await s.call('OPTIONS', '/api/v1/todos', { headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })
})
