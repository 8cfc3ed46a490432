/**
 * The practice server's PostgreSQL tables (PGlite or a server), as Kysely sees them. Created by
 * the migrations in ./migrations, applied in order at start (migrate.ts). Every row belongs to one
 * data set (a learner's session id, `shared`, or a seed template `~seed:…`), so data sets are
 * independent and could be sharded by that key.
 */
import type { ColumnType, JSONColumnType } from 'kysely'

export interface DataSetsTable {
  /** The data set's key: a session id, 'shared', or '~seed:<seed>:<hash>' for a template. */
  dataset: string
  /** { schemaVersion, revision, seed, counters } (persistence.ts StoredState). */
  state: JSONColumnType<Record<string, unknown>, string, string>
  updated_at: ColumnType<Date, never, string>
}

export interface RecordsTable {
  dataset: string
  collection: string
  /** The record's id as JSON (a number or a string): the same key as IndexedDB's [collection, id]. */
  id: ColumnType<string | number, string, string>
  /** The plain record (type json, not jsonb: json keeps any string, even one holding U+0000). */
  value: ColumnType<unknown, string, string>
}

export interface ChangesTable {
  dataset: string
  revision: number
  /** The keys [[collection, id], …] the revision changed; null for a reset (everything replaced). */
  keys: JSONColumnType<Array<[string, string | number]> | null, string | null, string | null>
}

/** A data set's runtime settings (mocks/network/runtime-share.ts). */
export interface RuntimeSettingsTable {
  dataset: string
  state: JSONColumnType<Record<string, unknown>, string, string>
  /** From the sequence runtime_settings_version: higher is newer. */
  version: ColumnType<string, string, string>
}

/** An account's learning-path progress document (JSON text), by lower-case e-mail. */
export interface AccountProgressTable {
  email: string
  document: string
  updated_at: ColumnType<Date, never, string>
}

/** A live process of the practice server (mocks/network/runtime-share.ts refreshes `seen_at`). */
export interface ServerProcessesTable {
  process: string
  seen_at: ColumnType<Date, string | undefined, string>
}

/** The held and waiting requests of one data set on one process, by endpoint. */
export interface WaitingRequestsTable {
  dataset: string
  process: string
  counts: JSONColumnType<WaitCounts, string, string>
}

/** Requests held by a `hold` scenario (those a release lets go) and all waiting in the scenario layer, by endpoint. */
export interface WaitCounts {
  held: Record<string, number>
  pending: Record<string, number>
}

export interface Tables {
  data_sets: DataSetsTable
  records: RecordsTable
  changes: ChangesTable
  runtime_settings: RuntimeSettingsTable
  account_progress: AccountProgressTable
  server_processes: ServerProcessesTable
  waiting_requests: WaitingRequestsTable
}
