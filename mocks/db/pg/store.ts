/**
 * The practice server's data in PostgreSQL (Node only): PGlite (PostgreSQL in WebAssembly, a data
 * directory on disk) by default, a PostgreSQL server with `DATABASE_URL=postgres://…`. Both go
 * through Kysely (pg's Pool for a server, ./pglite-dialect.ts for PGlite).
 *
 * One database holds every data set (tables.ts): `backend(dataset)` is the persistence.ts Backend
 * of one data set, the same contract as IndexedDB and memory (backend.contract.test.ts runs one
 * suite against all of them):
 *   readState / readAll / changesSince   plain SELECTs of that data set's rows
 *   commit                               ONE transaction: the records (upsert / delete, sent as one
 *                                        JSON array), the state, the change-log entry, the log pruned
 *                                        to LOG_KEEP
 *   replace                              ONE transaction: everything of the data set replaced
 *   replaceWithSeed                      ONE transaction: the seed's template data set copied with
 *                                        INSERT … SELECT (the template is written once per seed
 *                                        content, under an advisory lock, and reused by every process)
 *
 * The cross-process lock (`locks`, for createDatabase's `locks` option): a session-level
 * `pg_advisory_lock(namespace, hashtext(name))` held on a connection of its own pool for the whole
 * `db.run` (catch-up, handler, commit), so two processes never interleave on one data set. The
 * lock pool is separate from the query pool: a run waiting for a lock never holds a connection
 * that the run holding it needs. PGlite has no lock manager (`locks` is null): its data
 * directory belongs to one process, and in a process each data set's runs are already queued.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely'
import type { LockManagerLike } from '../database'
import { LOG_KEEP, type Backend, type RecordKey, type RecordWrite, type StoredState } from '../persistence'
import { migrate } from './migrate'
import { PGliteDialect } from './pglite-dialect'
import type { Tables } from './tables'

export type PgStoreKind = 'pglite' | 'postgres'

export interface PgStore {
  readonly kind: PgStoreKind
  /** Where the data is: the PGlite directory, or the server's URL without its password. */
  readonly where: string
  readonly db: Kysely<Tables>
  /** The Backend of one data set (created on its first commit). */
  backend(dataset: string): Backend
  /** Advisory locks across processes (PostgreSQL server), or null (PGlite: one process). */
  readonly locks: LockManagerLike | null
  /** Deletes a data set's rows (an ended or expired session); a backend of that data set opened meanwhile waits for it. */
  dropDataSet(dataset: string): Promise<void>
  /** The data sets stored (templates left out), for tests and the limits page. */
  dataSets(): Promise<string[]>
  /**
   * Deletes the data sets last written more than `idleMs` ago, except those `keep` names (the
   * sessions live in this process, the shared one): what a restart left behind. Returns their keys.
   */
  purgeIdle(idleMs: number, keep: (dataset: string) => boolean): Promise<string[]>
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from any process on the
   * database, this one included); resolves with the way to stop.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export type PgStoreOptions = { url: string; poolSize?: number } | { dataDir: string }

/** The prefix of seed templates' data set keys (a session id never contains '~'). */
export const TEMPLATE_PREFIX = '~seed:'
/** The advisory lock namespace of data set locks (the first key of the two-key form). */
const LOCK_NAMESPACE = 28_001

/** PGlite's shared buffers (MB) unless `SANDBOX_PGLITE_SHARED_BUFFERS_MB` says otherwise. */
export const PGLITE_SHARED_BUFFERS_MB = 16

/**
 * PGlite's start parameters: its own defaults plus `shared_buffers`. initdb writes 128 MB, which PGlite's
 * WebAssembly memory fills as the data sets grow and never gives back (its memory cannot shrink); 16 MB
 * took a process with 3,000 data sets from about 554 to 462 MB of RSS with no loss of throughput in
 * `npm run bench:server` (README, "For a class and beyond"). The table pages stay in the system's file
 * cache either way. `SANDBOX_PGLITE_SHARED_BUFFERS_MB` (a whole number, at least 1) changes it; anything
 * else keeps the default.
 */
export function pgliteStartParams(defaults: readonly string[], env: Record<string, string | undefined> = process.env): string[] {
  const raw = env.SANDBOX_PGLITE_SHARED_BUFFERS_MB?.trim()
  const asked = raw && /^\d+$/.test(raw) ? Number(raw) : NaN
  const mb = Number.isSafeInteger(asked) && asked >= 1 ? asked : PGLITE_SHARED_BUFFERS_MB
  return [...defaults, '-c', `shared_buffers=${mb}MB`]
}

/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process. initdb in WebAssembly
 * leaves about 150 MB of the process's memory behind after it has finished (measured: a first start
 * took 316 MB of RSS once collected, a start on the existing directory 194 MB; a worker thread keeps it
 * too); a child process gives all of it back when it exits. Resolves false when the child could not
 * do it (then the caller creates the directory itself, as before, and any error shows there).
 */
export function initPgliteDir(dataDir: string): Promise<boolean> {
  let entry: string
  try {
    entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href
  } catch {
    return Promise.resolve(false)
  }
  const script = `const { PGlite } = await import(${JSON.stringify(entry)}); const db = await PGlite.create(${JSON.stringify(dataDir)}); await db.close()`
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', script], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
    child.once('error', () => resolve(false))
    child.once('exit', (code) => {
      if (code !== 0) console.warn(`[sandbox] creating the PGlite directory in a child process failed (${code}); creating it in this process.\n${stderr.trim()}`)
      resolve(code === 0 && existsSync(path.join(dataDir, 'PG_VERSION')))
    })
  })
}

/** Opens (and migrates) the database. PGlite creates its data directory on first use. */
export async function openPgStore(options: PgStoreOptions): Promise<PgStore> {
  if ('url' in options) {
    const { default: pg } = await import('pg')
    const pool = (max: number) => new pg.Pool({ connectionString: options.url, max })
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pool(options.poolSize ?? 10) }) })
    const lockDb = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pool(options.poolSize ?? 10) }) })
    try {
      await migrate(db as unknown as Kysely<unknown>)
    } catch (error) {
      await Promise.allSettled([db.destroy(), lockDb.destroy()])
      throw error
    }
    const listeners = new Set<() => Promise<void>>()
    // LISTEN needs a connection of its own for as long as it listens (not one of the pools').
    const listen = async (channel: string, onMessage: (payload: string) => void) => {
      const client = new pg.Client({ connectionString: options.url })
      await client.connect()
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '')
      })
      client.on('error', (error) => console.warn('[sandbox] the LISTEN connection failed', error))
      await client.query(`listen ${client.escapeIdentifier(channel)}`)
      const stop = async () => {
        listeners.delete(stop)
        await client.end().catch(() => undefined)
      }
      listeners.add(stop)
      return stop
    }
    return createStore('postgres', redact(options.url), db, advisoryLocks(lockDb), listen, async () => {
      await Promise.allSettled([...listeners].map((stop) => stop()))
      await Promise.allSettled([db.destroy(), lockDb.destroy()])
    })
  }
  const { PGlite } = await import('@electric-sql/pglite')
  if (!options.dataDir.startsWith('memory://')) {
    mkdirSync(options.dataDir, { recursive: true })
    if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await initPgliteDir(options.dataDir)
  }
  const pglite = await PGlite.create(options.dataDir, { startParams: pgliteStartParams(PGlite.defaultStartParams) })
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(pglite) })
  try {
    await migrate(db as unknown as Kysely<unknown>)
  } catch (error) {
    await pglite.close().catch(() => undefined)
    throw error
  }
  const listen = async (channel: string, onMessage: (payload: string) => void) => {
    const stop = await pglite.listen(channel, onMessage)
    return async () => stop()
  }
  return createStore('pglite', options.dataDir, db, null, listen, async () => {
    await db.destroy()
    await pglite.close()
  })
}

function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres'
  }
}

/** Named locks as PostgreSQL session-level advisory locks, each held on a connection of `db`'s pool. */
export function advisoryLocks(db: Kysely<Tables>): LockManagerLike {
  return {
    request: (name, callback) =>
      db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${LOCK_NAMESPACE}, hashtext(${name}))`.execute(connection)
        try {
          return await callback()
        } finally {
          await sql`select pg_advisory_unlock(${LOCK_NAMESPACE}, hashtext(${name}))`.execute(connection)
        }
      }),
  }
}

/** The copy found fewer records in a template than its seed has. */
class TemplateGone extends Error {
  constructor(template: string) {
    super(`the seed template ${template} is incomplete or gone`)
  }
}

/** JSON for a `json`/`jsonb` parameter (always sent as text and cast in SQL, the same for pg and PGlite). */
const json = (value: unknown) => JSON.stringify(value)

function createStore(
  kind: PgStoreKind,
  where: string,
  db: Kysely<Tables>,
  locks: LockManagerLike | null,
  listen: PgStore['listen'],
  closeAll: () => Promise<void>,
): PgStore {
  /** Data sets being deleted: a backend of one of them waits before it reads. */
  const drops = new Map<string, Promise<void>>()
  /** Seed templates known to exist in the database. */
  const templates = new Set<string>()

  const settled = (dataset: string) => drops.get(dataset) ?? Promise.resolve()

  async function clearDataSet(trx: Transaction<Tables>, dataset: string): Promise<void> {
    await trx.deleteFrom('records').where('dataset', '=', dataset).execute()
    await trx.deleteFrom('changes').where('dataset', '=', dataset).execute()
  }

  /** The upsert of a data set's state (a statement, or a part of commit's). */
  const upsertState = (dataset: string, state: StoredState) => sql`
    insert into data_sets (dataset, state) values (${dataset}, ${json(state)}::jsonb)
    on conflict (dataset) do update set state = excluded.state, updated_at = now()`

  /**
   * The upsert of any number of a data set's records in one statement (or a part of commit's): keys
   * and values travel as two JSON arrays, paired by position. Values are never taken apart with ->
   * (PostgreSQL refuses to de-escape a \u0000 there).
   */
  const upsertRecords = (dataset: string, records: RecordWrite[]) => sql`
    insert into records (dataset, collection, id, value)
    select ${dataset}, k.key ->> 0, (k.key -> 1)::jsonb, v.val
    from json_array_elements(${json(records.map((r) => r.key))}::json) with ordinality as k(key, n)
    join json_array_elements(${json(records.map((r) => r.value))}::json) with ordinality as v(val, n) using (n)
    on conflict (dataset, collection, id) do update set value = excluded.value`

  async function writeState(trx: Transaction<Tables>, dataset: string, state: StoredState): Promise<void> {
    await upsertState(dataset, state).execute(trx)
  }

  async function insertRecords(trx: Transaction<Tables>, dataset: string, records: RecordWrite[]): Promise<void> {
    if (records.length > 0) await upsertRecords(dataset, records).execute(trx)
  }

  /** The template data set of a seed's content, written once (by whichever process needs it first). */
  async function template(seed: string, records: RecordWrite[], state: StoredState): Promise<string> {
    const hash = createHash('sha256').update(json(records)).digest('hex').slice(0, 20)
    const name = `${TEMPLATE_PREFIX}${seed}:${hash}`
    if (templates.has(name)) return name
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${name}))`.execute(trx)
      const exists = await trx.selectFrom('data_sets').select('dataset').where('dataset', '=', name).executeTakeFirst()
      if (exists) return
      await insertRecords(trx, name, records)
      await writeState(trx, name, state)
      // Templates of other days' dates are not needed any more.
      const stale = sql<boolean>`updated_at < now() - interval '2 days'`
      const old = trx.selectFrom('data_sets').select('dataset').where('dataset', 'like', `${TEMPLATE_PREFIX}%`).where(stale)
      await trx.deleteFrom('records').where('dataset', 'in', old).execute()
      await trx.deleteFrom('data_sets').where('dataset', 'like', `${TEMPLATE_PREFIX}%`).where(stale).execute()
    })
    templates.add(name)
    return name
  }

  function backend(dataset: string): Backend {
    if (dataset.startsWith(TEMPLATE_PREFIX)) throw new Error(`"${dataset}" names a seed template, not a data set`)
    const readState = async () => {
      const row = await db.selectFrom('data_sets').select('state').where('dataset', '=', dataset).executeTakeFirst()
      return row?.state as unknown
    }
    return {
      kind: 'postgres',
      open: () => settled(dataset),
      readState,
      async countRecords(collections) {
        if (collections.length === 0) return 0
        const row = await db
          .selectFrom('records')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('dataset', '=', dataset)
          .where('collection', 'in', [...collections])
          .executeTakeFirst()
        return Number(row?.n ?? 0)
      },
      async readAll() {
        const state = await readState()
        // IndexedDB's key order: by collection, numbers (numerically) before strings (by code unit).
        const { rows } = await sql<{ collection: string; id: string | number; value: unknown }>`
          select collection, id, value from records where dataset = ${dataset}
          order by collection collate "C", jsonb_typeof(id), (case when jsonb_typeof(id) = 'number' then (id #>> '{}')::numeric end), (id #>> '{}') collate "C"`.execute(db)
        return { state, records: rows.map((r) => [[r.collection, r.id], r.value] as [unknown, unknown]) }
      },
      async changesSince(revision) {
        const state = (await readState()) as StoredState | undefined
        const current = typeof state?.revision === 'number' ? state.revision : undefined
        if (current === undefined) return { state, changes: 'full' }
        if (current === revision) return { state, changes: [] }
        if (current < revision) return { state, changes: 'full' }
        const entries = await db
          .selectFrom('changes')
          .select(['revision', 'keys'])
          .where('dataset', '=', dataset)
          .where('revision', '>', revision)
          .where('revision', '<=', current)
          .orderBy('revision')
          .execute()
        if (entries.length !== current - revision || entries.some((e) => !Array.isArray(e.keys))) return { state, changes: 'full' }
        const keys = new Map<string, RecordKey>()
        for (const entry of entries) for (const key of entry.keys as RecordKey[]) keys.set(json(key), key)
        if (keys.size === 0) return { state, changes: [] }
        const { rows } = await sql<{ collection: string; id: string | number; value: unknown }>`
          select r.collection, r.id, r.value from records r
          join json_array_elements(${json([...keys.values()])}::json) as k on r.collection = k ->> 0 and r.id = (k -> 1)::jsonb
          where r.dataset = ${dataset}`.execute(db)
        const values = new Map(rows.map((r) => [json([r.collection, r.id]), r.value]))
        return { state, changes: [...keys.entries()].map(([id, key]) => ({ key, value: values.get(id) })) }
      },
      async commit(writes, next) {
        // ONE statement (a statement is a transaction of its own): the deleted and the written
        // records, the state, the change-log entry and the log pruned to LOG_KEEP, in one round trip
        // instead of seven. PostgreSQL runs every data-modifying part of a WITH once, read or not; the
        // parts see the same snapshot and none touches a row another part does (a key is written or
        // deleted, never both; the pruned entries are older than the new one).
        const deleted = writes.filter((w) => w.value === undefined).map((w) => w.key)
        const written = writes.filter((w) => w.value !== undefined)
        await sql`
          with deleted as (
            delete from records r using json_array_elements(${json(deleted)}::json) as k
            where r.dataset = ${dataset} and r.collection = k ->> 0 and r.id = (k -> 1)::jsonb
          ), written as (
            ${upsertRecords(dataset, written)}
          ), state as (
            ${upsertState(dataset, next)}
          ), logged as (
            insert into changes (dataset, revision, keys) values (${dataset}, ${next.revision}, ${json(writes.map((w) => w.key))}::jsonb)
            on conflict (dataset, revision) do update set keys = excluded.keys
          ), pruned as (
            delete from changes where dataset = ${dataset} and revision <= ${next.revision - LOG_KEEP}
          )
          select 1`.execute(db)
      },
      async replace(all, next) {
        await db.transaction().execute(async (trx) => {
          await clearDataSet(trx, dataset)
          await insertRecords(trx, dataset, all)
          await writeState(trx, dataset, next)
          await trx.insertInto('changes').values({ dataset, revision: next.revision, keys: null }).execute()
        })
      },
      async replaceWithSeed(seed, all, next) {
        const copy = (from: string) =>
          db.transaction().execute(async (trx) => {
            await clearDataSet(trx, dataset)
            const copied = await sql`insert into records (dataset, collection, id, value) select ${dataset}, collection, id, value from records where dataset = ${from}`.execute(trx)
            // A template another process pruned meanwhile (an old day's): roll back, write it again, copy again.
            if (Number(copied.numAffectedRows ?? 0) !== all.length) throw new TemplateGone(from)
            await writeState(trx, dataset, next)
            await trx.insertInto('changes').values({ dataset, revision: next.revision, keys: null }).execute()
          })
        const from = await template(seed, all, next)
        try {
          await copy(from)
        } catch (error) {
          if (!(error instanceof TemplateGone)) throw error
          templates.delete(from)
          await copy(await template(seed, all, next))
        }
      },
      // The connection belongs to the store (closed with it).
      close: () => undefined,
    }
  }

  return {
    kind,
    where,
    db,
    locks,
    backend,
    dropDataSet(dataset) {
      const run = settled(dataset).then(() =>
        db.transaction().execute(async (trx) => {
          await clearDataSet(trx, dataset)
          await trx.deleteFrom('data_sets').where('dataset', '=', dataset).execute()
          await trx.deleteFrom('runtime_settings').where('dataset', '=', dataset).execute()
        }),
      )
      const done = run.catch((error: unknown) => console.warn(`[sandbox] could not delete the data set ${dataset}`, error))
      drops.set(dataset, done)
      void done.then(() => {
        if (drops.get(dataset) === done) drops.delete(dataset)
      })
      return run
    },
    async dataSets() {
      const rows = await db.selectFrom('data_sets').select('dataset').where('dataset', 'not like', `${TEMPLATE_PREFIX}%`).orderBy('dataset').execute()
      return rows.map((r) => r.dataset)
    },
    async purgeIdle(idleMs, keep) {
      const rows = await db
        .selectFrom('data_sets')
        .select('dataset')
        .where('dataset', 'not like', `${TEMPLATE_PREFIX}%`)
        .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${Math.max(0, idleMs) / 1000})`)
        .execute()
      const gone: string[] = []
      for (const { dataset } of rows) {
        // Checked right before the drop is registered: a session that came back meanwhile is kept.
        if (keep(dataset)) continue
        gone.push(dataset)
        await this.dropDataSet(dataset)
      }
      return gone
    },
    listen,
    close: closeAll,
  }
}
