/**
 * Where the practice server keeps its data sets (Node only; README "How the practice server stores data"):
 *
 *   PGlite (default of `npm run api` / `npm run start:network`)  PostgreSQL in WebAssembly in this
 *            process, data directory `$DATA_DIR/pglite` (DATA_DIR default `.data`): survives restarts,
 *            needs no installed server; one process per directory.
 *   PostgreSQL (`DATABASE_URL=postgres://user:password@host:5432/db`)  a real server; several
 *            processes may share it (each data set's runs hold an advisory lock).
 *   memory (`SANDBOX_STORAGE=memory`, which wins over DATABASE_URL, and `startApiServer`'s default:
 *            vitest)  a restart reseeds.
 *
 * Each data set is one key in the database: a session id (X-Sandbox-Session or the network-mode
 * cookie), or `shared`. A session that ends, expires or is evicted has its data set deleted, so
 * its id starts from the seed again as before; one that is still live after a restart carries on
 * with its data, and one nobody asks for again after a restart is deleted once it has not been
 * written for the named data sets' idle time (24 h; `purgeIdle`, run with the server's sweep). Every
 * data set is seeded by copying a template of its seed in SQL.
 */
import path from 'node:path'
import { createDatabase, useDatabaseFactory } from '../db/database'
import { openPgStore, type PgStore } from '../db/pg/store'
import { SHARED_SESSION_ID } from './contract'
import type { Scope } from './scope'

export type StorageOption = { kind: 'memory' } | { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

/**
 * The storage `npm run api` and `npm run start:network` use: SANDBOX_STORAGE=memory (wins, so a test
 * harness stays in memory whatever else is set), else DATABASE_URL, else PGlite under DATA_DIR.
 */
export function storageFromEnv(env: Record<string, string | undefined>, cwd = process.cwd()): StorageOption {
  if (env.SANDBOX_STORAGE?.trim().toLowerCase() === 'memory') return { kind: 'memory' }
  const url = env.DATABASE_URL?.trim()
  if (url) return { kind: 'postgres', url }
  return { kind: 'pglite', dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || '.data', 'pglite') }
}

/** What the server opened: the store (none in memory), and how to put everything back. */
export interface ServerStorage {
  readonly store: PgStore | null
  /** One line for the start message. */
  readonly description: string
  /** Deletes a forgotten session's data set (no-op in memory). */
  forget(sessionId: string): void
  /** Deletes the stored data sets idle longer than `idleMs` that `live` does not name, and the shared one never (no-op in memory). */
  purgeIdle(idleMs: number, live: (sessionId: string) => boolean): Promise<string[]>
  close(): Promise<void>
}

/**
 * Opens the storage and makes every database the handlers use from now on (the shared one and
 * each session's) a data set of it.
 */
export async function openServerStorage(option: StorageOption): Promise<ServerStorage> {
  if (option.kind === 'memory') return { store: null, description: 'in memory; a restart reseeds', forget: () => undefined, purgeIdle: async () => [], close: async () => undefined }
  const store = await openPgStore(option.kind === 'postgres' ? { url: option.url } : { dataDir: option.dataDir })
  const restore = useDatabaseFactory((scope: Scope | undefined) => {
    const dataset = scope === undefined ? SHARED_SESSION_ID : (scope as { id: string }).id
    return createDatabase({ backend: store.backend(dataset), locks: store.locks, name: `qa-sandbox-db:${dataset}`, broadcast: false })
  })
  return {
    store,
    description: option.kind === 'postgres' ? `PostgreSQL at ${store.where}` : `PGlite in ${store.where}`,
    forget: (sessionId) => void store.dropDataSet(sessionId).catch(() => undefined),
    purgeIdle: (idleMs, live) => store.purgeIdle(idleMs, (dataset) => dataset === SHARED_SESSION_ID || live(dataset)),
    async close() {
      restore()
      await store.close()
    },
  }
}
