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
 */
import type { SeedFile, TodoRecord } from './schema'

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

/**
 * The seed with its todos' timestamps moved so that the seed's reference day is the local
 * day of `nowMs` (call with the sandbox clock: `rebaseSeedDates(seed, clock.now())`).
 */
export function rebaseSeedDates(seed: SeedFile, nowMs: number): SeedFile {
  const days = localDayNumber(nowMs) - REFERENCE_DAY_NUMBER
  return {
    ...seed,
    collections: { ...seed.collections, todos: seed.collections.todos.map((todo) => rebaseTodo(todo, days)) },
  }
}
