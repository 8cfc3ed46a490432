/**
 * The progress record on the practice server: it follows the ACCOUNT (by e-mail) across sessions
 * (X-Sandbox-Session header or the network-mode cookie), while the data sets stay per session.
 */
import { describe, expect, it } from 'vitest'
import { usePracticeServer } from '../test-server'
import { ADMIN, DEMO } from '../test-helpers'

const server = usePracticeServer({ app: { dir: 'dist-does-not-exist' } })

async function call(method: string, path: string, options: { session: string; token?: string; body?: unknown }) {
  const headers: Record<string, string> = { 'X-Sandbox-Session': options.session }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(`${server.origin}/api/v1${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

async function signIn(session: string, account: { email: string; password: string }) {
  const res = await call('POST', '/auth/login', { session, body: { email: account.email, password: account.password } })
  expect(res.status).toBe(200)
  return res.body.access_token as string
}

describe('progress on the practice server', () => {
  it('follows the account to another session; other accounts and the session data stay apart', async () => {
    const a = await signIn('learner-a', DEMO)
    await call('POST', '/todos', { session: 'learner-a', token: a, body: { title: 'Due soon', due_date: '2030-01-01' } })
    await call('POST', '/progress/events', { session: 'learner-a', token: a, body: { events: [{ type: 'challenge.solved', slug: 'alerts', automated: true }] } })
    const b = await signIn('learner-b', DEMO)
    const seen = await call('GET', '/progress', { session: 'learner-b', token: b })
    expect(seen.status).toBe(200)
    expect(Object.keys(seen.body.tasks)).toEqual(expect.arrayContaining(['create-todo-with-due-date', 'automate-alerts', 'call-practice-server', 'own-session-header']))
    // The todo itself stayed in session a's data set.
    const todos = await call('GET', '/todos?search=Due%20soon', { session: 'learner-b', token: b })
    expect(todos.body.total).toBe(0)
    const admin = await signIn('learner-b', ADMIN)
    expect((await call('GET', '/progress', { session: 'learner-b', token: admin })).body.tasks).toEqual({})
  })

  it('ticks "the post list in network mode" when the server also serves the app', async () => {
    const t = await signIn('learner-c', ADMIN)
    expect((await call('GET', '/posts', { session: 'learner-c', token: t })).status).toBe(200)
    expect((await call('GET', '/progress', { session: 'learner-c', token: t })).body.tasks['posts-in-network-mode']).toMatchObject({ evidence: 'api:posts-network' })
  })
})
