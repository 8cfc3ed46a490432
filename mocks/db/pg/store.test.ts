/**
 * The database layer (database.ts) over the PostgreSQL store: a data set written by one database
 * is read by another on the same directory (PGlite) or server, and, on a PostgreSQL server
 * (DATABASE_URL), two stores with their own connection pools (as two processes have) writing one
 * data set at the same time lose nothing and never hand out the same id: the advisory lock.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createDatabase, nextId, type Collections } from '../database'
import type { CollectionName } from '../schema'
import { sql } from 'kysely'
import { initPgliteDir, openPgStore, PGLITE_SHARED_BUFFERS_MB, pgliteStartParams, type PgStore } from './store'
import { freshPgliteDir, removePgliteDirs } from './test-dirs'

const stores: PgStore[] = []
/** Directories made here (not by freshPgliteDir): removed at the end. */
const made: string[] = []
afterAll(async () => {
  for (const store of stores.splice(0)) await store.close()
  removePgliteDirs()
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const open = async (options: Parameters<typeof openPgStore>[0]) => {
  const store = await openPgStore(options)
  stores.push(store)
  return store
}

const message = (id: number, name: string) => ({ id, name, email: 'e@x.io', subject: 's', message: 'm', created_at: '2026-11-21T00:00:00.000Z' })
const addMessage = (c: Collections, name: string) => c.contactMessages.create(message(nextId(c.contactMessages), name)).then((r) => r.id)

describe('database over PGlite', () => {
  it('a data set written by one database is what the next one loads; another data set is seeded apart', async () => {
    const store = await open({ dataDir: await freshPgliteDir() })
    const first = createDatabase({ backend: store.backend('ann'), locks: store.locks, broadcast: false })
    const id = await first.run((c) => addMessage(c, 'kept'))
    first.close()
    const again = createDatabase({ backend: store.backend('ann'), locks: store.locks, broadcast: false })
    expect(await again.run((c) => c.contactMessages.findFirst((q) => q.where({ id }))?.name)).toBe('kept')
    expect(again.storageKind).toBe('postgres')
    const other = createDatabase({ backend: store.backend('bob'), locks: store.locks, broadcast: false })
    expect(await other.run((c) => c.contactMessages.findFirst((q) => q.where({ name: 'kept' })))).toBeUndefined()
    // Reset (reseed) is a template copy too.
    await again.reseed('empty')
    expect(await again.run((c) => c.posts.count())).toBe(0)
    expect((await other.stored()).collections.posts.length).toBeGreaterThan(0)
  }, 60_000)
})

describe("PGlite's memory settings", () => {
  it('initPgliteDir makes a data directory in a child process; false when it cannot', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'qa-pglite-init-'))
    made.push(parent)
    // A path under a file cannot be a directory: the child fails, and says so.
    writeFileSync(path.join(parent, 'file'), '')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(await initPgliteDir(path.join(parent, 'file', 'data'))).toBe(false)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('creating the PGlite directory in a child process failed'))
    } finally {
      warn.mockRestore()
    }
  }, 60_000)

  it('starts with 16 MB of shared buffers (SANDBOX_PGLITE_SHARED_BUFFERS_MB changes it), keeping PGlite\'s own parameters', async () => {
    const defaults = ['--single', '-c', 'search_path=public']
    expect(pgliteStartParams(defaults, {})).toEqual([...defaults, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS_MB}MB`])
    expect(pgliteStartParams(defaults, { SANDBOX_PGLITE_SHARED_BUFFERS_MB: ' 64 ' }).at(-1)).toBe('shared_buffers=64MB')
    for (const bad of ['0', '-8', '1.5', '16MB', 'lots', '']) expect(pgliteStartParams(defaults, { SANDBOX_PGLITE_SHARED_BUFFERS_MB: bad }).at(-1)).toBe('shared_buffers=16MB')
    // A new directory: initdb runs in a child process (initPgliteDir), then this process opens it.
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'qa-pglite-new-')), 'data')
    made.push(path.dirname(dataDir))
    const store = await open({ dataDir })
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
    const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(store.db)
    expect(rows[0]?.shared_buffers).toBe('16MB')
    // initdb's other settings stay (the time zone the stored timestamps are read in).
    const zone = await sql<{ TimeZone: string }>`show timezone`.execute(store.db)
    expect(zone.rows[0]?.TimeZone).toBe('UTC')
  }, 60_000)
})

describe('counting stored records (the records cap on the practice server)', () => {
  it('countStored counts what the runs committed, per collection, without a run; undefined before the data is loaded', async () => {
    const store = await open({ dataDir: await freshPgliteDir() })
    const database = createDatabase({ backend: store.backend('cara'), locks: store.locks, broadcast: false })
    expect(database.countStored(['posts'])).toBeUndefined()
    const inMemory = (names: readonly CollectionName[]) => database.run((c) => names.reduce((sum, name) => sum + c[name].all().length, 0))
    const names = ['posts', 'todos', 'contactMessages'] as const
    const seeded = await inMemory(names) // loads the data set
    expect(seeded).toBeGreaterThan(0)
    expect(await database.countStored(names)).toBe(seeded)
    await database.run(async (c) => {
      await addMessage(c, 'one')
      await addMessage(c, 'two')
    })
    expect(await database.countStored(['contactMessages'])).toBe(await inMemory(['contactMessages']))
    expect(await database.countStored(names)).toBe(seeded + 2)
    expect(await database.countStored([])).toBe(0)
    await database.reseed('empty')
    expect(await database.countStored(names)).toBe(0)
  }, 60_000)
})

describe('seed templates', () => {
  it('a template deleted behind the store (another process pruned it) is written again, never copied empty', async () => {
    const store = await open({ dataDir: await freshPgliteDir() })
    const seed = [{ key: ['todos', 1], value: { id: 1 } }, { key: ['todos', 2], value: { id: 2 } }] as Parameters<NonNullable<ReturnType<PgStore['backend']>['replaceWithSeed']>>[1]
    const state = { schemaVersion: 3, revision: 1, seed: 'default' as const, counters: { todos: 2 } }
    await store.backend('first').replaceWithSeed!('default', seed, state)
    await store.db.deleteFrom('records').where('dataset', 'like', '~seed:%').execute()
    await store.db.deleteFrom('data_sets').where('dataset', 'like', '~seed:%').execute()
    const second = store.backend('second')
    await second.replaceWithSeed!('default', seed, state)
    expect((await second.readAll()).records).toHaveLength(2)
    expect(await store.dataSets()).toEqual(['first', 'second'])
  }, 60_000)
})

describe('idle data sets', () => {
  it('purgeIdle deletes the data sets unwritten for longer than the idle time, except the kept ones and templates', async () => {
    const store = await open({ dataDir: await freshPgliteDir() })
    const seed = [{ key: ['todos', 1], value: { id: 1 } }] as Parameters<NonNullable<ReturnType<PgStore['backend']>['replaceWithSeed']>>[1]
    const state = { schemaVersion: 3, revision: 1, seed: 'default' as const, counters: { todos: 1 } }
    for (const name of ['old', 'live', 'shared', 'recent']) await store.backend(name).replaceWithSeed!('default', seed, state)
    await store.db.updateTable('data_sets').set({ updated_at: new Date(Date.now() - 2 * 86_400_000).toISOString() } as never).where('dataset', '!=', 'recent').execute()
    expect(await store.purgeIdle(86_400_000, (d) => d === 'live' || d === 'shared')).toEqual(['old'])
    expect(await store.dataSets()).toEqual(['live', 'recent', 'shared'])
    expect((await store.backend('old').readAll()).records).toEqual([])
    // The template survives (it is pruned only when a newer one is written).
    expect(await store.db.selectFrom('data_sets').select('dataset').where('dataset', 'like', '~seed:%').execute()).toHaveLength(1)
  }, 60_000)
})

const url = process.env.DATABASE_URL
describe.skipIf(!url)('database over a PostgreSQL server (DATABASE_URL)', () => {
  it('two processes (two stores, two pools) writing one data set at once lose nothing and never hand out the same id', async () => {
    const [storeA, storeB] = [await open({ url: url!, poolSize: 4 }), await open({ url: url!, poolSize: 4 })]
    expect(storeA.locks).not.toBeNull()
    const dataset = `two-processes-${process.pid}-${Date.now()}`
    const a = createDatabase({ backend: storeA.backend(dataset), locks: storeA.locks, broadcast: false })
    const b = createDatabase({ backend: storeB.backend(dataset), locks: storeB.locks, broadcast: false })
    await a.ready()
    await b.ready()
    const writes = (db: typeof a, label: string) =>
      Array.from({ length: 30 }, (_, i) =>
        db.run(async (c) => {
          await new Promise((r) => setTimeout(r, i % 3))
          return addMessage(c, `${label}${i}`)
        }),
      )
    const ids = await Promise.all([...writes(a, 'a'), ...writes(b, 'b')])
    expect(new Set(ids).size).toBe(60)
    const before = (await a.stored()).collections.contactMessages.length
    expect(before).toBeGreaterThanOrEqual(60)
    expect(await a.run((c) => c.contactMessages.count())).toBe(before)
    expect(await b.run((c) => c.contactMessages.count())).toBe(before)
    await storeA.dropDataSet(dataset)
  }, 60_000)
})
if (!url) console.info('[pg store] DATABASE_URL is not set: the two-process test on a PostgreSQL server is skipped.')
