/**
 * The requests each process of the practice server holds or keeps waiting (a `hold`, `delay` or
 * latency scenario), per data set, so `GET /__sandbox/held` and `POST /__sandbox/release` count
 * every process's (mocks/network/runtime-share.ts): one row per data set and process, and one row
 * per live process that it refreshes while it runs (rows of a process not seen for a while are
 * left out, and removed by the next process that starts).
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_processes')
    .addColumn('process', 'text', (c) => c.primaryKey())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('waiting_requests')
    .addColumn('dataset', 'text', (c) => c.notNull())
    .addColumn('process', 'text', (c) => c.notNull())
    .addColumn('counts', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('waiting_requests_pkey', ['dataset', 'process'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waiting_requests').execute()
  await db.schema.dropTable('server_processes').execute()
}
