/**
 * Brings the practice server's PostgreSQL schema up to date at start, with Kysely's Migrator (it
 * records what ran in `kysely_migration` and holds a PostgreSQL advisory lock while migrating, so
 * several processes starting at once migrate once). Add a migration: a new file in ./migrations
 * (ordered by name, never edited once released) and a line below.
 */
import type { Kysely } from 'kysely'
import { Migrator, type Migration } from 'kysely/migration'
import * as dataSets from './migrations/0001-data-sets'
import * as runtimeSettings from './migrations/0002-runtime-settings'
import * as accountProgress from './migrations/0003-account-progress'
import * as waitingRequests from './migrations/0004-waiting-requests'

const MIGRATIONS: Record<string, Migration> = {
  '0001-data-sets': dataSets,
  '0002-runtime-settings': runtimeSettings,
  '0003-account-progress': accountProgress,
  '0004-waiting-requests': waitingRequests,
}

export async function migrate(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName
    throw new Error(`the database schema could not be migrated${failed ? ` (${failed})` : ''}: ${String(error)}`, { cause: error })
  }
}
