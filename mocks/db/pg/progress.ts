import { AsyncLocalStorage } from 'node:async_hooks'
import { sql, type Kysely, type Transaction } from 'kysely'
import { accountKey, parseDocument, type ProgressStore } from '@mocks/handlers/progress-store'
import type { PgStore } from './store'
import type { Tables } from './tables'

/** The advisory lock namespace of account progress records (the data sets' is 28,001). */
const PROGRESS_LOCK_NAMESPACE = 28_002

/**
 * Records by account e-mail in the practice server's database (table account_progress): durable,
 * and one record for every process on the database.
 *
 * A read-change-write (`exclusive`) takes the account's turn in this process, then runs in one
 * transaction that holds a transaction-level advisory lock on the e-mail (other processes wait for
 * it), and reads and writes through that transaction. It needs no connection but its own: the
 * request around it already holds its data set's lock connection, and asking the lock pool for a
 * second one from inside could wait forever once every connection was held that way.
 */
export function databaseProgressStore(store: PgStore): ProgressStore {
  const turns = new Map<string, Promise<unknown>>()
  /**
   * The transaction of the read-change-write this call runs in, if any: a read outside one (the
   * observer's check whether anything is new) never lands in another request's transaction.
   */
  const current = new AsyncLocalStorage<Transaction<Tables>>()
  const on = (): Kysely<Tables> => current.getStore() ?? store.db

  return {
    inDataSet: false,
    exclusive(user, fn) {
      const email = accountKey(user)
      const locked = () =>
        store.db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${PROGRESS_LOCK_NAMESPACE}, hashtext(${email}))`.execute(trx)
          return current.run(trx, fn)
        })
      const run = (turns.get(email) ?? Promise.resolve()).then(locked, locked)
      const settled = run.catch(() => undefined)
      turns.set(email, settled)
      void settled.then(() => {
        if (turns.get(email) === settled) turns.delete(email)
      })
      return run
    },
    async read(_c, user) {
      const email = accountKey(user)
      const row = await on().selectFrom('account_progress').select('document').where('email', '=', email).executeTakeFirst()
      return parseDocument(row?.document)
    },
    async write(_c, user, doc) {
      const email = accountKey(user)
      await on()
        .insertInto('account_progress')
        .values({ email, document: JSON.stringify(doc) })
        .onConflict((oc) => oc.column('email').doUpdateSet({ document: (eb) => eb.ref('excluded.document'), updated_at: new Date().toISOString() }))
        .execute()
    },
    async remove(_c, user) {
      const email = accountKey(user)
      await on().deleteFrom('account_progress').where('email', '=', email).execute()
    },
  }
}
