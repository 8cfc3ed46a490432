/**
 * Where the sandbox database is persisted: IndexedDB in the browser (through `idb`), or memory
 * (Node, vitest, the practice API server, and browsers that refuse IndexedDB).
 *
 * Both backends hold the same records, each under the key [collection, id]:
 *   records  memory: one entry per record, value the plain record
 *   chunks   IndexedDB: the records in chunks of up to CHUNK_SIZE, key [collection, n], value the
 *            chunk's [id, record] pairs in id order (numeric id: n = ⌊id / CHUNK_SIZE⌋; string id:
 *            n = '~' + a hash bucket). Reading 9,617 records as one IndexedDB value each took the
 *            browser about 200 ms and 300 ms of CPU at every start; as 20 values of 500 records, 46 ms
 *            and 70 ms. A commit rewrites the chunks it touches (get, change, put, in its one
 *            transaction), so a chunk holds 128: with 256, a todo update at 10,000 todos took twice
 *            as long as at 100 (`npm run bench:sandbox`); with 128, 1.1–1.2 times.
 *   meta     'state' → { schemaVersion, revision, seed, counters } (counters: the highest id
 *            handed out per collection, so a deleted last record's id is never reused)
 *   changes  key revision → { revision, keys: [[collection, id], …] } or { revision, reset: true };
 *            the last LOG_KEEP revisions, so another tab refreshes only what changed
 *
 * A commit writes the changed records, the new state and its change-log entry in ONE readwrite
 * transaction with durability 'strict', and resolves only once the transaction is complete.
 */
import { wrap, type IDBPDatabase } from 'idb'
import type { CollectionName, SeedName } from './schema'

export type RecordId = string | number
export type RecordKey = [CollectionName, RecordId]

export interface StoredState {
  schemaVersion: number
  revision: number
  seed: SeedName
  /** The highest numeric id handed out per collection. */
  counters: Partial<Record<CollectionName, number>>
}

/** One record to write: `value` undefined deletes it. */
export interface RecordWrite {
  key: RecordKey
  value: unknown
}

export type ChangeEntry = { revision: number; keys: RecordKey[] } | { revision: number; reset: true }

/** What changed since a revision: the changed records' current values, or 'full' when the log does not reach back. */
export interface Changes {
  state: unknown
  changes: RecordWrite[] | 'full'
}

/** Where a Backend keeps the data: IndexedDB (browser), memory, or PostgreSQL (PGlite or a server; mocks/db/pg). */
export type StorageKind = 'indexeddb' | 'memory' | 'postgres'

export interface Backend {
  readonly kind: StorageKind
  /** Opens the store (throws when the browser refuses it). */
  open(): Promise<void>
  /** The stored state (unvalidated), or undefined when nothing is stored yet. */
  readState(): Promise<unknown>
  /** Every stored record as [key, value] (unvalidated), in key order. */
  readAll(): Promise<{ state: unknown; records: Array<[unknown, unknown]> }>
  /** The state and the records changed after `revision`. */
  changesSince(revision: number): Promise<Changes>
  /** Writes records, the state and the log entry at once; resolves when durable. */
  commit(writes: RecordWrite[], state: StoredState): Promise<void>
  /** Replaces everything (a seed, a migration) at once; resolves when durable. */
  replace(records: RecordWrite[], state: StoredState): Promise<void>
  /**
   * Optional: replaces everything with a seed's records, like `replace`. A backend that shares one
   * database among many data sets (PostgreSQL) keeps each seed once as a template and copies it
   * in SQL, instead of inserting every record from JavaScript. `seed` names the seed (the records
   * still decide which template: the same name can have other dates on another day).
   */
  replaceWithSeed?(seed: string, records: RecordWrite[], state: StoredState): Promise<void>
  /**
   * Optional: how many records of these collections are stored (committed), counted in the store
   * without loading them. A store that many processes share (PostgreSQL) answers in one query
   * instead of a run under the data set's lock.
   */
  countRecords?(collections: readonly string[]): Promise<number>
  close(): void
}

/** How many change-log entries are kept. */
export const LOG_KEEP = 500

const STATE_KEY = 'state'

/** Memory: the same layout in Maps; a reload (a new process) starts over. */
export function createMemoryBackend(): Backend & { records: Map<string, { key: RecordKey; value: unknown }> } {
  const records = new Map<string, { key: RecordKey; value: unknown }>()
  let state: StoredState | undefined
  const log = new Map<number, ChangeEntry>()
  const id = (key: RecordKey) => JSON.stringify(key)
  const clone = (value: unknown) => (value === undefined ? undefined : structuredClone(value))
  const prune = (revision: number) => {
    for (const r of log.keys()) if (r <= revision - LOG_KEEP) log.delete(r)
  }
  return {
    kind: 'memory',
    records,
    open: async () => undefined,
    readState: async () => clone(state),
    async readAll() {
      const all = [...records.values()].sort((a, b) => compareKeys(a.key, b.key))
      return { state: clone(state), records: all.map((r) => [[...r.key], clone(r.value)] as [unknown, unknown]) }
    },
    async changesSince(revision) {
      const current = clone(state) as StoredState | undefined
      if (!current) return { state: undefined, changes: 'full' }
      // A reader ahead of the store (it was replaced behind its back) loads everything.
      if (current.revision < revision) return { state: current, changes: 'full' }
      const keys = new Map<string, RecordKey>()
      for (let r = revision + 1; r <= current.revision; r++) {
        const entry = log.get(r)
        if (!entry || 'reset' in entry) return { state: current, changes: 'full' }
        for (const key of entry.keys) keys.set(id(key), key)
      }
      return { state: current, changes: [...keys.values()].map((key) => ({ key, value: clone(records.get(id(key))?.value) })) }
    },
    async commit(writes, next) {
      for (const { key, value } of writes) {
        if (value === undefined) records.delete(id(key))
        else records.set(id(key), { key, value: clone(value) })
      }
      state = clone(next) as StoredState
      log.set(next.revision, { revision: next.revision, keys: writes.map((w) => w.key) })
      prune(next.revision)
    },
    async replace(all, next) {
      records.clear()
      for (const { key, value } of all) records.set(id(key), { key, value: clone(value) })
      state = clone(next) as StoredState
      log.clear()
      log.set(next.revision, { revision: next.revision, reset: true })
    },
    close: () => undefined,
  }
}

/** IndexedDB key order for [collection, id] keys: numbers before strings. */
function compareKeys(a: RecordKey, b: RecordKey): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1
  return compareIds(a[1], b[1])
}

/** IndexedDB key order for record ids: numbers before strings. */
function compareIds(x: RecordId, y: RecordId): number {
  if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1
  return x < y ? -1 : x > y ? 1 : 0
}

export interface IndexedDbBackendOptions {
  /** The database name (default 'qa-sandbox'). */
  name?: string
  /** The IndexedDB factory (the global `indexedDB`, or fake-indexeddb's in tests). */
  factory: IDBFactory | undefined
}

export const IDB_NAME = 'qa-sandbox'

/**
 * What index.html's early read of the browser's store found (undefined fields: that read failed): the
 * chunks and their keys, or (a store of the first layout, before this build upgraded it) the records and
 * their keys.
 */
interface Preread {
  state?: unknown
  chunkKeys?: unknown[]
  chunks?: unknown[]
  keys?: unknown[]
  values?: unknown[]
}

declare global {
  /** index.html's read of the stored sandbox data at page start (null: nothing stored or refused); taken once. */
  var __sandboxPreread: Promise<Preread | null> | undefined
}

function takePreread(): Promise<Preread | null> | undefined {
  const early = globalThis.__sandboxPreread
  globalThis.__sandboxPreread = undefined
  return early
}
/** Bump when stores change; `upgrade` creates what is missing. Version 1 kept one entry per record ('records'). */
const IDB_VERSION = 2
const STORES = ['chunks', 'meta', 'changes'] as const
const WRITE_OPTIONS: IDBTransactionOptions = { durability: 'strict' }

/** Records per chunk (numeric ids). */
export const CHUNK_SIZE = 128
/** Chunks per collection for string ids (sessions). */
const STRING_BUCKETS = 16

type ChunkKey = [string, number | string]
type ChunkEntry = [RecordId, unknown]

/** The chunk a record is kept in. */
export function chunkKeyOf([collection, id]: RecordKey): ChunkKey {
  if (typeof id === 'number') return [collection, Math.floor(id / CHUNK_SIZE)]
  let hash = 0
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) | 0
  return [collection, '~' + (Math.abs(hash) % STRING_BUCKETS)]
}

/** Chunk entries in record key order. */
const byId = (a: ChunkEntry, b: ChunkEntry): number => compareIds(a[0], b[0])

/** Writes grouped by chunk, in the order they came. */
function byChunk<T extends { key: RecordKey }>(writes: readonly T[]): Array<{ key: ChunkKey; writes: T[] }> {
  const groups = new Map<string, { key: ChunkKey; writes: T[] }>()
  for (const write of writes) {
    const key = chunkKeyOf(write.key)
    const id = JSON.stringify(key)
    let group = groups.get(id)
    if (!group) groups.set(id, (group = { key, writes: [] }))
    group.writes.push(write)
  }
  return [...groups.values()]
}

const isEntry = (e: unknown): e is ChunkEntry => Array.isArray(e) && e.length === 2 && (typeof e[0] === 'number' || typeof e[0] === 'string')

/**
 * A stored chunk's entries. A damaged entry is dropped alone, a chunk that is not a list as a whole, each with
 * a warning (the records in it are checked one by one later, as every stored record is).
 */
function chunkEntries(key: unknown, chunk: unknown): ChunkEntry[] {
  if (chunk === undefined) return []
  if (!Array.isArray(chunk)) {
    console.warn('[sandbox] dropped a damaged stored chunk', key)
    return []
  }
  if (chunk.every(isEntry)) return chunk
  console.warn('[sandbox] dropped the damaged entries of a stored chunk', key)
  return chunk.filter(isEntry)
}

/** A chunk with the writes applied (value undefined: deleted), in id order. */
function applyToChunk(key: ChunkKey, chunk: unknown, writes: readonly RecordWrite[]): ChunkEntry[] {
  const entries = new Map<RecordId, unknown>(chunkEntries(key, chunk))
  for (const { key: [, id], value } of writes) {
    if (value === undefined) entries.delete(id)
    else entries.set(id, value)
  }
  return [...entries].sort(byId)
}

/** [key, value] pairs of every record in chunks read in key order, in record key order. */
export function recordsOfChunks(chunkKeys: readonly unknown[], chunks: readonly unknown[]): Array<[unknown, unknown]> {
  const records: Array<[unknown, unknown]> = []
  // String ids sort after numeric ones within a collection, but their hash buckets are not in id order.
  let strings: ChunkEntry[] = []
  let collection: unknown
  const flush = () => {
    strings.sort(byId)
    for (const [id, value] of strings) records.push([[collection, id], value])
    strings = []
  }
  for (let i = 0; i < chunkKeys.length; i++) {
    const key = chunkKeys[i]
    if (!Array.isArray(key) || key.length !== 2 || typeof key[0] !== 'string') {
      console.warn('[sandbox] dropped a stored chunk with a damaged key', key)
      continue
    }
    if (key[0] !== collection) {
      flush()
      collection = key[0]
    }
    const entries = chunkEntries(key, chunks[i])
    if (typeof key[1] === 'string') strings.push(...entries)
    else for (const [id, value] of entries) records.push([[collection, id], value])
  }
  flush()
  return records
}

/** Version 1 → 2 (in the upgrade's own transaction): the one-entry-per-record store becomes chunks. */
function chunkFirstLayout(tx: IDBTransaction): void {
  const old = tx.objectStore('records')
  const keys = old.getAllKeys()
  const values = old.getAll()
  values.onsuccess = () => {
    const writes: RecordWrite[] = []
    keys.result.forEach((key, i) => {
      const value: unknown = values.result[i]
      if (Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && (typeof key[1] === 'number' || typeof key[1] === 'string')) {
        writes.push({ key: key as RecordKey, value })
      } else console.warn('[sandbox] dropped a stored record with a damaged key', key)
    })
    const chunks = tx.objectStore('chunks')
    for (const group of byChunk(writes)) chunks.put(applyToChunk(group.key, undefined, group.writes), group.key)
    tx.db.deleteObjectStore('records')
  }
}

/** IndexedDB through `idb`: the layout above, one readwrite transaction per commit. */
export function createIndexedDbBackend(options: IndexedDbBackendOptions): Backend {
  const name = options.name ?? IDB_NAME
  let connection: Promise<IDBPDatabase> | undefined

  function connect(): Promise<IDBPDatabase> {
    if (connection) return connection
    const factory = options.factory
    if (!factory) return Promise.reject(new Error('IndexedDB is not available'))
    const request = factory.open(name, IDB_VERSION)
    request.addEventListener('upgradeneeded', () => {
      const idb = request.result
      for (const store of STORES) if (!idb.objectStoreNames.contains(store)) idb.createObjectStore(store)
      if (idb.objectStoreNames.contains('records') && request.transaction) chunkFirstLayout(request.transaction)
    })
    const opened = (wrap(request) as Promise<IDBPDatabase>).then((idb) => {
      // Another tab opening a newer version: step aside, reconnect on the next use.
      idb.addEventListener('versionchange', () => {
        idb.close()
        connection = undefined
      })
      idb.addEventListener('close', () => (connection = undefined))
      return idb
    })
    connection = opened
    opened.catch(() => (connection = undefined))
    return opened
  }

  return {
    kind: 'indexeddb',
    async open() {
      await connect()
    },
    async readState() {
      return (await connect()).get('meta', STATE_KEY)
    },
    async readAll() {
      const early = name === IDB_NAME ? takePreread() : undefined
      const idb = await connect()
      if (early) {
        // index.html read everything at page start: used when the state (written by every commit) is the same now.
        const pre = await early.catch(() => null)
        const records =
          pre && Array.isArray(pre.chunkKeys) && Array.isArray(pre.chunks) && pre.chunkKeys.length === pre.chunks.length
            ? () => recordsOfChunks(pre.chunkKeys!, pre.chunks!)
            : pre && Array.isArray(pre.keys) && Array.isArray(pre.values) && pre.keys.length === pre.values.length
              ? () => pre.keys!.map((key, i) => [key, pre.values![i]] as [unknown, unknown])
              : null
        if (records) {
          const state: unknown = await idb.get('meta', STATE_KEY)
          if (JSON.stringify(state) === JSON.stringify(pre!.state)) return { state, records: records() }
        }
      }
      const tx = idb.transaction(['chunks', 'meta'], 'readonly')
      const [state, chunkKeys, chunks] = await Promise.all([
        tx.objectStore('meta').get(STATE_KEY),
        tx.objectStore('chunks').getAllKeys(),
        tx.objectStore('chunks').getAll(),
        tx.done,
      ])
      return { state, records: recordsOfChunks(chunkKeys, chunks) }
    },
    async changesSince(revision) {
      const idb = await connect()
      const tx = idb.transaction(['chunks', 'meta', 'changes'], 'readonly')
      const done = tx.done.catch(() => undefined)
      const state = (await tx.objectStore('meta').get(STATE_KEY)) as StoredState | undefined
      const current = typeof state?.revision === 'number' ? state.revision : undefined
      if (current === undefined) return { state, changes: 'full' }
      if (current === revision) return { state, changes: [] }
      if (current < revision) return { state, changes: 'full' }
      const entries = (await tx.objectStore('changes').getAll(IDBKeyRange.bound(revision, current, true, false))) as ChangeEntry[]
      if (entries.length !== current - revision || entries.some((e) => 'reset' in e || !Array.isArray(e.keys))) {
        return { state, changes: 'full' }
      }
      const keys = new Map<string, RecordKey>()
      for (const entry of entries as Array<{ keys: RecordKey[] }>) for (const key of entry.keys) keys.set(JSON.stringify(key), key)
      const store = tx.objectStore('chunks')
      const groups = byChunk([...keys.values()].map((key) => ({ key })))
      const chunks = await Promise.all(groups.map((group) => store.get(group.key)))
      await done
      const changes: RecordWrite[] = []
      groups.forEach((group, i) => {
        const entries = new Map(chunkEntries(group.key, chunks[i]))
        for (const { key } of group.writes) changes.push({ key, value: entries.get(key[1]) })
      })
      return { state, changes }
    },
    async commit(writes, next) {
      const idb = await connect()
      const tx = idb.transaction(['chunks', 'meta', 'changes'], 'readwrite', WRITE_OPTIONS)
      const pending: Array<Promise<unknown>> = []
      try {
        pending.push(tx.objectStore('meta').put(next, STATE_KEY))
        const changes = tx.objectStore('changes')
        pending.push(changes.put({ revision: next.revision, keys: writes.map((w) => w.key) }, next.revision))
        if (next.revision > LOG_KEEP) pending.push(changes.delete(IDBKeyRange.upperBound(next.revision - LOG_KEEP)))
        // Each touched chunk read, changed and written back, inside this transaction.
        const chunks = tx.objectStore('chunks')
        const groups = byChunk(writes)
        const current = await Promise.all(groups.map((group) => chunks.get(group.key)))
        groups.forEach((group, i) => {
          const entries = applyToChunk(group.key, current[i], group.writes)
          pending.push(entries.length === 0 ? chunks.delete(group.key) : chunks.put(entries, group.key))
        })
      } catch (error) {
        abort(tx)
        await Promise.allSettled(pending)
        await tx.done.catch(() => undefined)
        throw error
      }
      await settleAll(pending, tx.done)
    },
    async replace(all, next) {
      const idb = await connect()
      const tx = idb.transaction(['chunks', 'meta', 'changes'], 'readwrite', WRITE_OPTIONS)
      const pending: Array<Promise<unknown>> = []
      try {
        const chunks = tx.objectStore('chunks')
        pending.push(chunks.clear(), tx.objectStore('changes').clear())
        for (const group of byChunk(all)) pending.push(chunks.put(applyToChunk(group.key, undefined, group.writes), group.key))
        pending.push(tx.objectStore('meta').put(next, STATE_KEY))
        pending.push(tx.objectStore('changes').put({ revision: next.revision, reset: true }, next.revision))
      } catch (error) {
        abort(tx)
        await Promise.allSettled(pending)
        await tx.done.catch(() => undefined)
        throw error
      }
      await settleAll(pending, tx.done)
    },
    close() {
      void connection?.then((idb) => idb.close()).catch(() => undefined)
      connection = undefined
    },
  }
}

function abort(tx: { abort(): void }): void {
  try {
    tx.abort()
  } catch {
    // already finished
  }
}

/** Waits for every request and the transaction; the transaction's error (the real cause) wins. */
async function settleAll(pending: Array<Promise<unknown>>, done: Promise<void>): Promise<void> {
  const results = await Promise.allSettled([...pending, done])
  const txResult = results[results.length - 1]!
  if (txResult.status === 'rejected') throw txResult.reason
  const failed = results.find((r) => r.status === 'rejected')
  if (failed) throw (failed as PromiseRejectedResult).reason
}
