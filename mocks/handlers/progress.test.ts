import { describe, expect, it } from 'vitest'
import { db } from '../db/database'
import { sandbox } from '../node'
import { SESSION_HEADER as SERVER_SESSION_HEADER } from '../network/sessions'
import { ADMIN, call, DEMO, login } from '../test-helpers'
import { useSandboxServer } from '../test-helpers'
import { PROGRESS_RESET_MESSAGE, SESSION_HEADER } from './progress'

useSandboxServer()

const token = async (account = DEMO) => (await login(account)).access_token

describe('progress record: a fault survived (what the sandbox observed)', () => {
  it('a one-shot 500 on GET /todos, then a 2xx from it ticks survive-a-fault; a delay or a made-up 2xx is no fault', async () => {
    const t = await token()
    sandbox.scenario('GET /todos', { delayMs: 1 })
    expect((await call('GET', '/todos', { token: t })).status).toBe(200)
    sandbox.scenario('GET /todos', { status: 200, body: { items: [] } })
    expect((await call('GET', '/todos', { token: t })).status).toBe(200)
    expect((await call('GET', '/progress', { token: t })).body.tasks['survive-a-fault']).toBeUndefined()
    sandbox.scenario('GET /todos', { status: 500, times: 1 })
    expect((await call('GET', '/todos', { token: t })).status).toBe(500)
    expect((await call('GET', '/progress', { token: t })).body.tasks['survive-a-fault']).toBeUndefined()
    expect((await call('GET', '/todos', { token: t })).status).toBe(200)
    expect((await call('GET', '/progress', { token: t })).body.tasks['survive-a-fault']).toMatchObject({ evidence: 'api:fault-survived' })
  })
})

describe('progress record: /progress', () => {
  it('401 without a token on every route', async () => {
    for (const [method, path, body] of [
      ['GET', '/progress', undefined],
      ['POST', '/progress/events', { events: [{ type: 'challenge.solved', slug: 'alerts', automated: true }] }],
      ['PUT', '/progress', { version: 1, evidence: {} }],
      ['DELETE', '/progress', undefined],
    ] as const) {
      const res = await call(method, path, { body })
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(res.body).toEqual({ detail: 'Not authenticated' })
    }
  })

  it('starts empty, records client events and answers what they ticked; durable in the database', async () => {
    const t = await token()
    const empty = await call('GET', '/progress', { token: t })
    expect(empty.status).toBe(200)
    expect(empty.body).toMatchObject({ email: DEMO.email, version: 1, tasks: {}, evidence: {}, bug_hunt: null })
    const res = await call('POST', '/progress/events', {
      token: t,
      body: { events: [{ type: 'challenge.solved', slug: 'alerts', automated: true }, { type: 'bughunt.result', found: 1, total: 8 }] },
    })
    expect(res.status).toBe(200)
    expect(res.body.ticked.sort()).toEqual(['automate-alerts', 'find-one-bug'])
    expect(res.body.progress.challenges.alerts).toMatchObject({ automated: true })
    const stored = (await db.stored()).collections.progress.find((r) => r.id === DEMO.id)
    expect(JSON.parse(stored!.document).tasks['automate-alerts'].evidence).toBe('challenge-auto:alerts')
    expect((await call('GET', '/progress', { token: t })).body.tasks['find-one-bug']).toMatchObject({ evidence: 'bughunt:found:1' })
  })

  it('422 with loc for bad payloads (unknown event type, wrong field, too many events, bad JSON)', async () => {
    const t = await token()
    const unknown = await call('POST', '/progress/events', { token: t, body: { events: [{ type: 'task.tick', task: 'automate-alerts' }] } })
    expect(unknown.status).toBe(422)
    expect(unknown.body.detail[0].loc.slice(0, 3)).toEqual(['body', 'events', 0])
    const wrong = await call('POST', '/progress/events', { token: t, body: { events: [{ type: 'challenge.solved', slug: 'Not A Slug', automated: 'yes' }] } })
    expect(wrong.status).toBe(422)
    expect(wrong.body.detail.map((d: { loc: unknown[] }) => d.loc)).toEqual(expect.arrayContaining([['body', 'events', 0, 'slug'], ['body', 'events', 0, 'automated']]))
    const many = await call('POST', '/progress/events', { token: t, body: { events: Array.from({ length: 51 }, () => ({ type: 'bughunt.result', found: 1, total: 1 })) } })
    expect(many.status).toBe(422)
    expect(many.body.detail[0].loc).toEqual(['body', 'events'])
    const extra = await call('POST', '/progress/events', { token: t, body: { events: [{ type: 'bughunt.result', found: 1, total: 1 }], tasks: ['x'] } })
    expect(extra.status).toBe(422)
    expect(extra.body.detail[0]).toMatchObject({ loc: ['body', 'tasks'], type: 'extra_forbidden' })
    const json = await call('POST', '/progress/events', { token: t, raw: '{"events": [' })
    expect(json).toMatchObject({ status: 422, body: { detail: [{ loc: ['body'], type: 'json_invalid' }] } })
    const badImport = await call('PUT', '/progress', { token: t, body: { version: 2, evidence: {} } })
    expect(badImport.status).toBe(422)
    expect(badImport.body.detail[0].loc).toEqual(['body', 'version'])
  })

  it('413 past the size limits', async () => {
    const t = await token()
    const big = await call('POST', '/progress/events', { token: t, raw: JSON.stringify({ events: [], pad: 'x'.repeat(40 * 1024) }) })
    expect(big.status).toBe(413)
    const bigImport = await call('PUT', '/progress', { token: t, raw: JSON.stringify({ version: 1, evidence: {}, pad: 'x'.repeat(300 * 1024) }) })
    expect(bigImport.status).toBe(413)
  })

  it('records evidence the handlers observe for the signed-in learner (a todo with a due date, a 422 from POST /posts/)', async () => {
    const t = await token(ADMIN)
    expect((await call('POST', '/todos/', { token: t, body: { title: 'No due date' } })).status).toBe(201)
    expect((await call('GET', '/progress', { token: t })).body.tasks).toEqual({})
    expect((await call('POST', '/todos/', { token: t, body: { title: 'With a due date', due_date: '2030-01-01' } })).status).toBe(201)
    expect((await call('POST', '/posts/', { token: t, body: { title: 'x' } })).status).toBe(422)
    const progress = (await call('GET', '/progress', { token: t })).body
    expect(progress.tasks['create-todo-with-due-date']).toMatchObject({ evidence: 'api:todo-due-date' })
    expect(progress.tasks['post-422-loc']).toMatchObject({ evidence: 'api:post-422' })
    expect(progress.evidence['api:post-422'].source).toBe('api')
    // In the browser sandbox the post list is not network mode.
    await call('GET', '/posts', { token: t })
    expect((await call('GET', '/progress', { token: t })).body.tasks['posts-in-network-mode']).toBeUndefined()
  })

  it("does not count the app's own calls (X-QA-Client: app) as the learner's API evidence", async () => {
    const t = await token(ADMIN)
    expect((await call('GET', '/auth/me', { token: t, headers: { 'X-QA-Client': 'app' } })).status).toBe(200)
    expect((await call('GET', '/progress', { token: t })).body.evidence).toEqual({})
    expect((await call('GET', '/auth/me', { token: t })).status).toBe(200)
    expect((await call('GET', '/progress', { token: t })).body.tasks['call-auth-me']).toMatchObject({ evidence: 'api:me' })
  })

  it('keeps each account to itself', async () => {
    const demo = await token(DEMO)
    const admin = await token(ADMIN)
    await call('POST', '/progress/events', { token: demo, body: { events: [{ type: 'challenge.solved', slug: 'typos', automated: false }] } })
    expect((await call('GET', '/progress', { token: demo })).body.tasks['solve-typos']).toBeDefined()
    const other = await call('GET', '/progress', { token: admin })
    expect(other.body.email).toBe(ADMIN.email)
    expect(other.body.tasks['solve-typos']).toBeUndefined()
  })

  it('exports, resets and imports (tasks re-derived from evidence, migration marked once)', async () => {
    const t = await token()
    const migrated = await call('POST', '/progress/events', { token: t, body: { migration: true, events: [{ type: 'challenge.solved', slug: 'frames', automated: false }] } })
    expect(migrated.body.progress.migrated_at).toEqual(expect.any(String))
    const exported = (await call('GET', '/progress', { token: t })).body
    const reset = await call('DELETE', '/progress', { token: t })
    expect(reset).toMatchObject({ status: 200, body: { message: PROGRESS_RESET_MESSAGE } })
    expect((await call('GET', '/progress', { token: t })).body.tasks).toEqual({})
    const forged = { ...exported, tasks: { ...exported.tasks, 'automate-alerts': { ticked_at: exported.updated_at, evidence: 'challenge-auto:alerts' } } }
    const imported = await call('PUT', '/progress', { token: t, body: forged })
    expect(imported.status).toBe(200)
    expect(imported.body.tasks['solve-frames']).toBeDefined()
    expect(imported.body.tasks['automate-alerts']).toBeUndefined()
  })

  it('names the same session header as the practice server', () => {
    expect(SESSION_HEADER).toBe(SERVER_SESSION_HEADER)
  })
})
