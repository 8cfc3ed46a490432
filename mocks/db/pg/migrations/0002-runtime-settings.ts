/**
 * Each data set's runtime settings (faults and scenarios, bugs, the sandbox clock, latency, token
 * lifetimes: mocks/runtime.ts), shared by every process of the practice server
 * (mocks/network/runtime-share.ts). `version` comes from one sequence, so a newer write always has
 * a higher number, even after a data set was deleted and began again.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence runtime_settings_version`.execute(db)
  await db.schema
    .createTable('runtime_settings')
    .addColumn('dataset', 'text', (c) => c.primaryKey())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('runtime_settings').execute()
  await sql`drop sequence runtime_settings_version`.execute(db)
}
