/** `/__sandbox/faults` on the practice server (mocks/scenarios/routes.ts), over real HTTP, per learner session. */
import { describe, expect, it } from 'vitest'
import { usePracticeServer } from '../test-server'
import { MALFORMED_BODY } from './index'

describe('/__sandbox/faults on the practice server', () => {
  const server = usePracticeServer()
  const headers = { 'Content-Type': 'application/json', 'X-Sandbox-Session': 'faults-test-session' }
  const control = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  it('POST sets, GET lists, the fault applies, DELETE clears', async () => {
    expect((await control('POST', '/__sandbox/faults', { endpoint: 'GET /auth/me', fault: { status: 503 } })).status).toBe(200)
    expect((await control('POST', '/__sandbox/faults', { query: 'GET /todos:malformed;bad entry' })).body.ignored).toHaveLength(1)
    expect((await control('POST', '/__sandbox/faults', { endpoint: 'GET /auth/me', fault: { status: 503 } })).status).toBe(200)
    const listed = await control('GET', '/__sandbox/faults')
    expect(listed.body).toMatchObject({ latencyMs: 0, clientTimeoutMs: null, query: 'GET /todos:malformed;GET /auth/me:status=503' })
    expect((await fetch(`${server.origin}/api/v1/auth/me`, { headers })).status).toBe(503)
    expect(await (await fetch(`${server.origin}/api/v1/todos`, { headers })).text()).toBe(MALFORMED_BODY)
    // Another learner's session is not affected.
    expect((await fetch(`${server.origin}/api/v1/auth/me`, { headers: { 'X-Sandbox-Session': 'someone-else' } })).status).toBe(401)
    expect((await control('DELETE', '/__sandbox/faults?endpoint=GET%20/todos')).body.query).toBe('GET /auth/me:status=503')
    expect((await control('DELETE', '/__sandbox/faults')).body).toMatchObject({ ok: true, faults: [] })
    expect((await fetch(`${server.origin}/api/v1/auth/me`, { headers })).status).toBe(401)
  })

  it('422 for an unknown endpoint, an invalid fault or an empty request', async () => {
    expect((await control('POST', '/__sandbox/faults', { endpoint: 'GET /nope', fault: { status: 500 } })).status).toBe(422)
    expect((await control('POST', '/__sandbox/faults', { endpoint: 'GET /todos', fault: { rate: 2 } })).status).toBe(422)
    expect((await control('POST', '/__sandbox/faults', {})).status).toBe(422)
  })
})
