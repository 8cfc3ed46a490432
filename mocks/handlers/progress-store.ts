/**
 * Where progress records live (issue "Learn" §3).
 *
 * - In the browser sandbox and in vitest: the `progress` collection of the sandbox database, one
 *   record per account (id = user id), written inside the request's `db.run` like every other
 *   write (durable before the response).
 * - On the practice server (mocks/server.ts calls `useAccountProgress()`): keyed by the account's
 *   e-mail in one map OUTSIDE the per-session data sets (mocks/network/sessions.ts), so the record
 *   follows the account to another browser, cookie or X-Sandbox-Session. Seeded demo accounts
 *   exist in every session, so on a shared practice server everyone signed in as demo@example.com
 *   shares that account's record, exactly as they share the account. On a database (PGlite,
 *   PostgreSQL: mocks/db/pg/progress.ts) the record is stored and shared by every process; in
 *   memory a restart forgets it.
 */
import type { Collections } from '../db/database'
import type { UserRecord } from '../db/schema'
import { emptyProgressDocument, progressDocument, type ProgressDocument } from '@machines/learn/progress-contract'

export interface ProgressStore {
  /**
   * The record is one of the data set's (the sandbox's collection): reading it needs the data set's
   * run. False for the practice server's account records (by e-mail, outside every data set).
   */
  readonly inDataSet: boolean
  read(c: Collections, user: UserRecord): ProgressDocument | Promise<ProgressDocument>
  write(c: Collections, user: UserRecord, doc: ProgressDocument): Promise<void>
  remove(c: Collections, user: UserRecord): Promise<void>
  /**
   * Runs a read-change-write of `user`'s record alone (the same account in two sessions or
   * processes waits its turn). The collection and the in-memory map need nothing: a handler's
   * run already has the data set to itself and their reads do not wait.
   */
  exclusive<T>(user: UserRecord, fn: () => Promise<T>): Promise<T>
}

/** A stored record's document, or an empty one when it is missing or unreadable. */
export function parseDocument(text: string | undefined): ProgressDocument {
  if (text === undefined) return emptyProgressDocument()
  try {
    const parsed = progressDocument.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : emptyProgressDocument()
  } catch {
    return emptyProgressDocument()
  }
}

export const collectionProgressStore: ProgressStore = {
  inDataSet: true,
  exclusive: (_user, fn) => fn(),
  read(c, user) {
    return parseDocument(c.progress.findFirst((q) => q.where({ id: user.id }))?.document)
  },
  async write(c, user, doc) {
    const existing = c.progress.findFirst((q) => q.where({ id: user.id }))
    const document = JSON.stringify(doc)
    const updated_at = doc.updated_at ?? new Date().toISOString()
    if (existing) {
      await c.progress.update(existing, {
        data(draft) {
          draft.document = document
          draft.email = user.email
          draft.updated_at = updated_at
        },
      })
    } else await c.progress.create({ id: user.id, email: user.email, document, updated_at })
  },
  async remove(c, user) {
    const existing = c.progress.findFirst((q) => q.where({ id: user.id }))
    if (existing) c.progress.delete(existing)
  },
}

/** The key of an account's record on the practice server: its e-mail, trimmed, in lower case. */
export const accountKey = (user: UserRecord) => user.email.trim().toLowerCase()

/** Records by account e-mail (lower case), shared by every session of a practice server. */
export function accountProgressStore(records = new Map<string, string>()): ProgressStore {
  const key = accountKey
  return {
    inDataSet: false,
    exclusive: (_user, fn) => fn(),
    read: (_c, user) => parseDocument(records.get(key(user))),
    write: async (_c, user, doc) => {
      records.set(key(user), JSON.stringify(doc))
    },
    remove: async (_c, user) => {
      records.delete(key(user))
    },
  }
}

let store: ProgressStore = collectionProgressStore
let environment = { practiceServer: false, network: false }

export function progressStore(): ProgressStore {
  return store
}

export function progressEnvironment(): { practiceServer: boolean; network: boolean } {
  return environment
}

/**
 * The practice server: records by account across sessions (in a map, or the database's store:
 * mocks/db/pg/progress.ts); `network` when it also serves the app. Returns a function that restores the default.
 */
export function useAccountProgress(options: { network: boolean }, records?: Map<string, string> | ProgressStore): () => void {
  const previous = { store, environment }
  store = records instanceof Map || records === undefined ? accountProgressStore(records) : records
  environment = { practiceServer: true, network: options.network }
  return () => {
    store = previous.store
    environment = previous.environment
  }
}
