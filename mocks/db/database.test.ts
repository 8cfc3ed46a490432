import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createDatabase,
  firstSeedFor,
  LEGACY_REVISION_KEY,
  LEGACY_STORAGE_KEY,
  nextId,
  placeRecords,
  recordShape,
  shapeOf,
  SandboxReadOnlyError,
  SandboxStorageError,
  SCHEMA_VERSION,
  STORAGE_NEWER_DETAIL,
  STORAGE_FAILED_DETAIL,
  type Collections,
  type Database,
  type DatabaseOptions,
  type LockManagerLike,
} from './database'
import { commentsByPost } from '../handlers/listing'
import { CHUNK_SIZE, createIndexedDbBackend, createMemoryBackend, type RecordKey, type StoredState } from './persistence'
import { createMemoryStorage } from './storage'
import { Collection } from '@msw/data'
import { z } from 'zod'

const opened: Database[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

/** An in-process stand-in for navigator.locks, shared by the "tabs" of a test. */
function createLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>()
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const result = (tails.get(name) ?? Promise.resolve()).then(callback, callback)
      tails.set(
        name,
        result.catch(() => undefined),
      )
      return result
    },
  }
}

let counter = 0
/** Options for "tabs" of one origin: the same IndexedDB factory, lock and channel name. */
function origin(extra: Partial<DatabaseOptions> = {}): () => Database {
  const factory = new IDBFactory()
  const locks = createLocks()
  const name = `qa-sandbox-test-${process.pid}-${++counter}`
  return () => {
    const db = createDatabase({ backend: 'indexeddb', indexedDB: factory, locks, name, legacyStorage: null, ...extra })
    opened.push(db)
    return db
  }
}

const message = (id: number, name = 'n') => ({ id, name, email: 'e@x.io', subject: 's', message: 'm', created_at: '2026-11-21T00:00:00.000Z' })
const addMessage = (c: Collections, name = 'n') => c.contactMessages.create(message(nextId(c.contactMessages), name)).then((r) => r.id)
const rename = (c: Collections, id: number, full_name: string) =>
  c.users.update((q) => q.where({ id }), {
    data(u) {
      u.full_name = full_name
    },
  })

describe('database (memory backend)', () => {
  it('seeds the default data and persists it', async () => {
    const db = createDatabase({ backend: 'memory' })
    await db.ready()
    expect(db.storageKind).toBe('memory')
    const doc = await db.stored()
    expect(doc.schemaVersion).toBe(SCHEMA_VERSION)
    expect(doc.seed).toBe('default')
    expect(doc.revision).toBe(db.revision)
    expect(doc.collections.users.map((u) => u.email)).toContain('demo@example.com')
    expect(await db.run((c) => c.posts.count())).toBe(doc.collections.posts.length)
  })

  it('writes only the records a run changed, before run() resolves', async () => {
    const backend = createMemoryBackend()
    const commit = vi.spyOn(backend, 'commit')
    const db = createDatabase({ backend })
    await db.ready()
    const before = db.revision
    const id = await db.run(async (c) => {
      await rename(c, 1, 'Changed')
      return addMessage(c, 'Ann')
    })
    expect(commit).toHaveBeenCalledTimes(1)
    const [writes, state] = commit.mock.calls[0]!
    expect(writes.map((w) => w.key)).toEqual([
      ['users', 1],
      ['contactMessages', id],
    ])
    expect(state).toMatchObject({ revision: before + 1, counters: expect.objectContaining({ contactMessages: id }) })
    const doc = await db.stored()
    expect(doc.revision).toBe(before + 1)
    expect(doc.collections.contactMessages).toEqual([expect.objectContaining({ id, name: 'Ann' })])
    expect(doc.collections.users.find((u) => u.id === 1)?.full_name).toBe('Changed')
  })

  it('does not write for read-only runs', async () => {
    const backend = createMemoryBackend()
    const db = createDatabase({ backend })
    await db.ready()
    const commit = vi.spyOn(backend, 'commit')
    const revision = db.revision
    await db.run((c) => c.users.findMany())
    expect(commit).not.toHaveBeenCalled()
    expect(db.revision).toBe(revision)
  })

  it('rolls back a run that throws after writing, keeping the records in place', async () => {
    const db = createDatabase({ backend: 'memory' })
    await db.ready()
    const order = () => db.snapshot().collections.users.map((u) => u.id)
    const ids = order()
    await expect(
      db.run(async (c) => {
        await rename(c, 1, 'Changed')
        c.users.delete((q) => q.where({ id: 2 }))
        await addMessage(c)
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(order()).toEqual(ids)
    expect(db.snapshot().collections.users[0]!.full_name).toBe('Demo User')
    expect(db.snapshot().collections.contactMessages).toEqual([])
    expect((await db.stored()).collections.users[0]!.full_name).toBe('Demo User')
    // The id the failed run took is handed out again.
    expect(await db.run((c) => addMessage(c))).toBe(1)
  })

  it('serialises concurrent runs so ids stay unique, and never reuses a deleted last id', async () => {
    const db = createDatabase({ backend: 'memory' })
    const ids = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        db.run(async (c) => {
          const id = nextId(c.contactMessages)
          await new Promise((r) => setTimeout(r, 5 - i))
          await c.contactMessages.create(message(id))
          return id
        }),
      ),
    )
    expect(ids).toEqual([1, 2, 3, 4, 5])
    await db.run((c) => c.contactMessages.delete((q) => q.where({ id: 5 })))
    expect(await db.run((c) => addMessage(c))).toBe(6)
    // Two ids taken in one run are different.
    expect(await db.run((c) => [nextId(c.contactMessages), nextId(c.contactMessages)])).toEqual([7, 8])
  })

  it('reseeds with another seed and records its name', async () => {
    const db = createDatabase({ backend: 'memory' })
    await db.reseed('empty')
    expect(db.seedName).toBe('empty')
    expect((await db.stored()).seed).toBe('empty')
    expect(await db.run((c) => c.posts.count())).toBe(0)
    await db.reseed('ko')
    expect(await db.run((c) => c.posts.findFirst()?.locale)).toBe('ko')
    await db.reseed('busy')
    expect(await db.run((c) => c.posts.count())).toBeGreaterThanOrEqual(300)
    await expect(db.reseed('nope' as never)).rejects.toThrow(/Unknown seed/)
  })
})

describe('placeRecords: checked records placed without create()', () => {
  const schema = z.object({ id: z.number(), title: z.string() })
  it("takes the installed @msw/data's record shape (an upgrade that changes it fails here), and the placed records query, update and delete like created ones", async () => {
    const shape = await recordShape()
    expect(shape).not.toBeNull()
    const collection = new Collection({ schema })
    const records = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1, title: `t${i + 1}` }))
    placeRecords(collection, records, shape!)
    expect(collection.count()).toBe(2500)
    expect(collection.all().map((r) => r.id)).toEqual(records.map((r) => r.id))
    expect(collection.findFirst((q) => q.where({ id: 1800 }))?.title).toBe('t1800')
    expect(JSON.stringify(collection.all()[1])).toBe('{"id":2,"title":"t2"}')
    const updated = await collection.update((q) => q.where({ id: 1800 }), { data: (r) => void (r.title = 'changed') })
    expect(updated?.title).toBe('changed')
    expect(collection.findMany((q) => q.where({ title: 'changed' })).map((r) => r.id)).toEqual([1800])
    collection.delete((q) => q.where({ id: 2 }))
    expect(collection.count()).toBe(2499)
    expect(collection.findFirst((q) => q.where({ id: 2 }))).toBeUndefined()
    await collection.create({ id: 3000, title: 'new' })
    expect(collection.findFirst((q) => q.where({ id: 3000 }))?.title).toBe('new')
  })
  it('finds no shape in a record of another form (then records are created one by one)', () => {
    expect(shapeOf([{ id: 1 }])).toBeNull()
    expect(shapeOf([])).toBeNull()
    expect(shapeOf([{ id: 1, [Symbol('a')]: 'x', [Symbol('b')]: 'y' }])).toBeNull()
  })
})

describe('first start: the seed of the interface language', () => {
  it('a Korean start seeds ko, any other default', () => {
    expect([firstSeedFor('ko'), firstSeedFor('ko-KR'), firstSeedFor('en'), firstSeedFor('en-US'), firstSeedFor(''), firstSeedFor(undefined), firstSeedFor('kok')]).toEqual([
      'ko',
      'ko',
      'default',
      'default',
      'default',
      'default',
      'default',
    ])
  })

  it('empty storage gets the first seed; stored data is never replaced by a later start in another language', async () => {
    const tab = origin()
    const korean = tab()
    await korean.ready({ firstSeed: 'ko' })
    expect(korean.seedName).toBe('ko')
    expect(await korean.run((c) => c.todos.findFirst()?.title)).toMatch(/[\uac00-\ud7a3]/)
    const id = await korean.run((c) => addMessage(c, 'kept'))
    // A reload after switching the interface to English: the Korean data and the new record stay.
    const english = tab()
    await english.ready({ firstSeed: 'default' })
    expect(english.seedName).toBe('ko')
    expect(await english.run((c) => c.contactMessages.findFirst((q) => q.where({ id }))?.name)).toBe('kept')
    expect(await english.run((c) => c.posts.findFirst()?.locale)).toBe('ko')
    await expect(createDatabase({ backend: 'memory' }).ready({ firstSeed: 'nope' as never })).rejects.toThrow(/Unknown seed/)
  })

  it('without a first seed the default (English) data loads', async () => {
    const db = origin()()
    await db.ready()
    expect(db.seedName).toBe('default')
    expect(await db.run((c) => c.posts.findFirst()?.locale)).toBe('en')
  })
})

describe('database (IndexedDB, fake-indexeddb)', () => {
  it('persists a write before run() resolves; a reload (new instance) loads it', async () => {
    const tab = origin()
    const a = tab()
    await a.ready()
    expect(a.storageKind).toBe('indexeddb')
    const id = await a.run((c) => addMessage(c, 'Ann'))
    const reloaded = tab()
    expect(await reloaded.run((c) => c.contactMessages.findFirst((q) => q.where({ id }))?.name)).toBe('Ann')
    expect(reloaded.revision).toBe(a.revision)
  })

  it("writes one record's chunk, the state and the change-log entry in one strict transaction", async () => {
    const tab = origin()
    const db = tab()
    await db.ready()
    const users = (await db.stored()).collections.users
    const put = vi.spyOn(IDBObjectStore.prototype, 'put')
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction')
    await db.run((c) => rename(c, 1, 'One record'))
    const writes = transaction.mock.calls.filter(([, mode]) => mode === 'readwrite')
    expect(writes).toHaveLength(1)
    expect(writes[0]![2]).toEqual({ durability: 'strict' })
    expect(put.mock.calls.map(([, key]) => key)).toEqual(['state', db.revision, ['users', 0]])
    // The chunk of ids 0–255: the renamed user and the others as they were, in id order.
    const chunk = put.mock.calls[2]![0] as Array<[number, { id: number; full_name: string }]>
    expect(chunk.map(([id]) => id)).toEqual(users.map((u) => u.id).filter((id) => id < CHUNK_SIZE).sort((x, y) => x - y))
    expect(chunk.find(([id]) => id === 1)![1].full_name).toBe('One record')
    expect(chunk.filter(([id]) => id !== 1).map(([, u]) => u)).toEqual(users.filter((u) => u.id !== 1 && u.id < CHUNK_SIZE).sort((x, y) => x.id - y.id))
  })

  it('answers a write the storage refuses with SandboxStorageError: memory rolled back, nothing half-written', async () => {
    const tab = origin()
    const db = tab()
    await db.ready()
    const before = await db.stored()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const realPut = IDBObjectStore.prototype.put
    let calls = 0
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      // The first record goes in, the second is refused: the whole transaction must be undone.
      if (++calls === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return realPut.apply(this, args)
    })
    const failed = db.run(async (c) => {
      await rename(c, 1, 'Lost')
      return addMessage(c)
    })
    await expect(failed).rejects.toBeInstanceOf(SandboxStorageError)
    await expect(failed).rejects.toThrow(STORAGE_FAILED_DETAIL)
    vi.mocked(IDBObjectStore.prototype.put).mockRestore()
    expect(db.snapshot().collections.users[0]!.full_name).toBe('Demo User')
    expect(db.snapshot().collections.contactMessages).toEqual([])
    expect(db.revision).toBe(before.revision)
    expect(await db.stored()).toEqual(before)
    // The next write works and takes the id the failed one did not keep.
    expect(await db.run((c) => addMessage(c))).toBe(1)
  })

  it('reports an aborted transaction the same way', async () => {
    const tab = origin()
    const db = tab()
    await db.ready()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const realPut = IDBObjectStore.prototype.put
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const request = realPut.apply(this, args)
      this.transaction.abort()
      return request
    })
    await expect(db.run((c) => rename(c, 1, 'Lost'))).rejects.toBeInstanceOf(SandboxStorageError)
    expect(db.snapshot().collections.users[0]!.full_name).toBe('Demo User')
    expect((await db.stored()).collections.users[0]!.full_name).toBe('Demo User')
  })

  it('drops a corrupted or hand-edited record only, with a warning naming it, and the rest loads', async () => {
    const factory = new IDBFactory()
    const name = `qa-sandbox-corrupt-${++counter}`
    const first = createDatabase({ backend: 'indexeddb', indexedDB: factory, name, locks: null, legacyStorage: null })
    opened.push(first)
    await first.ready()
    const users = first.snapshot().collections.users.length
    const raw = createIndexedDbBackend({ name, factory })
    await raw.commit(
      [
        { key: ['users', 2], value: { ...first.snapshot().collections.users[1], role: 'superuser' } },
        { key: ['todos', 999], value: 'not a record' },
      ],
      { schemaVersion: SCHEMA_VERSION, revision: first.revision + 1, seed: 'default', counters: {} },
    )
    raw.close()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const reloaded = createDatabase({ backend: 'indexeddb', indexedDB: factory, name, locks: null, legacyStorage: null })
    opened.push(reloaded)
    expect(await reloaded.run((c) => c.users.findFirst((q) => q.where({ id: 1 }))?.email)).toBe('demo@example.com')
    expect(reloaded.snapshot().collections.users).toHaveLength(users - 1)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/users 2: role/))
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/todos 999/))
    // The drop is persisted: the next load is clean.
    expect((await reloaded.stored()).collections.users.map((u) => u.id)).not.toContain(2)
  })

  it('checks and places a stored collection when it is first used; what it drops is deleted with the next commit, and its ids are never reused', async () => {
    const factory = new IDBFactory()
    const name = `qa-sandbox-lazy-${++counter}`
    const options = { backend: 'indexeddb', indexedDB: factory, name, locks: null, legacyStorage: null, broadcast: false } as const
    const first = createDatabase(options)
    opened.push(first)
    await first.ready()
    const messages = first.snapshot().collections.contactMessages.length
    // A broken record with a high id, and a state whose counters do not know it (as a hand edit leaves them).
    const raw = createIndexedDbBackend({ name, factory })
    await raw.commit([{ key: ['contactMessages', 999], value: { ...message(999), email: 42 } }], {
      schemaVersion: SCHEMA_VERSION,
      revision: first.revision + 1,
      seed: 'default',
      counters: {},
    })
    raw.close()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const reloaded = createDatabase(options)
    opened.push(reloaded)
    expect(await reloaded.run((c) => c.users.count())).toBeGreaterThan(0)
    // Contact messages were not used yet: not checked, nothing warned, nothing written.
    expect(warn).not.toHaveBeenCalled()
    expect((await reloaded.stored()).collections.contactMessages).toHaveLength(messages + 1)
    const id = await reloaded.run((c) => addMessage(c))
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/contactMessages 999: email/))
    expect(id).toBe(1000)
    const after = (await reloaded.stored()).collections.contactMessages.map((m) => (m as { id: number }).id)
    expect(after).toHaveLength(messages + 1)
    expect(after).not.toContain(999)
    expect(after).toContain(1000)
    warn.mockRestore()
  })

  describe('a stored schema version other than this build\'s never replaces the data', () => {
    /** A database with one created record, then its `meta` state rewritten to `version` (as another build would leave it). */
    async function storedAs(version: number) {
      const factory = new IDBFactory()
      const name = `qa-sandbox-version-${++counter}`
      const open = () => {
        const db = createDatabase({ backend: 'indexeddb', indexedDB: factory, name, locks: null, legacyStorage: null })
        opened.push(db)
        return db
      }
      const first = open()
      const id = await first.run((c) => addMessage(c, 'Kept'))
      const before = await first.stored()
      first.close()
      const raw = createIndexedDbBackend({ name, factory })
      const state = (await raw.readState()) as Record<string, unknown>
      await raw.commit([], { ...(state as unknown as StoredState), schemaVersion: version, revision: before.revision + 1 })
      raw.close()
      return { open, id, before, raw: () => createIndexedDbBackend({ name, factory }) }
    }

    it('an older version is migrated forward: every record kept, the state written at the current version', async () => {
      const { open, id, before } = await storedAs(SCHEMA_VERSION - 1)
      const info = vi.spyOn(console, 'info').mockImplementation(() => {})
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const db = open()
      expect(await db.run((c) => c.contactMessages.findFirst((q) => q.where({ id }))?.name)).toBe('Kept')
      expect(db.readOnlyVersion).toBeNull()
      const after = await db.stored()
      expect(after.schemaVersion).toBe(SCHEMA_VERSION)
      for (const [collection, records] of Object.entries(before.collections)) expect(after.collections[collection as keyof typeof after.collections]).toEqual(records)
      expect(info).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`from schema version ${SCHEMA_VERSION - 1} to ${SCHEMA_VERSION}`)))
      expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/default seed/))
      // Writes work again, and the id counter carried over (no reuse).
      const next = await db.run((c) => addMessage(c, 'After'))
      expect(next).toBe(id + 1)
    })

    it('a newer version is read-only: the data shows, writes are refused with 507, nothing stored changes', async () => {
      const { open, id, raw } = await storedAs(SCHEMA_VERSION + 1)
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const backend = raw()
      const storedBefore = await backend.readAll()
      const db = open()
      expect(await db.run((c) => c.contactMessages.findFirst((q) => q.where({ id }))?.name)).toBe('Kept')
      expect(db.readOnlyVersion).toBe(SCHEMA_VERSION + 1)
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`schema version ${SCHEMA_VERSION + 1}, newer than`)))
      const refused = db.run((c) => addMessage(c, 'Refused'))
      await expect(refused).rejects.toBeInstanceOf(SandboxReadOnlyError)
      await expect(refused).rejects.toMatchObject({ status: 507, message: STORAGE_NEWER_DETAIL })
      // Memory rolled back, the storage exactly as the newer build left it.
      expect(await db.run((c) => c.contactMessages.findMany((q) => q.where({ name: 'Refused' })).length)).toBe(0)
      expect(await backend.readAll()).toEqual(storedBefore)
      // A reload keeps it read-only (no reseed, no repair written).
      db.close()
      const again = open()
      await again.ready()
      expect(again.readOnlyVersion).toBe(SCHEMA_VERSION + 1)
      expect(await backend.readAll()).toEqual(storedBefore)
      // Only an explicit reset (the sandbox panel's reseed) replaces it.
      await again.reseed('default')
      expect(again.readOnlyVersion).toBeNull()
      expect((await again.stored()).schemaVersion).toBe(SCHEMA_VERSION)
      backend.close()
    })
  })

  it('imports an old localStorage document once, then removes its keys', async () => {
    const source = createDatabase({ backend: 'memory' })
    await source.ready()
    const doc = { ...source.snapshot(), schemaVersion: 2, revision: 41, seed: 'ko' as const }
    doc.collections.users[0]!.full_name = 'Migrated'
    ;(doc.collections.todos as unknown[]).push({ id: 'bad' })
    const legacyStorage = createMemoryStorage({ [LEGACY_STORAGE_KEY]: JSON.stringify(doc), [LEGACY_REVISION_KEY]: '41' })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const tab = origin({ legacyStorage })
    const db = tab()
    expect(await db.run((c) => c.users.findFirst((q) => q.where({ id: 1 }))?.full_name)).toBe('Migrated')
    expect(db.seedName).toBe('ko')
    expect(db.revision).toBe(42)
    expect(legacyStorage.dump()).toEqual({})
    expect((await db.stored()).collections.todos).toHaveLength(doc.collections.todos.length - 1)
  })

  it('two tabs writing at the same time lose nothing and never hand out the same id', async () => {
    const tab = origin()
    const [a, b] = [tab(), tab()]
    await Promise.all([a.ready(), b.ready()])
    const writes = (db: Database, label: string) =>
      Array.from({ length: 40 }, (_, i) =>
        db.run(async (c) => {
          await rename(c, (i % 10) + 4, `${label}${i}`)
          await new Promise((r) => setTimeout(r, i % 3))
          return addMessage(c, `${label}${i}`)
        }),
      )
    const ids = await Promise.all([...writes(a, 'a'), ...writes(b, 'b')])
    expect(new Set(ids).size).toBe(80)
    const stored = await tab().stored()
    expect(stored.collections.contactMessages).toHaveLength(80)
    expect(new Set(stored.collections.contactMessages.map((m) => m.name)).size).toBe(80)
    // Each tab sees everything on its next request.
    expect(await a.run((c) => c.contactMessages.count())).toBe(80)
    expect(await b.run((c) => c.contactMessages.count())).toBe(80)
  })

  it('tells the other tabs, which refresh the changed records without a request', async () => {
    const tab = origin()
    const [a, b] = [tab(), tab()]
    await Promise.all([a.ready(), b.ready()])
    const heardByB = vi.fn()
    const heardByA = vi.fn()
    b.onExternalChange(heardByB)
    a.onExternalChange(heardByA)
    await a.run((c) => rename(c, 1, 'From tab A'))
    await vi.waitFor(() => expect(b.snapshot().collections.users[0]!.full_name).toBe('From tab A'), { timeout: 2000 })
    expect(b.revision).toBe(a.revision)
    // B's screens are told which collections changed (A's own write is not news to A).
    await vi.waitFor(() => expect(heardByB).toHaveBeenCalledWith(['users']), { timeout: 2000 })
    expect(heardByA).not.toHaveBeenCalled()
    // A reseed in one tab reloads the other.
    await a.reseed('empty')
    await vi.waitFor(() => expect(b.snapshot().collections.posts).toEqual([]), { timeout: 2000 })
    expect(b.seedName).toBe('empty')
    await vi.waitFor(() => expect(heardByB).toHaveBeenCalledWith('all'), { timeout: 2000 })
  })

  it('keeps the handlers\' hook indexes and the record order right through a rollback and a refresh from another tab', async () => {
    const tab = origin()
    const [a, b] = [tab(), tab()]
    await Promise.all([a.ready(), b.ready()])
    const groups = (db: Database) =>
      db.run((c) => {
        const index = commentsByPost(c)
        return c.posts.all().map((p) => index.get(p.id).map((m) => m.id))
      })
    const ids = (db: Database) => db.snapshot().collections.comments.map((m) => m.id)
    const before = await groups(b)
    const order = ids(b)
    const [first, second] = a.snapshot().collections.comments
    await groups(a)
    // A rollback in tab A puts the records back in place, through its index too.
    await expect(
      a.run(async (c) => {
        await c.comments.update((q) => q.where({ id: first!.id }), { data: (m) => void (m.content = 'changed') })
        c.comments.delete((q) => q.where({ id: second!.id }))
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await groups(a)).toEqual(before)
    expect(ids(a)).toEqual(order)
    // Tab A moves one comment to another post and deletes another; tab B follows.
    const target = a.snapshot().collections.posts.find((p) => p.id !== first!.post_id)!.id
    await a.run(async (c) => {
      await c.comments.update((q) => q.where({ id: first!.id }), { data: (m) => void (m.post_id = target) })
      c.comments.delete((q) => q.where({ id: second!.id }))
    })
    const after = await groups(a)
    expect(after).not.toEqual(before)
    await vi.waitFor(() => expect(b.revision).toBe(a.revision), { timeout: 2000 })
    expect(await groups(b)).toEqual(after)
    expect(ids(b)).toEqual(order.filter((id) => id !== second!.id))
  })

  it('keeps working in memory when the browser refuses IndexedDB', async () => {
    const refusing = { open: () => { throw new DOMException('refused', 'SecurityError') } } as unknown as IDBFactory
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = createDatabase({ backend: 'indexeddb', indexedDB: refusing, locks: null, legacyStorage: null })
    opened.push(db)
    expect(await db.run((c) => c.users.count())).toBeGreaterThan(0)
    expect(db.storageKind).toBe('memory')
    expect(await db.run((c) => addMessage(c))).toBe(1)
  })

  it('reseeds in one transaction, fast enough to run before every test', async () => {
    const tab = origin()
    const db = tab()
    await db.ready()
    await db.run((c) => addMessage(c))
    const started = performance.now()
    await db.reseed('default')
    expect(performance.now() - started).toBeLessThan(1000)
    await db.reseed('busy')
    expect((await db.stored()).collections.posts.length).toBeGreaterThanOrEqual(300)
    await db.reseed('default')
    expect((await db.stored()).collections.contactMessages).toEqual([])
    expect(db.snapshot().collections.contactMessages).toEqual([])
  })

  describe("index.html's early read (window.__sandboxPreread)", () => {
    const state = (revision: number): StoredState => ({ schemaVersion: SCHEMA_VERSION, revision, seed: 'default', counters: {} })
    async function stored(factory: IDBFactory) {
      const raw = createIndexedDbBackend({ factory })
      await raw.replace([{ key: ['todos', 1], value: { id: 1, title: 'stored' } }], state(3))
      raw.close()
    }
    afterEach(() => void (globalThis.__sandboxPreread = undefined))

    it('is used once when the stored state is still the one it read', async () => {
      const factory = new IDBFactory()
      await stored(factory)
      globalThis.__sandboxPreread = Promise.resolve({ state: state(3), keys: [['todos', 1]], values: [{ id: 1, title: 'early' }] })
      const backend = createIndexedDbBackend({ factory })
      expect((await backend.readAll()).records).toEqual([[['todos', 1], { id: 1, title: 'early' }]])
      expect(globalThis.__sandboxPreread).toBeUndefined()
      expect((await backend.readAll()).records).toEqual([[['todos', 1], { id: 1, title: 'stored' }]])
      backend.close()
    })

    it('is ignored when a write came after it, when it failed, or for another database name', async () => {
      const factory = new IDBFactory()
      await stored(factory)
      for (const early of [{ state: state(2), keys: [['todos', 1]], values: [{ id: 1, title: 'early' }] }, null, { state: state(3) }]) {
        globalThis.__sandboxPreread = Promise.resolve(early)
        const backend = createIndexedDbBackend({ factory })
        expect((await backend.readAll()).records).toEqual([[['todos', 1], { id: 1, title: 'stored' }]])
        backend.close()
      }
      globalThis.__sandboxPreread = Promise.resolve({ state: state(3), keys: [['todos', 1]], values: [{ id: 1, title: 'early' }] })
      const other = createIndexedDbBackend({ factory, name: 'qa-sandbox-other' })
      await other.replace([], state(3))
      expect((await other.readAll()).records).toEqual([])
      expect(globalThis.__sandboxPreread).toBeDefined()
      other.close()
    })

    it('reads the chunks it found (this layout) as well as the records of the first layout', async () => {
      const factory = new IDBFactory()
      await stored(factory)
      globalThis.__sandboxPreread = Promise.resolve({ state: state(3), chunkKeys: [['todos', 0]], chunks: [[[1, { id: 1, title: 'early' }]]] })
      const backend = createIndexedDbBackend({ factory })
      expect((await backend.readAll()).records).toEqual([[['todos', 1], { id: 1, title: 'early' }]])
      backend.close()
    })
  })

  describe('the records in chunks (IndexedDB layout 2)', () => {
    const state = (revision: number): StoredState => ({ schemaVersion: SCHEMA_VERSION, revision, seed: 'default', counters: {} })
    const todo = (id: number) => ({ id, title: 'todo ' + id })

    it('keeps records in chunks of CHUNK_SIZE ids, string ids in hash buckets, and reads them back in key order', async () => {
      const factory = new IDBFactory()
      const backend = createIndexedDbBackend({ factory })
      const ids = [0, 1, CHUNK_SIZE - 1, CHUNK_SIZE, 3 * CHUNK_SIZE + 7]
      const sessions = ['zeta', 'alpha', 'mid', 'b', 'a1', 'q']
      await backend.replace(
        [
          ...ids.map((id) => ({ key: ['todos', id] as RecordKey, value: todo(id) })),
          ...sessions.map((id) => ({ key: ['sessions', id] as RecordKey, value: { id } })),
          { key: ['users', 1], value: { id: 1 } },
        ],
        state(1),
      )
      const idb = await openRaw(factory)
      expect([...idb.objectStoreNames].sort()).toEqual(['changes', 'chunks', 'meta'])
      const keys = await request(idb.transaction('chunks').objectStore('chunks').getAllKeys())
      expect(keys.filter((k) => (k as unknown[])[0] === 'todos')).toEqual([['todos', 0], ['todos', 1], ['todos', 3]])
      expect(keys.filter((k) => (k as unknown[])[0] === 'sessions').every((k) => /^~\d+$/.test(String((k as unknown[])[1])))).toBe(true)
      idb.close()
      const { records } = await backend.readAll()
      expect(records.map(([key]) => key)).toEqual([
        ...[...sessions].sort().map((id) => ['sessions', id]),
        ...ids.map((id) => ['todos', id]),
        ['users', 1],
      ])
      expect(records.find(([key]) => JSON.stringify(key) === JSON.stringify(['todos', CHUNK_SIZE]))![1]).toEqual(todo(CHUNK_SIZE))
      backend.close()
    })

    it('a commit rewrites only the chunks it touches, deletes an emptied chunk, and changesSince reads the changed records', async () => {
      const factory = new IDBFactory()
      const backend = createIndexedDbBackend({ factory })
      await backend.replace([1, 2, CHUNK_SIZE + 1].map((id) => ({ key: ['todos', id] as RecordKey, value: todo(id) })), state(1))
      await backend.commit(
        [
          { key: ['todos', 2], value: { id: 2, title: 'changed' } },
          { key: ['todos', CHUNK_SIZE + 1], value: undefined },
          { key: ['todos', 2 * CHUNK_SIZE], value: todo(2 * CHUNK_SIZE) },
        ],
        state(2),
      )
      const idb = await openRaw(factory)
      expect(await request(idb.transaction('chunks').objectStore('chunks').getAllKeys())).toEqual([['todos', 0], ['todos', 2]])
      idb.close()
      expect((await backend.readAll()).records).toEqual([
        [['todos', 1], todo(1)],
        [['todos', 2], { id: 2, title: 'changed' }],
        [['todos', 2 * CHUNK_SIZE], todo(2 * CHUNK_SIZE)],
      ])
      expect((await backend.changesSince(1)).changes).toEqual([
        { key: ['todos', 2], value: { id: 2, title: 'changed' } },
        { key: ['todos', CHUNK_SIZE + 1], value: undefined },
        { key: ['todos', 2 * CHUNK_SIZE], value: todo(2 * CHUNK_SIZE) },
      ])
      backend.close()
    })

    it('a damaged chunk entry is dropped alone, with a warning; the records beside it load', async () => {
      const factory = new IDBFactory()
      const backend = createIndexedDbBackend({ factory })
      await backend.replace([1, 2].map((id) => ({ key: ['todos', id] as RecordKey, value: todo(id) })), state(1))
      const idb = await openRaw(factory)
      const tx = idb.transaction('chunks', 'readwrite')
      tx.objectStore('chunks').put([[1, todo(1)], 'hand-edited', [2, todo(2)], [{ id: 3 }]], ['todos', 0])
      tx.objectStore('chunks').put({ not: 'a list' }, ['posts', 0])
      await request(tx)
      idb.close()
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      expect((await backend.readAll()).records).toEqual([
        [['todos', 1], todo(1)],
        [['todos', 2], todo(2)],
      ])
      expect(warn).toHaveBeenCalledWith('[sandbox] dropped the damaged entries of a stored chunk', ['todos', 0])
      expect(warn).toHaveBeenCalledWith('[sandbox] dropped a damaged stored chunk', ['posts', 0])
      warn.mockRestore()
      backend.close()
    })

    it('upgrades a store of the first layout (one entry per record) into chunks, nothing lost, a damaged key dropped alone', async () => {
      const factory = new IDBFactory()
      // What a build before the chunks left behind: version 1 with the 'records' store.
      const old = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = factory.open(IDB_NAME_FOR_TEST, 1)
        open.onupgradeneeded = () => {
          for (const name of ['records', 'meta', 'changes']) open.result.createObjectStore(name)
        }
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const tx = old.transaction(['records', 'meta'], 'readwrite')
      for (const id of [1, 300, 2]) tx.objectStore('records').put(todo(id), ['todos', id])
      tx.objectStore('records').put({ id: 'tok' }, ['sessions', 'tok'])
      tx.objectStore('records').put({ id: 9 }, 'not a record key')
      tx.objectStore('meta').put(state(7), 'state')
      await request(tx)
      old.close()

      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const backend = createIndexedDbBackend({ factory, name: IDB_NAME_FOR_TEST })
      const { state: read, records } = await backend.readAll()
      expect(read).toEqual(state(7))
      expect(records).toEqual([
        [['sessions', 'tok'], { id: 'tok' }],
        [['todos', 1], todo(1)],
        [['todos', 2], todo(2)],
        [['todos', 300], todo(300)],
      ])
      expect(warn).toHaveBeenCalledWith('[sandbox] dropped a stored record with a damaged key', 'not a record key')
      warn.mockRestore()
      backend.close()
      const idb = await openRaw(factory, IDB_NAME_FOR_TEST)
      expect(idb.version).toBe(2)
      expect([...idb.objectStoreNames].sort()).toEqual(['changes', 'chunks', 'meta'])
      idb.close()
    })
  })
})

const IDB_NAME_FOR_TEST = 'qa-sandbox-layout-test'

/** The store as index.html or another build opens it (no version: the current one). */
function openRaw(factory: IDBFactory, name = 'qa-sandbox'): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = factory.open(name)
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
}

/** A request's result (or a transaction's completion). */
function request<T>(r: IDBRequest<T> | IDBTransaction): Promise<T> {
  return new Promise((resolve, reject) => {
    if ('oncomplete' in r) {
      r.oncomplete = () => resolve(undefined as T)
      r.onerror = () => reject(r.error)
    } else {
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    }
  })
}
