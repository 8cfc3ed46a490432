import { describe, expect, it } from 'vitest'
import type { CalendarEventRecord, SeedFile, TodoRecord } from './schema'
import { rebaseSeedDates, SEED_REFERENCE_DAY, shiftMonths } from './seed-dates'

const todo = (id: number, due: string | null, extra: Partial<TodoRecord> = {}): TodoRecord => ({
  id,
  title: `Todo ${id}`,
  description: null,
  priority: 'medium',
  status: 'TODO',
  due_date: due,
  completed_at: null,
  created_at: '2026-11-10T09:00:00.000Z',
  updated_at: '2026-11-10T09:00:00.000Z',
  user_id: 1,
  tags: [],
  ...extra,
})

const event = (id: number, start: string, end: string): CalendarEventRecord => ({
  id,
  user_id: 1,
  title: `Event ${id}`,
  description: null,
  start_time: start,
  end_time: end,
  all_day: false,
  color: 'blue',
  location: null,
  reminder: null,
  created_at: '2026-10-01T09:00:00.000Z',
})

function seedWith(todos: TodoRecord[], calendarEvents: CalendarEventRecord[] = []): SeedFile {
  const collections = { users: [], todos, posts: [], calendarEvents } as unknown as SeedFile['collections']
  return { seed: 'default', collections }
}

const local = (ms: string) => {
  const d = new Date(ms)
  return [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()]
}

describe('rebaseSeedDates', () => {
  it('moves the reference day to the local day of now, keeping each wall-clock time', () => {
    expect(SEED_REFERENCE_DAY).toBe('2026-11-20')
    const seed = seedWith([
      todo(1, '2026-11-20T00:00:00.000Z'),
      todo(2, '2026-11-20T17:00:00.000Z'),
      todo(3, '2026-11-17T00:00:00.000Z'),
      todo(4, '2026-11-23T14:30:00.000Z'),
      todo(5, null),
    ])
    const now = new Date(2027, 0, 31, 8, 15).getTime() // 31 January 2027, 08:15 local
    const todos = rebaseSeedDates(seed, now).collections.todos
    expect(local(todos[0]!.due_date!)).toEqual([2027, 1, 31, 0, 0]) // today, whole day
    expect(local(todos[1]!.due_date!)).toEqual([2027, 1, 31, 17, 0]) // today at 17:00
    expect(local(todos[2]!.due_date!)).toEqual([2027, 1, 28, 0, 0]) // three days ago
    expect(local(todos[3]!.due_date!)).toEqual([2027, 2, 3, 14, 30]) // in three days, across a month end
    expect(todos[4]!.due_date).toBeNull()
    expect(local(todos[0]!.created_at)).toEqual([2027, 1, 21, 9, 0]) // the other timestamps move the same way
  })

  it('also works backwards and across a year end', () => {
    const seed = seedWith([todo(1, '2026-11-21T00:00:00.000Z', { status: 'DONE', completed_at: '2026-11-19T18:00:00.000Z' })])
    const [moved] = rebaseSeedDates(seed, new Date(2025, 11, 31, 23, 59).getTime()).collections.todos
    expect(local(moved!.due_date!)).toEqual([2026, 1, 1, 0, 0])
    expect(local(moved!.completed_at!)).toEqual([2025, 12, 30, 18, 0])
  })

  it('is pure: the input seed and the other collections are left as they are', () => {
    const seed = seedWith([todo(1, '2026-11-20T00:00:00.000Z')])
    const copy = structuredClone(seed)
    const result = rebaseSeedDates(seed, Date.UTC(2030, 5, 1, 12))
    expect(seed).toEqual(copy)
    expect(result.collections.posts).toBe(seed.collections.posts)
    expect(result.collections.todos[0]).not.toBe(seed.collections.todos[0])
  })

  it('moves calendar events by whole months (same day and local time) so they surround the sandbox month', () => {
    const seed = seedWith(
      [],
      [event(1, '2026-10-06T10:00:00.000', '2026-10-06T11:00:00.000'), event(2, '2026-12-28T00:00:00.000', '2026-12-28T23:59:59.999')],
    )
    const moved = rebaseSeedDates(seed, new Date(2027, 0, 31, 23, 30).getTime()).collections.calendarEvents
    expect(moved.map((e) => [e.start_time, e.end_time])).toEqual([
      ['2026-12-06T10:00:00.000', '2026-12-06T11:00:00.000'],
      ['2027-02-28T00:00:00.000', '2027-02-28T23:59:59.999'],
    ])
    expect(seed.collections.calendarEvents[0]!.start_time).toBe('2026-10-06T10:00:00.000')
  })

  it('shiftMonths clamps the day to the month and crosses years both ways', () => {
    expect(shiftMonths('2026-01-31T08:00:00.000', 1)).toBe('2026-02-28T08:00:00.000')
    expect(shiftMonths('2026-01-15T08:00:00.000', -1)).toBe('2025-12-15T08:00:00.000')
    expect(shiftMonths('2026-11-14T09:00:00.000', 14)).toBe('2028-01-14T09:00:00.000')
    expect(shiftMonths('not a date', 3)).toBe('not a date')
  })
})
