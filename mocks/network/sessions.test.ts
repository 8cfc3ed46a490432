/**
 * Per-learner isolation on the practice server (mocks/network/sessions.ts through mocks/server.ts),
 * over real HTTP: two sessions never see each other's writes or scenarios, reset resets only the
 * caller, idle sessions expire (24 h named, 1 h browser context; fake clock), a newcomer past the
 * session cap evicts the least recently used idle data set, the records cap refuses only
 * record-creating requests (429), a malformed header 400.
 * Also network mode's page: the meta tag, the session cookie and the self-removing worker.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import defaultSeed from '../db/seeds/default.json'
import { startApiServer, type ApiServer } from '../server'
import { DEMO } from '../test-helpers'
import { injectNetworkMeta, NETWORK_META } from './app'
import {
  chooseSession,
  DEFAULT_SESSION_LIMITS,
  heapAfterMajorGc,
  type HeapReading,
  INVALID_SESSION_DETAIL,
  limitsFromEnv,
  SESSION_COOKIE,
  sessionLanguage,
  SessionStore,
  SHARED_SESSION_ID,
  tooManyRecordsDetail,
} from './sessions'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000
const SEED_RECORDS = Object.values(defaultSeed.collections as Record<string, unknown[]>).reduce((n, list) => n + list.length, 0)

let fakeNow = 1_000_000
const servers: ApiServer[] = []

async function start(options: Parameters<typeof startApiServer>[2] = {}) {
  const api = await startApiServer(0, '127.0.0.1', { sessions: { now: () => fakeNow, ...options.sessions }, app: options.app })
  servers.push(api)
  const base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`
  const call = async (method: string, url: string, { session, body, token, headers = {} }: { session?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(session === undefined ? {} : { 'X-Sandbox-Session': session }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> }
  }
  const login = async (session?: string) => {
    const r = await call('POST', '/api/v1/auth/login', { session, body: { email: DEMO.email, password: DEMO.password } })
    expect(r.status).toBe(200)
    return String(r.json.access_token)
  }
  const addTodo = async (session: string | undefined, token: string, title: string) =>
    call('POST', '/api/v1/todos', { session, token, body: { title } })
  const todoTitles = async (session: string | undefined, token: string) => {
    const r = await call('GET', '/api/v1/todos', { session, token })
    expect(r.status).toBe(200)
    return r.text
  }
  return { api, base, call, login, addTodo, todoTitles }
}

afterEach(() => {
  fakeNow = 1_000_000
})
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
})

const HANGUL = /[\uac00-\ud7a3]/

describe('the language of a session\'s data', () => {
  it('takes X-Sandbox-Language, then ?lng=, then the first choice of Accept-Language; English otherwise', () => {
    expect(sessionLanguage('ko', undefined, undefined)).toBe('ko')
    expect(sessionLanguage('en', 'ko', 'ko-KR')).toBe('en')
    expect(sessionLanguage(undefined, 'ko', 'en-US')).toBe('ko')
    expect(sessionLanguage(undefined, undefined, 'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ko')
    expect(sessionLanguage(undefined, undefined, 'en-US,en;q=0.9,ko;q=0.8')).toBe('en')
    expect(sessionLanguage(undefined, undefined, 'en;q=0.5, ko')).toBe('ko')
    expect(sessionLanguage('fr', 'de', 'ko')).toBe('ko') // unknown values count as none
    expect(sessionLanguage(undefined, undefined, undefined)).toBe('en')
  })

  it('seeds a new session in Korean when its first request asks for Korean; the language stays the session\'s', async () => {
    const s = await start()
    const korean = { 'Accept-Language': 'ko-KR,ko;q=0.9,en;q=0.8' }
    const first = await s.call('POST', '/api/v1/auth/login', { session: 'kim', body: { email: DEMO.email, password: DEMO.password }, headers: korean })
    expect(first.status).toBe(200)
    expect(first.headers.get('X-Sandbox-Language')).toBe('ko')
    const token = String(first.json.access_token)
    // Later requests in English do not change the data set.
    const todos = await s.call('GET', '/api/v1/todos', { session: 'kim', token, headers: { 'Accept-Language': 'en-US' } })
    expect(todos.headers.get('X-Sandbox-Language')).toBe('ko')
    expect(todos.text).toMatch(HANGUL)
    const posts = await s.call('GET', '/api/v1/posts', { session: 'kim', token })
    expect(posts.text).toMatch(HANGUL)
    // A reset keeps the session's seed.
    expect((await s.call('POST', '/__sandbox/reset', { session: 'kim' })).status).toBe(200)
    const again = await s.login('kim')
    expect(await s.todoTitles('kim', again)).toMatch(HANGUL)

    // The header and ?lng= choose as well; English by default; the shared data set stays English.
    const byHeader = await s.call('POST', '/api/v1/auth/login', { session: 'park', body: { email: DEMO.email, password: DEMO.password }, headers: { 'X-Sandbox-Language': 'ko' } })
    expect(await s.todoTitles('park', String(byHeader.json.access_token))).toMatch(HANGUL)
    const byQuery = await s.call('POST', '/api/v1/auth/login?lng=ko', { session: 'choi', body: { email: DEMO.email, password: DEMO.password } })
    expect(await s.todoTitles('choi', String(byQuery.json.access_token))).toMatch(HANGUL)
    expect(await s.todoTitles('smith', await s.login('smith'))).not.toMatch(HANGUL)
    const shared = await s.call('POST', '/api/v1/auth/login', { body: { email: DEMO.email, password: DEMO.password }, headers: korean })
    expect(shared.headers.get('X-Sandbox-Language')).toBe('en')
    expect(await s.todoTitles(undefined, String(shared.json.access_token))).not.toMatch(HANGUL)
  })
})

describe('choosing the data set', () => {
  it('takes the header first, then the cookie, else the shared data set', () => {
    expect(chooseSession('alice', `${SESSION_COOKIE}=bob`)).toEqual({ kind: 'session', id: 'alice', from: 'header' })
    expect(chooseSession(undefined, `theme=dark; ${SESSION_COOKIE}=bob`)).toEqual({ kind: 'session', id: 'bob', from: 'cookie' })
    expect(chooseSession(undefined, undefined)).toEqual({ kind: 'shared' })
    expect(chooseSession(SHARED_SESSION_ID, undefined)).toEqual({ kind: 'shared' })
  })

  it('refuses a malformed header and ignores a malformed cookie', () => {
    for (const bad of ['', ' ', 'a b', 'x'.repeat(65), 'é', '../etc', 'a;b', ['a', 'b']]) expect(chooseSession(bad, undefined)).toEqual({ kind: 'invalid' })
    expect(chooseSession('x'.repeat(64), undefined)).toMatchObject({ kind: 'session' })
    expect(chooseSession(undefined, `${SESSION_COOKIE}=${'x'.repeat(500)}`)).toEqual({ kind: 'shared' })
  })

  it('reads the limits from the environment, ignoring unusable values', () => {
    expect(limitsFromEnv({ SANDBOX_MAX_SESSIONS: '20', SANDBOX_MAX_RECORDS: '1000' })).toEqual({ maxSessions: 20, maxRecords: 1000 })
    expect(limitsFromEnv({ SANDBOX_SESSION_IDLE_MINUTES: '90', SANDBOX_COOKIE_IDLE_MINUTES: '5' })).toEqual({ idleMs: 90 * 60_000, cookieIdleMs: 5 * 60_000 })
    expect(limitsFromEnv({ SANDBOX_MAX_SESSIONS: '0', SANDBOX_MAX_RECORDS: 'lots' })).toEqual({})
    expect(limitsFromEnv({ SANDBOX_HEAP_SHARE: '0.5' })).toEqual({ heapShare: 0.5 })
    expect(limitsFromEnv({ SANDBOX_HEAP_SHARE: '0' })).toEqual({ heapShare: 0 })
    for (const unusable of ['1', '1.5', '-0.1', 'half', '', ' ']) expect(limitsFromEnv({ SANDBOX_HEAP_SHARE: unusable }), unusable).toEqual({})
    expect(DEFAULT_SESSION_LIMITS).toEqual({ maxSessions: 200, maxRecords: 3000, idleMs: DAY, cookieIdleMs: HOUR, heapShare: 0.6 })
  })

  it('expires an idle named session after 24 h, a browser-context one after 1 h (store, fake clock)', () => {
    let now = 0
    const store = new SessionStore({ now: () => now })
    const a = store.acquire('a')
    const browser = store.acquire('b', 'cookie')
    now = HOUR - 1
    expect(store.peek('b')).toBe(browser)
    now = HOUR
    expect(store.peek('b')).toBeUndefined()
    expect(store.sweep()).toBe(1)
    now = DAY - 1
    expect(store.acquire('a')).toBe(a) // used: its idle time starts again
    now = 2 * DAY - 2
    expect(store.peek('a')).toBe(a)
    now = 2 * DAY - 1
    expect(store.peek('a')).toBeUndefined()
    const again = store.acquire('a')
    expect(again).not.toBe(a) // a new session: fresh data
  })

  it('past the cap evicts the least recently used idle session instead of refusing the new one', () => {
    let now = 0
    const store = new SessionStore({ maxSessions: 2, now: () => now })
    const a = store.acquire('a')
    now += 1
    store.acquire('b')
    now += 1
    expect(store.acquire('a')).toBe(a) // a is now the most recently used
    now += 1
    expect(store.acquire('c')).toBeDefined()
    expect(store.peek('b')).toBeUndefined() // b was the least recently used
    expect(store.peek('a')).toBe(a)
    expect([store.size, store.evictions]).toEqual([2, 1])
    // A session with a request in flight is never evicted: the next idle one goes.
    store.begin(a)
    store.acquire('d')
    expect(store.peek('a')).toBe(a)
    expect(store.peek('c')).toBeUndefined()
    // Every one busy: the store holds one more for a moment rather than refuse.
    const d = store.peek('d')!
    store.begin(d)
    expect(store.acquire('e')).toBeDefined()
    expect(store.size).toBe(3)
    store.end(a)
    store.end(d)
    store.acquire('f')
    expect(store.size).toBe(2)
  })
})

describe('the cap that follows the heap (store, a fake heap reader)', () => {
  it('above the share of the heap limit after a major GC evicts a batch of the least recently used idle data sets, once per GC', () => {
    let heap: HeapReading = { majorGcs: 0, used: 0, limit: 1000 }
    const forgotten: string[] = []
    const store = new SessionStore({ heap: () => heap, onForget: (session, reason) => forgotten.push(`${session.id} ${reason}`) })
    for (const id of 'abcdefghij') store.acquire(id)
    // Above the share but measured by no major GC (it may be garbage): nothing is evicted.
    heap = { ...heap, used: 900 }
    store.acquire('a') // LRU order now b c d e f g h i j a
    expect([store.size, store.evictions]).toEqual([10, 0])
    // A major GC measures 800 live of 1000 (target 600): the batch brings it to a tenth under the target
    // (540), as a share of the data sets, ceil(10 × 260 ÷ 800) = 4, least recently used first, but
    // never b (a request in flight) nor c (the one being acquired).
    store.begin(store.peek('b')!)
    heap = { majorGcs: 1, used: 800, limit: 1000 }
    store.acquire('c')
    expect(forgotten).toEqual(['d evicted', 'e evicted', 'f evicted', 'g evicted'])
    expect([store.size, store.evictions, store.heapEvictions]).toEqual([6, 4, 4])
    // The same reading again (the evicted data sets are freed only by the next GC): nothing more.
    store.acquire('x')
    expect(store.heapEvictions).toBe(4)
    // The next GC finds the heap under the target: nothing.
    heap = { majorGcs: 2, used: 590, limit: 1000 }
    store.acquire('y')
    expect([store.size, store.heapEvictions]).toEqual([8, 4])
    // Above again: ceil(8 × 160 ÷ 700) = 2, the least recently used idle ones (b is still busy).
    heap = { majorGcs: 3, used: 700, limit: 1000 }
    store.acquire('y')
    expect(forgotten.slice(4)).toEqual(['h evicted', 'i evicted'])
    expect([store.size, store.evictions, store.heapEvictions]).toEqual([6, 6, 6])
    // Every one busy: nothing to evict, nothing refused.
    for (const id of ['j', 'a', 'c', 'x', 'y']) store.begin(store.peek(id)!)
    heap = { majorGcs: 4, used: 990, limit: 1000 }
    expect(store.acquire('z')).toBeDefined()
    expect([store.size, store.heapEvictions]).toEqual([7, 6])
  })

  it('keeps the count cap beside it, and heapShare 0 turns it off', () => {
    let heap: HeapReading = { majorGcs: 0, used: 0, limit: 1000 }
    const store = new SessionStore({ maxSessions: 3, heapShare: 0, heap: () => heap })
    for (const id of 'abcd') {
      heap = { majorGcs: heap.majorGcs + 1, used: 990, limit: 1000 }
      store.acquire(id)
    }
    expect([store.size, store.evictions, store.heapEvictions]).toEqual([3, 1, 0])
  })

  it("reads this process's heap after each major GC (the server's reader)", async () => {
    const before = heapAfterMajorGc().majorGcs
    v8.setFlagsFromString('--expose-gc')
    ;(vm.runInNewContext('gc') as () => void)()
    await vi.waitFor(() => expect(heapAfterMajorGc().majorGcs).toBeGreaterThan(before))
    const reading = heapAfterMajorGc()
    expect(reading.limit).toBe(v8.getHeapStatistics().heap_size_limit)
    expect(reading.used).toBeGreaterThan(1e6)
    expect(reading.used).toBeLessThan(reading.limit)
  })
})

describe('isolation over HTTP', () => {
  let s: Awaited<ReturnType<typeof start>>
  beforeAll(async () => {
    s = await start()
  })

  it('keeps the writes of two sessions apart, and away from the shared data set', async () => {
    const alice = await s.login('alice')
    const bob = await s.login('bob')
    expect((await s.addTodo('alice', alice, 'Only in alice')).status).toBe(201)
    expect((await s.addTodo('bob', bob, 'Only in bob')).status).toBe(201)
    expect(await s.todoTitles('alice', alice)).toContain('Only in alice')
    expect(await s.todoTitles('alice', alice)).not.toContain('Only in bob')
    expect(await s.todoTitles('bob', bob)).not.toContain('Only in alice')
    const shared = await s.login()
    expect(await s.todoTitles(undefined, shared)).not.toMatch(/Only in (alice|bob)/)
    // A token of one session means nothing in another (its session record is not there).
    expect((await s.call('GET', '/api/v1/todos', { session: 'carol', token: alice })).status).toBe(401)
  })

  it('says which data set answered, and takes the cookie when there is no header', async () => {
    expect((await s.call('GET', '/__sandbox/limits', { session: 'alice' })).headers.get('x-sandbox-session')).toBe('alice')
    expect((await s.call('GET', '/__sandbox/limits')).headers.get('x-sandbox-session')).toBe(SHARED_SESSION_ID)
    const viaCookie = await s.call('GET', '/__sandbox/limits', { headers: { Cookie: `${SESSION_COOKIE}=alice` } })
    expect(viaCookie.headers.get('x-sandbox-session')).toBe('alice')
    expect(viaCookie.json.session).toMatchObject({ id: 'alice' })
  })

  it('resets only the caller', async () => {
    const alice = await s.login('alice')
    const bob = await s.login('bob')
    await s.addTodo('alice', alice, 'Alice before reset')
    await s.addTodo('bob', bob, 'Bob before reset')
    expect((await s.call('POST', '/__sandbox/reset', { session: 'alice' })).status).toBe(200)
    const alice2 = await s.login('alice')
    expect(await s.todoTitles('alice', alice2)).not.toContain('Alice before reset')
    expect(await s.todoTitles('bob', bob)).toContain('Bob before reset')
  })

  it('keeps scenarios per session', async () => {
    const set = await s.call('POST', '/__sandbox/scenario', { session: 'alice', body: { endpoint: 'POST /auth/login', scenario: { status: 503 } } })
    expect(set.status).toBe(200)
    expect((await s.call('POST', '/api/v1/auth/login', { session: 'alice', body: { email: DEMO.email, password: DEMO.password } })).status).toBe(503)
    await s.login('bob')
    await s.login()
    await s.call('POST', '/__sandbox/reset', { session: 'alice' })
    await s.login('alice')
  })

  it('answers 400 with a FastAPI detail for a malformed session header', async () => {
    for (const bad of ['two words', 'x'.repeat(65), 'semi;colon']) {
      const r = await s.call('GET', '/api/v1/auth/me', { session: bad })
      expect(r.status).toBe(400)
      expect(r.json).toEqual({ detail: INVALID_SESSION_DETAIL })
    }
  })

  it('ends the caller\'s session on DELETE /__sandbox/session (its data goes, its place is freed)', async () => {
    const token = await s.login('leaving')
    await s.addTodo('leaving', token, 'Left behind')
    const ended = await s.call('DELETE', '/__sandbox/session', { session: 'leaving' })
    expect(ended.json).toEqual({ ok: true, ended: true })
    expect((await s.call('GET', '/api/v1/todos', { session: 'leaving', token })).status).toBe(401)
    expect((await s.call('DELETE', '/__sandbox/session')).json).toEqual({ ok: true, ended: false }) // the shared data set stays
  })

  it('publishes its limits', async () => {
    const r = await s.call('GET', '/__sandbox/limits', { session: 'limits-check' })
    expect(r.json).toMatchObject({
      sessionHeader: 'X-Sandbox-Session',
      sessionCookie: SESSION_COOKIE,
      maxSessions: DEFAULT_SESSION_LIMITS.maxSessions,
      maxRecordsPerSession: DEFAULT_SESSION_LIMITS.maxRecords,
      sessionIdleExpiryMs: DAY,
      heapShare: DEFAULT_SESSION_LIMITS.heapShare,
      heapEvictedSessions: 0,
      session: { id: 'limits-check', records: SEED_RECORDS },
    })
  })
})

describe('expiry and caps over HTTP', () => {
  it('forgets a session idle for 24 h: the next request starts from the seed', async () => {
    const s = await start()
    const token = await s.login('idle')
    await s.addTodo('idle', token, 'Written before the break')
    fakeNow += DAY - 1
    expect(await s.todoTitles('idle', token)).toContain('Written before the break')
    fakeNow += DAY
    // The data (and the login's session record) are gone: the old token is refused, a new login sees the seed.
    expect((await s.call('GET', '/api/v1/todos', { session: 'idle', token })).status).toBe(401)
    expect(await s.todoTitles('idle', await s.login('idle'))).not.toContain('Written before the break')
  })

  it('never answers 429 past the session cap: the least recently used idle data set makes room', async () => {
    const s = await start({ sessions: { maxSessions: 2 } })
    const one = await s.login('one')
    await s.addTodo('one', one, 'Kept by one')
    await s.login('two')
    fakeNow += 1
    await s.login('one') // one is used again: two is now the least recently used
    fakeNow += 1
    await s.login('three')
    expect(await s.todoTitles('one', one)).toContain('Kept by one')
    expect(s.api.sessions.peek('two')).toBeUndefined()
    await s.login('two') // back, from the seed
    await s.login()
    const limits = await s.call('GET', '/__sandbox/limits', { session: 'one' })
    expect(limits.json).toMatchObject({ maxSessions: 2, activeSessions: 2, evictedSessions: 2 })
  })

  it('refuses writes past the records cap with 429 until records are deleted or the session is reset', async () => {
    const s = await start({ sessions: { maxRecords: SEED_RECORDS + 2 } })
    const token = await s.login('full') // + 1 (the login's session record)
    const first = await s.addTodo('full', token, 'Fits')
    expect(first.status).toBe(201)
    const refused = await s.addTodo('full', token, 'Does not fit')
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ detail: tooManyRecordsDetail(SEED_RECORDS + 2) })
    expect((await s.call('GET', '/api/v1/todos', { session: 'full', token })).status).toBe(200) // reads still work
    // So do login, refresh, logout, updates and every delete (the bulk one is a POST).
    const again = await s.call('POST', '/api/v1/auth/login', { session: 'full', body: { email: DEMO.email, password: DEMO.password } })
    expect(again.status).toBe(200)
    const refreshed = await s.call('POST', '/api/v1/auth/refresh', { session: 'full', body: { refresh_token: again.json.refresh_token } })
    expect(refreshed.status).toBe(200)
    expect((await s.call('POST', '/api/v1/auth/logout', { session: 'full', token: String(refreshed.json.access_token) })).status).toBe(200)
    expect((await s.call('PATCH', `/api/v1/todos/${String(first.json.id)}`, { session: 'full', token, body: { title: 'Renamed' } })).status).toBe(200)
    const [a, b] = ((await s.call('GET', '/api/v1/todos?limit=3', { session: 'full', token })).json.todos as Array<{ id: number }>).map((t) => t.id).filter((id) => id !== first.json.id)
    expect((await s.call('POST', '/api/v1/todos/bulk-delete', { session: 'full', token, body: { ids: [a] } })).status).toBe(200)
    expect((await s.call('DELETE', `/api/v1/todos/${String(b)}`, { session: 'full', token })).status).toBe(200)
    expect((await s.call('DELETE', `/api/v1/todos/${String(first.json.id)}`, { session: 'full', token })).status).toBe(200)
    expect((await s.addTodo('full', token, 'Fits again')).status).toBe(201)
    expect((await s.addTodo('other', await s.login('other'), 'Another session is not full')).status).toBe(201)
    await s.call('POST', '/__sandbox/reset', { session: 'full' })
    expect((await s.addTodo('full', await s.login('full'), 'After reset')).status).toBe(201)
  })
})

describe('network mode page', () => {
  let s: Awaited<ReturnType<typeof start>>
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qa-network-'))
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>QA</title></head><body><div id="root"></div></body></html>')
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *')
    s = await start({ app: { dir } })
  })

  it('injects the meta tag once', () => {
    const once = injectNetworkMeta('<html><head><title>x</title></head></html>')
    expect(once).toContain(`<head>\n    ${NETWORK_META}<title>`)
    expect(injectNetworkMeta(once)).toBe(once)
  })

  it('serves the app with the meta tag for / and client routes, and sets a session cookie on the first visit', async () => {
    for (const url of ['/', '/index.html', '/todos', '/posts/12/edit']) {
      const r = await s.call('GET', url, { headers: { Accept: 'text/html' } })
      expect(r.status).toBe(200)
      expect(r.text).toContain('<meta name="qa-api-mode" content="network" />')
      expect(r.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=[0-9a-f-]{36}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`))
    }
    const returning = await s.call('GET', '/', { headers: { Accept: 'text/html', Cookie: `${SESSION_COOKIE}=returning` } })
    expect(returning.headers.get('set-cookie')).toBeNull()
  })

  // The same rule at 1,000 contexts, with the memory the evicted data sets leave behind, is
  // limits.test.ts's; here the whole browser flow (the page hands out the cookie) runs past the cap.
  it('fresh browser contexts past the default cap of 200 (page, login, a list) never meet a 429: the least recently used make room', async () => {
    const statuses = new Map<number, number>()
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
    let next = 0
    const context = async () => {
      // A fresh context has no cookie: the page gives it one, and its API calls carry it.
      const page = await s.call('GET', '/', { headers: { Accept: 'text/html' } })
      count(page.status)
      const cookie = page.headers.get('set-cookie')!.split(';')[0]!
      const login = await s.call('POST', '/api/v1/auth/login', { headers: { Cookie: cookie }, body: { email: DEMO.email, password: DEMO.password } })
      count(login.status)
      count((await s.call('GET', '/api/v1/todos', { headers: { Cookie: cookie }, token: String(login.json.access_token) })).status)
    }
    await Promise.all(Array.from({ length: 8 }, async () => { while (next++ < 260) await context() }))
    expect(Object.fromEntries(statuses)).toEqual({ 200: 780 })
    const limits = (await s.call('GET', '/__sandbox/limits')).json
    expect(limits).toMatchObject({ maxSessions: 200, activeSessions: 200, evictedSessions: 60 })
  }, 120_000)

  it('serves static files, keeps the API JSON and replaces the sandbox worker with one that removes itself', async () => {
    expect((await s.call('GET', '/robots.txt')).text).toBe('User-agent: *')
    const missing = await s.call('GET', '/api/v1/nothing-here', { headers: { Accept: 'text/html' } })
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ detail: 'Not Found' })
    expect((await s.call('GET', '/assets/missing.js')).status).toBe(404)
    for (const script of ['/mockServiceWorker.js', '/sandbox-worker.js']) {
      const worker = await s.call('GET', script)
      expect(worker.headers.get('content-type')).toContain('javascript')
      expect(worker.text).toContain('self.registration.unregister()')
      expect(worker.text).not.toContain('fetch')
    }
  })
})
