/** The data sets, their records and their change logs (persistence.ts describes the layout). */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_sets')
    .addColumn('dataset', 'text', (c) => c.primaryKey())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('records')
    .addColumn('dataset', 'text', (c) => c.notNull())
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('id', 'jsonb', (c) => c.notNull())
    .addColumn('value', 'json', (c) => c.notNull())
    .addPrimaryKeyConstraint('records_pkey', ['dataset', 'collection', 'id'])
    .execute()
  await db.schema
    .createTable('changes')
    .addColumn('dataset', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('keys', 'jsonb')
    .addPrimaryKeyConstraint('changes_pkey', ['dataset', 'revision'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['changes', 'records', 'data_sets']) await db.schema.dropTable(table).execute()
}
