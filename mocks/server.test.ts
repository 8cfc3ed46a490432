/**
 * The practice HTTP server (mocks/server.ts) against hostile clients, over real sockets:
 * slow bodies, huge bodies, keep-alive after an early answer. The server runs in-process on a
 * random port with a short body timeout.
 */
import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { REQUEST_BODY_MAX_BYTES } from '@machines/shared/contracts'
import { BODY_TOO_LARGE_MESSAGE } from './handlers/http'
import { REQUEST_TIMEOUT_MESSAGE, startApiServer, type ApiServer } from './server'

/** Long enough that a login under a loaded CI machine (400 ms seen) finishes well inside it. */
const BODY_TIMEOUT_MS = 1_500
const LOGIN = JSON.stringify({ email: 'demo@example.com', password: 'Demo1234!' })

let api: ApiServer
let port: number

beforeAll(async () => {
  api = await startApiServer(0, '127.0.0.1', { bodyTimeoutMs: BODY_TIMEOUT_MS })
  port = (api.server.address() as net.AddressInfo).port
})
beforeEach(() => api.sandbox.reset())
afterAll(() => api.close())

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  })
}

/** A raw connection that records what the server sends and whether it closed the socket. */
function rawConnection() {
  const socket = net.connect(port, '127.0.0.1')
  socket.setNoDelay(true)
  const state = { received: '', closed: false, error: undefined as Error | undefined }
  socket.on('data', (chunk) => (state.received += chunk.toString('latin1')))
  socket.on('error', (error) => (state.error = error))
  socket.on('close', () => (state.closed = true))
  const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  /** Resolves once `test()` holds, rejects after `ms`. */
  async function until(test: () => boolean, ms: number, what: string): Promise<void> {
    const deadline = Date.now() + ms
    while (!test()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; received ${JSON.stringify(state.received.slice(0, 300))}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  /** The complete responses received so far (status and body), parsed by Content-Length. */
  function responses(): Array<{ status: number; headers: string; body: string }> {
    const out: Array<{ status: number; headers: string; body: string }> = []
    let rest = state.received
    for (;;) {
      const end = rest.indexOf('\r\n\r\n')
      if (end < 0) break
      const head = rest.slice(0, end)
      const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0)
      if (rest.length < end + 4 + length) break
      out.push({ status: Number(head.split(' ')[1]), headers: head, body: rest.slice(end + 4, end + 4 + length) })
      rest = rest.slice(end + 4 + length)
    }
    return out
  }
  return { socket, state, ready, until, responses }
}

describe('a slow body', () => {
  it('does not hold up other requests and gets 408 after the body timeout', async () => {
    const slow = rawConnection()
    await slow.ready
    const started = Date.now()
    slow.socket.write(`POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${LOGIN.length}\r\n\r\n`)
    slow.socket.write(LOGIN.slice(0, 10))

    // Meanwhile other clients are answered while the slow one still waits, logins (database) included:
    // a server that blocked on the slow body would answer them only after its 408.
    for (let i = 0; i < 3; i++) {
      const res = await post('/auth/login', LOGIN)
      expect(res.status).toBe(200)
      expect(slow.responses()).toEqual([])
      expect(slow.state.closed).toBe(false)
    }

    await slow.until(() => slow.responses().length === 1 && slow.state.closed, BODY_TIMEOUT_MS * 5, 'the 408 and the close')
    const [answer] = slow.responses()
    expect(answer!.status).toBe(408)
    expect(JSON.parse(answer!.body)).toEqual({ detail: REQUEST_TIMEOUT_MESSAGE })
    expect(answer!.headers).toMatch(/connection: close/i)
    expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50)
    expect(REQUEST_TIMEOUT_MESSAGE).toBe('Request timeout')
  })

  it('that never starts (headers only) is timed out too', async () => {
    const slow = rawConnection()
    await slow.ready
    slow.socket.write('PATCH /api/v1/auth/profile HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n')
    expect((await post('/auth/login', LOGIN)).status).toBe(200)
    await slow.until(() => slow.state.closed, BODY_TIMEOUT_MS * 5, 'the close')
    expect(slow.responses().map((r) => r.status)).toEqual([408])
  })
})

describe('a body over 1 MB', () => {
  it('gets 413 over fetch and later requests stay fast', async () => {
    const huge = JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'x'.repeat(10 * 1_048_576) })
    const res = await post('/contact', huge)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ detail: BODY_TOO_LARGE_MESSAGE })
    const t0 = Date.now()
    expect((await post('/auth/login', LOGIN)).status).toBe(200)
    expect(Date.now() - t0).toBeLessThan(1000)
  })

  it('at exactly the limit is read (and validated: 422), one byte more is 413', async () => {
    const prefix = '{"name":"Ann","email":"ann@example.com","subject":"Hi","message":"'
    const body = (n: number) => prefix + 'x'.repeat(n - prefix.length - 2) + '"}'
    expect(body(REQUEST_BODY_MAX_BYTES)).toHaveLength(REQUEST_BODY_MAX_BYTES)
    const atLimit = await post('/contact', body(REQUEST_BODY_MAX_BYTES))
    expect(atLimit.status).toBe(422)
    expect((await atLimit.json()).detail[0]).toMatchObject({ loc: ['body', 'message'], type: 'string_too_long' })
    expect((await post('/contact', body(REQUEST_BODY_MAX_BYTES + 1))).status).toBe(413)
  })

  it('keeps the keep-alive connection usable: the next request on the same socket is answered', async () => {
    const conn = rawConnection()
    await conn.ready
    const size = 2 * 1_048_576
    conn.socket.write(`POST /api/v1/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`)
    await conn.until(() => conn.responses().length === 1, 2000, 'the early 413')
    expect(conn.responses()[0]!.status).toBe(413)
    // The client still sends the body it announced; the server drops it.
    conn.socket.write('x'.repeat(size))
    conn.socket.write(`POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${LOGIN.length}\r\n\r\n${LOGIN}`)
    await conn.until(() => conn.responses().length === 2, 2000, 'the answer to the next request')
    expect(conn.responses()[1]!.status).toBe(200)
    expect(JSON.parse(conn.responses()[1]!.body)).toMatchObject({ token_type: 'bearer' })
    expect(conn.state.closed).toBe(false)
    conn.socket.destroy()
  })

  it('sent chunked (no length) gets 413 and the connection is closed, never left hanging', async () => {
    const conn = rawConnection()
    await conn.ready
    conn.socket.write('POST /api/v1/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n')
    const chunk = 'x'.repeat(256 * 1024)
    for (let i = 0; i < 5 && !conn.state.closed; i++) conn.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
    await conn.until(() => conn.state.closed, BODY_TIMEOUT_MS * 5, 'the close')
    const statuses = conn.responses().map((r) => r.status)
    // Either the 413 arrived before the close, or the close was clean (no response at all is not a hang).
    expect(statuses.every((s) => s === 413)).toBe(true)
    expect((await post('/auth/login', LOGIN)).status).toBe(200)
  })
})

describe('over HTTP', () => {
  it('answers a hostile e-mail (quadratic for the old pattern) at once with 422', async () => {
    const t0 = Date.now()
    const res = await post('/auth/login', JSON.stringify({ email: 'a@' + '.'.repeat(24000) + '@', password: 'x' }))
    expect(res.status).toBe(422)
    expect(Date.now() - t0).toBeLessThan(500)
  })

  it('keeps the sandbox controls working with the buffered bodies', async () => {
    const scenario = await fetch(`http://127.0.0.1:${port}/__sandbox/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: 'POST /auth/login', scenario: { status: 503, times: 1 } }),
    })
    expect(scenario.status).toBe(200)
    expect((await post('/auth/login', LOGIN)).status).toBe(503)
    expect((await post('/auth/login', LOGIN)).status).toBe(200)
    const bad = await fetch(`http://127.0.0.1:${port}/__sandbox/advance-clock`, { method: 'POST', body: '{' })
    expect(bad.status).toBe(422)
  })
})

describe('held requests over HTTP (POST /__sandbox/release, GET /__sandbox/held)', () => {
  const control = (path: string, init: RequestInit & { session?: string } = {}) => {
    const { session, ...rest } = init
    return fetch(`http://127.0.0.1:${port}/__sandbox/${path}`, {
      ...rest,
      headers: { 'Content-Type': 'application/json', ...(session ? { 'X-Sandbox-Session': session } : {}), ...(rest.headers as Record<string, string> | undefined) },
    })
  }
  const held = async (session: string, query = '') => (await control(`held${query}`, { session })).json()

  it('counts a held request of the caller only and releases it into the rest of its scenario', async () => {
    const scenario = await control('scenario', { method: 'POST', session: 'held-a', body: JSON.stringify({ endpoint: 'POST /auth/login', scenario: { status: 503, hold: true, times: 1 } }) })
    expect(scenario.status).toBe(200)
    expect(await held('held-a')).toEqual({ held: {}, pending: {} })
    const login = post('/auth/login', LOGIN, { 'X-Sandbox-Session': 'held-a' })
    await expect.poll(() => held('held-a', '?endpoint=post%20/auth/login')).toEqual({ endpoint: 'POST /auth/login', held: 1, pending: 1 })
    expect(await held('held-a')).toEqual({ held: { 'POST /auth/login': 1 }, pending: { 'POST /auth/login': 1 } })
    // Another learner's data set neither sees nor releases it.
    expect(await held('held-b')).toEqual({ held: {}, pending: {} })
    const other = await control('release', { method: 'POST', session: 'held-b', body: JSON.stringify({ endpoint: 'POST /auth/login' }) })
    expect(await other.json()).toEqual({ endpoint: 'POST /auth/login', released: 0 })
    const released = await control('release', { method: 'POST', session: 'held-a', body: JSON.stringify({ endpoint: 'post /auth/login' }) })
    expect(released.status).toBe(200)
    expect(await released.json()).toEqual({ endpoint: 'POST /auth/login', released: 1 })
    expect((await login).status).toBe(503)
    expect(await held('held-a')).toEqual({ held: {}, pending: {} })
    // The scenario was used up: the next login is the happy one.
    expect((await post('/auth/login', LOGIN, { 'X-Sandbox-Session': 'held-a' })).status).toBe(200)
  })

  it('answers a bad release body or endpoint with a FastAPI 422', async () => {
    const release = async (body: string | undefined) => {
      const res = await control('release', { method: 'POST', session: 'held-bad', body })
      return { status: res.status, body: (await res.json()) as { detail: Array<{ loc: unknown[]; type: string }> } }
    }
    const cases: Array<[string | undefined, unknown[], string]> = [
      [undefined, ['body'], 'missing'],
      ['{', ['body'], 'json_invalid'],
      ['[1]', ['body'], 'dict_type'],
      ['{}', ['body', 'endpoint'], 'missing'],
      ['{"endpoint": 5}', ['body', 'endpoint'], 'string_type'],
      ['{"endpoint": "GET /nowhere"}', ['body', 'endpoint'], 'value_error'],
    ]
    for (const [body, loc, type] of cases) {
      const res = await release(body)
      expect(res.status, String(body)).toBe(422)
      expect(res.body.detail).toEqual([expect.objectContaining({ loc, type, msg: expect.any(String) })])
    }
    const query = await control('held?endpoint=GET%20/nowhere', { session: 'held-bad' })
    expect(query.status).toBe(422)
    expect(((await query.json()) as { detail: Array<{ loc: unknown[] }> }).detail[0]!.loc).toEqual(['query', 'endpoint'])
  })

  it('refuses a malformed session header with 400', async () => {
    const res = await control('held', { session: 'not a session!' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ detail: expect.any(String) })
  })
})

describe('the todos export over the server', () => {
  it('answers a CSV file whose name a cross-origin page can read', async () => {
    const login = (await (await post('/auth/login', LOGIN)).json()) as { access_token: string }
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/todos/export?format=csv`, {
      headers: { Authorization: `Bearer ${login.access_token}`, Origin: 'http://localhost:4173' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/)
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="todos.csv"')
    expect(res.headers.get('Access-Control-Expose-Headers')?.split(/,\s*/)).toEqual(['Content-Disposition', 'X-Sandbox-Session', 'X-Sandbox-Language', 'Retry-After'])
    expect((await res.text()).split('\r\n')[0]).toBe('id,title,description,priority,status,due_date,completed_at,created_at,updated_at,tags')
  })
})
