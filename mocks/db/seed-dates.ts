/**
 * Seeds are fixed files, but the todos page colours rows by their due date relative to
 * *today* (overdue red, today orange, within 3 days yellow), so the seed's todos must be due
 * relative to the sandbox clock whenever the seed is loaded.
 *
 * The seed generator (`npm run seed`) writes every todo timestamp as the local wall-clock
 * time it should have when "today" is `SEED_REFERENCE_DAY`, spelled in UTC
 * (`2026-11-20T17:00:00.000Z` = "the reference day at 17:00"). `rebaseSeedDates` moves
 * those wall-clock times by whole days so the reference day becomes the local day of
 * `nowMs`, keeping each time of day (a midnight due date stays a whole-day one) in the
 * runtime's own time zone. Pure: the input seed is not modified.
 *
 * Calendar events are local date-times without a zone (`2026-11-14T09:00:00.000`, docs/spec/2-everyday-modules.md §3)
 * spread over the month before, the month of and the month after the reference day; they
 * move by whole *months* (same day of month and time) so that they always surround the
 * sandbox clock's month, whatever its day. Their `created_at` moves by whole days like todos.
 */
import type { CalendarEventRecord, SeedFile, TodoRecord } from './schema'

/** "Today" of the committed seed files (the seed generator exports the same SEED_REFERENCE_DAY; seed.test.ts compares them). */
export const SEED_REFERENCE_DAY = '2026-11-20'

const DAY = 86_400_000
const REFERENCE_DAY_NUMBER = Date.parse(`${SEED_REFERENCE_DAY}T00:00:00.000Z`) / DAY

/** The local calendar day of `ms` as a day number (days since 1970-01-01). */
function localDayNumber(ms: number): number {
  const d = new Date(ms)
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY
}

/** The wall-clock time of `iso` (read in UTC), `days` later, as a local time in ISO. */
function shiftWallClock(iso: string, days: number): string {
  const t = new Date(iso)
  if (Number.isNaN(t.getTime())) return iso
  return new Date(
    t.getUTCFullYear(),
    t.getUTCMonth(),
    t.getUTCDate() + days,
    t.getUTCHours(),
    t.getUTCMinutes(),
    t.getUTCSeconds(),
    t.getUTCMilliseconds(),
  ).toISOString()
}

function rebaseTodo(todo: TodoRecord, days: number): TodoRecord {
  return {
    ...todo,
    due_date: todo.due_date === null ? null : shiftWallClock(todo.due_date, days),
    completed_at: todo.completed_at === null ? null : shiftWallClock(todo.completed_at, days),
    created_at: shiftWallClock(todo.created_at, days),
    updated_at: shiftWallClock(todo.updated_at, days),
  }
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(T.*)$/
const REFERENCE_MONTH = Number(SEED_REFERENCE_DAY.slice(0, 4)) * 12 + Number(SEED_REFERENCE_DAY.slice(5, 7)) - 1

/** A local date-time `months` months later: the same day (clamped to the month's last) and time. */
export function shiftMonths(local: string, months: number): string {
  const m = LOCAL_DATE_TIME.exec(local)
  if (!m) return local
  const total = Number(m[1]) * 12 + Number(m[2]) - 1 + months
  const year = Math.floor(total / 12)
  const month = total - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(Number(m[3]), lastDay)
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}${m[4]}`
}

function rebaseEvent(event: CalendarEventRecord, months: number, days: number): CalendarEventRecord {
  return {
    ...event,
    start_time: shiftMonths(event.start_time, months),
    end_time: shiftMonths(event.end_time, months),
    created_at: shiftWallClock(event.created_at, days),
  }
}

/**
 * The seed with its todos' timestamps (and calendar events, by months) moved so that the seed's reference day is the local
 * day of `nowMs` (call with the sandbox clock: `rebaseSeedDates(seed, clock.now())`).
 */
export function rebaseSeedDates(seed: SeedFile, nowMs: number): SeedFile {
  const days = localDayNumber(nowMs) - REFERENCE_DAY_NUMBER
  const now = new Date(nowMs)
  const months = now.getFullYear() * 12 + now.getMonth() - REFERENCE_MONTH
  return {
    ...seed,
    collections: {
      ...seed.collections,
      todos: seed.collections.todos.map((todo) => rebaseTodo(todo, days)),
      calendarEvents: seed.collections.calendarEvents.map((event) => rebaseEvent(event, months, days)),
    },
  }
}
