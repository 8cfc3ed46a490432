/**
 * The sandbox database: one @msw/data collection per entity (the query engine, in memory),
 * persisted record by record and shared between tabs.
 *
 * Storage layout (see persistence.ts): IndexedDB database `qa-sandbox` in the browser, with the
 * stores `records` (key [collection, id] → the plain record), `meta` ('state' → { schemaVersion,
 * revision, seed, counters }) and `changes` (revision → the keys it changed, the last 500);
 * the same layout in memory in Node (vitest, the practice API server) and in browsers that
 * refuse IndexedDB (then `storageKind` is 'memory' and the app says data will not survive a reload).
 *
 * Every handler runs inside `db.run(fn)`, which is exclusive: one run at a time in the tab, and
 * across tabs through the Web Lock `qa-sandbox-db`. Inside the lock it first catches up with
 * what other tabs wrote (only the records named in the change log since its revision), then
 * runs `fn` while the collections' create/update/delete hooks note the records it changed.
 * Those records, the new revision and the id counters are written in ONE readwrite transaction
 * (durability 'strict'), and `run` resolves only after it completed: a write is on disk before
 * its response exists. Then `{revision}` goes out on the BroadcastChannel `qa-sandbox-db`, so the
 * other tabs refresh the changed records right away. If `fn` throws, or the write fails (quota,
 * refused storage), memory is rolled back to what is stored; a failed write rejects with
 * `SandboxStorageError` (answered 507 by `route()`), never acknowledged.
 *
 * Ids: `nextId(c.x)` allocates from a per-collection counter (the highest id ever handed out,
 * stored with the state), inside the lock, so two tabs never hand out the same id and a
 * deleted last record's id is not reused.
 *
 * A start reads every stored record but checks and places a collection's records only when a
 * request first uses that collection (lazyCollections): the calendar's first request does not pay
 * for 5,000 stored todos. A stored record that is unreadable or breaks its schema is dropped then
 * (a warning names the collection and id) and deleted from the store with the next commit; the
 * rest loads. An older localStorage document (`qa-sandbox-db`, schema
 * version 2) is imported once, then its keys are removed.
 *
 * Schema versions: stored data of an older version is migrated forward (MIGRATIONS, one step per
 * version) and keeps every record; data of a NEWER version (written by a later build of the app)
 * is loaded for reading only: every write is refused with SandboxReadOnlyError (507) and
 * `readOnlyVersion` says why, so the app can show it. Nothing ever reseeds over stored data
 * except an explicit `reseed` (the sandbox panel's reset).
 */
import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { SERVER_TEXTS } from '@machines/shared/errors'
import defaultSeedJson from './seeds/default.json'
import {
  createIndexedDbBackend,
  createMemoryBackend,
  IDB_NAME,
  type Backend,
  type RecordId,
  type RecordKey,
  type RecordWrite,
  type StorageKind,
  type StoredState,
} from './persistence'
import {
  COLLECTION_NAMES,
  SEED_NAMES,
  schemas,
  type CollectionName,
  type CollectionsData,
  type SeedFile,
  type SeedName,
} from './schema'
import { rebaseSeedDates } from './seed-dates'
import { browserStorage, readJson, type StorageLike } from './storage'
import { scoped, type Scope } from '../network/scope'
import { clock } from '../tokens'

/** The localStorage keys of the old single-document layout (imported once, then removed). */
export const LEGACY_STORAGE_KEY = 'qa-sandbox-db'
export const LEGACY_REVISION_KEY = 'qa-sandbox-rev'
/** The schema version of the stored state (2 was the last localStorage document). */
export const SCHEMA_VERSION = 3
const LEGACY_SCHEMA_VERSION = 2

/** The 507 `detail` of a write that could not be persisted. */
export const STORAGE_FAILED_DETAIL = SERVER_TEXTS.storageFull

/** The 507 `detail` of a write refused because the stored data is of a newer schema version. */
export const STORAGE_NEWER_DETAIL = SERVER_TEXTS.storageNewer

/** A write the storage refused (quota, refused or aborted transaction); memory was rolled back. */
export class SandboxStorageError extends Error {
  readonly status = 507
  constructor(
    readonly reason: unknown,
    detail: string = STORAGE_FAILED_DETAIL,
  ) {
    super(detail)
    this.name = 'SandboxStorageError'
  }
}

/** A write refused because the stored data has a newer schema version than this build knows; nothing was written. */
export class SandboxReadOnlyError extends SandboxStorageError {
  constructor(readonly storedVersion: number) {
    super(`schema version ${storedVersion}`, STORAGE_NEWER_DETAIL)
    this.name = 'SandboxReadOnlyError'
  }
}

type StoredEntries = Array<[unknown, unknown]>

/**
 * Migrations of the stored records, one per version step: MIGRATIONS[n] turns the records of
 * schema version n into those of version n + 1 (records are [[collection, id], value]).
 * Add one with every SCHEMA_VERSION bump; records that still break their schema afterwards are
 * dropped one by one as usual.
 */
export const MIGRATIONS: Record<number, (records: StoredEntries) => StoredEntries> = {
  // 1 and 2 were single localStorage documents holding the same record shapes as version 3;
  // 3 only moved each record into its own IndexedDB entry, so the records carry over unchanged.
  1: (records) => records,
  2: (records) => records,
}

/** The oldest schema version that can be migrated forward. */
export const OLDEST_MIGRATABLE_VERSION = Math.min(...Object.keys(MIGRATIONS).map(Number))

/** The records of `from` migrated to SCHEMA_VERSION. */
export function migrateRecords(records: StoredEntries, from: number): StoredEntries {
  let current = records
  for (let version = from; version < SCHEMA_VERSION; version++) {
    const step = MIGRATIONS[version]
    if (!step) throw new Error(`no migration from schema version ${version}`)
    current = step(current)
  }
  return current
}

export type Collections = { [K in CollectionName]: Collection<(typeof schemas)[K]> }

/** The data as one plain document (what `window.__sandbox.db` shows). */
export interface StoredDocument {
  schemaVersion: number
  revision: number
  seed: SeedName
  collections: CollectionsData
}

/** The seed file as committed. `default` ships in the sandbox chunk; the others load on demand. */
async function seedFile(name: SeedName): Promise<SeedFile> {
  switch (name) {
    case 'default':
      return defaultSeedJson as unknown as SeedFile
    case 'ko':
      return (await import('./seeds/ko.json')).default as unknown as SeedFile
    case 'empty':
      return (await import('./seeds/empty.json')).default as unknown as SeedFile
    case 'busy':
      return (await import('./seeds/busy.json')).default as unknown as SeedFile
    default:
      throw new Error(`Unknown seed "${String(name)}"; expected one of ${SEED_NAMES.join(', ')}`)
  }
}

/**
 * The seed data, its todos' dates moved to the sandbox clock's today (seed-dates.ts).
 * Add a seed: its name in schema.ts SEED_NAMES, a JSON file in seeds/, and a case in `seedFile`.
 */
export async function loadSeed(name: SeedName): Promise<SeedFile> {
  return rebaseSeedDates(await seedFile(name), clock.now())
}

export function isSeedName(value: unknown): value is SeedName {
  return typeof value === 'string' && (SEED_NAMES as readonly string[]).includes(value)
}

/**
 * A long load (thousands of stored records) gives the page a turn every ~30 ms instead of one
 * long task: `await breathe()` in a loop yields (a macrotask) once that much time has passed.
 */
function breather(sliceMs = 30): () => Promise<void> | undefined {
  let since = performance.now()
  return () => {
    if (performance.now() - since < sliceMs) return undefined
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        since = performance.now()
        resolve()
      }, 0),
    )
  }
}

/** Records created at once when a database is built with `create()` (see `build`). */
const BUILD_BATCH = 100

/** The two symbols @msw/data 1.x gives each record: its primary key (a UUID) and its relation map. */
export interface RecordShape {
  key: symbol
  relations: symbol
}

/** The record shape of a collection holding exactly one record created by `create()`, or null when it is another. */
export function shapeOf(all: readonly unknown[]): RecordShape | null {
  const first = all[0] as Record<symbol, unknown> | undefined
  const symbols = first ? Object.getOwnPropertySymbols(first) : []
  const key = symbols.find((s) => typeof first![s] === 'string')
  const relations = symbols.find((s) => first![s] instanceof Map)
  return all.length === 1 && symbols.length === 2 && key && relations ? { key, relations } : null
}

let learntShape: Promise<RecordShape | null> | undefined

/**
 * The installed @msw/data's record shape, learnt once from one record created in a throwaway
 * collection (null when it is not the expected one: then records are placed with `create()`;
 * database.test.ts checks the shape, so an upgrade that changes it fails there first).
 */
export function recordShape(): Promise<RecordShape | null> {
  learntShape ??= (async () => {
    const probe = new Collection({ schema: { '~standard': { version: 1, vendor: 'qa-sandbox', validate: (value: unknown) => ({ value }) } } })
    await probe.create({ id: 1 })
    return shapeOf(probe.all())
  })()
  return learntShape
}

/**
 * Places records that were just checked against their schema (and are this database's own copies)
 * into a new, empty collection without `create()`'s per-record work, synchronously: @msw/data 1.x
 * keeps a collection's records in the very array `all()` returns (its note there: "preserve exact
 * record references"), and `create()` adds the two non-enumerable symbol properties of `shape` to
 * each. With thousands of stored records this is most of a load (the per-record sanitising copy,
 * logger and awaits of `create`). No hook runs: the records are already stored.
 */
export function placeRecords(collection: { all(): readonly unknown[] }, records: readonly PlainRecord[], shape: RecordShape): void {
  const all = collection.all() as PlainRecord[]
  for (const record of records) {
    // Two defineProperty calls, not one defineProperties with a computed-key literal: four times
    // cheaper in V8 (5,000 records: about 30 ms against 120). The key only has to be unique
    // among the records (create() uses a UUID; these never look like one).
    Object.defineProperty(record, shape.key, { value: `stored-${++placed}` })
    Object.defineProperty(record, shape.relations, { value: new Map() })
    all.push(record)
  }
}

/** Records placed by placeRecords so far (their primary keys). */
let placed = 0

/** The id allocators of the collections a database built, by collection. */
const allocators = new WeakMap<object, () => number>()

/**
 * The next free integer id of a collection. For the database's collections (inside `db.run`):
 * one more than the highest id ever handed out in that collection, across tabs and reloads;
 * every call hands out a new id. For any other collection: max(id) + 1.
 */
export function nextId(collection: { all(): ReadonlyArray<{ id: number }> }): number {
  const allocate = allocators.get(collection)
  if (allocate) return allocate()
  let max = 0
  for (const record of collection.all()) if (record.id > max) max = record.id
  return max + 1
}

type AnyCollection = Collection<StandardSchemaV1>
type PlainRecord = Record<string, unknown> & { id: RecordId }

const plain = (record: unknown) => JSON.parse(JSON.stringify(record)) as PlainRecord

/** Plain JSON copies of every record. */
function serialize(collections: Collections | undefined): CollectionsData {
  const data = {} as Record<CollectionName, unknown[]>
  for (const name of COLLECTION_NAMES) data[name] = collections ? collections[name].all().map(plain) : []
  return data as CollectionsData
}

const isCollectionName = (value: unknown): value is CollectionName =>
  typeof value === 'string' && (COLLECTION_NAMES as readonly string[]).includes(value)

const isRecordId = (value: unknown): value is RecordId =>
  (typeof value === 'number' && Number.isSafeInteger(value)) || typeof value === 'string'

/** A stored record checked against its schema: the parsed record, or why it is unusable. */
function checkRecord(name: CollectionName, id: unknown, value: unknown): { record: PlainRecord } | { error: string } {
  const result = (schemas[name] as StandardSchemaV1)['~standard'].validate(value)
  if (result instanceof Promise) return { error: 'asynchronous schema' }
  if (result.issues) {
    const issue = result.issues[0]
    const path = issue?.path?.map((p) => (typeof p === 'object' ? p.key : p)).join('.') ?? ''
    return { error: `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}` }
  }
  const record = result.value as PlainRecord
  if (id !== undefined && record.id !== id) return { error: `its id ${String(record.id)} is not its key ${String(id)}` }
  return { record }
}

function dropWarning(name: string, id: unknown, reason: string): void {
  console.warn(`[sandbox] dropped the stored record ${name} ${JSON.stringify(id)}: ${reason}. The rest of the data is kept.`)
}

/** The id counters of a state, sanitised. */
function readCounters(value: unknown): Partial<Record<CollectionName, number>> {
  const counters: Partial<Record<CollectionName, number>> = {}
  if (typeof value !== 'object' || value === null) return counters
  for (const name of COLLECTION_NAMES) {
    const n = (value as Record<string, unknown>)[name]
    if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) counters[name] = n
  }
  return counters
}

/** The navigator.locks subset used (tests pass an in-process one to model two tabs). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

export interface DatabaseOptions {
  /**
   * Where to persist. 'auto' (default): IndexedDB in a browser (memory when the browser refuses
   * it), memory elsewhere. A Backend instance is used as given.
   */
  backend?: 'auto' | 'indexeddb' | 'memory' | Backend
  /** The IndexedDB factory (default the global one); tests pass fake-indexeddb's. */
  indexedDB?: IDBFactory
  /** The IndexedDB database, Web Lock and BroadcastChannel name (default 'qa-sandbox' / 'qa-sandbox-db'). */
  name?: string
  /** Where an older single-document database may be (default: localStorage in a browser). */
  legacyStorage?: StorageLike | null
  /** Cross-tab lock (default `navigator.locks` when present; else only the in-tab queue). */
  locks?: LockManagerLike | null
  /** Tell other tabs about commits and listen to theirs (default true with IndexedDB). */
  broadcast?: boolean
}

export interface ReadyOptions {
  /** The seed of a first start (nothing stored yet). */
  firstSeed?: SeedName
}

/** The seed a first start uses for an interface language: Korean data for a Korean start, else English. */
export function firstSeedFor(language: string | null | undefined): SeedName {
  return typeof language === 'string' && /^ko\b/i.test(language) ? 'ko' : 'default'
}

export interface Database {
  /** 'indexeddb' (survives reloads), 'memory' (Node, or a browser that refused IndexedDB) or 'postgres' (the practice server's PGlite or PostgreSQL). */
  readonly storageKind: StorageKind
  /** The seed the data came from ('default' until `reseed` says otherwise). */
  readonly seedName: SeedName
  /** The revision of the data held in memory. */
  readonly revision: number
  /**
   * The schema version of the stored data when it is newer than this build's (SCHEMA_VERSION):
   * the data is shown but every write is refused (SandboxReadOnlyError). Null otherwise.
   */
  readonly readOnlyVersion: number | null
  /**
   * Opens the storage and loads the data once; later calls resolve at once. Empty storage (the
   * first start) is filled with `firstSeed` (default 'default'): the app passes 'ko' when the
   * interface starts in Korean. Stored data is never replaced, whatever `firstSeed` says.
   */
  ready(options?: ReadyOptions): Promise<void>
  /**
   * Runs `fn` exclusively over up-to-date collections and persists the records it changed before
   * resolving. Handlers must only touch the collections inside `fn`. Rejects with
   * SandboxStorageError when the write could not be persisted (memory rolled back).
   */
  run<T>(fn: (collections: Collections) => Promise<T> | T): Promise<T>
  /**
   * How many records of these collections the store holds (committed), counted there without a
   * run, when the data is loaded and the store can count (PostgreSQL, PGlite); else undefined.
   */
  countStored(collections: readonly CollectionName[]): Promise<number> | undefined
  /** Replaces all data with a seed and persists it (one transaction). */
  reseed(name: SeedName): Promise<void>
  /** A plain copy of the data held in memory (equal to what is stored between runs). */
  snapshot(): StoredDocument
  /** A plain copy of what the storage holds, read back from it (for tests). */
  stored(): Promise<StoredDocument>
  /**
   * Calls `listener` after records written by ANOTHER tab were taken into memory (from its
   * broadcast, or caught up at the start of a run): the collections changed, or 'all' after a
   * full reload. Called outside the lock. Returns the unsubscribe.
   */
  onExternalChange(listener: (collections: CollectionName[] | 'all') => void): () => void
  /** Closes the storage connection and the channel (tests). */
  close(): void
}

type Note = { name: CollectionName; id: RecordId; record: PlainRecord | null }
type Undo = { name: CollectionName; id: RecordId; original: PlainRecord | undefined }

const noteKey = (name: string, id: RecordId) => `${name}\u0000${typeof id}\u0000${String(id)}`

function defaultLocks(): LockManagerLike | null {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks
  return locks && typeof locks.request === 'function' ? locks : null
}

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined'

/** The global IndexedDB factory; undefined when absent or when touching it throws (some private modes). */
function globalIndexedDb(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB ?? undefined
  } catch {
    return undefined
  }
}

export function createDatabase(options: DatabaseOptions = {}): Database {
  const name = options.name ?? IDB_NAME
  const lockName = options.name ?? 'qa-sandbox-db'
  const locks = options.locks === undefined ? defaultLocks() : options.locks
  const wanted = options.backend ?? 'auto'
  const wantsIndexedDb =
    typeof wanted === 'object' ? wanted.kind === 'indexeddb' : wanted === 'indexeddb' || (wanted === 'auto' && inBrowser() && !!(options.indexedDB ?? globalIndexedDb()))
  /** The storage is shared with other tabs or processes (so runs take the lock). */
  const sharedStore = typeof wanted === 'object' ? wanted.kind !== 'memory' : wantsIndexedDb

  let backend: Backend | undefined
  let collections: Collections | undefined
  let seedName: SeedName = 'default'
  /** The seed used when the storage is empty (set by `ready({ firstSeed })` before the first load). */
  let firstSeed: SeedName = 'default'
  let revision = 0
  let counters: Partial<Record<CollectionName, number>> = {}
  let loading: Promise<void> | undefined
  let loaded = false
  /** The records changed by the current run (tracking on), and their values before it. */
  let notes: Map<string, Note> | undefined
  let undo = new Map<string, Undo>()
  let queue: Promise<unknown> = Promise.resolve()
  let channel: BroadcastChannel | undefined
  let refreshQueued = false
  /** The stored data's schema version when it is newer than this build's: read-only (see above). */
  let readOnlyVersion: number | null = null
  /** Lazy collections (lazyCollections) and which of them are not built yet, with their stored entries' highest ids. */
  const unbuilt = new WeakMap<object, { waiting: Set<CollectionName>; storedMax: Partial<Record<CollectionName, number>> }>()
  /** Stored records a lazy collection dropped when it was built: deleted from the store with the next commit. */
  let repairs: RecordKey[] = []
  const externalListeners = new Set<(collections: CollectionName[] | 'all') => void>()

  /** Tells the listeners (after the current task, outside the lock) what another tab changed. */
  function externalChange(collections: CollectionName[] | 'all'): void {
    if (externalListeners.size === 0) return
    setTimeout(() => {
      for (const listener of [...externalListeners]) {
        try {
          listener(collections)
        } catch (error) {
          console.warn('[sandbox] a change listener failed', error)
        }
      }
    }, 0)
  }

  /** Runs tasks one after another in this tab, whatever their outcome. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task, task)
    queue = result.catch(() => undefined)
    return result
  }

  /**
   * Holds the cross-tab (IndexedDB: Web Locks) or cross-process (PostgreSQL: advisory locks,
   * mocks/db/pg/store.ts) lock around `task`; memory is private to the tab or process.
   */
  function locked<T>(task: () => Promise<T>): Promise<T> {
    if (!locks || !sharedStore || backend?.kind === 'memory') return task()
    return locks.request(lockName, task)
  }

  function note(name: CollectionName, id: unknown, record: PlainRecord | null, original: unknown): void {
    if (!notes || !isRecordId(id)) return
    const key = noteKey(name, id)
    if (!undo.has(key)) undo.set(key, { name, id, original: original === undefined ? undefined : plain(original) })
    notes.set(key, { name, id, record })
  }

  /**
   * A new, empty collection of `name`. While `trusting()` says so its creates skip the schema check
   * (records that were just checked); every other create and update is checked as usual.
   */
  function makeCollection(name: CollectionName, trusting: () => boolean = () => false): AnyCollection {
    const real = schemas[name] as StandardSchemaV1
    const schema: StandardSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: real['~standard'].vendor,
        validate: (value) => (trusting() ? { value } : real['~standard'].validate(value)),
      },
    }
    return new Collection({ schema })
  }

  /**
   * Change tracking and id allocation for a filled collection (after its records are in: the
   * hooks would otherwise run for each of them).
   */
  function track(name: CollectionName, collection: AnyCollection): AnyCollection {
    const hooks = collection.hooks as unknown as {
      on(type: 'create', listener: (e: { data: { record: PlainRecord } }) => void): void
      on(type: 'update', listener: (e: { data: { prevRecord: PlainRecord; nextRecord: PlainRecord } }) => void): void
      on(type: 'delete', listener: (e: { data: { deletedRecord: PlainRecord } }) => void): void
    }
    hooks.on('create', ({ data: { record } }) => {
      if (!notes) return
      if (typeof record.id === 'number' && record.id > (counters[name] ?? 0)) counters[name] = record.id
      note(name, record.id, record, undefined)
    })
    hooks.on('update', ({ data: { prevRecord, nextRecord } }) => {
      if (prevRecord.id !== nextRecord.id) note(name, prevRecord.id, null, prevRecord)
      note(name, nextRecord.id, nextRecord, prevRecord)
    })
    hooks.on('delete', ({ data: { deletedRecord } }) => note(name, deletedRecord.id, null, deletedRecord))
    allocators.set(collection, () => (counters[name] = (counters[name] ?? 0) + 1))
    return collection
  }

  /**
   * Builds fresh collections from records (a seed, a migration, an import). `validated`: the
   * records were just checked against their schemas (sortRecords), so they are placed without a
   * second check (with thousands of records that second pass was a third of the load).
   */
  async function build(data: Partial<Record<CollectionName, readonly unknown[]>>, validated = false): Promise<Collections> {
    const built = {} as Record<CollectionName, AnyCollection>
    const shape = validated ? await recordShape() : null
    const breathe = breather()
    for (const name of COLLECTION_NAMES) {
      let trusted = validated
      const collection = makeCollection(name, () => trusted)
      const records = (data[name] ?? []) as PlainRecord[]
      if (shape) placeRecords(collection, records, shape)
      else {
        // In batches: the creates of a batch run side by side (they keep their order: each waits on
        // the same steps), so thousands of records cost one await per batch, not per record.
        for (let i = 0; i < records.length; i += BUILD_BATCH) {
          await Promise.all(records.slice(i, i + BUILD_BATCH).map((record) => collection.create(record)))
          await breathe()
        }
      }
      trusted = false
      built[name] = track(name, collection)
    }
    return built as unknown as Collections
  }

  /**
   * Collections over stored entries that are checked and placed on first use, each on its own:
   * a start pays only for the collections its requests read (the calendar's first request does
   * not check 5,000 stored todos). A record that breaks its schema is dropped then, with the
   * usual warning, and deleted from the store with the next commit (`repairs`). A collection is
   * built when a request first needs it, not in the background: building 5,000 todos at an idle
   * moment would be a long task at a moment nobody chose (while typing, say), and the requests
   * of a start would find the page busy with collections they do not read.
   */
  function lazyCollections(stored: Map<CollectionName, Array<[RecordId, unknown]>>, shape: RecordShape): Collections {
    const target = {} as Record<CollectionName, AnyCollection>
    const waiting = new Set<CollectionName>(COLLECTION_NAMES)
    const storedMax: Partial<Record<CollectionName, number>> = {}
    for (const [name, entries] of stored) {
      let max = 0
      for (const [id] of entries) if (typeof id === 'number' && id > max) max = id
      storedMax[name] = max
    }
    for (const name of COLLECTION_NAMES) {
      Object.defineProperty(target, name, {
        configurable: true,
        enumerable: true,
        get() {
          const records: PlainRecord[] = []
          for (const [id, value] of stored.get(name) ?? []) {
            const checked = checkRecord(name, id, value)
            if ('record' in checked) records.push(checked.record)
            else {
              dropWarning(name, id, checked.error)
              repairs.push([name, id])
            }
          }
          stored.delete(name)
          const collection = makeCollection(name)
          placeRecords(collection, records, shape)
          track(name, collection)
          Object.defineProperty(target, name, { value: collection, enumerable: true })
          waiting.delete(name)
          return collection
        },
      })
    }
    unbuilt.set(target, { waiting, storedMax })
    return target as unknown as Collections
  }

  /** The highest id held in memory for a collection (of a lazy one not built yet: of its stored entries). */
  function heldMax(from: Collections, name: CollectionName): number {
    const lazy = unbuilt.get(from)
    if (lazy?.waiting.has(name)) return lazy.storedMax[name] ?? 0
    let max = 0
    for (const record of from[name].all() as unknown as PlainRecord[]) if (typeof record.id === 'number' && record.id > max) max = record.id
    return max
  }

  /** The counters of a state, raised to the highest ids held. */
  function countersFor(stored: unknown, from: Collections): Partial<Record<CollectionName, number>> {
    const next = readCounters(stored)
    for (const name of COLLECTION_NAMES) next[name] = Math.max(next[name] ?? 0, heldMax(from, name))
    return next
  }

  /**
   * Puts one record in memory in place of the one with its id (or removes it), untracked. Goes
   * through delete() and create(), so hooks-based indexes (handlers/listing.ts) stay right.
   */
  async function place(name: CollectionName, id: RecordId, value: PlainRecord | undefined): Promise<void> {
    const collection = collections![name] as AnyCollection
    const live = collection.all() as unknown as PlainRecord[]
    const index = live.findIndex((r) => r.id === id)
    if (index >= 0) collection.delete(live[index] as never)
    if (value === undefined) return
    const record = (await collection.create(value)) as unknown as PlainRecord
    // `all()` is the collection's own array: move the new record from the end to where it belongs.
    if (live[live.length - 1] !== record) return
    live.pop()
    let at = index
    if (at < 0) {
      at = typeof id === 'number' ? live.findIndex((r) => typeof r.id === 'number' && r.id > id) : -1
      if (at < 0) at = live.length
    }
    live.splice(at, 0, record)
  }

  /** Restores memory (and the counters) to what it was before the run's changes. */
  async function rollback(before: Partial<Record<CollectionName, number>>): Promise<void> {
    const entries = [...undo.values()]
    notes = undefined
    undo = new Map()
    counters = before
    for (const { name, id, original } of entries) await place(name, id, original)
  }

  function broadcast(message: { revision: number }): void {
    try {
      channel?.postMessage(message)
    } catch {
      // A closed channel: other tabs catch up on their next request.
    }
  }

  function listen(): void {
    if (channel || options.broadcast === false || backend?.kind !== 'indexeddb' || typeof BroadcastChannel === 'undefined') return
    channel = new BroadcastChannel(lockName)
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data as { revision?: unknown } | null
      if (typeof message?.revision !== 'number' || message.revision === revision || refreshQueued) return
      refreshQueued = true
      exclusive(() =>
        locked(async () => {
          refreshQueued = false
          await catchUp()
        }),
      ).catch((error: unknown) => console.warn('[sandbox] could not refresh from another tab', error))
    }
    ;(channel as unknown as { unref?: () => void }).unref?.()
  }

  function state(nextRevision: number, seed: SeedName = seedName): StoredState {
    return { schemaVersion: SCHEMA_VERSION, revision: nextRevision, seed, counters: { ...counters } }
  }

  /** Loads a seed and persists it in one transaction; memory changes only when that succeeded. */
  async function useSeed(name: SeedName): Promise<void> {
    const seed = await loadSeed(name)
    const next = await build(seed.collections)
    const storedRevision = (await backend!.readState().catch(() => undefined)) as { revision?: unknown } | undefined
    const base = typeof storedRevision?.revision === 'number' && Number.isSafeInteger(storedRevision.revision) ? storedRevision.revision : 0
    const nextCounters = countersFor(undefined, next)
    const nextState: StoredState = { schemaVersion: SCHEMA_VERSION, revision: Math.max(revision, base) + 1, seed: name, counters: nextCounters }
    const writes = writesOf(seed.collections)
    const b = backend!
    // A shared database copies a template of the seed in SQL (mocks/db/pg/store.ts); the others write every record.
    await (b.replaceWithSeed ? b.replaceWithSeed(name, writes, nextState) : b.replace(writes, nextState))
    collections = next
    repairs = []
    counters = nextCounters
    seedName = name
    revision = nextState.revision
    readOnlyVersion = null
    broadcast({ revision })
  }

  function writesOf(data: Partial<Record<CollectionName, readonly unknown[]>>): RecordWrite[] {
    const writes: RecordWrite[] = []
    for (const name of COLLECTION_NAMES) for (const record of data[name] ?? []) writes.push({ key: [name, (record as PlainRecord).id], value: record })
    return writes
  }

  /** The old localStorage document, when there is one. */
  function legacyDocument(storage: StorageLike | null): { doc: Partial<StoredDocument> } | { error: string } | undefined {
    if (!storage) return undefined
    const read = readJson(storage, LEGACY_STORAGE_KEY)
    if (read === undefined) return undefined
    if ('error' in read) return { error: `unreadable JSON (${String(read.error)})` }
    const doc = read.value as Partial<StoredDocument> | null
    if (typeof doc !== 'object' || doc === null) return { error: 'not an object' }
    if (doc.schemaVersion !== LEGACY_SCHEMA_VERSION) return { error: `schemaVersion ${String(doc.schemaVersion)}` }
    if (typeof doc.collections !== 'object' || doc.collections === null) return { error: 'no collections' }
    return { doc }
  }

  function removeLegacy(storage: StorageLike | null): void {
    if (!storage) return
    try {
      storage.removeItem(LEGACY_STORAGE_KEY)
      storage.removeItem(LEGACY_REVISION_KEY)
    } catch {
      // Nothing to do: the next load tries again.
    }
  }

  /**
   * Stored entries by collection, unchecked; entries whose key names no collection or no id are
   * warned about and listed (to delete them from the store).
   */
  function groupRecords(entries: Array<[unknown, unknown]>): { stored: Map<CollectionName, Array<[RecordId, unknown]>>; dropped: RecordKey[] } {
    const stored = new Map<CollectionName, Array<[RecordId, unknown]>>()
    const dropped: RecordKey[] = []
    for (const [key, value] of entries) {
      const [name, id] = Array.isArray(key) ? (key as unknown[]) : []
      if (!isCollectionName(name) || !isRecordId(id)) {
        dropWarning(String(name), id, 'unknown collection or id')
        if (typeof name === 'string' && isRecordId(id)) dropped.push([name as CollectionName, id])
        continue
      }
      let list = stored.get(name)
      if (!list) stored.set(name, (list = []))
      list.push([id, value])
    }
    return { stored, dropped }
  }

  /** Valid records of a raw list of [key, value]; the unusable ones are warned about and listed. */
  async function sortRecords(entries: Array<[unknown, unknown]>): Promise<{ data: Record<CollectionName, PlainRecord[]>; dropped: RecordKey[] }> {
    const data = Object.fromEntries(COLLECTION_NAMES.map((n) => [n, [] as PlainRecord[]])) as Record<CollectionName, PlainRecord[]>
    const { stored, dropped } = groupRecords(entries)
    const breathe = breather()
    for (const [name, list] of stored) {
      for (const [id, value] of list) {
        await breathe()
        const checked = checkRecord(name, id, value)
        if ('error' in checked) {
          dropWarning(name, id, checked.error)
          dropped.push([name, id])
        } else data[name].push(checked.record)
      }
    }
    return { data, dropped }
  }

  /** Loads everything from the backend: migration, seeding and repairs included. Runs under the lock. */
  async function loadAll(): Promise<void> {
    const b = backend!
    const legacyStorage = options.legacyStorage === undefined ? (inBrowser() ? browserStorage('localStorage') : null) : options.legacyStorage
    const { state: rawState, records } = await b.readAll()
    if (rawState === undefined && records.length === 0) {
      const legacy = legacyDocument(legacyStorage)
      if (legacy && 'doc' in legacy) {
        await importLegacy(legacy.doc)
        if (b.kind === 'indexeddb') removeLegacy(legacyStorage)
        return
      }
      if (legacy) {
        console.warn(`[sandbox] the old stored data (${LEGACY_STORAGE_KEY}) is unusable: ${legacy.error}. Loading the ${firstSeed} seed.`)
        if (b.kind === 'indexeddb') removeLegacy(legacyStorage)
      }
      // The first start: the seed of the interface language (ready({ firstSeed })).
      await useSeed(firstSeed)
      return
    }
    if (b.kind === 'indexeddb') removeLegacy(legacyStorage)
    const raw = (typeof rawState === 'object' && rawState !== null ? rawState : {}) as Partial<StoredState>
    const version = raw.schemaVersion
    const newer = typeof version === 'number' && Number.isSafeInteger(version) && version > SCHEMA_VERSION
    const older = typeof version === 'number' && Number.isSafeInteger(version) && version >= OLDEST_MIGRATABLE_VERSION && version < SCHEMA_VERSION
    readOnlyVersion = newer ? version : null
    if (newer) {
      console.warn(
        `[sandbox] the stored data has schema version ${version}, newer than this version of the app (${SCHEMA_VERSION}). It is shown read-only: writes are refused and the stored data is left as it is.`,
      )
    }
    if (older) console.info(`[sandbox] migrating the stored data from schema version ${version} to ${SCHEMA_VERSION}; every record is kept.`)
    // The stored records of this version are checked and placed collection by collection on first
    // use (lazyCollections); migrated ones all at once, since all of them are written back.
    repairs = []
    const shape = older ? null : await recordShape()
    let migrated: Record<CollectionName, PlainRecord[]> | undefined
    let next: Collections
    let dropped: RecordKey[]
    if (shape) {
      const grouped = groupRecords(records)
      dropped = grouped.dropped
      next = lazyCollections(grouped.stored, shape)
    } else {
      const sorted = await sortRecords(older ? migrateRecords(records, version) : records)
      ;({ dropped } = sorted)
      migrated = sorted.data
      next = await build(sorted.data, true)
    }
    collections = next
    const stateOk = (raw.schemaVersion === SCHEMA_VERSION || older || newer) && Number.isSafeInteger(raw.revision) && (raw.revision as number) >= 0 && isSeedName(raw.seed)
    if (!stateOk) console.warn('[sandbox] the stored database state was unreadable; it is rebuilt from the records.')
    revision = Number.isSafeInteger(raw.revision) && (raw.revision as number) >= 0 ? (raw.revision as number) : 0
    seedName = isSeedName(raw.seed) ? raw.seed : 'default'
    counters = countersFor(raw.counters, next)
    // Data of a newer version is never written (not even a repair): it stays as that version left it.
    if (newer) return
    if (older && migrated) {
      // The migrated records and the new version in one transaction; other tabs reload everything.
      const written = state(revision + 1)
      await b.replace(writesOf(migrated), written)
      revision = written.revision
      return
    }
    if (!stateOk || dropped.length > 0) {
      // Persist the repair, so the warning is not repeated and other tabs agree.
      const repaired = state(revision + 1)
      await b.commit(
        dropped.map((key) => ({ key, value: undefined })),
        repaired,
      )
      revision = repaired.revision
    }
  }

  async function importLegacy(doc: Partial<StoredDocument>): Promise<void> {
    const source = doc.collections as unknown as Record<string, unknown>
    const entries: Array<[unknown, unknown]> = []
    for (const [name, list] of Object.entries(source)) {
      if (!Array.isArray(list)) continue
      for (const value of list) entries.push([[name, (value as { id?: unknown } | null)?.id], value])
    }
    const { data } = await sortRecords(entries)
    const next = await build(data, true)
    const nextCounters = countersFor(undefined, next)
    const legacyRevision = Number.isSafeInteger(doc.revision) && (doc.revision as number) >= 0 ? (doc.revision as number) : 0
    const seed = isSeedName(doc.seed) ? doc.seed : 'default'
    const nextState: StoredState = { schemaVersion: SCHEMA_VERSION, revision: legacyRevision + 1, seed, counters: nextCounters }
    await backend!.replace(writesOf(data), nextState)
    collections = next
    repairs = []
    counters = nextCounters
    seedName = seed
    revision = nextState.revision
  }

  /** Applies what other tabs committed since our revision (only those records), or reloads. */
  async function catchUp(): Promise<void> {
    const { state: rawState, changes } = await backend!.changesSince(revision)
    if (changes === 'full') {
      const had = revision
      await loadAll()
      if (loaded && revision !== had) externalChange('all')
      return
    }
    const stored = rawState as Partial<StoredState>
    if (typeof stored?.schemaVersion === 'number' && stored.schemaVersion !== SCHEMA_VERSION && stored.schemaVersion !== readOnlyVersion) {
      // Another build wrote (a newer one): load again, read-only.
      await loadAll()
      return
    }
    if (stored.revision === revision) return
    const touched = new Set<CollectionName>()
    for (const { key, value } of changes) {
      const [name, id] = key
      if (!isCollectionName(name)) continue
      touched.add(name)
      if (value === undefined) {
        await place(name, id, undefined)
        continue
      }
      const checked = checkRecord(name, id, value)
      if ('error' in checked) {
        dropWarning(name, id, checked.error)
        await place(name, id, undefined)
      } else await place(name, id, checked.record)
    }
    revision = stored.revision as number
    if (isSeedName(stored.seed)) seedName = stored.seed
    counters = countersFor(stored.counters, collections!)
    if (touched.size > 0) externalChange([...touched])
  }

  /** Opens the storage and loads once (IndexedDB refused → memory, said on screen). */
  async function init(): Promise<void> {
    if (loaded) return
    if (!backend) {
      backend =
        typeof wanted === 'object'
          ? wanted
          : wantsIndexedDb
            ? createIndexedDbBackend({ name, factory: options.indexedDB ?? globalIndexedDb() })
            : createMemoryBackend()
    }
    try {
      await backend.open()
      await loadAll()
    } catch (error) {
      if (backend.kind !== 'indexeddb') throw error
      console.warn('[sandbox] IndexedDB is not available; the data lives in memory and will not survive a reload.', error)
      backend.close()
      backend = createMemoryBackend()
      await loadAll()
    }
    loaded = true
    listen()
  }

  function ensureLoaded(): Promise<void> {
    if (loaded) return Promise.resolve()
    loading ??= locked(init).finally(() => (loading = undefined))
    return loading
  }

  async function readStored(): Promise<StoredDocument> {
    const { state: rawState, records } = await backend!.readAll()
    const raw = (rawState ?? {}) as Partial<StoredState>
    const data = Object.fromEntries(COLLECTION_NAMES.map((n) => [n, [] as unknown[]])) as Record<CollectionName, unknown[]>
    for (const [key, value] of records) {
      const [n] = key as [string]
      if (isCollectionName(n)) data[n].push(value)
    }
    return {
      schemaVersion: raw.schemaVersion ?? SCHEMA_VERSION,
      revision: raw.revision ?? 0,
      seed: isSeedName(raw.seed) ? raw.seed : 'default',
      collections: data as CollectionsData,
    }
  }

  return {
    get storageKind() {
      return backend?.kind ?? (wantsIndexedDb ? 'indexeddb' : 'memory')
    },
    get seedName() {
      return seedName
    },
    get revision() {
      return revision
    },
    get readOnlyVersion() {
      return readOnlyVersion
    },
    ready: (options) => {
      if (!loaded && options?.firstSeed !== undefined) {
        if (!isSeedName(options.firstSeed)) return Promise.reject(new Error(`Unknown seed "${String(options.firstSeed)}"; expected one of ${SEED_NAMES.join(', ')}`))
        firstSeed = options.firstSeed
      }
      return exclusive(() => ensureLoaded())
    },
    countStored(collections) {
      // What the runs committed is what the store holds: no lock or catch-up needed to count it.
      if (!loaded || !backend?.countRecords) return undefined
      return backend.countRecords(collections)
    },
    run<T>(fn: (collections: Collections) => Promise<T> | T): Promise<T> {
      return exclusive(async () => {
        await ensureLoaded()
        return locked(async () => {
          await catchUp()
          const before = { ...counters }
          notes = new Map()
          undo = new Map()
          let value: T
          try {
            value = await fn(collections!)
          } catch (error) {
            await rollback(before)
            throw error
          }
          const changed = [...notes.values()]
          notes = undefined
          // Stored records a lazy collection dropped while being built go with this commit.
          const repaired = readOnlyVersion === null ? repairs.filter(([name, id]) => !changed.some((c) => c.name === name && c.id === id)) : []
          if (changed.length === 0 && repaired.length === 0) {
            counters = before // ids handed out but not used are not persisted
            undo = new Map()
            return value
          }
          if (changed.length === 0) counters = before
          if (readOnlyVersion !== null) {
            const refused = new SandboxReadOnlyError(readOnlyVersion)
            console.warn(`[sandbox] a write was refused: the stored data has schema version ${readOnlyVersion}, newer than ${SCHEMA_VERSION}; answered 507`)
            await rollback(before)
            throw refused
          }
          const writes: RecordWrite[] = changed.map(({ name, id, record }) => ({ key: [name, id], value: record === null ? undefined : plain(record) }))
          for (const key of repaired) writes.push({ key, value: undefined })
          const next = state(revision + 1)
          try {
            await backend!.commit(writes, next)
          } catch (error) {
            console.warn('[sandbox] a write could not be saved; it was rolled back and answered 507', error)
            await rollback(before)
            throw new SandboxStorageError(error)
          }
          undo = new Map()
          repairs = []
          revision = next.revision
          broadcast({ revision })
          return value
        })
      })
    },
    reseed: (name) =>
      exclusive(async () => {
        if (!isSeedName(name)) throw new Error(`Unknown seed "${String(name)}"; expected one of ${SEED_NAMES.join(', ')}`)
        await ensureLoaded()
        await locked(() => useSeed(name))
      }),
    snapshot: () => ({ schemaVersion: SCHEMA_VERSION, revision, seed: seedName, collections: serialize(collections) }),
    stored: () =>
      exclusive(async () => {
        await ensureLoaded()
        return readStored()
      }),
    onExternalChange(listener) {
      externalListeners.add(listener)
      return () => externalListeners.delete(listener)
    },
    close() {
      channel?.close()
      channel = undefined
      backend?.close()
    },
  }
}

/** Makes the database of a scope (undefined: the base one). */
export type DatabaseFactory = (scope: Scope | undefined) => Database

const inMemory: DatabaseFactory = () => createDatabase()
let makeDatabase: DatabaseFactory = inMemory

/**
 * The databases: one in the browser and vitest (the base); on the practice server one more per
 * learner session (mocks/network/scope.ts), seeded on first use: in memory, or each a data set
 * of the server's PostgreSQL database when it installed a factory (`useDatabaseFactory`).
 */
const databases = scoped<Database>((scope) => makeDatabase(scope))

/**
 * Makes every database created from now on (the base one now, each new scope's on first use)
 * come from `factory` (the practice server: one PostgreSQL data set per session). Returns the
 * undo, which puts the in-memory factory and the previous base database back.
 */
export function useDatabaseFactory(factory: DatabaseFactory): () => void {
  const previousFactory = makeDatabase
  const previous = databases.setBase(factory(undefined))
  makeDatabase = factory
  return () => {
    makeDatabase = previousFactory
    databases.setBase(previous)
  }
}

/**
 * The database the handlers use: a facade over the current scope's database (see above), so
 * every call reaches the right learner's data. `useDatabase` swaps the base one.
 */
export const db: Database = {
  get storageKind() {
    return databases.get().storageKind
  },
  get seedName() {
    return databases.get().seedName
  },
  get revision() {
    return databases.get().revision
  },
  get readOnlyVersion() {
    return databases.get().readOnlyVersion
  },
  ready: (options) => databases.get().ready(options),
  run: (fn) => databases.get().run(fn),
  countStored: (collections) => databases.get().countStored(collections),
  reseed: (name) => databases.get().reseed(name),
  snapshot: () => databases.get().snapshot(),
  stored: () => databases.get().stored(),
  onExternalChange: (listener) => databases.get().onExternalChange(listener),
  close: () => databases.get().close(),
}

/**
 * Makes the handlers use another database from now on (outside learner sessions), e.g. one over
 * fake-indexeddb in Node (the `bench:sandbox` script). Returns the one it replaced.
 */
export function useDatabase(next: Database): Database {
  return databases.setBase(next)
}

/**
 * How many records the current database holds, all collections together (the practice server's
 * per-session cap). The activity feed's entries do not count: they are written alongside the
 * action that is counted, and are bounded per user on their own (ACTIVITY_LIMITS.storedPerUser).
 */
export function recordCount(): Promise<number> {
  const counted = COLLECTION_NAMES.filter((name) => name !== 'activities')
  return db.countStored(counted) ?? db.run((c) => counted.reduce((sum, name) => sum + c[name].all().length, 0))
}
