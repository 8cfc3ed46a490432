/**
 * The personas on the practice server (mocks/server.ts) over real HTTP, per learner session: the
 * same per-request decision (the token's user) as in the browser sandbox, and nothing changes for
 * another account in the same session or for another session.
 */
import { describe, expect, it } from 'vitest'
import { SERVER_TEXTS } from '@machines/shared/errors'
import { PERSONAS, type PersonaSlug } from '@machines/shared/personas'
import { usePracticeServer } from './test-server'

describe('personas on the practice server', () => {
  const server = usePracticeServer()
  const persona = (slug: PersonaSlug) => PERSONAS.find((p) => p.slug === slug)!
  const headers = (session: string, token?: string) => ({
    'Content-Type': 'application/json',
    'X-Sandbox-Session': session,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  })
  const login = async (session: string, account: { email: string; password: string }) => {
    const res = await fetch(`${server.origin}/api/v1/auth/login`, { method: 'POST', headers: headers(session), body: JSON.stringify({ email: account.email, password: account.password }) })
    return { status: res.status, body: (await res.json()) as { access_token?: string; detail?: string } }
  }
  const addTodo = async (session: string, token: string) =>
    (await fetch(`${server.origin}/api/v1/todos/`, { method: 'POST', headers: headers(session, token), body: JSON.stringify({ title: 'A task' }) })).status
  const demo = { email: 'demo@example.com', password: 'Demo1234!' }

  it('locked: 403 with the locked-account detail', async () => {
    expect(await login('personas-a', persona('locked'))).toEqual({ status: 403, body: { detail: SERVER_TEXTS.accountLocked } })
  })

  it("error: the persona's POST /todos answers 500, the demo user's 201 in the same session and in another", async () => {
    const errorToken = (await login('personas-a', persona('error'))).body.access_token!
    expect(await addTodo('personas-a', errorToken)).toBe(500)
    expect(await addTodo('personas-a', (await login('personas-a', demo)).body.access_token!)).toBe(201)
    expect(await addTodo('personas-b', (await login('personas-b', demo)).body.access_token!)).toBe(201)
  })

  it("slow: the persona's request is still waiting after 500 ms (then aborted); the demo user's is answered at once", async () => {
    const me = (token: string, signal?: AbortSignal) => fetch(`${server.origin}/api/v1/auth/me`, { headers: headers('personas-a', token), signal })
    const started = Date.now()
    expect((await me((await login('personas-a', demo)).body.access_token!)).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(1500)
    const slowToken = (await login('personas-a', persona('slow'))).body.access_token!
    const outcome = await me(slowToken, AbortSignal.timeout(500)).then(
      () => 'answered',
      () => 'still waiting',
    )
    expect(outcome).toBe('still waiting')
  })
})
