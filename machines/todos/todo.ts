/**
 * The todo as the app holds it (docs/spec/2-everyday-modules.md §3 "Todo"): the server's upper-case status mapped to
 * `completed`, `due_date` to `dueDate`; and the due-date rules of the row colours (docs/spec/2-everyday-modules.md §2
 * "Todos page", §9): overdue red, today orange, within 3 days yellow, by the sandbox clock.
 */
import type { TodoPriority, TodoStatus } from '../shared/contracts-everyday'

export interface Todo {
  id: number
  title: string
  description: string
  priority: TodoPriority
  status: TodoStatus
  /** Derived: the status is DONE. */
  completed: boolean
  /** ISO date-time or null. */
  dueDate: string | null
  completedAt: string | null
  createdAt: string
  updatedAt: string
  createdBy: number
  tags: string[]
}

/** How close the due date is, for an open todo; null when done or without a due date, or later than 3 days. */
export type DueState = 'overdue' | 'today' | 'soon'

/** docs/spec/2-everyday-modules.md §9: "within 3 days" is yellow. */
export const DUE_SOON_DAYS = 3

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The local calendar day of a due date (a date-only value is that day, a date-time its local day), as UTC midnight ms. */
function localDay(value: string): number | null {
  const m = DATE_ONLY.exec(value)
  if (m) return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  const time = Date.parse(value)
  if (!Number.isFinite(time)) return null
  const d = new Date(time)
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())
}

/** Whole local days from `now`'s day to the due day (negative: in the past); null for an invalid date. */
export function daysUntil(due: string, now: number): number | null {
  const day = localDay(due)
  if (day === null) return null
  const n = new Date(now)
  return Math.round((day - Date.UTC(n.getFullYear(), n.getMonth(), n.getDate())) / 86_400_000)
}

/**
 * The due date the form sends for a picked day (`YYYY-MM-DD`): noon of that day in the browser's time
 * zone, so the day read back (`localDay`, `dueDateToInput`) is the picked one in every zone, and it is
 * that day for anyone within 11 hours of it. (Noon UTC, as before, is the next day from UTC+12 on: in New
 * Zealand's summer a todo due today read as due tomorrow, and each edit moved it a day later.)
 */
export function dueDateToIso(day: string): string | null {
  const m = DATE_ONLY.exec(day)
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12).toISOString() : null
}

/** The form's `YYYY-MM-DD` of a stored due date (its local day), or '' when there is none. */
export function dueDateToInput(value: string | null): string {
  if (!value) return ''
  const day = localDay(value)
  return day === null ? '' : new Date(day).toISOString().slice(0, 10)
}

/**
 * The due state of a todo at `now` (the sandbox clock, in the browser's time zone): a date on an
 * earlier day is overdue; the same day is today; 1 to 3 days ahead is soon. Completed todos and
 * todos without a due date have none.
 */
export function dueState(todo: Pick<Todo, 'completed' | 'dueDate'>, now: number): DueState | null {
  if (todo.completed || !todo.dueDate) return null
  const days = daysUntil(todo.dueDate, now)
  if (days === null) return null
  if (days < 0) return 'overdue'
  if (days === 0) return 'today'
  return days <= DUE_SOON_DAYS ? 'soon' : null
}
