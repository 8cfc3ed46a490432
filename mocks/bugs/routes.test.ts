/** `/__sandbox/bugs` on the practice server (mocks/bugs/routes.ts), over real HTTP, per learner session. */
import { describe, expect, it } from 'vitest'
import { pickBugs } from '../../machines/bugs/hunt'
import { usePracticeServer } from '../test-server'

describe('/__sandbox/bugs on the practice server', () => {
  const server = usePracticeServer()
  const session = (id: string) => ({ 'Content-Type': 'application/json', 'X-Sandbox-Session': id })
  const control = async (method: string, body?: unknown, id = 'bugs-test-session') => {
    const res = await fetch(`${server.origin}/__sandbox/bugs`, { method, headers: session(id), body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as { active?: string[]; bugs?: Array<{ id: string }>; detail?: string; hunt?: boolean; hidden?: number; revealed?: string[] } }
  }
  const wrongLogin = async (id: string) =>
    (await fetch(`${server.origin}/api/v1/auth/login`, { method: 'POST', headers: session(id), body: JSON.stringify({ email: 'demo@example.com', password: 'Wrong1234!' }) })).status

  it('GET lists the catalogue (all off), POST switches a handler bug on for the caller only, DELETE switches all off', async () => {
    const listed = await control('GET')
    expect(listed.body.active).toEqual([])
    expect(listed.body.bugs!.length).toBeGreaterThanOrEqual(15)
    expect(await wrongLogin('bugs-test-session')).toBe(401)

    expect((await control('POST', { ids: ['login-wrong-status'] })).body).toEqual({ ok: true, active: ['login-wrong-status'] })
    expect(await wrongLogin('bugs-test-session')).toBe(500)
    expect(await wrongLogin('another-learner')).toBe(401)

    expect((await control('POST', { enable: ['kanban-move-lost'] })).body.active).toEqual(['login-wrong-status', 'kanban-move-lost'])
    expect((await control('POST', { disable: ['kanban-move-lost'] })).body.active).toEqual(['login-wrong-status'])
    expect((await control('DELETE')).body.active).toEqual([])
    expect(await wrongLogin('bugs-test-session')).toBe(401)
  })

  it('422 for an unknown id or an empty request', async () => {
    expect((await control('POST', { ids: ['no-such-bug'] })).status).toBe(422)
    expect((await control('POST', {})).status).toBe(422)
  })

  it('a bug hunt: GET says a hunt runs and how many bugs, not which; switching is a 409; DELETE ends it and reveals them', async () => {
    const id = 'bugs-hunt-session'
    const seed = Array.from({ length: 500 }, (_, i) => i + 1).find((n) => pickBugs(n, 3).includes('login-wrong-status'))!
    const started = await control('POST', { hunt: { seed, count: 3 } }, id)
    expect(started).toMatchObject({ status: 200, body: { ok: true, hunt: true, hidden: 3 } })
    const listed = await control('GET', undefined, id)
    expect(listed.body).toMatchObject({ hunt: true, hidden: 3, detail: expect.stringContaining('bug hunt is running') })
    expect(listed.body.active).toBeUndefined()
    expect(listed.body.bugs!.length).toBeGreaterThanOrEqual(15)
    expect(await wrongLogin(id)).toBe(500)
    expect((await control('POST', { ids: ['kanban-move-lost'] }, id)).status).toBe(409)
    expect((await control('POST', { hunt: { seed: 1, count: 2 } }, id)).status).toBe(409)
    expect((await control('GET', undefined, 'another-learner')).body.active).toEqual([])
    expect((await control('DELETE', undefined, id)).body).toEqual({ ok: true, active: [], revealed: pickBugs(seed, 3) })
    expect((await control('GET', undefined, id)).body.active).toEqual([])
    expect(await wrongLogin(id)).toBe(401)
    expect((await control('POST', { hunt: { seed: 0, count: 3 } }, id)).status).toBe(422)
  })
})
