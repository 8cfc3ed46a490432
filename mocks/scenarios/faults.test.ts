/**
 * Fault injection: each fault kind through the scenario layer, the seeded failure
 * rate (a run replays exactly), `?faults=` parsing and its round trip (the server routes: routes.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { SANDBOX_RUNTIME_KEY, readFaultSummary } from '@machines/shared/sandbox-runtime'
import { sandbox } from '../node'
import { runtime } from '../runtime'
import { BASE, call, DEMO, useSandboxServer } from '../test-helpers'
import { draw, faultDelay, faultHits, formatFaults, mulberry32, parseFaults } from './faults'
import { endpoints, MALFORMED_BODY } from './index'

useSandboxServer()

const loginBody = { email: DEMO.email, password: DEMO.password }

async function rawLogin(signal?: AbortSignal): Promise<Response> {
  return fetch(`${BASE}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(loginBody), signal })
}

describe('fault kinds', () => {
  it('status override with a body', async () => {
    sandbox.faults.set('POST /auth/login', { status: 503, body: { detail: 'Down for maintenance' } })
    const res = await call('POST', '/auth/login', { body: loginBody })
    expect(res).toMatchObject({ status: 503, body: { detail: 'Down for maintenance' } })
  })

  it('network error: fetch rejects', async () => {
    sandbox.faults.set('POST /auth/login', { networkError: true })
    await expect(rawLogin()).rejects.toThrow()
  })

  it('timeout: never answers until the client aborts', async () => {
    sandbox.faults.set('POST /auth/login', { timeout: true })
    const controller = new AbortController()
    let settled = false
    const request = rawLogin(controller.signal).finally(() => (settled = true))
    await new Promise((r) => setTimeout(r, 150))
    expect(settled).toBe(false)
    expect(sandbox.pending('POST /auth/login')).toBe(1)
    controller.abort()
    await expect(request).rejects.toThrow()
  })

  it('malformed JSON: 200, JSON content type, a truncated body', async () => {
    sandbox.faults.set('POST /auth/login', { malformed: true })
    const res = await rawLogin()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const text = await res.text()
    expect(text).toBe(MALFORMED_BODY)
    expect(() => JSON.parse(text)).toThrow()
  })

  it('empty body: 200 with content-length 0', async () => {
    sandbox.faults.set('GET /auth/me', { empty: true })
    const res = await fetch(`${BASE}/auth/me`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe('0')
    expect(await res.text()).toBe('')
  })

  it('latency: a fixed delay, or one drawn from a range by the seed', async () => {
    sandbox.faults.set('POST /auth/login', { delayMs: 120 })
    const started = Date.now()
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(100)

    const fault = { delayMs: 100, delayMaxMs: 900, seed: 7 }
    const delays = Array.from({ length: 20 }, (_, i) => faultDelay(fault, 'GET /todos', i))
    expect(delays.every((d) => d >= 100 && d <= 900)).toBe(true)
    expect(new Set(delays).size).toBeGreaterThan(10)
    expect(Array.from({ length: 20 }, (_, i) => faultDelay(fault, 'GET /todos', i))).toEqual(delays)
  })

  it('times: the fault applies that many times, then the happy handler answers', async () => {
    sandbox.faults.set('POST /auth/login', { status: 500, times: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await call('POST', '/auth/login', { body: loginBody })).status)
    expect(statuses).toEqual([500, 500, 200])
    expect(sandbox.faults.list()).toEqual([])
  })

  it('refuses two answer kinds at once and an inverted delay range', () => {
    expect(() => sandbox.faults.set('GET /todos', { status: 500, timeout: true })).toThrow(/choose one/)
    expect(() => sandbox.faults.set('GET /todos', { delayMs: 500, delayMaxMs: 100 })).toThrow(/delayMaxMs/)
    expect(() => sandbox.faults.set('GET /todos', { rate: 1.5 })).toThrow(/Invalid scenario/)
  })
})

describe('seeded failure rate', () => {
  it('mulberry32 is deterministic and spread over [0, 1)', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const values = Array.from({ length: 1000 }, () => a())
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values)
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true)
    const mean = values.reduce((s, v) => s + v, 0) / values.length
    expect(mean).toBeGreaterThan(0.45)
    expect(mean).toBeLessThan(0.55)
    expect(draw(42, 'GET /todos', 3)).toBe(draw(42, 'GET /todos', 3))
    expect(draw(42, 'GET /todos', 3)).not.toBe(draw(43, 'GET /todos', 3))
  })

  async function run(seed: number): Promise<number[]> {
    sandbox.faults.set('POST /auth/login', { status: 500, rate: 0.3, seed })
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await call('POST', '/auth/login', { body: loginBody })).status)
    return statuses
  }

  it('the same seed replays exactly the same failures; another seed differs', async () => {
    const first = await run(42)
    const again = await run(42)
    expect(again).toEqual(first)
    const failures = first.filter((s) => s === 500).length
    expect(failures).toBeGreaterThan(3)
    expect(failures).toBeLessThan(20)
    expect(first.filter((s) => s !== 500).every((s) => s === 200)).toBe(true)
    // The failing indexes are the ones the pure function names.
    expect(first.map((s, i) => (s === 500) === faultHits({ rate: 0.3, seed: 42 }, 'POST /auth/login', i)).every(Boolean)).toBe(true)
    expect(await run(7)).not.toEqual(first)
    expect(sandbox.faults.list()[0]).toMatchObject({ endpoint: 'POST /auth/login', seen: 30, remaining: null })
  })

  it('times counts the requests the fault hit', async () => {
    sandbox.faults.set('POST /auth/login', { status: 500, rate: 0.5, seed: 3, times: 2 })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await call('POST', '/auth/login', { body: loginBody })).status)
    expect(statuses.filter((s) => s === 500)).toHaveLength(2)
  })
})

describe('?faults=', () => {
  it('parses endpoints (with :params), options and globals; skips and reports invalid entries', () => {
    const parsed = parseFaults(
      'GET /todos:status=500;post /auth/login:network,rate=0.3,seed=42;DELETE /todos/:id:timeout,times=1;GET /todos/stats:delay=100-900,seed=9;latency=200;clientTimeout=1500;GET /nope:status=500;GET /posts:status=abc;GET /posts/my:bogus;GET /posts/popular:malformed,empty',
      endpoints,
    )
    expect(parsed.faults).toEqual([
      { endpoint: 'GET /todos', fault: { status: 500 } },
      { endpoint: 'POST /auth/login', fault: { networkError: true, rate: 0.3, seed: 42 } },
      { endpoint: 'DELETE /todos/:id', fault: { timeout: true, times: 1 } },
      { endpoint: 'GET /todos/stats', fault: { delayMs: 100, delayMaxMs: 900, seed: 9 } },
    ])
    expect(parsed.latencyMs).toBe(200)
    expect(parsed.clientTimeoutMs).toBe(1500)
    expect(parsed.errors).toHaveLength(4)
    expect(parsed.errors[0]).toMatch(/GET \/nope/)
  })

  it('round trip: format → parse gives the same settings, bodies included (UTF-8)', () => {
    const settings = {
      faults: [
        { endpoint: 'POST /posts', fault: { status: 422, body: { detail: [{ loc: ['body', 'title'], msg: '제목이 너무 깁니다, really', type: 'value_error' }] }, times: 3 } },
        { endpoint: 'GET /auth/me', fault: { empty: true, rate: 0.25, seed: 123456 } },
        { endpoint: 'PATCH /todos/:id/toggle', fault: { hold: true, delayMs: 50 } },
      ],
      latencyMs: 300,
      clientTimeoutMs: 2000,
    }
    const text = formatFaults(settings)
    const parsed = parseFaults(text, endpoints)
    expect(parsed.errors).toEqual([])
    expect({ faults: parsed.faults, latencyMs: parsed.latencyMs, clientTimeoutMs: parsed.clientTimeoutMs }).toEqual(settings)
    // And through a URL.
    const url = new URL(`http://localhost/todos?faults=${encodeURIComponent(text)}`)
    expect(parseFaults(url.searchParams.get('faults')!, endpoints).faults).toEqual(settings.faults)
  })

  it('apply() replaces the faults; link() reproduces them; the summary the app reads follows', () => {
    sandbox.faults.set('GET /posts', { status: 500 })
    const { errors } = sandbox.faults.apply('GET /todos:status=502;latency=50;nonsense')
    expect(errors).toHaveLength(1)
    expect(sandbox.faults.list().map((f) => f.endpoint)).toEqual(['GET /todos'])
    expect(sandbox.latency()).toBe(50)
    expect(sandbox.faults.query()).toBe('GET /todos:status=502;latency=50')
    const link = new URL(sandbox.faults.link())
    expect(link.searchParams.get('faults')).toBe('GET /todos:status=502;latency=50')
    const stored = { getItem: (key: string) => (key === SANDBOX_RUNTIME_KEY ? JSON.stringify(runtime.state) : null) }
    expect(readFaultSummary(stored)).toEqual({ endpoints: 1, latencyMs: 50, clientTimeoutMs: null, ignored: 0 })
    sandbox.faults.clear()
    sandbox.setLatency(0)
    expect(readFaultSummary(stored)).toMatchObject({ endpoints: 0, latencyMs: 0 })
  })
})
