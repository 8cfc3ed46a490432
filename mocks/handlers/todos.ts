/**
 * /todos (docs/spec/2-everyday-modules.md §7 "Todos"). Every call needs a full-scope bearer token; a todo belongs to
 * its creator and another user's todo answers 404 "Todo not found", exactly like a missing one.
 *
 * Dates: `due_date` is stored as an ISO date-time (a date-only `YYYY-MM-DD` means local
 * midnight of that day). Overdue, today and upcoming compare *local calendar days* of the
 * sandbox clock (`clock`): a todo due today at 09:00 is "due today" all day, not overdue.
 * Only todos that are not DONE count as overdue, due today or upcoming.
 */
import { HttpResponse } from 'msw'
import type { MessageResponse } from '@machines/shared/contracts'
import {
  BULK_MAX_IDS,
  bulkDeleteRequest,
  EXPORT_FORMATS,
  PAGE_LIMITS,
  SORT_ORDERS,
  TODO_PRIORITY_VALUES,
  TODO_SORT_FIELDS,
  TODO_STATUS_VALUES,
  todoBulkUpdateRequest,
  todoCreateRequest,
  todoUpdateRequest,
  UPCOMING_DEFAULT_DAYS,
  type ApiTodo,
  type BulkResult,
  type TodoListResponse,
  type TodoStats,
  type TodoUpdateRequest,
} from '@machines/shared/contracts-everyday'
import { nextId, type Collections } from '../db/database'
import type { TodoRecord } from '../db/schema'
import { clock } from '../tokens'
import { bugOn } from '../bugs/index'
import { fail, intParam, parseBody, parseQuery, queryParam, requireUser, route } from './http'
import { recordActivity } from './activity'
import { byId, sortAndPage, todosByUser, type SortKey, type TodoRow } from './listing'
import { nextTimestamp } from './users'

export const TODO_NOT_FOUND = 'Todo not found'
/** Bulk calls: some id is missing or not the caller's; nothing was changed. */
export const TODOS_NOT_FOUND = 'One or more todos not found'
export const TODO_DELETED_MESSAGE = 'Todo deleted successfully'
export const UPCOMING_MAX_DAYS = 365
export const EXPORT_FILENAME = 'todos'

export function toApiTodo(todo: TodoRecord): ApiTodo {
  return {
    id: todo.id,
    title: todo.title,
    description: todo.description,
    priority: todo.priority,
    status: todo.status,
    due_date: todo.due_date,
    completed_at: todo.completed_at,
    created_at: todo.created_at,
    updated_at: todo.updated_at,
    created_by: todo.user_id,
    user_id: todo.user_id,
    tags: [...todo.tags],
  }
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The stored form of a due date from the API: ISO UTC; `YYYY-MM-DD` is local midnight of that day. */
export function normalizeDueDate(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const dateOnly = DATE_ONLY.exec(value)
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])).toISOString()
  return new Date(Date.parse(value)).toISOString()
}

/** Start of the local day `offset` days after the sandbox clock's today, as ISO (comparable with `dueKey`). */
function localDayStart(offset: number, now = clock.now()): string {
  const d = new Date(now)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + offset).toISOString()
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/


const isDone = (todo: TodoRecord) => todo.status === 'DONE'
/**
 * The due date as a canonical ISO UTC string, which orders like the instant (no Date.parse per
 * todo on hot paths); '' when there is none (sorts before every date, so `>=` checks fail).
 */
function dueKey(todo: TodoRecord): string {
  const due = todo.due_date
  if (due === null) return ''
  if (due.length === 24 && ISO_UTC.test(due)) return due
  const ms = Date.parse(due)
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString()
}

/** The caller's todos, oldest first (created_at, id), from the owner index (do not mutate). */
function ownTodos(c: Collections, userId: number): readonly TodoRow[] {
  return todosByUser(c).get(userId)
}

/** Lower-case title and description per record (an update replaces the record object, so entries never go stale). */
const searchTextCache = new WeakMap<object, { title: string; description: string }>()

function searchText(todo: TodoRecord): { title: string; description: string } {
  let text = searchTextCache.get(todo)
  if (!text) searchTextCache.set(todo, (text = { title: todo.title.toLowerCase(), description: todo.description?.toLowerCase() ?? '' }))
  return text
}

function findOwnTodo(c: Collections, userId: number, id: number): TodoRow {
  const todo = byId(c.todos, id)
  if (!todo || todo.user_id !== userId) fail(404, TODO_NOT_FOUND)
  return todo
}

const PRIORITY_RANK = { low: 0, medium: 1, high: 2 } as const

const listQuery = {
  page: queryParam.int({ fallback: 1, min: 1 }),
  limit: queryParam.int({ fallback: PAGE_LIMITS.defaultLimit, min: 1, max: PAGE_LIMITS.maxLimit }),
  sortBy: queryParam.oneOf(TODO_SORT_FIELDS, 'created_at'),
  order: queryParam.oneOf(SORT_ORDERS, 'desc'),
}

function sortKey(field: (typeof TODO_SORT_FIELDS)[number], order: 'asc' | 'desc'): (todo: TodoRecord) => SortKey {
  switch (field) {
    case 'priority':
      return (t) => PRIORITY_RANK[t.priority]
    case 'title':
      return (t) => t.title.toLowerCase()
    case 'due_date':
      // Todos without a due date come last in both orders.
      return (t) => (t.due_date === null ? (order === 'asc' ? '\uffff' : '') : dueKey(t))
    case 'updated_at':
      return (t) => t.updated_at
    default:
      return (t) => t.created_at
  }
}

/**
 * Sorts, pages and shapes a list answer `{todos, more, total, page, limit}`. `todos` is either
 * a list or, for the caller's todos in created_at order, `{ ordered, keep }`: then the default
 * order walks that list from the right end (no sort); another `sortBy` sorts the matches.
 */
function listAnswer(
  request: Request,
  todos: readonly TodoRecord[] | { ordered: readonly TodoRecord[]; keep: (todo: TodoRecord) => boolean },
  defaults?: { sortBy: (typeof TODO_SORT_FIELDS)[number]; order: 'asc' | 'desc' },
): Response {
  const spec = defaults
    ? { ...listQuery, sortBy: queryParam.oneOf(TODO_SORT_FIELDS, defaults.sortBy), order: queryParam.oneOf(SORT_ORDERS, defaults.order) }
    : listQuery
  const q = parseQuery(request, spec)
  let page: { items: TodoRecord[]; total: number }
  if (!('ordered' in todos)) page = sortAndPage(todos, sortKey(q.sortBy, q.order), q.order, q.page, q.limit)
  else if (q.sortBy !== 'created_at') page = sortAndPage(todos.ordered.filter(todos.keep), sortKey(q.sortBy, q.order), q.order, q.page, q.limit)
  else page = walkPage(todos.ordered, todos.keep, q.order, q.page, q.limit)
  const { items, total } = page
  return HttpResponse.json<TodoListResponse>({
    todos: items.map(toApiTodo),
    more: q.page * q.limit < total,
    total,
    page: q.page,
    limit: q.limit,
  })
}

/**
 * The `page` of the records of `ordered` (created_at, id ascending) that `keep` keeps, in
 * `order`, and how many it keeps: one walk, no sort, no copy of the list.
 */
function walkPage<T>(ordered: readonly T[], keep: (record: T) => boolean, order: 'asc' | 'desc', page: number, limit: number): { items: T[]; total: number } {
  const start = (page - 1) * limit
  const end = start + limit
  const items: T[] = []
  let total = 0
  const desc = order === 'desc'
  for (let i = desc ? ordered.length - 1 : 0; desc ? i >= 0 : i < ordered.length; i += desc ? -1 : 1) {
    const record = ordered[i]!
    if (!keep(record)) continue
    if (total >= start && total < end) items.push(record)
    total++
  }
  return { items, total }
}

/** The fields an update (PATCH or bulk) really changes (empty when nothing does). */
function changes(todo: TodoRecord, data: ReturnType<typeof parseTodoUpdate>): Partial<TodoRecord> {
  const next: Partial<TodoRecord> = {}
  if (data.title !== undefined && data.title !== todo.title) next.title = data.title
  if (data.description !== undefined && (data.description || null) !== todo.description) next.description = data.description || null
  if (data.priority !== undefined && data.priority !== todo.priority) next.priority = data.priority
  if (data.due_date !== undefined) {
    const due = normalizeDueDate(data.due_date)
    if (due !== todo.due_date) next.due_date = due
  }
  if (data.tags !== undefined && JSON.stringify(data.tags) !== JSON.stringify(todo.tags)) next.tags = data.tags
  if (data.status !== undefined && data.status !== todo.status) {
    next.status = data.status
    next.completed_at = data.status === 'DONE' ? clock.iso() : null
  }
  return next
}

function parseTodoUpdate(data: TodoUpdateRequest) {
  return { ...data, tags: data.tags === undefined ? undefined : uniqueTags(data.tags) }
}

function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const tag of tags) {
    const key = tag.toLowerCase()
    if (!seen.has(key)) {
      seen.add(key)
      out.push(tag)
    }
  }
  return out
}

async function applyChanges(c: Collections, todo: TodoRow, next: Partial<TodoRecord>): Promise<TodoRecord> {
  if (Object.keys(next).length === 0) return todo
  const updated_at = nextTimestamp(todo.updated_at)
  const saved = await c.todos.update(todo, {
    data(draft) {
      Object.assign(draft, next, { updated_at })
    },
  })
  // The activity feed: every way a todo becomes done (PATCH, toggle, bulk) is one 'completed' entry.
  if (next.status === 'DONE' && todo.status !== 'DONE') await recordActivity(c, todo.user_id, { kind: 'todo_completed', subjectId: todo.id, title: saved?.title ?? todo.title })
  return saved ?? todo
}

/** The caller's todos for a set of ids, or a 404 (nothing changed) when one is missing or someone else's. */
function ownTodosByIds(c: Collections, userId: number, ids: readonly number[]): TodoRow[] {
  const wanted = new Set(ids)
  const found = new Map<number, TodoRow>()
  for (const id of wanted) {
    const todo = byId(c.todos, id)
    if (todo && todo.user_id === userId) found.set(id, todo)
  }
  if (found.size !== wanted.size) fail(404, TODOS_NOT_FOUND)
  return [...wanted].map((id) => found.get(id)!)
}

// ---------------------------------------------------------------- export

/** A CSV cell: quoted when needed (RFC 4180), and a leading = + - @ (tab, CR) defused with a quote. */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export const CSV_COLUMNS = ['id', 'title', 'description', 'priority', 'status', 'due_date', 'completed_at', 'created_at', 'updated_at', 'tags'] as const

export function todosCsv(todos: readonly ApiTodo[]): string {
  const rows = todos.map((t) =>
    [t.id, t.title, t.description, t.priority, t.status, t.due_date, t.completed_at, t.created_at, t.updated_at, t.tags.join(';')].map(csvCell).join(','),
  )
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n'
}

// ---------------------------------------------------------------- routes

export const todoRoutes = [
  route('GET', '/todos', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const q = parseQuery(request, {
      completed: queryParam.bool(),
      priority: queryParam.oneOf(TODO_PRIORITY_VALUES),
      status: queryParam.oneOf(TODO_STATUS_VALUES),
      search: queryParam.text({ max: 200 }),
    })
    const search = q.search?.trim().toLowerCase() ?? ''
    const keep = (t: TodoRecord) =>
      (q.completed === undefined || isDone(t) === q.completed) &&
      (q.priority === undefined || t.priority === q.priority) &&
      (q.status === undefined || t.status === q.status) &&
      (search === '' || searchText(t).title.includes(search) || searchText(t).description.includes(search))
    return listAnswer(request, { ordered: ownTodos(c, user.id), keep })
  }),

  route(
    'POST',
    '/todos',
    async ({ request, c }) => {
      const { user } = await requireUser(request)
      const body = await parseBody(request, todoCreateRequest)
      // Bug 'todos-create-500' (mocks/bugs; the error persona): creating a todo crashes, nothing is stored.
      if (bugOn('todos-create-500')) fail(500, 'Internal Server Error')
      const now = clock.iso()
      const todo = await c.todos.create({
        id: nextId(c.todos),
        title: body.title,
        description: body.description || null,
        priority: body.priority,
        status: 'TODO',
        due_date: normalizeDueDate(body.due_date),
        completed_at: null,
        created_at: now,
        updated_at: now,
        user_id: user.id,
        tags: uniqueTags(body.tags ?? []),
      })
      await recordActivity(c, user.id, { kind: 'todo_created', subjectId: todo.id, title: todo.title })
      return HttpResponse.json<ApiTodo>(toApiTodo(todo), { status: 201 })
    },
    { body: todoCreateRequest },
  ),

  route('GET', '/todos/stats', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const todayStart = localDayStart(0)
    const tomorrowStart = localDayStart(1)
    let completed = 0
    let overdue = 0
    let dueToday = 0
    const own = ownTodos(c, user.id)
    for (const todo of own) {
      if (isDone(todo)) {
        completed++
        continue
      }
      const due = dueKey(todo)
      if (due === '') continue
      if (due < todayStart) overdue++
      else if (due < tomorrowStart) dueToday++
    }
    const total = own.length
    return HttpResponse.json<TodoStats>({
      total,
      completed,
      pending: total - completed,
      overdue,
      due_today: dueToday,
      // Bug 'todos-stats-rounding' (mocks/bugs): the rate is cut off instead of rounded (2 of 3 done gives 66.6, not 66.7).
      completion_rate: total === 0 ? 0 : (bugOn('todos-stats-rounding') ? Math.floor : Math.round)((completed / total) * 1000) / 10,
    })
  }),

  route('GET', '/todos/export', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const { format } = parseQuery(request, { format: queryParam.oneOf(EXPORT_FORMATS, 'csv') })
    const todos = [...ownTodos(c, user.id)]
      .sort((a, b) => a.id - b.id)
      .map(toApiTodo)
    const filename = `${EXPORT_FILENAME}.${format}`
    const headers = { 'Content-Disposition': `attachment; filename="${filename}"` }
    if (format === 'json') {
      return new HttpResponse(JSON.stringify(todos, null, 2), { headers: { ...headers, 'Content-Type': 'application/json' } })
    }
    return new HttpResponse(todosCsv(todos), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } })
  }),

  route('GET', '/todos/upcoming', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const { days } = parseQuery(request, { days: queryParam.int({ fallback: UPCOMING_DEFAULT_DAYS, min: 1, max: UPCOMING_MAX_DAYS }) })
    const from = localDayStart(0)
    const until = localDayStart(days + 1)
    const todos = ownTodos(c, user.id).filter((t) => !isDone(t) && dueKey(t) >= from && dueKey(t) < until)
    return listAnswer(request, todos, { sortBy: 'due_date', order: 'asc' })
  }),

  route('GET', '/todos/overdue', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const before = localDayStart(0)
    const todos = ownTodos(c, user.id).filter((t) => !isDone(t) && dueKey(t) !== '' && dueKey(t) < before)
    return listAnswer(request, todos, { sortBy: 'due_date', order: 'asc' })
  }),

  route('GET', '/todos/by-date', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const { date } = parseQuery(request, { date: queryParam.date() })
    const from = new Date(date.year, date.month - 1, date.day).toISOString()
    const until = new Date(date.year, date.month - 1, date.day + 1).toISOString()
    const todos = ownTodos(c, user.id).filter((t) => dueKey(t) >= from && dueKey(t) < until)
    return listAnswer(request, todos, { sortBy: 'due_date', order: 'asc' })
  }),

  route(
    'PATCH',
    '/todos/bulk',
    async ({ request, c }) => {
      const { user } = await requireUser(request)
      const body = await parseBody(request, todoBulkUpdateRequest)
      const todos = ownTodosByIds(c, user.id, body.ids)
      const data = parseTodoUpdate(body.data)
      const changed: number[] = []
      for (const todo of todos) {
        const next = changes(todo, data)
        if (Object.keys(next).length === 0) continue
        await applyChanges(c, todo, next)
        changed.push(todo.id)
      }
      return HttpResponse.json<BulkResult>({ count: changed.length, ids: changed })
    },
    { body: todoBulkUpdateRequest },
  ),

  route(
    'POST',
    '/todos/bulk-delete',
    async ({ request, c }) => {
      const { user } = await requireUser(request)
      const body = await parseBody(request, bulkDeleteRequest)
      const todos = ownTodosByIds(c, user.id, body.ids)
      for (const todo of todos) c.todos.delete(todo)
      return HttpResponse.json<BulkResult>({ count: todos.length, ids: todos.map((t) => t.id) })
    },
    { body: bulkDeleteRequest },
  ),

  route('GET', '/todos/:id', async ({ request, params, c }) => {
    const { user } = await requireUser(request)
    return HttpResponse.json<ApiTodo>(toApiTodo(findOwnTodo(c, user.id, intParam(params.id, 'id'))))
  }),

  route(
    'PATCH',
    '/todos/:id',
    async ({ request, params, c }) => {
      const { user } = await requireUser(request)
      const id = intParam(params.id, 'id')
      const data = parseTodoUpdate(await parseBody(request, todoUpdateRequest))
      const todo = findOwnTodo(c, user.id, id)
      return HttpResponse.json<ApiTodo>(toApiTodo(await applyChanges(c, todo, changes(todo, data))))
    },
    { body: todoUpdateRequest },
  ),

  route('PATCH', '/todos/:id/toggle', async ({ request, params, c }) => {
    const { user } = await requireUser(request)
    const todo = findOwnTodo(c, user.id, intParam(params.id, 'id'))
    const status = isDone(todo) ? 'TODO' : 'DONE'
    const saved = await applyChanges(c, todo, { status, completed_at: status === 'DONE' ? clock.iso() : null })
    return HttpResponse.json<ApiTodo>(toApiTodo(saved))
  }),

  route('DELETE', '/todos/:id', async ({ request, params, c }) => {
    const { user } = await requireUser(request)
    const todo = findOwnTodo(c, user.id, intParam(params.id, 'id'))
    c.todos.delete(todo)
    return HttpResponse.json<MessageResponse>({ message: TODO_DELETED_MESSAGE })
  }),
]

/** Bulk limits, for the README and tests. */
export const TODO_BULK_MAX_IDS = BULK_MAX_IDS
