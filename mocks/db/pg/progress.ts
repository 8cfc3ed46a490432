import { accountKey, parseDocument, type ProgressStore } from '@mocks/handlers/progress-store'
import type { PgStore } from './store'

/**
 * Records by account e-mail in the practice server's database (table account_progress): durable,
 * and one record for every process on the database. A read-change-write holds the account's
 * turn in this process and, on PostgreSQL, its advisory lock across processes.
 */
export function databaseProgressStore(store: PgStore): ProgressStore {
  const turns = new Map<string, Promise<unknown>>()
  return {
    exclusive(user, fn) {
      const email = accountKey(user)
      const locked = () => (store.locks ? store.locks.request(`progress:${email}`, fn) : fn())
      const run = (turns.get(email) ?? Promise.resolve()).then(locked, locked)
      const settled = run.catch(() => undefined)
      turns.set(email, settled)
      void settled.then(() => {
        if (turns.get(email) === settled) turns.delete(email)
      })
      return run
    },
    async read(_c, user) {
      const row = await store.db.selectFrom('account_progress').select('document').where('email', '=', accountKey(user)).executeTakeFirst()
      return parseDocument(row?.document)
    },
    async write(_c, user, doc) {
      await store.db
        .insertInto('account_progress')
        .values({ email: accountKey(user), document: JSON.stringify(doc) })
        .onConflict((oc) => oc.column('email').doUpdateSet({ document: (eb) => eb.ref('excluded.document'), updated_at: new Date().toISOString() }))
        .execute()
    },
    async remove(_c, user) {
      await store.db.deleteFrom('account_progress').where('email', '=', accountKey(user)).execute()
    },
  }
}

