import { describe, expect, it } from 'vitest'
import { sandbox } from '../node'
import { runtime, RUNTIME_KEY } from '../runtime'
import { call, DEMO, useSandboxServer } from '../test-helpers'

useSandboxServer()

const loginBody = { email: DEMO.email, password: DEMO.password }
const tick = (ms = 10) => new Promise((r) => setTimeout(r, ms))

describe('scenarios', () => {
  it('lists the endpoint keys as written in the handlers', () => {
    expect(sandbox.endpoints()).toEqual([
      'POST /auth/login',
      'GET /auth/me',
      'POST /auth/refresh',
      'POST /auth/logout',
      'POST /auth/accept-terms',
      'POST /auth/register',
      'PATCH /auth/profile',
      'POST /auth/change-password',
      'POST /auth/password-reset',
      'POST /auth/password-reset/confirm',
      'POST /auth/verify-email',
      'POST /auth/resend-verification',
      'GET /users/me/activity',
      'DELETE /users/me',
      'DELETE /users/:id',
      'POST /upload',
      'POST /contact',
      'GET /contact/test-email',
      'GET /todos',
      'POST /todos',
      'GET /todos/stats',
      'GET /todos/export',
      'GET /todos/upcoming',
      'GET /todos/overdue',
      'GET /todos/by-date',
      'PATCH /todos/bulk',
      'POST /todos/bulk-delete',
      'GET /todos/:id',
      'PATCH /todos/:id',
      'PATCH /todos/:id/toggle',
      'DELETE /todos/:id',
      'GET /posts',
      'POST /posts',
      'GET /posts/my',
      'GET /posts/popular',
      'GET /posts/search',
      'GET /posts/:id',
      'PUT /posts/:id',
      'DELETE /posts/:id',
      'POST /posts/:id/like',
      'DELETE /posts/:id/like',
      'GET /posts/:id/related',
      'POST /comments',
      'DELETE /comments/:id',
      'GET /calendar/events',
      'POST /calendar/events',
      'GET /calendar/events/:id',
      'PATCH /calendar/events/:id',
      'DELETE /calendar/events/:id',
      'GET /kanban/users',
      'GET /kanban/boards',
      'POST /kanban/boards',
      'GET /kanban/boards/:id',
      'PATCH /kanban/boards/:id',
      'DELETE /kanban/boards/:id',
      'POST /kanban/boards/:id/columns',
      'PATCH /kanban/columns/:id',
      'DELETE /kanban/columns/:id',
      'POST /kanban/columns/:id/cards',
      'PATCH /kanban/cards/bulk',
      'POST /kanban/cards/bulk-delete',
      'PATCH /kanban/cards/:id',
      'DELETE /kanban/cards/:id',
      'POST /kanban/cards/:id/move',
      'GET /challenges/status-codes/:code',
      'GET /challenges/basic-auth',
      'GET /challenges/waiting/ajax-data',
      'GET /challenges/waiting/load-delay',
      'GET /progress',
      'POST /progress/events',
      'PUT /progress',
      'DELETE /progress',
      'GET /openapi.json',
    ])
  })

  it('overrides the status with the FastAPI default detail', async () => {
    sandbox.scenario('POST /auth/login', { status: 500 })
    for (let i = 0; i < 2; i++) {
      expect(await call('POST', '/auth/login', { body: loginBody })).toMatchObject({
        status: 500,
        body: { detail: 'Internal Server Error' },
      })
    }
    sandbox.clearScenarios()
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(200)
  })

  it('answers a custom body and status', async () => {
    sandbox.scenario('post /contact', { status: 409, body: { detail: 'Custom conflict' } })
    expect(await call('POST', '/contact', { body: {} })).toMatchObject({ status: 409, body: { detail: 'Custom conflict' } })
  })

  it('applies a one-shot scenario once', async () => {
    sandbox.scenario('POST /auth/login', { status: 503, times: 1 })
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(503)
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(200)
  })

  it('matches path parameters', async () => {
    sandbox.scenario('DELETE /users/:id', { status: 404, times: 2 })
    expect(await call('DELETE', '/users/1')).toMatchObject({ status: 404, body: { detail: 'Not Found' } })
    expect((await call('DELETE', '/users/abc')).status).toBe(404)
    expect((await call('DELETE', '/users/1')).status).toBe(401)
  })

  it('fails at the network level', async () => {
    sandbox.scenario('GET /auth/me', { networkError: true, times: 1 })
    await expect(call('GET', '/auth/me')).rejects.toThrow(TypeError)
    expect((await call('GET', '/auth/me')).status).toBe(401)
  })

  it('holds requests until released, then falls through to the happy handler', async () => {
    sandbox.scenario('POST /auth/login', { hold: true })
    let settled = false
    const pendingCall = call('POST', '/auth/login', { body: loginBody }).finally(() => (settled = true))
    await tick(30)
    expect(settled).toBe(false)
    expect(sandbox.pending('POST /auth/login')).toBe(1)
    expect(sandbox.pendingByEndpoint()).toEqual({ 'POST /auth/login': 1 })
    expect(sandbox.release('POST /auth/login')).toBe(1)
    const res = await pendingCall
    expect(res.status).toBe(200)
    expect(sandbox.pending('POST /auth/login')).toBe(0)
    expect(sandbox.release('POST /auth/login')).toBe(0)
  })

  it('holds, then applies the rest of the scenario on release', async () => {
    sandbox.scenario('POST /contact', { hold: true, status: 500, times: 1 })
    const first = call('POST', '/contact', { body: {} })
    await tick()
    // One-shot: a second request is not held.
    expect((await call('POST', '/contact', { body: {} })).status).toBe(422)
    sandbox.release('POST /contact')
    expect((await first).status).toBe(500)
  })

  it('lets held requests through when the scenarios are cleared', async () => {
    sandbox.scenario('GET /auth/me', { hold: true, status: 500 })
    const held = call('GET', '/auth/me')
    await tick()
    sandbox.clearScenarios()
    expect((await held).status).toBe(401)
  })

  it('delays, then falls through unless a status is set', async () => {
    sandbox.scenario('GET /auth/me', { delayMs: 60 })
    const started = Date.now()
    const slow = call('GET', '/auth/me')
    await tick()
    expect(sandbox.pending()).toBe(1)
    expect((await slow).status).toBe(401)
    expect(Date.now() - started).toBeGreaterThanOrEqual(50)
    sandbox.scenario('GET /auth/me', { delayMs: 10, status: 502 })
    expect((await call('GET', '/auth/me')).body).toEqual({ detail: 'Bad Gateway' })
  })

  it('adds global latency to every request', async () => {
    sandbox.setLatency(60)
    const started = Date.now()
    expect((await call('GET', '/auth/me')).status).toBe(401)
    expect(Date.now() - started).toBeGreaterThanOrEqual(50)
    expect(sandbox.latency()).toBe(60)
  })

  it('answers 204 without a body', async () => {
    sandbox.scenario('POST /auth/logout', { status: 204 })
    const res = await fetch('http://localhost/api/v1/auth/logout', { method: 'POST' })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
  })

  it('rejects unknown endpoints and invalid configs with a helpful error', () => {
    expect(() => sandbox.scenario('GET /nope', { status: 500 })).toThrow(/Unknown endpoint.*POST \/auth\/login/)
    expect(() => sandbox.scenario('POST /auth/login', { status: 99 })).toThrow(/Invalid scenario/)
    expect(() => sandbox.scenario('POST /auth/login', { times: 0 })).toThrow(/Invalid scenario/)
    expect(() => sandbox.release('nope')).toThrow(/Unknown endpoint/)
  })

  it('stores scenarios with the runtime settings and reset() clears everything', async () => {
    sandbox.scenario('POST /auth/login', { status: 500, times: 2 })
    sandbox.setLatency(5)
    expect(runtime.state.scenarios['POST /auth/login']).toEqual({ scenario: { status: 500, times: 2 }, remaining: 2, seen: 0 })
    await call('POST', '/auth/login', { body: loginBody })
    expect(runtime.state.scenarios['POST /auth/login']?.remaining).toBe(1)
    await sandbox.reset()
    expect(runtime.state).toMatchObject({ scenarios: {}, latencyMs: 0, clockOffsetMs: 0 })
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(200)
    expect(RUNTIME_KEY).toBe('qa-sandbox-runtime')
  })
})

describe('sandbox api', () => {
  it('seeds, resets to the current seed and exposes a snapshot', async () => {
    await sandbox.seed('empty')
    expect(sandbox.seedName()).toBe('empty')
    expect(sandbox.db.collections.posts).toEqual([])
    await call('POST', '/contact', { body: { name: 'a', email: 'a@b.co', subject: 's', message: 'm' } })
    expect(sandbox.db.collections.contactMessages).toHaveLength(1)
    await sandbox.reset()
    expect(sandbox.seedName()).toBe('empty')
    expect(sandbox.db.collections.contactMessages).toEqual([])
    await sandbox.seed('ko')
    expect(sandbox.db.collections.posts[0]?.locale).toBe('ko')
    await expect(sandbox.seed('nope' as never)).rejects.toThrow(/Unknown seed/)
  })

  it('invalidates existing tokens when reseeding', async () => {
    const { body } = await call('POST', '/auth/login', { body: loginBody })
    await sandbox.reset()
    expect((await call('GET', '/auth/me', { token: body.access_token })).status).toBe(401)
  })

  it('moves the sandbox clock', () => {
    const before = sandbox.now()
    sandbox.advanceClock(60_000)
    expect(sandbox.now() - before).toBeGreaterThanOrEqual(60_000)
  })
})
