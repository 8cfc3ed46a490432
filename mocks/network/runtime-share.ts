/**
 * Several processes of the practice server on one database (`WORKERS=n`, or processes started on
 * their own with one DATABASE_URL) answer as one: the data, ids and tokens are in the database
 * already; this module shares each data set's runtime settings (faults and scenarios, switched-on
 * bugs, the sandbox clock, latency, token lifetimes: mocks/runtime.ts) and the release of held
 * requests.
 *
 *  - Every change of a data set's settings is written to `runtime_settings` before the response
 *    that made it is sent (`flush`), with a version from one sequence.
 *  - Every request reads its data set's row first when it is newer than what the process has
 *    (`pull`, one indexed query), so a request on another process sees the change at once.
 *  - A release (`POST /__sandbox/release`) and every settings change are announced with
 *    NOTIFY: a process holding requests of that data set releases them, or lets them fall through
 *    when their scenario was removed, as one process does.
 *
 *  - The requests a process holds or keeps waiting are stored per data set (`waiting_requests`,
 *    written after each change, in order), so `GET /__sandbox/held` and the `released` count of
 *    `POST /__sandbox/release` count every live process's (`others`); a process refreshes its row
 *    in `server_processes` every few seconds, and the rows of one not seen for PROCESS_STALE_S are
 *    left out (and deleted when another process starts).
 *
 * Concurrent changes of one data set's settings on two processes at the same moment: the later
 * write wins as a whole (the settings are one document). The settings also survive a restart.
 */
import { sql } from 'kysely'
import type { PgStore } from '../db/pg/store'
import { runtime } from '../runtime'
import { dropUnscheduledHolds, heldByEndpoint, onWaitsChange, pendingByEndpoint, release } from '../scenarios/index'
import type { WaitCounts } from '../db/pg/tables'
import { SHARED_SESSION_ID } from './contract'
import { currentScope, scoped } from './scope'

export const RUNTIME_CHANNEL = 'qa_sandbox_runtime'

/** A notice on RUNTIME_CHANNEL: settings of a data set changed, or its held requests of one endpoint are released. */
type Notice = { from: string; dataset: string; settings: true } | { from: string; dataset: string; release: string }

export interface RuntimeShare {
  /** In a request's scope, before its handlers: takes the data set's stored settings when they are newer. */
  pull(): Promise<void>
  /** Resolves when every settings write this process started is stored (called before a response goes out). */
  flush(): Promise<void>
  /** Tells the other processes to release the held requests of `endpoint` in the current data set. */
  announceRelease(endpoint: string): void
  /** The held and waiting requests of the current data set on the other live processes, by endpoint (none when the database cannot say). */
  others(): Promise<WaitCounts>
  close(): Promise<void>
}

/** A process that has not refreshed its row for this long is taken as gone (it refreshes every PROCESS_BEAT_MS). */
const PROCESS_STALE_S = 15
const PROCESS_BEAT_MS = 4000

/** Adds `b`'s counts to `a`'s, endpoint by endpoint. */
export function addCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const sum = { ...a }
  for (const [key, n] of Object.entries(b)) if (typeof n === 'number' && n > 0) sum[key] = (sum[key] ?? 0) + n
  return sum
}

/** The data set of the current scope: the session's id, or the shared one. */
const currentDataSet = () => (currentScope() as { id?: string } | undefined)?.id ?? SHARED_SESSION_ID

/**
 * Shares the settings through `store`. `inDataSet(dataset, fn)` runs `fn` in that data set's scope
 * when this process has it live (else does nothing: its next request reads the settings anyway).
 */
export async function shareRuntime(store: PgStore, inDataSet: (dataset: string, fn: () => void) => void): Promise<RuntimeShare> {
  const me = `${process.pid}:${Math.random().toString(36).slice(2)}`
  /** The version of the settings this scope's instance holds (0: none read or written yet); `first`: its one read (PGlite). */
  const held = scoped((): { version: number; first?: Promise<void> } => ({ version: 0 }))
  /**
   * PGlite's data directory belongs to this one process: no other process writes the settings, so a
   * data set's are read once (what a restart left), then this process's own writes keep them.
   */
  const onlyWriter = store.kind === 'pglite'
  const pending = new Set<Promise<unknown>>()
  /** Per data set, the last write of this process: writes of one data set go out in order. */
  const chains = new Map<string, Promise<unknown>>()

  const notify = (notice: Notice) =>
    sql`select pg_notify(${RUNTIME_CHANNEL}, ${JSON.stringify(notice)})`.execute(store.db).catch((error: unknown) => console.warn('[sandbox] NOTIFY failed', error))

  async function read(dataset: string, mine: { version: number }): Promise<void> {
    const row = await store.db
      .selectFrom('runtime_settings')
      .select(['state', 'version'])
      .where('dataset', '=', dataset)
      .where('version', '>', String(mine.version))
      .executeTakeFirst()
    if (!row) return
    if (runtime.adopt(row.state)) mine.version = Number(row.version)
    dropUnscheduledHolds()
  }

  async function pull(): Promise<void> {
    const dataset = currentDataSet()
    await chains.get(dataset)
    const mine = held.get()
    if (!onlyWriter) return read(dataset, mine)
    // Every request of the scope waits for the one read (the first ones may come at once).
    mine.first ??= read(dataset, mine).catch((error: unknown) => {
      mine.first = undefined // the next request tries again
      throw error
    })
    return mine.first
  }

  runtime.onSave((state) => {
    const dataset = currentDataSet()
    const mine = held.get()
    const document = JSON.stringify(state)
    const write = (chains.get(dataset) ?? Promise.resolve())
      .then(() =>
        sql<{ version: string }>`
          insert into runtime_settings (dataset, state, version) values (${dataset}, ${document}::jsonb, nextval('runtime_settings_version'))
          on conflict (dataset) do update set state = excluded.state, version = excluded.version
          returning version`.execute(store.db),
      )
      .then(({ rows }) => {
        mine.version = Math.max(mine.version, Number(rows[0]?.version ?? 0))
        return notify({ from: me, dataset, settings: true })
      })
      .catch((error: unknown) => console.warn(`[sandbox] could not store the runtime settings of ${dataset}`, error))
    pending.add(write)
    chains.set(dataset, write)
    void write.finally(() => {
      pending.delete(write)
      if (chains.get(dataset) === write) chains.delete(dataset)
    })
  })

  // This process in server_processes (refreshed while it runs); rows of processes gone for a minute are removed.
  const beat = () =>
    sql`insert into server_processes (process, seen_at) values (${me}, now()) on conflict (process) do update set seen_at = now()`.execute(store.db)
  await sql`delete from waiting_requests where process in (select process from server_processes where seen_at < now() - interval '60 seconds')`.execute(store.db)
  await sql`delete from server_processes where seen_at < now() - interval '60 seconds'`.execute(store.db)
  await beat()
  const beating = setInterval(() => void beat().catch((error: unknown) => console.warn('[sandbox] could not refresh this process in server_processes', error)), PROCESS_BEAT_MS)
  beating.unref()

  /** Per data set: the counts to store next (the latest wins) and whether a write is under way. */
  const waitWrites = new Map<string, { next: WaitCounts | null; busy: Promise<void> | null }>()
  const waitWritesDone = () => Promise.all([...waitWrites.values()].map((e) => e.busy))
  const writeWaits = (dataset: string): Promise<void> => {
    const entry = waitWrites.get(dataset)!
    const counts = entry.next!
    entry.next = null
    const empty = Object.keys(counts.held).length === 0 && Object.keys(counts.pending).length === 0
    const write = empty
      ? store.db.deleteFrom('waiting_requests').where('dataset', '=', dataset).where('process', '=', me).execute()
      : sql`insert into waiting_requests (dataset, process, counts) values (${dataset}, ${me}, ${JSON.stringify(counts)}::jsonb)
              on conflict (dataset, process) do update set counts = excluded.counts`.execute(store.db)
    return write
      .then(
        () => undefined,
        (error: unknown) => console.warn(`[sandbox] could not store the waiting requests of ${dataset}`, error),
      )
      .then(() => {
        if (entry.next) return writeWaits(dataset)
        waitWrites.delete(dataset)
      })
  }
  onWaitsChange(() => {
    const dataset = currentDataSet()
    const entry = waitWrites.get(dataset) ?? { next: null, busy: null }
    waitWrites.set(dataset, entry)
    entry.next = { held: heldByEndpoint(), pending: pendingByEndpoint() }
    // Not awaited before responses (unlike the settings): a count is read by polling, and a hold
    // scenario under load would otherwise hold up every answer of the process.
    entry.busy ??= writeWaits(dataset)
  })

  async function others(): Promise<WaitCounts> {
    let sum: WaitCounts = { held: {}, pending: {} }
    try {
      const rows = await store.db
        .selectFrom('waiting_requests as w')
        .innerJoin('server_processes as p', 'p.process', 'w.process')
        .select('w.counts')
        .where('w.dataset', '=', currentDataSet())
        .where('w.process', '!=', me)
        .where(sql<boolean>`p.seen_at > now() - make_interval(secs => ${PROCESS_STALE_S})`)
        .execute()
      for (const { counts } of rows) sum = { held: addCounts(sum.held, counts.held), pending: addCounts(sum.pending, counts.pending) }
    } catch (error) {
      console.warn("[sandbox] could not read the other processes' waiting requests; counting this process's only", error)
    }
    return sum
  }

  const stop = await store.listen(RUNTIME_CHANNEL, (payload) => {
    let notice: Notice
    try {
      notice = JSON.parse(payload) as Notice
    } catch {
      return
    }
    if (notice.from === me || typeof notice.dataset !== 'string') return
    inDataSet(notice.dataset, () => {
      if ('release' in notice) release(notice.release)
      else void pull().catch((error: unknown) => console.warn('[sandbox] could not read the runtime settings', error))
    })
  })

  return {
    pull,
    flush: async () => {
      await Promise.all([...pending])
    },
    announceRelease: (endpoint) => void notify({ from: me, dataset: currentDataSet(), release: endpoint }),
    others,
    async close() {
      runtime.onSave(null)
      onWaitsChange(null)
      clearInterval(beating)
      await Promise.all([...pending])
      await waitWritesDone()
      await store.db.deleteFrom('waiting_requests').where('process', '=', me).execute().catch(() => undefined)
      await store.db.deleteFrom('server_processes').where('process', '=', me).execute().catch(() => undefined)
      await stop()
    },
  }
}
