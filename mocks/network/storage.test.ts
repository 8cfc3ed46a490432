/**
 * The practice server on a real database (mocks/network/storage.ts): data survive a restart (PGlite
 * on a data directory; PostgreSQL too when DATABASE_URL is set), an ended session's data set is
 * deleted, and creating a learner's data set from its seed (a template copied in SQL) is measured
 * and printed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/database'
import { openPgStore } from '../db/pg/store'
import { freshPgliteDir, removePgliteDirs } from '../db/pg/test-dirs'
import { startApiServer, type ApiServer } from '../server'
import { DEMO } from '../test-helpers'
import { storageFromEnv, type StorageOption } from './storage'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qa-pglite-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  removePgliteDirs()
})

async function client(api: ApiServer) {
  const base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`
  const call = async (method: string, url: string, { session, body, token }: { session?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(session === undefined ? {} : { 'X-Sandbox-Session': session }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> & { items?: Array<{ id: number; title: string }> } }
  }
  const login = async (session?: string) => {
    const r = await call('POST', '/api/v1/auth/login', { session, body: { email: DEMO.email, password: DEMO.password } })
    expect(r.status).toBe(200)
    return String(r.json.access_token)
  }
  const titles = async (session: string | undefined, token: string) => {
    const r = await call('GET', '/api/v1/todos?size=100', { session, token })
    expect(r.status).toBe(200)
    return JSON.stringify(r.json)
  }
  return { call, login, titles }
}

describe('storageFromEnv', () => {
  it('PGlite under DATA_DIR by default, PostgreSQL with DATABASE_URL, memory on request', () => {
    expect(storageFromEnv({}, '/srv/app')).toEqual({ kind: 'pglite', dataDir: '/srv/app/.data/pglite' })
    expect(storageFromEnv({ DATA_DIR: '/var/lib/qa' }, '/srv/app')).toEqual({ kind: 'pglite', dataDir: '/var/lib/qa/pglite' })
    expect(storageFromEnv({ DATABASE_URL: 'postgres://u:p@db/qa', DATA_DIR: 'x' })).toEqual({ kind: 'postgres', url: 'postgres://u:p@db/qa' })
    expect(storageFromEnv({ SANDBOX_STORAGE: 'memory' })).toEqual({ kind: 'memory' })
    expect(storageFromEnv({ SANDBOX_STORAGE: 'memory', DATABASE_URL: 'postgres://u:p@db/qa' })).toEqual({ kind: 'memory' })
  })
})

const stores: Array<{ name: string; option: () => StorageOption }> = [{ name: 'PGlite (data directory)', option: () => ({ kind: 'pglite', dataDir: path.join(tempDir(), 'pglite') }) }]
const url = process.env.DATABASE_URL
if (url) stores.push({ name: 'PostgreSQL (DATABASE_URL)', option: () => ({ kind: 'postgres', url }) })
else console.info('[storage] DATABASE_URL is not set: the restart test runs on PGlite only.')

describe.each(stores)('the practice server on $name', ({ option }) => {
  it('keeps a todo written through the API and the signed-in token across a restart; ids and progress go on; an evicted data set stays stored', async () => {
    const storage = option()
    const session = `restart-${process.pid}-${Date.now()}`
    const t0 = performance.now()
    let api = await startApiServer(0, '127.0.0.1', { storage })
    const firstStart = performance.now() - t0
    let s = await client(api)
    let token = await s.login(session)
    const created = await s.call('POST', '/api/v1/todos', { session, token, body: { title: 'Survives a restart' } })
    expect(created.status).toBe(201)
    await s.call('POST', '/api/v1/progress/events', { session, token, body: { events: [{ type: 'challenge.solved', slug: 'alerts', automated: true }] } })
    const sharedToken = await s.login()
    expect(await s.titles(undefined, sharedToken)).not.toContain('Survives a restart')
    await api.close()

    const t1 = performance.now()
    // After the restart the cap is one data set in memory: an evicted one stays stored (checked below).
    api = await startApiServer(0, '127.0.0.1', { storage, sessions: { maxSessions: 1 } })
    const restart = performance.now() - t1
    try {
      s = await client(api)
      // The token from before the restart still works: its session is a stored record.
      const t2 = performance.now()
      expect(await s.titles(session, token)).toContain('Survives a restart')
      const firstRequest = performance.now() - t2
      // The account's learning-path progress is stored too.
      expect(Object.keys((await s.call('GET', '/api/v1/progress', { session, token })).json.tasks as object)).toContain('automate-alerts')
      const next = await s.call('POST', '/api/v1/todos', { session, token, body: { title: 'After the restart' } })
      expect(next.status).toBe(201)
      expect(Number(next.json.id)).toBeGreaterThan(Number(created.json.id))
      console.info(
        `[storage] ${storage.kind}: first start ${firstStart.toFixed(0)} ms, restart ${restart.toFixed(0)} ms, the session's first read after it (loads its data set) ${firstRequest.toFixed(0)} ms`,
      )
      // Past the cap a data set only leaves memory: it comes back with its data and its token.
      const other = `${session}-other`
      await s.login(other)
      expect(api.sessions.peek(session)).toBeUndefined()
      expect(await api.storage.store!.dataSets()).toContain(session)
      expect(await s.titles(session, token)).toContain('After the restart')
      // DELETE /__sandbox/session deletes the stored data set: the id starts from the seed again.
      expect((await s.call('DELETE', '/__sandbox/session', { session })).json.ended).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await api.storage.store!.dataSets()).not.toContain(session)
      token = await s.login(session)
      expect(await s.titles(session, token)).not.toContain('Survives a restart')
    } finally {
      await api.close()
    }
  }, 120_000)
})

describe.each(stores)('data sets from a seed on $name', ({ option }) => {
  // A learner's data set comes from `default` or `ko` (goal ≤ 50 ms); `busy` (2,566 records, the stress seed) is printed only.
  it.each(['default', 'ko', 'busy'] as const)('creates a data set from the %s seed by copying its template in SQL and prints the figures', async (seed) => {
    const storage = option()
    // PGlite: a copy of an initdb'd directory (the restart test above measures a real first start).
    const store = await openPgStore(storage.kind === 'postgres' ? { url: storage.url } : { dataDir: await freshPgliteDir() })
    try {
      const run = `${seed}-${process.pid}-${Date.now()}`
      const copies: number[] = []
      const totals: number[] = []
      let records = 0
      for (let i = 0; i < 12; i++) {
        const backend = store.backend(`bench-${run}-${i}`)
        const timed = { ...backend }
        timed.replaceWithSeed = async (...args) => {
          const t = performance.now()
          await backend.replaceWithSeed!(...args)
          copies.push(performance.now() - t)
          records = args[1].length
        }
        const db = createDatabase({ backend: timed, locks: store.locks, broadcast: false })
        const t = performance.now()
        await db.ready({ firstSeed: seed })
        totals.push(performance.now() - t)
        db.close()
      }
      const stored = await createDatabase({ backend: store.backend(`bench-${run}-3`), broadcast: false }).stored()
      expect(Object.values(stored.collections).reduce((n, list) => n + list.length, 0)).toBe(records)
      // The first one writes the template (once per seed content, for every process); the others copy it.
      const [first, ...rest] = copies
      const sorted = [...rest].sort((a, b) => a - b)
      const median = sorted[Math.floor(sorted.length / 2)]!
      const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!
      const totalMedian = [...totals.slice(1)].sort((a, b) => a - b)[Math.floor((totals.length - 1) / 2)]!
      console.info(
        `[storage] ${store.kind}: a data set from the ${seed} seed (${records} records): template written once ${first!.toFixed(1)} ms; SQL copy median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (n=${rest.length}); createDatabase().ready() including the in-memory collections median ${totalMedian.toFixed(1)} ms`,
      )
      // The goal is ≤ 50 ms (the figure printed above, measured with this file alone); the check allows twice
      // that, because the full unit suite shares the machine's cores with other test files. Inserting the
      // records one by one from JavaScript instead of the SQL copy takes several times longer.
      if (seed !== 'busy') expect(median).toBeLessThanOrEqual(100)
    } finally {
      await store.close()
    }
  }, 120_000)
})
