/** `/__sandbox/bugs` on the practice server (mocks/bugs/routes.ts), over real HTTP, per learner session. */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pickBugs } from '@machines/bugs/hunt'
import { usePracticeServer } from '../test-server'
import { fromLoopback } from './routes'

const appDir = mkdtempSync(path.join(tmpdir(), 'qa-bugs-app-'))
writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><html lang="en"><head><title>QA</title></head><body><div id="root"></div></body></html>')

describe('/__sandbox/bugs on the practice server', () => {
  const server = usePracticeServer({ app: { dir: appDir } })
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

  it('server-wide bugs (PUT/DELETE /__sandbox/bugs/global): on for every session, on top of its own; unknown ids 422', async () => {
    const global = async (method: string, body?: unknown) => {
      const res = await fetch(`${server.origin}/__sandbox/bugs/global`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
      return { status: res.status, body: (await res.json()) as { ok?: boolean; global?: string[]; detail?: string } }
    }
    expect((await global('GET')).body).toEqual({ global: [] })
    expect((await global('PUT', { ids: ['no-such-bug'] })).status).toBe(422)
    expect((await global('PUT', {})).status).toBe(422)
    expect((await global('PUT', { ids: ['login-wrong-status'] })).body).toEqual({ ok: true, global: ['login-wrong-status'] })
    expect(await wrongLogin('learner-a')).toBe(500)
    expect(await wrongLogin('learner-b')).toBe(500)
    expect((await fetch(`${server.origin}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'Wrong1234!' }) })).status).toBe(500)
    // a session's own bugs add to them; GET names both
    await control('POST', { ids: ['kanban-move-lost'] }, 'learner-a')
    expect((await control('GET', undefined, 'learner-a')).body).toMatchObject({ active: ['login-wrong-status', 'kanban-move-lost'], global: ['login-wrong-status'] })
    expect((await global('DELETE')).body).toEqual({ ok: true, global: [] })
    expect(await wrongLogin('learner-b')).toBe(401)
    expect((await control('GET', undefined, 'learner-a')).body.active).toEqual(['kanban-move-lost'])
    await control('DELETE', undefined, 'learner-a')
  })

  it('only from the server machine itself (loopback)', () => {
    expect(fromLoopback('127.0.0.1')).toBe(true)
    expect(fromLoopback('::1')).toBe(true)
    expect(fromLoopback('::ffff:127.0.0.1')).toBe(true)
    expect(fromLoopback('192.168.1.20')).toBe(false)
    expect(fromLoopback(undefined)).toBe(false)
  })

  it('network mode: the page names the bugs on for its session and the server-wide ones (screen bugs apply there)', async () => {
    const page = async (cookie?: string) => {
      const res = await fetch(`${server.origin}/playground`, { headers: cookie ? { Cookie: `qa_sandbox_session=${cookie}` } : {} })
      return /<meta name="qa-bugs" content="([^"]*)"/.exec(await res.text())?.[1]
    }
    expect(await page()).toBeUndefined()
    await control('POST', { ids: ['counter-decrement-by-two'] }, 'page-learner')
    expect(await page('page-learner')).toBe('counter-decrement-by-two')
    expect(await page('page-other')).toBeUndefined()
    await fetch(`${server.origin}/__sandbox/bugs/global`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids: ['shop-total-doubled'] }) })
    expect(await page()).toBe('shop-total-doubled')
    expect(await page('page-learner')).toBe('counter-decrement-by-two,shop-total-doubled')
    await fetch(`${server.origin}/__sandbox/bugs/global`, { method: 'DELETE' })
    await control('DELETE', undefined, 'page-learner')
    // an unscored hunt's bugs are never named in the page
    const seed = Array.from({ length: 500 }, (_, i) => i + 1).find((n) => pickBugs(n, 2).includes('counter-decrement-by-two'))!
    await control('POST', { hunt: { seed, count: 2 } }, 'page-hunter')
    expect(await page('page-hunter')).toBeUndefined()
    await control('DELETE', undefined, 'page-hunter')
  })
})
