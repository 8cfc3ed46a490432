/**
 * ONE contract for every persistence Backend (persistence.ts): IndexedDB (fake-indexeddb), memory,
 * PGlite (mocks/db/pg/store.ts, in memory here) and a PostgreSQL server when `DATABASE_URL` is set
 * (skipped with a note otherwise). The database layer (database.ts) relies on exactly this.
 */
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIndexedDbBackend, createMemoryBackend, LOG_KEEP, type Backend, type RecordWrite, type StoredState } from './persistence'
import { openPgStore, type PgStore } from './pg/store'
import { freshPgliteDir, removePgliteDirs } from './pg/test-dirs'

interface Subject {
  name: string
  /** A fresh, empty backend. */
  fresh(): Promise<Backend>
  /** A second handle on the same storage as `backend` (another tab or process), or null when the storage is private. */
  twin(backend: Backend): Backend | null
  /** Another data set of the same database (PostgreSQL), or null. */
  other?(): Backend
}

const state = (revision: number, counters: StoredState['counters'] = {}): StoredState => ({ schemaVersion: 3, revision, seed: 'default', counters })
const put = (collection: string, id: string | number, value: Record<string, unknown> = {}): RecordWrite => ({ key: [collection, id] as never, value: { id, ...value } })
const del = (collection: string, id: string | number): RecordWrite => ({ key: [collection, id] as never, value: undefined })

let counter = 0
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${counter++}`

function pgSubject(name: string, open: () => Promise<PgStore>): Subject {
  let store: PgStore | undefined
  const names = new WeakMap<Backend, string>()
  const make = (dataset: string) => {
    const backend = store!.backend(dataset)
    names.set(backend, dataset)
    return backend
  }
  return {
    name,
    async fresh() {
      store ??= await open()
      return make(unique('contract'))
    },
    twin: (backend) => make(names.get(backend)!),
    other: () => make(unique('other')),
  }
}

const pgStores: PgStore[] = []
const openTracked = async (options: Parameters<typeof openPgStore>[0]) => {
  const store = await openPgStore(options)
  pgStores.push(store)
  return store
}
afterAll(async () => {
  for (const store of pgStores) await store.close()
  removePgliteDirs()
})

const subjects: Subject[] = [
  {
    name: 'memory',
    fresh: async () => createMemoryBackend(),
    twin: () => null,
  },
  (() => {
    const factory = new IDBFactory()
    const names = new WeakMap<Backend, string>()
    const make = (name: string) => {
      const backend = createIndexedDbBackend({ name, factory })
      names.set(backend, name)
      return backend
    }
    return { name: 'indexeddb (fake-indexeddb)', fresh: async () => make(unique('contract')), twin: (b: Backend) => make(names.get(b)!) }
  })(),
  pgSubject('pglite', async () => openTracked({ dataDir: await freshPgliteDir() })),
]
const url = process.env.DATABASE_URL
if (url) subjects.push(pgSubject('postgres (DATABASE_URL)', () => openTracked({ url })))
else console.info('[contract] DATABASE_URL is not set: the Backend contract is not run against a PostgreSQL server (PGlite, IndexedDB and memory are).')

describe.each(subjects)('Backend contract: $name', (subject) => {
  let backend: Backend
  beforeAll(async () => {
    backend = await subject.fresh()
    await backend.open()
  }, 60_000)

  it('starts empty: no state, no records, a full load asked for', async () => {
    const empty = await subject.fresh()
    await empty.open()
    expect(await empty.readState()).toBeUndefined()
    expect(await empty.readAll()).toEqual({ state: undefined, records: [] })
    expect((await empty.changesSince(0)).changes).toBe('full')
  })

  it('commits records and state together; reads them back in key order (numbers before strings)', async () => {
    await backend.replace([], state(1))
    await backend.commit([put('todos', 10, { title: 'ten' }), put('todos', 2), put('todos', 'b'), put('todos', 'a'), put('comments', 1), put('users', 3)], state(2, { todos: 10 }))
    const { state: stored, records } = await backend.readAll()
    expect(stored).toEqual(state(2, { todos: 10 }))
    expect(records.map(([key]) => key)).toEqual([
      ['comments', 1],
      ['todos', 2],
      ['todos', 10],
      ['todos', 'a'],
      ['todos', 'b'],
      ['users', 3],
    ])
    expect(records[2]![1]).toEqual({ id: 10, title: 'ten' })
    expect(await backend.readState()).toEqual(state(2, { todos: 10 }))
  })

  it('deletes a record whose write has no value; an update replaces the whole record', async () => {
    await backend.commit([del('todos', 'a'), put('todos', 2, { done: true })], state(3))
    const { records } = await backend.readAll()
    expect(records.map(([key]) => key)).not.toContainEqual(['todos', 'a'])
    expect(records.find(([key]) => JSON.stringify(key) === '["todos",2]')![1]).toEqual({ id: 2, done: true })
  })

  it('keeps any JSON value exactly: unicode, U+0000, nesting, numbers', async () => {
    const value = { id: 7, title: 'nul\u0000 한국어 😀 "quoted" \\ back', tags: ['x', { deep: [1, 2.5, -0.25, null, true] }], n: 9007199254740991 }
    await backend.commit([{ key: ['todos', 7], value }], state(4))
    const { records } = await backend.readAll()
    expect(records.find(([key]) => JSON.stringify(key) === '["todos",7]')![1]).toEqual(value)
  })

  it('tells what changed since a revision: the changed records current values (undefined when deleted)', async () => {
    await backend.commit([put('todos', 20, { v: 1 }), put('todos', 21)], state(5))
    await backend.commit([put('todos', 20, { v: 2 }), del('todos', 21)], state(6))
    const since = await backend.changesSince(4)
    expect(since.state).toEqual(state(6))
    expect(since.changes).not.toBe('full')
    const byKey = Object.fromEntries((since.changes as RecordWrite[]).map((c) => [JSON.stringify(c.key), c.value]))
    expect(byKey).toEqual({ '["todos",20]': { id: 20, v: 2 }, '["todos",21]': undefined })
    expect((await backend.changesSince(6)).changes).toEqual([])
    expect((await backend.changesSince(99)).changes).toBe('full')
  })

  it('replaces everything at once; revisions before the reset ask for a full load', async () => {
    await backend.replace([put('todos', 1, { seeded: true }), put('users', 1)], state(7, { todos: 1, users: 1 }))
    const { state: stored, records } = await backend.readAll()
    expect(stored).toEqual(state(7, { todos: 1, users: 1 }))
    expect(records).toEqual([
      [['todos', 1], { id: 1, seeded: true }],
      [['users', 1], { id: 1 }],
    ])
    expect((await backend.changesSince(6)).changes).toBe('full')
    expect((await backend.changesSince(7)).changes).toEqual([])
  })

  it('a seed (replaceWithSeed where the backend has it) gives the same data as replace, twice in a row', async () => {
    const seed = [put('todos', 1, { seeded: 'yes' }), put('todos', 2), put('posts', 5)]
    for (const revision of [8, 9]) {
      if (backend.replaceWithSeed) await backend.replaceWithSeed('default', seed, state(revision, { todos: 2, posts: 5 }))
      else await backend.replace(seed, state(revision, { todos: 2, posts: 5 }))
      const { state: stored, records } = await backend.readAll()
      expect(stored).toEqual(state(revision, { todos: 2, posts: 5 }))
      expect(records.map(([key, value]) => [key, value])).toEqual([
        [['posts', 5], { id: 5 }],
        [['todos', 1], { id: 1, seeded: 'yes' }],
        [['todos', 2], { id: 2 }],
      ])
      expect((await backend.changesSince(revision - 1)).changes).toBe('full')
    }
  })

  it(`keeps the change log to the last ${LOG_KEEP} revisions`, async () => {
    await backend.commit([put('todos', 3)], state(10))
    expect((await backend.changesSince(9)).changes).toHaveLength(1)
    await backend.commit([put('todos', 4)], state(10 + LOG_KEEP))
    // Revision 10's entry is pruned: a reader at 9 must load everything.
    expect((await backend.changesSince(9)).changes).toBe('full')
  })

  it('another handle on the same storage sees the commits (another tab or process)', async () => {
    const twin = subject.twin(backend)
    if (!twin) return // memory is private to its process
    await twin.open()
    const before = ((await twin.readState()) as StoredState).revision
    await backend.commit([put('todos', 30, { from: 'a' })], state(before + 1))
    const since = await twin.changesSince(before)
    expect(since.changes).toEqual([{ key: ['todos', 30], value: { id: 30, from: 'a' } }])
    await twin.commit([del('todos', 30)], state(before + 2))
    expect((await backend.changesSince(before + 1)).changes).toEqual([{ key: ['todos', 30], value: undefined }])
    twin.close()
  })

  it('data sets of one database are independent', async () => {
    if (!subject.other) return
    const other = subject.other()
    await other.open()
    expect(await other.readAll()).toEqual({ state: undefined, records: [] })
    await other.replace([put('todos', 1, { mine: true })], state(1))
    expect((await backend.readAll()).records).not.toContainEqual([['todos', 1], { id: 1, mine: true }])
  })
})
