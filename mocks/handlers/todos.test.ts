import { describe, expect, it } from 'vitest'
import { db, loadSeed } from '../db/database'
import { clock } from '../tokens'
import { ADMIN, call, DEMO, login, useSandboxServer } from '../test-helpers'
import { csvCell, todosCsv } from './todos'

useSandboxServer()

const DAY = 86_400_000
/** Local midnight `offset` days from the sandbox clock's today, plus `hours`, as ISO. */
const localDay = (offset: number, hours = 0) => {
  const d = new Date(clock.now())
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + offset, hours).toISOString()
}
const locs = (body: { detail: Array<{ loc: unknown[] }> }) => body.detail.map((d) => d.loc)

/** The admin has no todos in the seeds: a clean slate for exact figures. */
async function admin() {
  const { access_token } = await login(ADMIN)
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/todos/', { token: access_token, body })
    expect(res.status).toBe(201)
    return res.body as { id: number; status: string; due_date: string | null }
  }
  return { token: access_token, create }
}

describe('todos: create, read, update, delete', () => {
  it('creates a todo (201, status TODO, persisted) and reads it back', async () => {
    const { token } = await admin()
    const res = await call('POST', '/todos/', {
      token,
      body: { title: '  Write tests  ', description: 'For the API', priority: 'high', due_date: '2030-05-01', tags: ['qa', 'QA', 'api'] },
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Write tests',
      description: 'For the API',
      priority: 'high',
      status: 'TODO',
      due_date: new Date(2030, 4, 1).toISOString(),
      completed_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      updated_at: res.body.created_at,
      created_by: ADMIN.id,
      user_id: ADMIN.id,
      tags: ['qa', 'api'],
    })
    expect((await db.stored()).collections.todos.some((t) => t.id === res.body.id && t.user_id === ADMIN.id)).toBe(true)
    const one = await call('GET', `/todos/${res.body.id}`, { token })
    expect(one).toMatchObject({ status: 200, body: { id: res.body.id, title: 'Write tests' } })
  })

  it('defaults priority to medium and leaves description and due date empty (a blank description is null)', async () => {
    const { create } = await admin()
    expect(await create({ title: 'abc' })).toMatchObject({ priority: 'medium', description: null, due_date: null, tags: [] })
    expect(await create({ title: 'abc', description: '   ' })).toMatchObject({ description: null })
  })

  it('PATCH changes only the given fields; status DONE sets completed_at, back to TODO clears it; null clears the due date', async () => {
    const { token, create } = await admin()
    const todo = await create({ title: 'Patch me', due_date: '2030-01-01T10:00:00.000Z' })
    const done = await call('PATCH', `/todos/${todo.id}`, { token, body: { status: 'DONE', priority: 'low' } })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ title: 'Patch me', status: 'DONE', priority: 'low', completed_at: expect.any(String), due_date: '2030-01-01T10:00:00.000Z' })
    const reopened = await call('PATCH', `/todos/${todo.id}`, { token, body: { status: 'TODO', due_date: null } })
    expect(reopened.body).toMatchObject({ status: 'TODO', completed_at: null, due_date: null })
    expect(Date.parse(reopened.body.updated_at)).toBeGreaterThan(Date.parse(done.body.created_at) - 1)
  })

  it('PATCH /todos/{id}/toggle switches DONE and TODO', async () => {
    const { token, create } = await admin()
    const todo = await create({ title: 'Toggle me' })
    const first = await call('PATCH', `/todos/${todo.id}/toggle`, { token })
    expect(first.body).toMatchObject({ status: 'DONE', completed_at: expect.any(String) })
    const second = await call('PATCH', `/todos/${todo.id}/toggle`, { token })
    expect(second.body).toMatchObject({ status: 'TODO', completed_at: null })
  })

  it('DELETE removes the todo; a second delete is 404', async () => {
    const { token, create } = await admin()
    const todo = await create({ title: 'Delete me' })
    expect((await call('DELETE', `/todos/${todo.id}`, { token })).body).toEqual({ message: 'Todo deleted successfully' })
    expect(await call('DELETE', `/todos/${todo.id}`, { token })).toMatchObject({ status: 404, body: { detail: 'Todo not found' } })
    expect((await db.stored()).collections.todos.some((t) => t.id === todo.id)).toBe(false)
  })
})

describe('todos: ownership and auth', () => {
  it("answers 404 'Todo not found' for another user's todo on every call, and changes nothing", async () => {
    const { token } = await admin()
    const demoTodo = (await db.stored()).collections.todos.find((t) => t.user_id === DEMO.id)!
    for (const [method, path, body] of [
      ['GET', `/todos/${demoTodo.id}`],
      ['PATCH', `/todos/${demoTodo.id}`, { title: 'Hijacked' }],
      ['PATCH', `/todos/${demoTodo.id}/toggle`],
      ['DELETE', `/todos/${demoTodo.id}`],
    ] as const) {
      expect(await call(method, path, { token, body }), `${method} ${path}`).toMatchObject({ status: 404, body: { detail: 'Todo not found' } })
    }
    expect((await db.stored()).collections.todos.find((t) => t.id === demoTodo.id)).toEqual(demoTodo)
    const list = await call('GET', '/todos/?limit=100', { token })
    expect(list.body.todos).toEqual([])
  })

  it.each([
    ['GET', '/todos/'],
    ['POST', '/todos/'],
    ['GET', '/todos/stats'],
    ['GET', '/todos/export'],
    ['GET', '/todos/1'],
    ['PATCH', '/todos/bulk'],
  ])('%s %s without a token is 401', async (method, path) => {
    expect(await call(method, path, { body: method === 'GET' ? undefined : { title: 'Nope' } })).toMatchObject({
      status: 401,
      body: { detail: 'Not authenticated' },
    })
  })
})

describe('todos: validation (422, FastAPI shape)', () => {
  it.each([
    ['no title', {}, [['body', 'title']]],
    ['a short title', { title: ' ab ' }, [['body', 'title']]],
    ['a 101-character title', { title: 'x'.repeat(101) }, [['body', 'title']]],
    ['a 501-character description', { title: 'abc', description: 'x'.repeat(501) }, [['body', 'description']]],
    ['an unknown priority', { title: 'abc', priority: 'urgent' }, [['body', 'priority']]],
    ['a bad due date', { title: 'abc', due_date: '2026-02-30x' }, [['body', 'due_date']]],
    ['tags that are not strings', { title: 'abc', tags: [1] }, [['body', 'tags', 0]]],
  ])('POST with %s', async (_, body, expected) => {
    const { token } = await admin()
    const res = await call('POST', '/todos/', { token, body })
    expect(res.status).toBe(422)
    expect(locs(res.body)).toEqual(expected)
  })

  it('PATCH with a lower-case status or a blank title is 422 and changes nothing', async () => {
    const { token, create } = await admin()
    const todo = await create({ title: 'Stay' })
    const res = await call('PATCH', `/todos/${todo.id}`, { token, body: { status: 'done', title: '  ' } })
    expect(res.status).toBe(422)
    expect(locs(res.body)).toEqual([
      ['body', 'title'],
      ['body', 'status'],
    ])
    expect((await call('GET', `/todos/${todo.id}`, { token })).body).toMatchObject({ title: 'Stay', status: 'TODO' })
  })

  it('a non-integer id is 422 at the path', async () => {
    const { token } = await admin()
    expect(await call('GET', '/todos/abc', { token })).toMatchObject({ status: 422, body: { detail: [{ loc: ['path', 'id'], type: 'int_parsing' }] } })
  })

  it.each([
    ['page=0', 'page', 'greater_than_equal'],
    ['page=x', 'page', 'int_parsing'],
    ['limit=101', 'limit', 'less_than_equal'],
    ['limit=0', 'limit', 'greater_than_equal'],
    ['sortBy=owner', 'sortBy', 'enum'],
    ['order=up', 'order', 'enum'],
    ['completed=maybe', 'completed', 'bool_parsing'],
    ['priority=urgent', 'priority', 'enum'],
  ])('GET /todos/?%s is 422 at the query', async (query, name, type) => {
    const { token } = await admin()
    const res = await call('GET', `/todos/?${query}`, { token })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([{ loc: ['query', name], msg: expect.any(String), type }])
  })

  it('reports every bad query parameter at once', async () => {
    const { token } = await admin()
    const res = await call('GET', '/todos/?page=-1&limit=abc&order=sideways', { token })
    expect(locs(res.body)).toEqual([
      ['query', 'page'],
      ['query', 'limit'],
      ['query', 'order'],
    ])
    expect(res.body.detail[0].msg).toBe('Input should be greater than or equal to 1')
    expect(res.body.detail[2].msg).toBe("Input should be 'asc' or 'desc'")
  })
})

describe('todos: list filters, sorting and paging', () => {
  async function three() {
    const ctx = await admin()
    const a = await ctx.create({ title: 'Alpha report', priority: 'low', due_date: localDay(5) })
    const b = await ctx.create({ title: 'Bravo review', priority: 'high', description: 'check the REPORT' })
    const c = await ctx.create({ title: 'Charlie', priority: 'medium', due_date: localDay(1) })
    await call('PATCH', `/todos/${c.id}/toggle`, { token: ctx.token })
    return { ...ctx, a, b, c }
  }
  const ids = (res: { body: { todos: Array<{ id: number }> } }) => res.body.todos.map((t) => t.id)

  it('answers {todos, more, total, page, limit}, newest first by default; /todos and /todos/ both work', async () => {
    const { token, a, b, c } = await three()
    const res = await call('GET', '/todos/', { token })
    expect(res.body).toMatchObject({ more: false, total: 3, page: 1, limit: 10 })
    expect(ids(res)).toEqual([c.id, b.id, a.id])
    expect(ids(await call('GET', '/todos', { token }))).toEqual([c.id, b.id, a.id])
  })

  it('filters by completed, priority, status and search (title or description, any case)', async () => {
    const { token, a, b, c } = await three()
    expect(ids(await call('GET', '/todos/?completed=true', { token }))).toEqual([c.id])
    expect(ids(await call('GET', '/todos/?completed=false', { token }))).toEqual([b.id, a.id])
    expect(ids(await call('GET', '/todos/?priority=high', { token }))).toEqual([b.id])
    expect(ids(await call('GET', '/todos/?status=DONE', { token }))).toEqual([c.id])
    expect(ids(await call('GET', '/todos/?search=report', { token }))).toEqual([b.id, a.id])
  })

  it('sorts by priority, title and due date (no due date last in both orders)', async () => {
    const { token, a, b, c } = await three()
    expect(ids(await call('GET', '/todos/?sortBy=priority&order=desc', { token }))).toEqual([b.id, c.id, a.id])
    expect(ids(await call('GET', '/todos/?sortBy=title&order=asc', { token }))).toEqual([a.id, b.id, c.id])
    expect(ids(await call('GET', '/todos/?sortBy=due_date&order=asc', { token }))).toEqual([c.id, a.id, b.id])
    expect(ids(await call('GET', '/todos/?sortBy=due_date&order=desc', { token }))).toEqual([a.id, c.id, b.id])
  })

  it('pages without overlap and says whether more exist', async () => {
    const { token, create } = await admin()
    for (let i = 0; i < 25; i++) await create({ title: `Todo number ${i}` })
    const seen: number[] = []
    for (const page of [1, 2, 3]) {
      const res = await call('GET', `/todos/?page=${page}&limit=10&sortBy=title&order=asc`, { token })
      expect(res.body).toMatchObject({ total: 25, page, limit: 10, more: page < 3 })
      seen.push(...ids(res))
    }
    expect(new Set(seen).size).toBe(25)
    expect((await call('GET', '/todos/?page=4&limit=10', { token })).body).toMatchObject({ todos: [], more: false, total: 25 })
  })
})

describe('todos: bulk calls', () => {
  it('PATCH /todos/bulk updates the caller’s todos and reports the ones that changed', async () => {
    const { token, create } = await admin()
    const a = await create({ title: 'Bulk A', priority: 'high' })
    const b = await create({ title: 'Bulk B' })
    const res = await call('PATCH', '/todos/bulk', { token, body: { ids: [a.id, b.id], data: { priority: 'high', status: 'DONE' } } })
    expect(res).toMatchObject({ status: 200, body: { count: 2, ids: [a.id, b.id] } })
    const again = await call('PATCH', '/todos/bulk', { token, body: { ids: [a.id, b.id], data: { priority: 'high' } } })
    expect(again.body).toEqual({ count: 0, ids: [] })
    expect((await call('GET', '/todos/?completed=true', { token })).body.total).toBe(2)
  })

  it("refuses ids that are not the caller's (404) and changes nothing", async () => {
    const { token, create } = await admin()
    const mine = await create({ title: 'Mine only' })
    const demoTodo = (await db.stored()).collections.todos.find((t) => t.user_id === DEMO.id)!
    const update = await call('PATCH', '/todos/bulk', { token, body: { ids: [mine.id, demoTodo.id], data: { title: 'Changed' } } })
    expect(update).toMatchObject({ status: 404, body: { detail: 'One or more todos not found' } })
    const remove = await call('POST', '/todos/bulk-delete', { token, body: { ids: [mine.id, 99_999] } })
    expect(remove).toMatchObject({ status: 404, body: { detail: 'One or more todos not found' } })
    expect((await call('GET', `/todos/${mine.id}`, { token })).body.title).toBe('Mine only')
    expect((await db.stored()).collections.todos.find((t) => t.id === demoTodo.id)).toEqual(demoTodo)
  })

  it('POST /todos/bulk-delete deletes and reports them', async () => {
    const { token, create } = await admin()
    const a = await create({ title: 'Gone A' })
    const b = await create({ title: 'Gone B' })
    const keep = await create({ title: 'Kept' })
    expect((await call('POST', '/todos/bulk-delete', { token, body: { ids: [a.id, b.id, a.id] } })).body).toEqual({ count: 2, ids: [a.id, b.id] })
    expect((await call('GET', '/todos/', { token })).body.todos.map((t: { id: number }) => t.id)).toEqual([keep.id])
  })

  it.each([
    ['an empty id list', { ids: [] }],
    ['a non-integer id', { ids: [1.5] }],
    ['more than 100 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
  ])('bulk delete with %s is 422', async (_, body) => {
    const { token } = await admin()
    const res = await call('POST', '/todos/bulk-delete', { token, body })
    expect(res.status).toBe(422)
    expect(res.body.detail[0].loc.slice(0, 2)).toEqual(['body', 'ids'])
  })

  it('bulk update without data is 422', async () => {
    const { token } = await admin()
    expect(locs((await call('PATCH', '/todos/bulk', { token, body: { ids: [1] } })).body)).toEqual([['body', 'data']])
  })
})

describe('todos: dates (sandbox clock, local days)', () => {
  async function dated() {
    const ctx = await admin()
    const overdue = await ctx.create({ title: 'Overdue one', due_date: localDay(-2, 9) })
    const todayEarly = await ctx.create({ title: 'Today early', due_date: localDay(0, 0) })
    const todayLate = await ctx.create({ title: 'Today late', due_date: localDay(0, 23) })
    const inThree = await ctx.create({ title: 'In three days', due_date: localDay(3, 12) })
    const inTen = await ctx.create({ title: 'In ten days', due_date: localDay(10) })
    const none = await ctx.create({ title: 'No due date' })
    const doneOverdue = await ctx.create({ title: 'Done but late', due_date: localDay(-5) })
    await call('PATCH', `/todos/${doneOverdue.id}/toggle`, { token: ctx.token })
    return { ...ctx, overdue, todayEarly, todayLate, inThree, inTen, none, doneOverdue }
  }
  const ids = (res: { body: { todos: Array<{ id: number }> } }) => res.body.todos.map((t) => t.id)

  it('GET /todos/stats counts total, completed, pending, overdue, due today and the completion rate', async () => {
    const { token } = await dated()
    expect((await call('GET', '/todos/stats', { token })).body).toEqual({
      total: 7,
      completed: 1,
      pending: 6,
      overdue: 1,
      due_today: 2,
      completion_rate: 14.3,
    })
  })

  it('stats of a user without todos are zero', async () => {
    const { token } = await admin()
    expect((await call('GET', '/todos/stats', { token })).body).toEqual({ total: 0, completed: 0, pending: 0, overdue: 0, due_today: 0, completion_rate: 0 })
  })

  it('overdue and upcoming move with the sandbox clock', async () => {
    const { token, overdue, todayEarly, todayLate, inThree, inTen } = await dated()
    expect(ids(await call('GET', '/todos/overdue', { token }))).toEqual([overdue.id])
    expect(ids(await call('GET', '/todos/upcoming', { token }))).toEqual([todayEarly.id, todayLate.id, inThree.id])
    expect(ids(await call('GET', '/todos/upcoming?days=10', { token }))).toEqual([todayEarly.id, todayLate.id, inThree.id, inTen.id])
    clock.advance(DAY)
    const later = (await login(ADMIN)).access_token // the earlier token expired meanwhile
    expect(ids(await call('GET', '/todos/overdue', { token: later }))).toEqual([overdue.id, todayEarly.id, todayLate.id])
  })

  it('GET /todos/by-date lists the todos due on that local day, done or not', async () => {
    const { token, todayEarly, todayLate, doneOverdue } = await dated()
    const today = localDay(0)
    const d = new Date(today)
    const ymd = (x: Date) => `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`
    expect(ids(await call('GET', `/todos/by-date?date=${ymd(d)}`, { token }))).toEqual([todayEarly.id, todayLate.id])
    expect(ids(await call('GET', `/todos/by-date?date=${ymd(new Date(localDay(-5)))}`, { token }))).toEqual([doneOverdue.id])
  })

  it.each([
    ['/todos/upcoming?days=0', 'days', 'greater_than_equal'],
    ['/todos/upcoming?days=366', 'days', 'less_than_equal'],
    ['/todos/upcoming?days=week', 'days', 'int_parsing'],
    ['/todos/by-date', 'date', 'missing'],
    ['/todos/by-date?date=2026-02-30', 'date', 'date_parsing'],
    ['/todos/by-date?date=tomorrow', 'date', 'date_parsing'],
    ['/todos/overdue?sortBy=nope', 'sortBy', 'enum'],
  ])('%s is 422', async (path, name, type) => {
    const { token } = await admin()
    expect((await call('GET', path, { token })).body.detail).toEqual([{ loc: ['query', name], msg: expect.any(String), type }])
  })
})

describe('todos: export', () => {
  it('exports CSV as an attachment with quoting and defused formulas', async () => {
    const { token, create } = await admin()
    await create({ title: '=HYPERLINK("http://x")', description: 'line one\nline "two", three', tags: ['a', 'b'] })
    await create({ title: 'Plain title', priority: 'low' })
    const res = await fetch('http://localhost/api/v1/todos/export?format=csv', { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/)
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="todos.csv"')
    const text = await res.text()
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('id,title,description,priority,status,due_date,completed_at,created_at,updated_at,tags')
    expect(text).toContain(`"'=HYPERLINK(""http://x"")","line one\nline ""two"", three",medium,TODO,,,`)
    expect(text).toContain(',a;b\r\n')
    expect(lines.some((l) => l.includes(',Plain title,,low,TODO,'))).toBe(true)
  })

  it('exports JSON as an attachment, and defaults to CSV', async () => {
    const { token, create } = await admin()
    const todo = await create({ title: 'Json me' })
    const res = await fetch('http://localhost/api/v1/todos/export?format=json', { headers: { Authorization: `Bearer ${token}` } })
    expect(res.headers.get('Content-Type')).toBe('application/json')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="todos.json"')
    expect(await res.json()).toEqual([expect.objectContaining({ id: todo.id, title: 'Json me', status: 'TODO' })])
    const csv = await fetch('http://localhost/api/v1/todos/export', { headers: { Authorization: `Bearer ${token}` } })
    expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="todos.csv"')
  })

  it('an unknown format is 422', async () => {
    const { token } = await admin()
    const res = await call('GET', '/todos/export?format=xlsx', { token })
    expect(res).toMatchObject({ status: 422, body: { detail: [{ loc: ['query', 'format'], msg: "Input should be 'csv' or 'json'", type: 'enum' }] } })
  })

  it('csvCell defuses every formula prefix and quotes only when needed', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx"])
    expect([csvCell('a,b'), csvCell(' padded'), csvCell(7), csvCell(null), csvCell('plain')]).toEqual(['"a,b"', '" padded"', '7', '', 'plain'])
    expect(todosCsv([])).toBe('id,title,description,priority,status,due_date,completed_at,created_at,updated_at,tags\r\n')
  })
})

describe('todos: the seeded demo todos', () => {
  it('GET /todos/stats gives the seed figures once the seed is rebased to today (20 todos, 5 done, 3 overdue, 2 due today)', async () => {
    // loadSeed rebases the todos to the sandbox clock's today (rebaseSeedDates): reseeding gave these dates.
    const rebased = (await loadSeed('default')).collections.todos
    await db.run(async (c) => {
      for (const todo of rebased) await c.todos.update((q) => q.where({ id: todo.id }), { data: (draft) => void Object.assign(draft, todo) })
    })
    const { access_token: token } = await login(DEMO)
    expect((await call('GET', '/todos/stats', { token })).body).toEqual({
      total: 20,
      completed: 5,
      pending: 15,
      overdue: 3,
      due_today: 2,
      completion_rate: 25,
    })
    const overdue = await call('GET', '/todos/overdue', { token })
    expect(overdue.body).toMatchObject({ total: 3, more: false })
    expect((await call('GET', '/todos/upcoming?days=3', { token })).body.total).toBe(5)
    expect((await call('GET', '/todos/?limit=5&page=4', { token })).body).toMatchObject({ total: 20, more: false, page: 4 })
  })
})
