import { describe, expect, it } from 'vitest'
import { KANBAN_SAMPLE_USERS, KANBAN_UNKNOWN_ASSIGNEE_MESSAGE } from '@machines/shared/contracts-everyday'
import { GENERATED_USER_PASSWORD } from '../db/generate-seed.mjs'
import { call, DEMO, login, useSandboxServer } from '../test-helpers'
import { BOARD_NOT_FOUND, CARD_NOT_FOUND, CARDS_NOT_FOUND, COLUMN_NOT_FOUND } from './kanban'

useSandboxServer()

/** User 4 (the generated account) owns the seeded board 1: columns 1–4, cards 1–8 (3, 2, 1, 2 per column). */
const OTHER = { email: 'oscar.rogahn@example.com', password: GENERATED_USER_PASSWORD }

async function demo() {
  const { access_token: token } = await login(DEMO)
  const board = await call('POST', '/kanban/boards', { token, body: { title: 'Board', description: 'For tests' } })
  expect(board.status).toBe(201)
  const columns: number[] = []
  for (const title of ['A', 'B']) {
    const res = await call('POST', `/kanban/boards/${board.body.id}/columns`, { token, body: { title } })
    expect(res.status).toBe(201)
    columns.push(res.body.id)
  }
  const card = async (column: number, title: string) => {
    const res = await call('POST', `/kanban/columns/${column}/cards`, { token, body: { title } })
    expect(res.status).toBe(201)
    return res.body.id as number
  }
  const layout = async () => {
    const res = await call('GET', `/kanban/boards/${board.body.id}`, { token })
    expect(res.status).toBe(200)
    return (res.body.columns as Array<{ id: number; cards: Array<{ id: number; position: number }> }>).map((col) =>
      col.cards.map((c) => [c.id, c.position]),
    )
  }
  return { token, boardId: board.body.id as number, columns, card, layout }
}

describe('kanban boards', () => {
  it('the demo user starts with no board; the other seeded user has a populated one', async () => {
    const { access_token: token } = await login(DEMO)
    expect(await call('GET', '/kanban/boards', { token })).toMatchObject({ status: 200, body: { boards: [] } })
    const other = (await login(OTHER)).access_token
    const list = await call('GET', '/kanban/boards', { token: other })
    expect(list.body.boards).toEqual([{ id: 1, title: 'My Kanban Board', description: 'Personal task management board', created_at: expect.any(String) }])
    const board = await call('GET', '/kanban/boards/1', { token: other })
    expect(board.body.columns.map((c: { translation_key: string; position: number; cards: unknown[] }) => [c.translation_key, c.position, c.cards.length])).toEqual([
      ['todo', 0, 3],
      ['inProgress', 1, 2],
      ['review', 2, 1],
      ['done', 3, 2],
    ])
  })

  it('creates, reads, renames and deletes a board (with its columns and cards)', async () => {
    const { token, boardId, columns, card } = await demo()
    const cardId = await card(columns[0]!, 'Task')
    const patched = await call('PATCH', `/kanban/boards/${boardId}`, { token, body: { title: '  Renamed  ', description: null } })
    expect(patched).toMatchObject({ status: 200, body: { id: boardId, title: 'Renamed', description: null } })
    expect(await call('DELETE', `/kanban/boards/${boardId}`, { token })).toMatchObject({ status: 200, body: { message: 'Board deleted successfully' } })
    expect(await call('GET', `/kanban/boards/${boardId}`, { token })).toMatchObject({ status: 404, body: { detail: BOARD_NOT_FOUND } })
    expect(await call('PATCH', `/kanban/cards/${cardId}`, { token, body: { title: 'x' } })).toMatchObject({ status: 404, body: { detail: CARD_NOT_FOUND } })
  })

  it('needs a token, validates bodies (422) and path ids', async () => {
    expect((await call('GET', '/kanban/boards')).status).toBe(401)
    const { access_token: token } = await login(DEMO)
    const blank = await call('POST', '/kanban/boards', { token, body: { title: '   ' } })
    expect(blank.status).toBe(422)
    expect(blank.body.detail[0].loc).toEqual(['body', 'title'])
    expect((await call('POST', '/kanban/boards', { token, body: { title: 'x'.repeat(201) } })).status).toBe(422)
    expect((await call('GET', '/kanban/boards/abc', { token })).body.detail[0].loc).toEqual(['path', 'id'])
  })

  it("another user's board, column and card are 404s, for reading and writing", async () => {
    const { access_token: token } = await login(DEMO)
    expect(await call('GET', '/kanban/boards/1', { token })).toMatchObject({ status: 404, body: { detail: BOARD_NOT_FOUND } })
    expect((await call('DELETE', '/kanban/boards/1', { token })).status).toBe(404)
    expect(await call('POST', '/kanban/boards/1/columns', { token, body: { title: 'x' } })).toMatchObject({ status: 404 })
    expect(await call('PATCH', '/kanban/columns/1', { token, body: { title: 'x' } })).toMatchObject({ status: 404, body: { detail: COLUMN_NOT_FOUND } })
    expect((await call('DELETE', '/kanban/columns/1', { token })).status).toBe(404)
    expect(await call('POST', '/kanban/columns/1/cards', { token, body: { title: 'x' } })).toMatchObject({ status: 404, body: { detail: COLUMN_NOT_FOUND } })
    expect(await call('PATCH', '/kanban/cards/1', { token, body: { title: 'x' } })).toMatchObject({ status: 404, body: { detail: CARD_NOT_FOUND } })
    expect((await call('DELETE', '/kanban/cards/1', { token })).status).toBe(404)
    expect((await call('POST', '/kanban/cards/1/move', { token, body: { target_column_id: 2, position: 0 } })).status).toBe(404)
    expect(await call('POST', '/kanban/cards/bulk-delete', { token, body: { ids: [1] } })).toMatchObject({ status: 404, body: { detail: CARDS_NOT_FOUND } })
    // Moving my own card into someone else's column is a 404 too.
    const mine = await demo()
    const cardId = await mine.card(mine.columns[0]!, 'Mine')
    expect(await call('POST', `/kanban/cards/${cardId}/move`, { token: mine.token, body: { target_column_id: 1, position: 0 } })).toMatchObject({
      status: 404,
      body: { detail: COLUMN_NOT_FOUND },
    })
    // The other user's board is untouched.
    const other = (await login(OTHER)).access_token
    expect((await call('GET', '/kanban/boards/1', { token: other })).body.columns[0].cards).toHaveLength(3)
  })
})

describe('kanban columns', () => {
  it('appends by default, inserts at a position, re-orders on PATCH and closes the gap on DELETE', async () => {
    const { token, boardId, columns } = await demo()
    const order = async () =>
      ((await call('GET', `/kanban/boards/${boardId}`, { token })).body.columns as Array<{ title: string; position: number }>).map((c) => [c.title, c.position])
    const first = await call('POST', `/kanban/boards/${boardId}/columns`, { token, body: { title: 'Zero', position: 0, translation_key: 'todo' } })
    expect(first.body).toMatchObject({ title: 'Zero', position: 0, translation_key: 'todo', cards: [] })
    await call('POST', `/kanban/boards/${boardId}/columns`, { token, body: { title: 'Far', position: 99 } })
    expect(await order()).toEqual([['Zero', 0], ['A', 1], ['B', 2], ['Far', 3]])
    await call('PATCH', `/kanban/columns/${columns[1]}`, { token, body: { position: 0, title: 'Bee' } })
    expect(await order()).toEqual([['Bee', 0], ['Zero', 1], ['A', 2], ['Far', 3]])
    expect(await call('DELETE', `/kanban/columns/${first.body.id}`, { token })).toMatchObject({ status: 200, body: { message: 'Column deleted successfully' } })
    expect(await order()).toEqual([['Bee', 0], ['A', 1], ['Far', 2]])
  })
})

describe('kanban cards', () => {
  it('creates a card at the end of its column with priority medium by default; patches and deletes it', async () => {
    const { token, columns, card, layout } = await demo()
    const a = await card(columns[0]!, 'One')
    const res = await call('POST', `/kanban/columns/${columns[0]}/cards`, {
      token,
      body: { title: '  Two  ', description: 'desc', priority: 'high', assignee_id: 3 },
    })
    expect(res.body).toEqual({
      id: expect.any(Number),
      column_id: columns[0],
      title: 'Two',
      description: 'desc',
      priority: 'high',
      assignee_id: 3,
      due_date: null,
      position: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    const plain = await call('GET', `/kanban/boards/${(await call('GET', '/kanban/boards', { token })).body.boards[0].id}`, { token })
    expect(plain.body.columns[0].cards[0]).toMatchObject({ id: a, priority: 'medium', assignee_id: null })
    const patched = await call('PATCH', `/kanban/cards/${res.body.id}`, { token, body: { priority: 'low', assignee_id: null, column_id: columns[1] } })
    expect(patched.body).toMatchObject({ priority: 'low', assignee_id: null, column_id: columns[1], position: 0 })
    expect(await layout()).toEqual([[[a, 0]], [[res.body.id, 0]]])
    expect(await call('DELETE', `/kanban/cards/${a}`, { token })).toMatchObject({ status: 200, body: { message: 'Card deleted successfully' } })
    expect(await layout()).toEqual([[], [[res.body.id, 0]]])
  })

  it("takes the spec's names too: assignee on create, assigneeId and columnId on update (the snake_case one wins when both come)", async () => {
    const { token, columns } = await demo()
    const created = await call('POST', `/kanban/columns/${columns[0]}/cards`, { token, body: { title: 'Spec names', assignee: 2 } })
    expect(created).toMatchObject({ status: 201, body: { assignee_id: 2, column_id: columns[0] } })
    expect(created.body).not.toHaveProperty('assignee')
    const patched = await call('PATCH', `/kanban/cards/${created.body.id}`, { token, body: { assigneeId: 4, columnId: columns[1] } })
    expect(patched).toMatchObject({ status: 200, body: { assignee_id: 4, column_id: columns[1], position: 0 } })
    const both = await call('PATCH', `/kanban/cards/${created.body.id}`, { token, body: { assignee_id: 1, assigneeId: 5 } })
    expect(both.body.assignee_id).toBe(1)
    const bad = await call('PATCH', `/kanban/cards/${created.body.id}`, { token, body: { assigneeId: 6 } })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'assigneeId'] })
  })

  it('refuses a blank title, an unknown priority and an assignee outside the 5 sample users (422)', async () => {
    const { token, columns } = await demo()
    const path = `/kanban/columns/${columns[0]}/cards`
    expect((await call('POST', path, { token, body: { title: ' ' } })).status).toBe(422)
    expect((await call('POST', path, { token, body: { title: 'x', priority: 'critical' } })).body.detail[0].loc).toEqual(['body', 'priority'])
    const bad = await call('POST', path, { token, body: { title: 'x', assignee_id: 6 } })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'assignee_id'], msg: KANBAN_UNKNOWN_ASSIGNEE_MESSAGE })
  })

  it('GET /kanban/users answers the fixed 5 sample users', async () => {
    const { access_token: token } = await login(DEMO)
    expect(await call('GET', '/kanban/users', { token })).toMatchObject({ status: 200, body: { users: KANBAN_SAMPLE_USERS } })
    expect((await call('GET', '/kanban/users')).status).toBe(401)
  })
})

describe('kanban card move', () => {
  it('moves to a position in another column and re-numbers both columns densely', async () => {
    const { token, columns, card, layout } = await demo()
    const [a, b, c] = [await card(columns[0]!, 'a'), await card(columns[0]!, 'b'), await card(columns[0]!, 'c')]
    const [x, y] = [await card(columns[1]!, 'x'), await card(columns[1]!, 'y')]
    const moved = await call('POST', `/kanban/cards/${b}/move`, { token, body: { target_column_id: columns[1], position: 1 } })
    expect(moved).toMatchObject({ status: 200, body: { id: b, column_id: columns[1], position: 1 } })
    expect(await layout()).toEqual([
      [[a, 0], [c, 1]],
      [[x, 0], [b, 1], [y, 2]],
    ])
  })

  it('a position past the end appends; a move inside the column re-orders it', async () => {
    const { token, columns, card, layout } = await demo()
    const [a, b] = [await card(columns[0]!, 'a'), await card(columns[0]!, 'b')]
    const x = await card(columns[1]!, 'x')
    await call('POST', `/kanban/cards/${a}/move`, { token, body: { target_column_id: columns[1], position: 50 } })
    expect(await layout()).toEqual([[[b, 0]], [[x, 0], [a, 1]]])
    await call('POST', `/kanban/cards/${a}/move`, { token, body: { target_column_id: columns[1], position: 0 } })
    expect(await layout()).toEqual([[[b, 0]], [[a, 0], [x, 1]]])
  })

  it('validates the move body (422) and needs both ids to exist (404)', async () => {
    const { token, columns, card } = await demo()
    const a = await card(columns[0]!, 'a')
    const missing = await call('POST', `/kanban/cards/${a}/move`, { token, body: { position: 0 } })
    expect(missing.body.detail[0]).toMatchObject({ loc: ['body', 'target_column_id'], type: 'missing' })
    expect((await call('POST', `/kanban/cards/${a}/move`, { token, body: { target_column_id: columns[1], position: -1 } })).status).toBe(422)
    expect((await call('POST', `/kanban/cards/${a}/move`, { token, body: { target_column_id: 99999, position: 0 } })).status).toBe(404)
    expect((await call('POST', '/kanban/cards/99999/move', { token, body: { target_column_id: columns[1], position: 0 } })).status).toBe(404)
  })
})

describe('kanban bulk calls', () => {
  it('PATCH /kanban/cards/bulk updates several cards (a column change appends them in order)', async () => {
    const { token, columns, card, layout } = await demo()
    const [a, b, c] = [await card(columns[0]!, 'a'), await card(columns[0]!, 'b'), await card(columns[0]!, 'c')]
    const res = await call('PATCH', '/kanban/cards/bulk', { token, body: { ids: [a, c], data: { priority: 'high', column_id: columns[1] } } })
    expect(res).toMatchObject({ status: 200, body: { count: 2, ids: [a, c] } })
    expect(await layout()).toEqual([[[b, 0]], [[a, 0], [c, 1]]])
    expect((await call('PATCH', '/kanban/cards/bulk', { token, body: { ids: [], data: {} } })).status).toBe(422)
    expect((await call('PATCH', '/kanban/cards/bulk', { token, body: { ids: [a, 1], data: { priority: 'low' } } })).status).toBe(404)
  })

  it('POST /kanban/cards/bulk-delete deletes several cards and closes the gaps', async () => {
    const { token, columns, card, layout } = await demo()
    const [a, b, c] = [await card(columns[0]!, 'a'), await card(columns[0]!, 'b'), await card(columns[0]!, 'c')]
    expect(await call('POST', '/kanban/cards/bulk-delete', { token, body: { ids: [a, b] } })).toMatchObject({ status: 200, body: { count: 2, ids: [a, b] } })
    expect(await layout()).toEqual([[[c, 0]], []])
  })
})
