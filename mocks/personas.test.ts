/**
 * The personas (machines/shared/personas.ts) on the sandbox's side: the locked one
 * is refused at login, the slow one's answers wait in the scenario layer, and the problem / error
 * personas' catalogued bugs apply to their own requests only (never to another account, never
 * switched on for everyone). Own server, like mocks/bugs/bugs.test.ts: the bugs break the
 * documented contract on purpose.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SERVER_TEXTS } from '@machines/shared/errors'
import { PERSONAS, personaById, SLOW_PERSONA_LATENCY_MS, type PersonaSlug } from '@machines/shared/personas'
import { BUGS } from '@machines/bugs/registry'
import { activeBugs, setBugs } from './bugs/index'
import { resetSandbox, server } from './node'
import { personaLatencyMs, personaOfRequest } from './personas'
import { pending } from './scenarios/index'
import { BASE, call, DEMO, login } from './test-helpers'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  setBugs([])
  await resetSandbox()
})
afterAll(() => server.close())

const persona = (slug: PersonaSlug) => PERSONAS.find((p) => p.slug === slug)!
const tokenOf = async (account: { email: string; password: string }) => (await login(account)).access_token

describe('the persona table', () => {
  it('names only catalogued bugs, and each persona is found by its seeded id', () => {
    const ids = new Set(BUGS.map((b) => b.id as string))
    for (const p of PERSONAS) {
      for (const bug of p.bugs) expect(ids.has(bug), `${p.slug}: ${bug}`).toBe(true)
      expect(personaById(p.id)).toBe(p)
      expect(personaById(String(p.id))).toBe(p)
    }
    expect(personaById(DEMO.id)).toBeNull()
  })
})

describe('locked', () => {
  it('the right password is refused with 403 and the locked-account detail; a wrong one still gets 401', async () => {
    const locked = persona('locked')
    const refused = await call('POST', '/auth/login', { body: { email: locked.email, password: locked.password } })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ detail: SERVER_TEXTS.accountLocked })
    const wrong = await call('POST', '/auth/login', { body: { email: locked.email, password: 'Wrong1234!' } })
    expect(wrong.status).toBe(401)
    expect((await call('POST', '/auth/login', { body: { email: DEMO.email, password: DEMO.password } })).status).toBe(200)
  })
})

describe('slow', () => {
  const request = (token: string | null) => new Request(`${BASE}/auth/me`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

  it("the scenario layer chooses 3 s for the slow persona's token and 0 for anyone else (or a forged token)", async () => {
    const slowToken = await tokenOf(persona('slow'))
    expect(await personaLatencyMs(request(slowToken))).toBe(SLOW_PERSONA_LATENCY_MS)
    expect(SLOW_PERSONA_LATENCY_MS).toBe(3000)
    expect(await personaLatencyMs(request(await tokenOf(DEMO)))).toBe(0)
    expect(await personaLatencyMs(request(null))).toBe(0)
    const [header, payload] = slowToken.split('.')
    expect(await personaLatencyMs(request(`${header}.${payload}.forged-signature`))).toBe(0)
    expect(personaOfRequest(request(slowToken))?.slug).toBe('slow')
  })

  it("holds the slow persona's request in the scenario layer while the demo user's is answered at once", async () => {
    const slowToken = await tokenOf(persona('slow'))
    const demoToken = await tokenOf(DEMO)
    const controller = new AbortController()
    const slow = fetch(`${BASE}/auth/me`, { headers: { Authorization: `Bearer ${slowToken}` }, signal: controller.signal }).catch(() => 'aborted')
    const started = Date.now()
    const demo = await call('GET', '/auth/me', { token: demoToken })
    expect(demo.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(1000)
    await expect.poll(() => pending('GET /auth/me')).toBe(1)
    controller.abort() // the layer's sleep ends on abort: no 3 s wait in the test
    expect(await slow).toBe('aborted')
    await expect.poll(() => pending('GET /auth/me')).toBe(0)
  })
})

describe('problem', () => {
  it("posts-sort-ignored: the problem persona's sort is ignored; the demo user's is applied", async () => {
    const titles = async (token: string) => ((await call('GET', '/posts?sortBy=title&order=asc&limit=5', { token })).body.posts as Array<{ title: string }>).map((p) => p.title)
    const newest = async (token: string) => ((await call('GET', '/posts?limit=5', { token })).body.posts as Array<{ title: string }>).map((p) => p.title)
    const demoToken = await tokenOf(DEMO)
    const problemToken = await tokenOf(persona('problem'))
    const sorted = await titles(demoToken)
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)))
    expect(sorted).not.toEqual(await newest(demoToken))
    expect(await titles(problemToken)).toEqual(await newest(problemToken))
    expect(activeBugs()).toEqual([])
  })

  it("profile-location-into-bio: the problem persona's location overwrites the bio; the demo user's does not", async () => {
    const save = async (token: string) => {
      await call('PATCH', '/auth/profile', { token, body: { bio: 'My bio' } })
      return (await call('PATCH', '/auth/profile', { token, body: { location: 'Busan' } })).body as { bio: string | null; location: string | null }
    }
    expect(await save(await tokenOf(DEMO))).toMatchObject({ bio: 'My bio', location: 'Busan' })
    expect(await save(await tokenOf(persona('problem')))).toMatchObject({ bio: 'Busan', location: 'Busan' })
  })
})

describe('error', () => {
  it('todos-create-500 and calendar-create-500: the error persona gets 500 and nothing is stored; the demo user creates both', async () => {
    const event = { title: 'Review', start_time: '2030-05-20T10:00:00.000', end_time: '2030-05-20T11:00:00.000', all_day: false }
    const errorToken = await tokenOf(persona('error'))
    const todo = await call('POST', '/todos/', { token: errorToken, body: { title: 'A task' } })
    expect(todo.status).toBe(500)
    expect(todo.body).toEqual({ detail: 'Internal Server Error' })
    expect((await call('GET', '/todos/', { token: errorToken })).body.total).toBe(0)
    expect((await call('POST', '/calendar/events', { token: errorToken, body: event })).status).toBe(500)

    const demoToken = await tokenOf(DEMO)
    expect((await call('POST', '/todos/', { token: demoToken, body: { title: 'A task' } })).status).toBe(201)
    expect((await call('POST', '/calendar/events', { token: demoToken, body: event })).status).toBe(201)
    expect(activeBugs()).toEqual([])
  })

  it('the same bugs switched on for everyone reach the demo user too (one mechanism): each new handler bug off vs on', async () => {
    const event = { title: 'Review', start_time: '2030-05-20T10:00:00.000', end_time: '2030-05-20T11:00:00.000', all_day: false }
    const probe = async () => {
      const token = await tokenOf(DEMO)
      await call('PATCH', '/auth/profile', { token, body: { bio: 'My bio' } })
      const titles = ((await call('GET', '/posts?sortBy=title&order=asc&limit=5', { token })).body.posts as Array<{ title: string }>).map((p) => p.title)
      return {
        todo: (await call('POST', '/todos/', { token, body: { title: 'A task' } })).status,
        event: (await call('POST', '/calendar/events', { token, body: event })).status,
        bio: (await call('PATCH', '/auth/profile', { token, body: { location: 'Busan' } })).body.bio,
        sorted: titles.join('|') === [...titles].sort((a, b) => a.localeCompare(b)).join('|'),
      }
    }
    expect(await probe()).toEqual({ todo: 201, event: 201, bio: 'My bio', sorted: true })
    await resetSandbox()
    setBugs(['todos-create-500', 'calendar-create-500', 'profile-location-into-bio', 'posts-sort-ignored'])
    expect(await probe()).toEqual({ todo: 500, event: 500, bio: 'Busan', sorted: false })
  })
})
