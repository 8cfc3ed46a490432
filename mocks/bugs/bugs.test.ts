/**
 * Every handler bug of the catalogue (machines/bugs/registry.ts) changes its endpoint's answer
 * when switched on, and not when off. The bugs break the documented contract on purpose, so this
 * file runs its own server instead of useSandboxServer's OpenAPI response check.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BUGS, type BugId } from '@machines/bugs/registry'
import { resetSandbox, sandbox, server } from '../node'
import { ADMIN, call, DEMO, login } from '../test-helpers'
import { pickBugs } from '@machines/bugs/hunt'
import { VIEW_BUGS } from '@machines/shared/sandbox-runtime'
import { runtime } from '../runtime'
import { activeBugs, applyBugsFromUrl, bugOn, endHunt, HUNT_RUNNING_MESSAGE, setBugs } from './index'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  endHunt()
  setBugs([])
  await resetSandbox()
})
afterAll(() => server.close())

/** Runs `probe` with the bug off, then on (same fresh data both times), and returns both results. */
async function offAndOn<T>(id: BugId, probe: () => Promise<T>): Promise<{ off: T; on: T }> {
  const off = await probe()
  await resetSandbox()
  setBugs([id])
  const on = await probe()
  return { off, on }
}

describe('bug switches', () => {
  it('are all off by default, and on only once set (unknown ids refused, order of the catalogue)', () => {
    expect(activeBugs()).toEqual([])
    expect(() => setBugs(['no-such-bug'])).toThrow(/Unknown bug id/)
    expect(setBugs(['posts-page-overlap', 'login-wrong-status'])).toEqual(['login-wrong-status', 'posts-page-overlap'])
    expect(bugOn('login-wrong-status')).toBe(true)
    expect(bugOn('kanban-move-lost')).toBe(false)
  })

  it('?bugs= sets the active set (unknown ids ignored) and ?bugs= (empty) clears it', () => {
    applyBugsFromUrl('?bugs=login-wrong-status,%20nope')
    expect(activeBugs()).toEqual(['login-wrong-status'])
    applyBugsFromUrl('?other=1')
    expect(activeBugs()).toEqual(['login-wrong-status'])
    applyBugsFromUrl('?bugs=')
    expect(activeBugs()).toEqual([])
  })

  it('survive a sandbox reset (a practice setting, not data) and window.__sandbox.bugs controls them', async () => {
    sandbox.bugs.enable('todos-stats-rounding,calendar-last-day-missing')
    await sandbox.reset()
    expect(sandbox.bugs.active()).toEqual(['todos-stats-rounding', 'calendar-last-day-missing'])
    expect(sandbox.bugs.disable('todos-stats-rounding')).toEqual(['calendar-last-day-missing'])
    expect(sandbox.bugs.disable()).toEqual([])
    expect(sandbox.bugs.list().map((b) => b.id)).toEqual(BUGS.map((b) => b.id))
  })

  it('the catalogue has at least 15 bugs over at least 8 screens, with unique kebab-case ids', () => {
    expect(BUGS.length).toBeGreaterThanOrEqual(15)
    expect(new Set(BUGS.map((b) => b.screen)).size).toBeGreaterThanOrEqual(8)
    expect(new Set(BUGS.map((b) => b.id)).size).toBe(BUGS.length)
    for (const b of BUGS) expect(b.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/)
  })
})

describe('handler bugs: off vs on', () => {
  it('login-wrong-status: a wrong password answers 500 instead of 401', async () => {
    const { off, on } = await offAndOn('login-wrong-status', async () => (await call('POST', '/auth/login', { body: { email: DEMO.email, password: 'Wrong1234!' } })).status)
    expect(off).toBe(401)
    expect(on).toBe(500)
  })

  it('signup-duplicate-email: a registered e-mail is accepted (201) instead of 409', async () => {
    const body = { email: DEMO.email, username: 'someone_new', password: 'Secret123', full_name: 'Some One', terms_accepted: true, privacy_accepted: true }
    const { off, on } = await offAndOn('signup-duplicate-email', async () => (await call('POST', '/auth/register', { body })).status)
    expect(off).toBe(409)
    expect(on).toBe(201)
  })

  it('profile-update-stale: the answer is the old profile although the change is stored', async () => {
    const { off, on } = await offAndOn('profile-update-stale', async () => {
      const { access_token: token } = await login(DEMO)
      const patched = await call('PATCH', '/auth/profile', { token, body: { location: 'Busan' } })
      const me = await call('GET', '/auth/me', { token })
      return { answered: patched.body.location, stored: me.body.location }
    })
    expect(off).toEqual({ answered: 'Busan', stored: 'Busan' })
    expect(on.stored).toBe('Busan')
    expect(on.answered).not.toBe('Busan')
  })

  it('posts-ko-title-bytes: a 70-character Korean title is refused (422) while an English one of 150 passes', async () => {
    const create = async (title: string) => {
      const { access_token: token } = await login(DEMO)
      return (await call('POST', '/posts', { token, body: { title, content: 'Body of the post for the test.' } })).status
    }
    const korean = '가'.repeat(70)
    const { off, on } = await offAndOn('posts-ko-title-bytes', () => create(korean))
    expect(off).toBe(201)
    expect(on).toBe(422)
    expect(await create('a'.repeat(150))).toBe(201)
  })

  it('posts-page-overlap: page 2 starts with the last post of page 1', async () => {
    const { off, on } = await offAndOn('posts-page-overlap', async () => {
      const { access_token: token } = await login(DEMO)
      const ids = async (page: number) => ((await call('GET', `/posts?page=${page}&limit=5`, { token })).body.posts as Array<{ id: number }>).map((p) => p.id)
      return { first: await ids(1), second: await ids(2) }
    })
    expect(off.second).not.toContain(off.first[4])
    expect(on.first).toEqual(off.first)
    expect(on.second[0]).toBe(on.first[4])
  })

  it('todos-stats-rounding: 2 of 3 done reads 66.6 instead of 66.7', async () => {
    const { off, on } = await offAndOn('todos-stats-rounding', async () => {
      const { access_token: token } = await login(ADMIN)
      const ids: number[] = []
      for (const title of ['One task', 'Two task', 'Three task']) ids.push((await call('POST', '/todos/', { token, body: { title } })).body.id)
      for (const id of ids.slice(0, 2)) await call('PATCH', `/todos/${id}/toggle`, { token })
      return (await call('GET', '/todos/stats', { token })).body.completion_rate
    })
    expect(off).toBe(66.7)
    expect(on).toBe(66.6)
  })

  it('kanban-move-lost: the move is answered but not stored', async () => {
    const { off, on } = await offAndOn('kanban-move-lost', async () => {
      const { access_token: token } = await login(DEMO)
      const board = (await call('POST', '/kanban/boards', { token, body: { title: 'Board' } })).body.id
      const a = (await call('POST', `/kanban/boards/${board}/columns`, { token, body: { title: 'A' } })).body.id
      const b = (await call('POST', `/kanban/boards/${board}/columns`, { token, body: { title: 'B' } })).body.id
      const card = (await call('POST', `/kanban/columns/${a}/cards`, { token, body: { title: 'Task' } })).body.id
      const moved = await call('POST', `/kanban/cards/${card}/move`, { token, body: { target_column_id: b, position: 0 } })
      const stored = (await call('GET', `/kanban/boards/${board}`, { token })).body.columns.find((col: { cards: Array<{ id: number }> }) => col.cards.some((c) => c.id === card)).id
      return { answered: moved.body.column_id === b, storedInTarget: stored === b }
    })
    expect(off).toEqual({ answered: true, storedInTarget: true })
    expect(on).toEqual({ answered: true, storedInTarget: false })
  })

  it('calendar-last-day-missing: an event on the last day of the range is left out', async () => {
    const { off, on } = await offAndOn('calendar-last-day-missing', async () => {
      const { access_token: token } = await login(ADMIN)
      const created = await call('POST', '/calendar/events', { token, body: { title: 'Review', start_time: '2030-05-31T10:00:00.000', end_time: '2030-05-31T11:00:00.000', all_day: false } })
      expect(created.status).toBe(201)
      const listed = await call('GET', '/calendar/events?start_date=2030-05-01&end_date=2030-05-31', { token })
      return (listed.body.events as Array<{ id: number }>).some((e) => e.id === created.body.id)
    })
    expect(off).toBe(true)
    expect(on).toBe(false)
  })
})

describe('a bug hunt stays hidden until it is scored (console API; the HTTP API in routes.test.ts)', () => {
  // A seed whose hunt hides the handler bug login-wrong-status (a wrong login answers 500 instead of 401).
  const seed = Array.from({ length: 500 }, (_, i) => i + 1).find((n) => pickBugs(n, 3).includes('login-wrong-status'))!
  const hidden = pickBugs(seed, 3)
  const wrongLogin = async () => (await call('POST', '/auth/login', { body: { email: DEMO.email, password: 'Wrong1234!' } })).status

  it('says a hunt runs and how many bugs, never which; the bugs act; nothing stored names them', async () => {
    expect(sandbox.bugs.startHunt(seed, 3)).toEqual({ hunt: true, hidden: 3, detail: HUNT_RUNNING_MESSAGE })
    expect(sandbox.bugs.active()).toEqual({ hunt: true, hidden: 3, detail: HUNT_RUNNING_MESSAGE })
    expect(sandbox.bugs.hunt()).toEqual({ hunt: true, hidden: 3, scored: false })
    expect(await wrongLogin()).toBe(500)
    // The runtime settings (sessionStorage `qa-sandbox-runtime` in the browser) and the database copy name no bug.
    const stored = JSON.stringify(runtime.state) + JSON.stringify(sandbox.db)
    for (const id of hidden) expect(stored).not.toContain(id)
    // Switching bugs would reveal them (errors, answers): refused while the hunt runs; ?bugs= is ignored.
    expect(() => sandbox.bugs.set(['kanban-move-lost'])).toThrow(/bug hunt is running/)
    expect(() => sandbox.bugs.enable('kanban-move-lost')).toThrow(/bug hunt is running/)
    expect(() => sandbox.bugs.disable(hidden[0]!)).toThrow(/bug hunt is running/)
    applyBugsFromUrl('?bugs=')
    expect(bugOn('login-wrong-status')).toBe(true)
    // The app's view bugs still work (an internal, symbol-keyed query).
    expect(sandbox.bugs[VIEW_BUGS]()).toEqual(hidden)
  })

  it('names them once the answer is scored, and when the hunt ends (every bug off)', async () => {
    sandbox.bugs.startHunt(seed, 3)
    expect(sandbox.bugs.scoreHunt()).toEqual(hidden)
    expect(sandbox.bugs.active()).toEqual(hidden)
    expect(sandbox.bugs.hunt()).toEqual({ hunt: true, hidden: 3, scored: true })
    expect(sandbox.bugs.endHunt()).toEqual(hidden)
    expect(sandbox.bugs.active()).toEqual([])
    expect(sandbox.bugs.hunt()).toEqual({ hunt: false })
    expect(await wrongLogin()).toBe(401)
  })

  it('bugs.disable() ends a hunt too; a reset keeps it (like switched-on bugs)', async () => {
    sandbox.bugs.startHunt(seed, 3)
    await sandbox.reset()
    expect(sandbox.bugs.hunt()).toMatchObject({ hunt: true })
    expect(sandbox.bugs.disable()).toEqual([])
    expect(sandbox.bugs.hunt()).toEqual({ hunt: false })
    expect(() => sandbox.bugs.startHunt(0, 3)).toThrow(/seed/)
  })
})
