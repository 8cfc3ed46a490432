import { describe, expect, it } from 'vitest'
import type { SeedFile, TodoRecord } from './schema'
import { rebaseSeedDates, SEED_REFERENCE_DAY } from './seed-dates'

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

function seedWith(todos: TodoRecord[]): SeedFile {
  const collections = { users: [], todos, posts: [] } as unknown as SeedFile['collections']
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
})
