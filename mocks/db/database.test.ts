import { describe, expect, it, vi } from 'vitest'
import { createDatabase, nextId, REVISION_KEY, SCHEMA_VERSION, STORAGE_KEY, type StoredDocument } from './database'
import { createMemoryStorage } from './storage'

const stored = (storage: { getItem(k: string): string | null }) => JSON.parse(storage.getItem(STORAGE_KEY)!) as StoredDocument

describe('database', () => {
  it('seeds the default data into empty storage and persists it', async () => {
    const storage = createMemoryStorage()
    const db = createDatabase({ storage })
    await db.ready()
    const doc = stored(storage)
    expect(doc.schemaVersion).toBe(SCHEMA_VERSION)
    expect(doc.seed).toBe('default')
    expect(storage.getItem(REVISION_KEY)).toBe(String(doc.revision))
    expect(doc.collections.users.map((u) => u.email)).toContain('demo@example.com')
    expect(await db.run((c) => c.posts.count())).toBe(24)
  })

  it('persists a write before run() resolves, and a second instance over the same storage sees it', async () => {
    const storage = createMemoryStorage()
    const a = createDatabase({ storage })
    const b = createDatabase({ storage })
    await a.ready()
    await b.ready()
    const before = a.revision
    const id = await a.run(async (c) => {
      const record = await c.contactMessages.create({
        id: nextId(c.contactMessages),
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hi',
        message: 'Hello',
        created_at: '2026-11-21T00:00:00.000Z',
      })
      return record.id
    })
    // Immediately after: the storage holds it, with a bumped revision.
    expect(stored(storage).collections.contactMessages).toEqual([expect.objectContaining({ id, name: 'Ann' })])
    expect(Number(storage.getItem(REVISION_KEY))).toBe(before + 1)
    // The other "tab" notices the revision change on its next request.
    expect(await b.run((c) => c.contactMessages.findFirst((q) => q.where({ id }))?.name)).toBe('Ann')
    // And a fresh instance (a reload) loads it.
    const reloaded = createDatabase({ storage })
    expect(await reloaded.run((c) => c.contactMessages.count())).toBe(1)
  })

  it('does not bump the revision for read-only runs', async () => {
    const storage = createMemoryStorage()
    const db = createDatabase({ storage })
    await db.ready()
    const revision = storage.getItem(REVISION_KEY)
    await db.run((c) => c.users.findMany())
    expect(storage.getItem(REVISION_KEY)).toBe(revision)
  })

  it('rolls back a run that throws after writing', async () => {
    const storage = createMemoryStorage()
    const db = createDatabase({ storage })
    await db.ready()
    await expect(
      db.run(async (c) => {
        await c.users.update((q) => q.where({ id: 1 }), {
          data(u) {
            u.full_name = 'Changed'
          },
        })
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await db.run((c) => c.users.findFirst((q) => q.where({ id: 1 }))?.full_name)).toBe('Demo User')
    expect(stored(storage).collections.users[0]!.full_name).toBe('Demo User')
  })

  it('serialises concurrent runs so ids stay unique', async () => {
    const db = createDatabase({ storage: createMemoryStorage() })
    const ids = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        db.run(async (c) => {
          const id = nextId(c.contactMessages)
          await new Promise((r) => setTimeout(r, 5 - i))
          await c.contactMessages.create({ id, name: 'n', email: 'e@x.io', subject: 's', message: 'm', created_at: 'x' })
          return id
        }),
      ),
    )
    expect(ids).toEqual([1, 2, 3, 4, 5])
  })

  it.each([
    ['not JSON', '{nope'],
    ['a JSON string', '"hello"'],
    ['another schema version', JSON.stringify({ schemaVersion: 999, revision: 1, seed: 'default', collections: {} })],
    ['an unknown seed', JSON.stringify({ schemaVersion: SCHEMA_VERSION, revision: 1, seed: 'nope', collections: {} })],
    ['a missing collection', JSON.stringify({ schemaVersion: SCHEMA_VERSION, revision: 1, seed: 'default', collections: { users: [] } })],
  ])('falls back to the default seed when the stored document is %s', async (_, value) => {
    const storage = createMemoryStorage({ [STORAGE_KEY]: value, [REVISION_KEY]: '1' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = createDatabase({ storage })
    expect(await db.run((c) => c.users.findFirst((q) => q.where({ id: 1 }))?.email)).toBe('demo@example.com')
    expect(warn).toHaveBeenCalled()
    expect(stored(storage).seed).toBe('default')
    expect(stored(storage).schemaVersion).toBe(SCHEMA_VERSION)
  })

  it('falls back to the default seed when a hand-edited record breaks its schema', async () => {
    const storage = createMemoryStorage()
    const first = createDatabase({ storage })
    await first.ready()
    const doc = stored(storage)
    ;(doc.collections.users[0] as Record<string, unknown>).role = 'superuser'
    doc.collections.todos.push({ ...doc.collections.todos[0]!, title: 'Duplicate id' })
    storage.setItem(STORAGE_KEY, JSON.stringify(doc))
    storage.setItem(REVISION_KEY, 'garbage')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await first.run((c) => c.users.findFirst((q) => q.where({ id: 1 }))?.role)).toBe('user')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('users[0].role'))
  })

  it('repairs a hand-edited revision key instead of reloading on every request', async () => {
    const storage = createMemoryStorage()
    const db = createDatabase({ storage })
    await db.ready()
    storage.setItem(REVISION_KEY, 'edited')
    await db.run(() => undefined)
    expect(storage.getItem(REVISION_KEY)).toBe(String(db.revision))
  })

  it('keeps working in memory when storage refuses writes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const db = createDatabase({ storage: full })
    expect(await db.run((c) => c.users.count())).toBe(15)
    expect(warn).toHaveBeenCalled()
    expect(db.storage.getItem(STORAGE_KEY)).not.toBeNull()
  })

  it('reseeds with another seed and records its name', async () => {
    const storage = createMemoryStorage()
    const db = createDatabase({ storage })
    await db.reseed('empty')
    expect(db.seedName).toBe('empty')
    expect(stored(storage).seed).toBe('empty')
    expect(await db.run((c) => c.posts.count())).toBe(0)
    await db.reseed('ko')
    expect(await db.run((c) => c.posts.findFirst()?.locale)).toBe('ko')
    // A reload keeps the seed name.
    expect(createDatabase({ storage }).snapshot().seed).toBe('ko')
  })
})
