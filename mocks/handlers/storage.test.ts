/**
 * The handlers over IndexedDB (fake-indexeddb): a write the storage refuses is answered 507 with
 * the known detail, rolled back, and never acknowledged.
 */
import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { db, STORAGE_FAILED_DETAIL } from '../db/database'
import type * as DatabaseModule from '../db/database'
import { call, DEMO, login, useSandboxServer } from '../test-helpers'

vi.mock('../db/database', async (importOriginal) => {
  const mod = await importOriginal<typeof DatabaseModule>()
  const { IDBFactory } = await import('fake-indexeddb')
  const db = mod.createDatabase({ backend: 'indexeddb', indexedDB: new IDBFactory(), name: 'qa-sandbox-handlers-test', locks: null, legacyStorage: null })
  return { ...mod, db }
})

useSandboxServer()

function refuseWrites(): void {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

const signUp = { email: 'ann.lee@example.org', username: 'ann.lee', password: 'Secret123', full_name: 'Ann Lee', terms_accepted: true, privacy_accepted: true }

describe('a write the storage refuses', () => {
  it('runs on IndexedDB here', () => {
    expect(db.storageKind).toBe('indexeddb')
  })

  it('answers PATCH /auth/profile 507 with the detail and keeps the stored profile', async () => {
    const { access_token } = await login(DEMO)
    const before = await db.stored()
    refuseWrites()
    const res = await call('PATCH', '/auth/profile', { token: access_token, body: { full_name: 'Never Saved' } })
    expect(res).toMatchObject({ status: 507, body: { detail: STORAGE_FAILED_DETAIL } })
    vi.mocked(IDBObjectStore.prototype.put).mockRestore()
    // Read as the app does (X-QA-Client: app): a learner's own GET /auth/me is progress evidence, written to the record.
    expect((await call('GET', '/auth/me', { token: access_token, headers: { 'X-QA-Client': 'app' } })).body.full_name).toBe('Demo User')
    expect(await db.stored()).toEqual(before)
  })

  it('answers POST /auth/register 507, creates nobody, and the retry gets the same id', async () => {
    const users = (await db.stored()).collections.users.length
    refuseWrites()
    expect(await call('POST', '/auth/register', { body: signUp })).toMatchObject({ status: 507, body: { detail: STORAGE_FAILED_DETAIL } })
    vi.mocked(IDBObjectStore.prototype.put).mockRestore()
    expect((await db.stored()).collections.users).toHaveLength(users)
    expect(db.snapshot().collections.users).toHaveLength(users)
    const retry = await call('POST', '/auth/register', { body: signUp })
    expect(retry.status).toBe(201)
    expect(retry.body.id).toBe(users + 1)
  })
})
