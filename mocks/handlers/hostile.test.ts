/**
 * The bad-input corpus over the in-process handlers (msw/node: the code the browser sandbox
 * runs, where route() reads the body): never a 5xx, always an answer in time, and a normal
 * login afterwards. Methods and paths stay under /api/v1 (other requests are not the
 * sandbox's: msw would let them through to the network).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sandbox } from '../node'
import { BASE, call, login, useSandboxServer } from '../test-helpers'
import { hostileRequest, toFetch } from '../test-hostile'

useSandboxServer()

const ANSWER_WITHIN_MS = 3000
const ORIGIN = new URL(BASE).origin

describe('the in-process handlers under hostile input', () => {
  it('never answer 5xx, always answer in time, and a normal login still works', async () => {
    const endpoints = sandbox.endpoints()
    const { access_token } = await login({ email: 'admin@example.com', password: 'Admin1234!' })
    // Never the demo user's token: the corpus may delete or change the account it signs in with.
    const requests = hostileRequest(endpoints, { methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], foreignPaths: false })
    await fc.assert(
      fc.asyncProperty(requests, async (r) => {
        const { method, init } = toFetch(r, endpoints, access_token)
        const started = Date.now()
        const res = await fetch(`${ORIGIN}${r.path}`, init)
        await res.arrayBuffer()
        const took = Date.now() - started
        if (res.status >= 500) throw new Error(`${method} ${r.path} answered ${res.status}`)
        if (took > ANSWER_WITHIN_MS) throw new Error(`${method} ${r.path} took ${took} ms`)
      }),
      { numRuns: 400, interruptAfterTimeLimit: 12_000, markInterruptAsFailure: false },
    )
    // A normal sign-up and login afterwards, with an account the corpus never saw: with the admin's token it may
    // delete the demo user (DELETE /users/:id) or change any account it reaches, as the API allows.
    const fresh = { email: 'after.hostile@example.org', username: 'after.hostile', password: 'Secret123!', full_name: 'After Hostile', terms_accepted: true, privacy_accepted: true }
    const registered = await call<{ id: number }>('POST', '/auth/register', { body: fresh })
    expect(registered.status).toBe(201)
    expect((await login(fresh)).user_id).toBe(registered.body.id)
  }, 40_000)
})
