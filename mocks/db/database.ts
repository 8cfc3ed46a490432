/**
 * The sandbox database: one @msw/data collection per entity, persisted to storage
 * synchronously after every write and shared between tabs.
 *
 * Storage layout (localStorage in the browser, memory in Node):
 *   qa-sandbox-db   {"schemaVersion":2,"revision":n,"seed":"default","collections":{...}}
 *   qa-sandbox-rev  "n" (the same revision, cheap to read)
 *
 * Every handler runs inside `db.run(fn)`, which is exclusive (one request at a time, so
 * ids and reads are consistent across awaits). It first compares `qa-sandbox-rev` with
 * the revision it holds and rehydrates from `qa-sandbox-db` when another tab (or a reload)
 * changed it. When `fn` created, updated or deleted a record, `run` commits before it
 * resolves: the revision is bumped and both keys are written, so a write is on disk before
 * its response exists. If `fn` throws after writing, the in-memory data is rolled back
 * to the stored document. A missing, corrupted or hand-edited document is never fatal: a
 * warning is logged and the default seed is loaded.
 */
import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import defaultSeedJson from './seeds/default.json'
import {
  COLLECTION_NAMES,
  SEED_NAMES,
  schemas,
  type CollectionName,
  type CollectionsData,
  type SeedFile,
  type SeedName,
} from './schema'
import { browserStorage, createMemoryStorage, readJson, type StorageLike } from './storage'

export const STORAGE_KEY = 'qa-sandbox-db'
export const REVISION_KEY = 'qa-sandbox-rev'
/** Bump when the stored shape changes incompatibly: older documents are then reseeded. */
export const SCHEMA_VERSION = 2

export type Collections = { [K in CollectionName]: Collection<(typeof schemas)[K]> }

/** The stored document (also what `window.__sandbox.db` shows). */
export interface StoredDocument {
  schemaVersion: number
  revision: number
  seed: SeedName
  collections: CollectionsData
}

/** The seed data. `default` ships in the sandbox chunk; `ko` and `empty` load on demand. */
export async function loadSeed(name: SeedName): Promise<SeedFile> {
  switch (name) {
    case 'default':
      return defaultSeedJson as unknown as SeedFile
    case 'ko':
      return (await import('./seeds/ko.json')).default as unknown as SeedFile
    case 'empty':
      return (await import('./seeds/empty.json')).default as unknown as SeedFile
    default:
      throw new Error(`Unknown seed "${String(name)}"; expected one of ${SEED_NAMES.join(', ')}`)
  }
}

export function isSeedName(value: unknown): value is SeedName {
  return typeof value === 'string' && (SEED_NAMES as readonly string[]).includes(value)
}

/** The next free integer id of a collection: max(id) + 1 (1 when empty). */
export function nextId(collection: { all(): ReadonlyArray<{ id: number }> }): number {
  let max = 0
  for (const record of collection.all()) if (record.id > max) max = record.id
  return max + 1
}

/** Plain JSON copies of every record. */
function serialize(collections: Collections): CollectionsData {
  const data = {} as Record<CollectionName, unknown[]>
  for (const name of COLLECTION_NAMES) {
    data[name] = JSON.parse(JSON.stringify(collections[name].all())) as unknown[]
  }
  return data as CollectionsData
}

class CorruptDataError extends Error {}

/**
 * Validates every record and builds fresh collections from it.
 * Throws CorruptDataError when anything is missing, malformed or duplicated.
 */
async function build(data: unknown): Promise<Collections> {
  if (typeof data !== 'object' || data === null) throw new CorruptDataError('collections is not an object')
  const source = data as Record<string, unknown>
  const collections = {} as Record<CollectionName, Collection<StandardSchemaV1>>
  for (const name of COLLECTION_NAMES) {
    const schema = schemas[name] as StandardSchemaV1
    const records = source[name]
    if (!Array.isArray(records)) throw new CorruptDataError(`collections.${name} is not an array`)
    const collection = new Collection({ schema })
    const ids = new Set<unknown>()
    for (const [index, record] of records.entries()) {
      const result = await schema['~standard'].validate(record)
      if (result.issues) {
        const issue = result.issues[0]
        const path = issue?.path?.map((p) => (typeof p === 'object' ? p.key : p)).join('.') ?? ''
        throw new CorruptDataError(`collections.${name}[${index}].${path}: ${issue?.message ?? 'invalid'}`)
      }
      const id = (result.value as { id: unknown }).id
      if (ids.has(id)) throw new CorruptDataError(`collections.${name} has the id ${String(id)} twice`)
      ids.add(id)
      await collection.create(result.value)
    }
    collections[name] = collection
  }
  return collections as unknown as Collections
}

export interface DatabaseOptions {
  /** Where to persist; defaults to localStorage in a browser, memory elsewhere. */
  storage?: StorageLike
}

export interface Database {
  /** The storage this database persists to. */
  readonly storage: StorageLike
  /** The seed the data came from ('default' until `reseed` says otherwise). */
  readonly seedName: SeedName
  /** The revision of the data held in memory. */
  readonly revision: number
  /** Loads the data from storage (or the default seed) once; later calls resolve at once. */
  ready(): Promise<void>
  /**
   * Runs `fn` exclusively over up-to-date collections and persists its writes before resolving.
   * Handlers must only touch the collections inside `fn`.
   */
  run<T>(fn: (collections: Collections) => Promise<T> | T): Promise<T>
  /** Replaces all data with a seed and persists it. */
  reseed(name: SeedName): Promise<void>
  /** A plain copy of the stored document (falls back to memory if storage is unreadable). */
  snapshot(): StoredDocument
}

export function createDatabase(options: DatabaseOptions = {}): Database {
  let storage = options.storage ?? browserStorage('localStorage') ?? createMemoryStorage()
  let collections: Collections | undefined
  let seedName: SeedName = 'default'
  let revision = 0
  let dirty = false
  let queue: Promise<unknown> = Promise.resolve()

  /** Runs tasks one after another, whatever their outcome. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task, task)
    queue = result.catch(() => undefined)
    return result
  }

  function track(next: Collections): Collections {
    for (const name of COLLECTION_NAMES) {
      const hooks = next[name].hooks as unknown as { on(type: string, listener: () => void): void }
      for (const type of ['create', 'update', 'delete']) hooks.on(type, () => (dirty = true))
    }
    return next
  }

  function storedRevision(): string | null {
    try {
      return storage.getItem(REVISION_KEY)
    } catch {
      return null
    }
  }

  function write(): void {
    const stored = Number(storedRevision())
    revision = Math.max(revision, Number.isSafeInteger(stored) ? stored : 0) + 1
    const doc: StoredDocument = { schemaVersion: SCHEMA_VERSION, revision, seed: seedName, collections: serialize(collections!) }
    const text = JSON.stringify(doc)
    try {
      storage.setItem(STORAGE_KEY, text)
      storage.setItem(REVISION_KEY, String(revision))
    } catch (error) {
      // Full or forbidden storage: keep working in memory rather than failing every request.
      console.warn('[sandbox] cannot write to storage; from now on the data lives in memory only', error)
      storage = createMemoryStorage({ [STORAGE_KEY]: text, [REVISION_KEY]: String(revision) })
    }
    dirty = false
  }

  async function useSeed(name: SeedName): Promise<void> {
    const seed = await loadSeed(name)
    collections = track(await build(seed.collections))
    seedName = name
    write()
  }

  /** Loads the stored document; anything unusable falls back to the default seed. */
  async function hydrate(): Promise<void> {
    const read = readJson(storage, STORAGE_KEY)
    if (read === undefined) return useSeed('default')
    try {
      if ('error' in read) throw new CorruptDataError(`unreadable JSON (${String(read.error)})`)
      const doc = read.value as Partial<StoredDocument> | null
      if (typeof doc !== 'object' || doc === null) throw new CorruptDataError('not an object')
      if (doc.schemaVersion !== SCHEMA_VERSION) throw new CorruptDataError(`schemaVersion ${String(doc.schemaVersion)} is not ${SCHEMA_VERSION}`)
      if (!Number.isSafeInteger(doc.revision) || (doc.revision as number) < 0) throw new CorruptDataError('bad revision')
      if (!isSeedName(doc.seed)) throw new CorruptDataError(`unknown seed ${String(doc.seed)}`)
      const next = await build(doc.collections)
      collections = track(next)
      seedName = doc.seed
      revision = doc.revision as number
      dirty = false
      // A hand-edited revision key would otherwise trigger a reload on every request.
      if (storedRevision() !== String(revision)) {
        try {
          storage.setItem(REVISION_KEY, String(revision))
        } catch {
          // Nothing to repair with; the next request simply reloads again.
        }
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      console.warn(`[sandbox] the stored data (${STORAGE_KEY}) is unusable: ${reason}. Loading the default seed.`)
      await useSeed('default')
    }
  }

  async function sync(): Promise<void> {
    if (collections === undefined || storedRevision() !== String(revision)) await hydrate()
  }

  return {
    get storage() {
      return storage
    },
    get seedName() {
      return seedName
    },
    get revision() {
      return revision
    },
    ready: () => exclusive(async () => (collections === undefined ? hydrate() : undefined)),
    run<T>(fn: (collections: Collections) => Promise<T> | T): Promise<T> {
      return exclusive(async () => {
        await sync()
        dirty = false
        try {
          const value = await fn(collections!)
          if (dirty) write()
          return value
        } catch (error) {
          // Keep memory equal to what was acknowledged: drop the partial write.
          if (dirty) await hydrate()
          dirty = false
          throw error
        }
      })
    },
    reseed: (name) =>
      exclusive(async () => {
        if (!isSeedName(name)) throw new Error(`Unknown seed "${String(name)}"; expected one of ${SEED_NAMES.join(', ')}`)
        await useSeed(name)
      }),
    snapshot(): StoredDocument {
      const read = readJson(storage, STORAGE_KEY)
      const doc = read && 'value' in read ? (read.value as Partial<StoredDocument> | null) : null
      if (doc?.schemaVersion === SCHEMA_VERSION && isSeedName(doc.seed) && doc.collections) return doc as StoredDocument
      return {
        schemaVersion: SCHEMA_VERSION,
        revision,
        seed: seedName,
        collections: collections ? serialize(collections) : ({} as CollectionsData),
      }
    },
  }
}

/** The database the handlers use. */
export const db: Database = createDatabase()
