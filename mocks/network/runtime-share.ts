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
 * Concurrent changes of one data set's settings on two processes at the same moment: the later
 * write wins as a whole (the settings are one document). The settings also survive a restart.
 */
import { sql } from 'kysely'
import type { PgStore } from '../db/pg/store'
import { runtime } from '../runtime'
import { dropUnscheduledHolds, release } from '../scenarios/index'
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
  close(): Promise<void>
}

/** The data set of the current scope: the session's id, or the shared one. */
const currentDataSet = () => (currentScope() as { id?: string } | undefined)?.id ?? SHARED_SESSION_ID

/**
 * Shares the settings through `store`. `inDataSet(dataset, fn)` runs `fn` in that data set's scope
 * when this process has it live (else does nothing: its next request reads the settings anyway).
 */
export async function shareRuntime(store: PgStore, inDataSet: (dataset: string, fn: () => void) => void): Promise<RuntimeShare> {
  const me = `${process.pid}:${Math.random().toString(36).slice(2)}`
  /** The version of the settings this scope's instance holds (0: none read or written yet). */
  const held = scoped(() => ({ version: 0 }))
  const pending = new Set<Promise<unknown>>()
  /** Per data set, the last write of this process: writes of one data set go out in order. */
  const chains = new Map<string, Promise<unknown>>()

  const notify = (notice: Notice) =>
    sql`select pg_notify(${RUNTIME_CHANNEL}, ${JSON.stringify(notice)})`.execute(store.db).catch((error: unknown) => console.warn('[sandbox] NOTIFY failed', error))

  async function pull(): Promise<void> {
    const dataset = currentDataSet()
    await chains.get(dataset)
    const mine = held.get()
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
    async close() {
      runtime.onSave(null)
      await Promise.all([...pending])
      await stop()
    },
  }
}
