import { describe, expect, it } from 'vitest'
import { ACTIVITY_LIMITS, type ActivityResponse, type ApiActivity } from '@machines/shared/contracts-everyday'
import { db } from '../db/database'
import { ADMIN, call, DEMO, login, useSandboxServer } from '../test-helpers'
import { clock } from '../tokens'

useSandboxServer()

const feed = async (token: string, limit?: number) => {
  const res = await call<ActivityResponse>('GET', `/users/me/activity${limit ? `?limit=${limit}` : ''}`, { token })
  expect(res.status).toBe(200)
  return res.body
}
const kinds = (entries: ApiActivity[]) => entries.map((e) => [e.kind, e.title])
const stored = async () => (await db.stored()).collections.activities

describe('GET /users/me/activity', () => {
  it('on a fresh seed: the own posts and the account creation, newest first, with counts', async () => {
    const { access_token: token } = await login(DEMO)
    const body = await feed(token, 50)
    const posts = (await db.stored()).collections.posts.filter((p) => p.author_id === DEMO.id)
    expect(body.activity.filter((e) => e.kind === 'post_created').map((e) => e.subject_id).sort()).toEqual(posts.map((p) => p.id).sort())
    expect(body.activity.at(-1)).toMatchObject({ id: 'account-created', kind: 'account_created', created_at: '2026-01-05T09:00:00.000Z' })
    const times = body.activity.map((e) => Date.parse(e.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(body.total).toBe(posts.length + 1)
    expect(body.days_active).toBeGreaterThanOrEqual(1)
    expect(await stored()).toEqual([])
  })

  it('records each action of the spec when it happens, newest first, durably in the same write', async () => {
    const { access_token: token } = await login(DEMO)
    const todo = (await call('POST', '/todos/', { token, body: { title: 'Write activity tests' } })).body
    await call('PATCH', `/todos/${todo.id}/toggle`, { token })
    const post = (await call('POST', '/posts/', { token, body: { title: 'Activity post', content: 'Content long enough.' } })).body
    await call('POST', '/comments/', { token, body: { post_id: post.id, content: 'First comment' } })
    const event = (await call('POST', '/calendar/events', { token, body: { title: 'Activity meeting', start_time: '2026-11-28T10:00', end_time: '2026-11-28T11:00', color: 'blue' } })).body
    const board = (await call('POST', '/kanban/boards', { token, body: { title: 'Board' } })).body
    const todoColumn = (await call('POST', `/kanban/boards/${board.id}/columns`, { token, body: { title: 'To Do', translation_key: 'todo' } })).body
    const doneColumn = (await call('POST', `/kanban/boards/${board.id}/columns`, { token, body: { title: 'Done', translation_key: 'done' } })).body
    const card = (await call('POST', `/kanban/columns/${todoColumn.id}/cards`, { token, body: { title: 'Drag me' } })).body
    expect((await call('POST', `/kanban/cards/${card.id}/move`, { token, body: { target_column_id: doneColumn.id, position: 0 } })).status).toBe(200)
    await call('PATCH', '/auth/profile', { token, body: { location: 'Busan' } })

    const body = await feed(token)
    expect(kinds(body.activity.slice(0, 7))).toEqual([
      ['profile_updated', null],
      ['card_moved', 'Drag me'],
      ['event_created', 'Activity meeting'],
      ['comment_added', 'Activity post'],
      ['post_created', 'Activity post'],
      ['todo_completed', 'Write activity tests'],
      ['todo_created', 'Write activity tests'],
    ])
    expect(body.activity[1]).toMatchObject({ detail: 'Done', detail_key: 'done', subject_id: card.id })
    expect(body.activity[2]).toMatchObject({ subject_id: event.id })
    expect(body.activity[3]).toMatchObject({ subject_id: post.id })
    expect(body.activity[4]).toMatchObject({ id: `post-${post.id}`, subject_id: post.id })
    // On disk before the answers came back, not only in memory.
    expect((await stored()).map((a) => a.kind)).toEqual(['todo_created', 'todo_completed', 'post_created', 'comment_added', 'event_created', 'card_moved', 'profile_updated'])
    // The seeded posts are not listed twice once one is recorded.
    const ids = (await feed(token, 50)).activity.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('counts a todo completed through PATCH and bulk once each; reopening and a move within a column record nothing', async () => {
    const { access_token: token } = await login(DEMO)
    const a = (await call('POST', '/todos/', { token, body: { title: 'Todo A' } })).body
    const b = (await call('POST', '/todos/', { token, body: { title: 'Todo B' } })).body
    await call('PATCH', `/todos/${a.id}`, { token, body: { status: 'DONE' } })
    await call('PATCH', `/todos/${a.id}`, { token, body: { status: 'DONE' } })
    await call('PATCH', `/todos/${a.id}/toggle`, { token })
    await call('PATCH', '/todos/bulk', { token, body: { ids: [b.id], data: { status: 'DONE' } } })
    const completed = (await stored()).filter((e) => e.kind === 'todo_completed').map((e) => e.subject_id)
    expect(completed).toEqual([a.id, b.id])
  })

  it('is per user: another user sees none of it, and a failed action records nothing', async () => {
    const demo = (await login(DEMO)).access_token
    const admin = (await login(ADMIN)).access_token
    await call('POST', '/todos/', { token: demo, body: { title: 'Only mine' } })
    expect((await call('POST', '/todos/', { token: demo, body: { title: 'x' } })).status).toBe(422)
    expect((await feed(admin, 50)).activity.some((e) => e.title === 'Only mine')).toBe(false)
    expect((await feed(demo)).activity[0]).toMatchObject({ kind: 'todo_created', title: 'Only mine' })
    expect((await stored()).map((e) => [e.user_id, e.title])).toEqual([[DEMO.id, 'Only mine']])
  })

  it(`keeps the newest ${ACTIVITY_LIMITS.storedPerUser} entries per user`, async () => {
    const { access_token: token } = await login(DEMO)
    const admin = (await login(ADMIN)).access_token
    await call('POST', '/todos/', { token: admin, body: { title: 'Admin todo' } })
    for (let i = 1; i <= ACTIVITY_LIMITS.storedPerUser + 3; i++) await call('POST', '/todos/', { token, body: { title: `Todo ${i}` } })
    const mine = (await stored()).filter((e) => e.user_id === DEMO.id)
    expect(mine).toHaveLength(ACTIVITY_LIMITS.storedPerUser)
    expect(mine[0]!.title).toBe('Todo 4')
    expect((await stored()).filter((e) => e.user_id === ADMIN.id)).toHaveLength(1)
    const body = await feed(token)
    expect(body.activity).toHaveLength(ACTIVITY_LIMITS.defaultLimit)
    expect(body.activity[0]!.title).toBe(`Todo ${ACTIVITY_LIMITS.storedPerUser + 3}`)
  })

  it('counts agree with the other endpoints: posts, todos and completed todos after actions', async () => {
    const { access_token: token } = await login(DEMO)
    const before = (await call('GET', '/todos/stats', { token })).body
    const postsBefore = (await call('GET', '/posts/my', { token })).body.total
    const todo = (await call('POST', '/todos/', { token, body: { title: 'Count me' } })).body
    await call('PATCH', `/todos/${todo.id}/toggle`, { token })
    await call('POST', '/posts/', { token, body: { title: 'Counted post', content: 'Content long enough.' } })
    const after = (await call('GET', '/todos/stats', { token })).body
    expect([after.total, after.completed]).toEqual([before.total + 1, before.completed + 1])
    expect((await call('GET', '/posts/my', { token })).body.total).toBe(postsBefore + 1)
    const body = await feed(token, 50)
    expect(body.activity.filter((e) => e.kind === 'post_created')).toHaveLength(postsBefore + 1)
  })

  it('recent_count covers the last 30 days and days_active counts distinct days', async () => {
    const { access_token: token } = await login(DEMO)
    const first = await feed(token, 50)
    await call('POST', '/todos/', { token, body: { title: 'Today' } })
    const second = await feed(token, 50)
    expect(second.recent_count).toBe(first.recent_count + 1)
    clock.advance(40 * 24 * 60 * 60 * 1000)
    try {
      const { access_token: later } = await login(DEMO)
      await call('POST', '/todos/', { token: later, body: { title: 'Forty days later' } })
      const third = await feed(later, 50)
      expect(third.recent_count).toBe(1)
      expect(third.days_active).toBe(new Set(third.activity.map((e) => e.created_at.slice(0, 10))).size)
    } finally {
      clock.advance(-40 * 24 * 60 * 60 * 1000)
    }
  })

  it('answers 401 without a token and 422 for a limit out of range', async () => {
    expect((await call('GET', '/users/me/activity')).status).toBe(401)
    const { access_token: token } = await login(DEMO)
    for (const limit of ['0', String(ACTIVITY_LIMITS.maxLimit + 1), 'x']) {
      const res = await call('GET', `/users/me/activity?limit=${limit}`, { token })
      expect(res.status).toBe(422)
      expect(res.body.detail[0].loc).toEqual(['query', 'limit'])
    }
  })
})
