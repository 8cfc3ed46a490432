/**
 * Learning-path progress of the practice server's accounts, by e-mail (lower case), outside the
 * data sets: one record per account for every session, browser and process
 * (mocks/handlers/progress-store.ts).
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_progress')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_progress').execute()
}
