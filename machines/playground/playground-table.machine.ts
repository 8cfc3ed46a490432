/**
 * The playground's data table (docs/spec/3-playground.md "Component playground", §3, §4, §9): six fixed rows (id,
 * name, email, status), a filter box (matches name or e-mail, case-insensitive; changing it goes
 * back to page 1), sorting by any column in both directions (a new column sorts ascending, the
 * same column again flips the direction), 3 rows per page with 'Page X of Y', inline editing
 * (name, e-mail, status; Save only when the draft is valid) and deleting (an error-style toast).
 * Reset restores the six rows. The rows arrive as `input` (local sample data).
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { EMAIL_PATTERN } from '../shared/validation'
import { isKorean } from '../shared/language'

export type RowStatus = 'active' | 'inactive'

export interface TableRow {
  id: number
  name: string
  email: string
  status: RowStatus
}

export const TABLE_COLUMNS = ['id', 'name', 'email', 'status'] as const
export type TableColumn = (typeof TABLE_COLUMNS)[number]
export type SortDirection = 'asc' | 'desc'
export interface TableSort {
  column: TableColumn
  direction: SortDirection
}

/** docs/spec/3-playground.md §9: table page size 3. */
export const PAGE_SIZE = 3

/** docs/spec/3-playground.md §3: six fixed sample rows. */
export const SAMPLE_ROWS: readonly TableRow[] = [
  { id: 1, name: 'John Doe', email: 'john@example.com', status: 'active' },
  { id: 2, name: 'Jane Smith', email: 'jane@example.com', status: 'inactive' },
  { id: 3, name: 'Bob Johnson', email: 'bob@example.com', status: 'active' },
  { id: 4, name: 'Alice Brown', email: 'alice@example.com', status: 'active' },
  { id: 5, name: 'Charlie Wilson', email: 'charlie@example.com', status: 'inactive' },
  { id: 6, name: 'Diana Lee', email: 'diana@example.com', status: 'active' },
]

/**
 * The same six rows on a Korean screen: Korean names (e-mails in romanised Korean), the same ids and statuses, so
 * test ids, paging and the status filter read alike; "jun" finds 김민준 (minjun…) and 정하준 (hajun…) as "son" finds
 * Bob Johnson and Charlie Wilson.
 */
export const SAMPLE_ROWS_KO: readonly TableRow[] = [
  { id: 1, name: '김민준', email: 'minjun.kim@example.com', status: 'active' },
  { id: 2, name: '이서연', email: 'seoyeon.lee@example.com', status: 'inactive' },
  { id: 3, name: '박지훈', email: 'jihoon.park@example.com', status: 'active' },
  { id: 4, name: '최유나', email: 'yuna.choi@example.com', status: 'active' },
  { id: 5, name: '정하준', email: 'hajun.jung@example.com', status: 'inactive' },
  { id: 6, name: '강수아', email: 'sua.kang@example.com', status: 'active' },
]

/** The sample rows for a screen in this language (Korean for 'ko', else English). */
export const sampleRows = (language: string | undefined): readonly TableRow[] => (isKorean(language) ? SAMPLE_ROWS_KO : SAMPLE_ROWS)

export interface RowDraft {
  id: number
  name: string
  email: string
  status: RowStatus
}

export type DraftErrorCode = 'required' | 'emailRequired' | 'emailFormat'

export function draftErrors(draft: RowDraft): Partial<Record<'name' | 'email', DraftErrorCode>> {
  const errors: Partial<Record<'name' | 'email', DraftErrorCode>> = {}
  if (draft.name.trim() === '') errors.name = 'required'
  if (draft.email.trim() === '') errors.email = 'emailRequired'
  else if (!EMAIL_PATTERN.test(draft.email.trim())) errors.email = 'emailFormat'
  return errors
}

export function draftValid(draft: RowDraft): boolean {
  return Object.keys(draftErrors(draft)).length === 0
}

/** Case-insensitive "contains" on name or e-mail; a blank filter matches everything. */
export function filterRows(rows: readonly TableRow[], filter: string): TableRow[] {
  const q = filter.trim().toLowerCase()
  if (q === '') return [...rows]
  return rows.filter((r) => r.name.toLowerCase().includes(q) || r.email.toLowerCase().includes(q))
}

function compare(a: TableRow, b: TableRow, column: TableColumn): number {
  if (column === 'id') return a.id - b.id
  const x = a[column].toLowerCase()
  const y = b[column].toLowerCase()
  return x < y ? -1 : x > y ? 1 : a.id - b.id
}

export function sortRows(rows: readonly TableRow[], sort: TableSort | null): TableRow[] {
  if (!sort) return [...rows]
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => sign * compare(a, b, sort.column) || a.id - b.id)
}

export function pageCount(rowCount: number): number {
  return Math.max(1, Math.ceil(rowCount / PAGE_SIZE))
}

export interface TableView {
  /** The rows of the current page. */
  rows: TableRow[]
  /** How many rows match the filter. */
  total: number
  page: number
  pages: number
  hasPrevious: boolean
  hasNext: boolean
}

/** What the table shows: filtered, sorted, then the current page. */
export function tableView(context: Pick<DataTableContext, 'rows' | 'filter' | 'sort' | 'page'>): TableView {
  const matching = sortRows(filterRows(context.rows, context.filter), context.sort)
  const pages = pageCount(matching.length)
  const page = Math.min(context.page, pages)
  return {
    rows: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
    page,
    pages,
    hasPrevious: page > 1,
    hasNext: page < pages,
  }
}

export interface DataTableContext {
  initialRows: readonly TableRow[]
  rows: TableRow[]
  filter: string
  sort: TableSort | null
  page: number
  /** The row being edited inline. */
  draft: RowDraft | null
}

export interface DataTableInput {
  rows?: readonly TableRow[]
}

export type DataTableEvent =
  | { type: 'filter.change'; value: string }
  | { type: 'sort.toggle'; column: TableColumn }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'row.edit'; id: number }
  | { type: 'draft.change'; field: 'name' | 'email'; value: string }
  | { type: 'draft.status'; status: RowStatus }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'row.delete'; id: number }
  | { type: 'table.reset' }

/** The page stays valid when rows disappear (a delete on the last page). */
const clampPage = (context: Pick<DataTableContext, 'rows' | 'filter' | 'page'>) => Math.min(context.page, pageCount(filterRows(context.rows, context.filter).length))

export const dataTableMachine = setup({
  types: {
    context: {} as DataTableContext,
    events: {} as DataTableEvent,
    input: {} as DataTableInput | undefined,
  },
  guards: {
    hasNextPage: ({ context }) => tableView(context).hasNext,
    hasPreviousPage: ({ context }) => tableView(context).hasPrevious,
    sameColumn: ({ context, event }) => event.type === 'sort.toggle' && context.sort?.column === event.column,
    /** Only a row on the current page (after filter and sort) can be edited or deleted: what the user sees. */
    rowVisible: ({ context, event }) => (event.type === 'row.edit' || event.type === 'row.delete') && tableView(context).rows.some((r) => r.id === event.id),
    draftValid: ({ context }) => context.draft !== null && draftValid(context.draft),
  },
  actions: {
    setFilter: assign({ filter: ({ event }) => (event.type === 'filter.change' ? event.value : ''), page: 1 }),
    flipSort: assign({
      sort: ({ context }) => (context.sort ? { column: context.sort.column, direction: context.sort.direction === 'asc' ? 'desc' : 'asc' } : null),
    }),
    sortAscending: assign({ sort: ({ event }) => (event.type === 'sort.toggle' ? { column: event.column, direction: 'asc' as const } : null) }),
    nextPage: assign({ page: ({ context }) => tableView(context).page + 1 }),
    previousPage: assign({ page: ({ context }) => tableView(context).page - 1 }),
    startEdit: assign({
      draft: ({ context, event }) => {
        const row = event.type === 'row.edit' ? context.rows.find((r) => r.id === event.id) : undefined
        return row ? { ...row } : null
      },
    }),
    setDraftField: assign({
      draft: ({ context, event }) => (context.draft && event.type === 'draft.change' ? { ...context.draft, [event.field]: event.value } : context.draft),
    }),
    setDraftStatus: assign({
      draft: ({ context, event }) => (context.draft && event.type === 'draft.status' ? { ...context.draft, status: event.status } : context.draft),
    }),
    saveDraft: assign(({ context }) => {
      const draft = context.draft!
      const rows = context.rows.map((r) => (r.id === draft.id ? { id: r.id, name: draft.name.trim(), email: draft.email.trim(), status: draft.status } : r))
      return { rows, draft: null, page: clampPage({ ...context, rows }) }
    }),
    discardDraft: assign({ draft: null }),
    deleteRow: assign(({ context, event }) => {
      const rows = context.rows.filter((r) => event.type !== 'row.delete' || r.id !== event.id)
      return { rows, page: clampPage({ ...context, rows }) }
    }),
    resetTable: assign(({ context }) => ({ rows: [...context.initialRows], filter: '', sort: null, page: 1, draft: null })),
    /** Success toast naming the saved row. */
    notifySaved: (_, _params: { name: string }) => {},
    /** Error-style toast naming the deleted row. */
    notifyDeleted: (_, _params: { name: string }) => {},
  },
}).createMachine({
  id: 'playgroundTable',
  context: ({ input }) => {
    const rows = [...(input?.rows ?? SAMPLE_ROWS)]
    return { initialRows: rows, rows: [...rows], filter: '', sort: null, page: 1, draft: null }
  },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'filter.change': { actions: 'setFilter', description: 'Changing the filter goes back to page 1.' },
        'sort.toggle': [
          { guard: 'sameColumn', actions: 'flipSort', description: 'The sorted column again: the other direction.' },
          { actions: 'sortAscending', description: 'A new column sorts ascending.' },
        ],
        'page.next': { guard: 'hasNextPage', actions: 'nextPage' },
        'page.previous': { guard: 'hasPreviousPage', actions: 'previousPage' },
        'row.edit': { guard: 'rowVisible', target: 'editing', actions: 'startEdit' },
        'row.delete': {
          guard: 'rowVisible',
          description: 'Removes the row at once, with an error-style toast.',
          actions: [
            {
              type: 'notifyDeleted',
              params: ({ context, event }) => ({ name: context.rows.find((r) => event.type === 'row.delete' && r.id === event.id)?.name ?? '' }),
            },
            'deleteRow',
          ],
        },
        'table.reset': { actions: 'resetTable', description: 'The six sample rows, no filter, no sort, page 1.' },
      },
    },
    editing: {
      description: 'One row shows name, e-mail and status inputs; the rest of the table waits until Save or Cancel.',
      on: {
        'draft.change': { actions: 'setDraftField' },
        'draft.status': { actions: 'setDraftStatus' },
        'edit.save': {
          guard: 'draftValid',
          target: 'browsing',
          actions: [{ type: 'notifySaved', params: ({ context }) => ({ name: context.draft!.name.trim() }) }, 'saveDraft'],
        },
        'edit.cancel': { target: 'browsing', actions: 'discardDraft' },
      },
    },
  },
})

export type DataTableMachine = typeof dataTableMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type DataTableSnap = SnapshotFrom<typeof dataTableMachine>

/** A row is being edited. */
export function selectTableEditing(s: DataTableSnap): boolean {
  return s.matches('editing')
}

/** What the data table section renders: `useSelector(ref, selectDataTableView, shallowEqual)`. */
export function selectDataTableView(s: DataTableSnap) {
  return { state: String(s.value), context: s.context, editing: selectTableEditing(s) }
}
export type DataTableViewModel = ReturnType<typeof selectDataTableView>
