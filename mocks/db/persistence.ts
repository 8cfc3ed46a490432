/**
 * Where the sandbox database is persisted: IndexedDB in the browser (through `idb`), or memory
 * (Node, vitest, the practice API server, and browsers that refuse IndexedDB).
 *
 * Both backends hold the same layout:
 *   records  one entry per record, key [collection, id], value the plain record
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
  const [x, y] = [a[1], b[1]]
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

/** What index.html's early read of the browser's store found (undefined fields: that read failed). */
interface Preread {
  state?: unknown
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
/** Bump when stores change; `upgrade` creates what is missing. */
const IDB_VERSION = 1
const STORES = ['records', 'meta', 'changes'] as const
const WRITE_OPTIONS: IDBTransactionOptions = { durability: 'strict' }

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
        if (pre && Array.isArray(pre.keys) && Array.isArray(pre.values) && pre.keys.length === pre.values.length) {
          const state: unknown = await idb.get('meta', STATE_KEY)
          if (JSON.stringify(state) === JSON.stringify(pre.state)) return { state, records: pre.keys.map((key, i) => [key, pre.values![i]] as [unknown, unknown]) }
        }
      }
      const tx = idb.transaction(['records', 'meta'], 'readonly')
      const [state, keys, values] = await Promise.all([
        tx.objectStore('meta').get(STATE_KEY),
        tx.objectStore('records').getAllKeys(),
        tx.objectStore('records').getAll(),
        tx.done,
      ])
      return { state, records: keys.map((key, i) => [key, values[i]] as [unknown, unknown]) }
    },
    async changesSince(revision) {
      const idb = await connect()
      const tx = idb.transaction(['records', 'meta', 'changes'], 'readonly')
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
      const store = tx.objectStore('records')
      const values = await Promise.all([...keys.values()].map((key) => store.get(key)))
      await done
      return { state, changes: [...keys.values()].map((key, i) => ({ key, value: values[i] as unknown })) }
    },
    async commit(writes, next) {
      const idb = await connect()
      const tx = idb.transaction(['records', 'meta', 'changes'], 'readwrite', WRITE_OPTIONS)
      const pending: Array<Promise<unknown>> = []
      try {
        const records = tx.objectStore('records')
        for (const { key, value } of writes) pending.push(value === undefined ? records.delete(key) : records.put(value, key))
        pending.push(tx.objectStore('meta').put(next, STATE_KEY))
        const changes = tx.objectStore('changes')
        pending.push(changes.put({ revision: next.revision, keys: writes.map((w) => w.key) }, next.revision))
        if (next.revision > LOG_KEEP) pending.push(changes.delete(IDBKeyRange.upperBound(next.revision - LOG_KEEP)))
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
      const tx = idb.transaction(['records', 'meta', 'changes'], 'readwrite', WRITE_OPTIONS)
      const pending: Array<Promise<unknown>> = []
      try {
        const records = tx.objectStore('records')
        pending.push(records.clear(), tx.objectStore('changes').clear())
        for (const { key, value } of all) pending.push(records.put(value, key))
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
