import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../passwords'
import { buildSeed, DEMO_ACCOUNTS, GENERATED_USER_PASSWORD, SEEDS_DIR, WITHDRAWN_EMAIL } from './generate-seed.mjs'
import { COLLECTION_NAMES, SEED_NAMES, schemas, type SeedFile } from './schema'

const readSeed = (name: string) => JSON.parse(readFileSync(join(SEEDS_DIR, `${name}.json`), 'utf8')) as SeedFile

describe.each(SEED_NAMES)('seed %s', (name) => {
  const committed = readSeed(name)

  it('equals what the generator builds (run `npm run seed` after changing it)', () => {
    expect(buildSeed(name)).toEqual(committed)
  })

  it('is deterministic', () => {
    expect(buildSeed(name)).toEqual(buildSeed(name))
  })

  it('has every collection, and every record matches its schema', () => {
    expect(Object.keys(committed.collections).sort()).toEqual([...COLLECTION_NAMES].sort())
    for (const collection of COLLECTION_NAMES) {
      const records = committed.collections[collection] as unknown[]
      for (const record of records) {
        const result = z.safeParse(schemas[collection] as z.ZodMiniType, record)
        expect(result.success, `${collection} ${JSON.stringify(record)}: ${JSON.stringify(result.error?.issues)}`).toBe(true)
      }
      const ids = records.map((r) => (r as { id: unknown }).id)
      expect(new Set(ids).size, `${collection} ids are unique`).toBe(ids.length)
    }
  })

  it('holds the three demo accounts with fixed ids and working password hashes', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = committed.collections.users.find((u) => u.id === account.id)
      expect(user).toMatchObject({
        email: account.email,
        username: account.username,
        full_name: account.full_name,
        role: account.role,
        requires_terms: account.requires_terms,
        is_active: true,
        deleted_at: null,
      })
      expect(user!.terms_accepted_at === null).toBe(account.requires_terms)
      expect(user!.password_hash).toBe(await hashPassword(account.password))
    }
  })

  it('stays small', () => {
    expect(statSync(join(SEEDS_DIR, `${name}.json`)).size).toBeLessThan(60 * 1024)
  })
})

describe('seed contents', () => {
  it('empty holds only the demo accounts', () => {
    const { collections } = readSeed('empty')
    expect(collections.users.map((u) => u.id)).toEqual([1, 2, 3])
    for (const name of COLLECTION_NAMES.filter((n) => n !== 'users')) expect(collections[name]).toEqual([])
  })

  it.each(['default', 'ko'] as const)('%s has the demo data the spec describes', async (name) => {
    const { collections: c } = readSeed(name)
    expect(c.users).toHaveLength(15)
    expect(c.posts).toHaveLength(24)
    expect(c.comments).toHaveLength(60)
    expect(c.todos.filter((t) => t.user_id === 1)).toHaveLength(12)
    expect(c.calendarEvents).toHaveLength(12)
    for (const e of c.calendarEvents) expect(e.start_time.startsWith('2026-11-')).toBe(true)
    expect(c.kanbanBoards).toHaveLength(1)
    expect(c.kanbanColumns.map((col) => [col.translation_key, col.position])).toEqual([
      ['todo', 0],
      ['inProgress', 1],
      ['review', 2],
      ['done', 3],
    ])
    expect(c.kanbanCards).toHaveLength(8)
    for (const post of c.posts) {
      expect(post.locale).toBe(name === 'ko' ? 'ko' : 'en')
      expect(post.likes_count).toBe(c.likes.filter((l) => l.post_id === post.id).length)
    }
    for (const comment of c.comments) expect(c.posts.some((p) => p.id === comment.post_id)).toBe(true)
    const withdrawn = c.users.find((u) => u.email === WITHDRAWN_EMAIL)
    expect(withdrawn).toMatchObject({ is_active: false })
    expect(withdrawn!.deleted_at).not.toBeNull()
    const generated = c.users.find((u) => u.id === 4)!
    expect(generated.password_hash).toBe(await hashPassword(GENERATED_USER_PASSWORD))
  })

  it('default is English and ko is Korean', () => {
    expect(readSeed('default').collections.kanbanBoards[0]).toMatchObject({
      title: 'My Kanban Board',
      description: 'Personal task management board',
    })
    expect(readSeed('ko').collections.posts.every((p) => /[\uac00-\ud7a3]/.test(p.title))).toBe(true)
  })
})

describe('browser-shipped code', () => {
  const root = join(SEEDS_DIR, '..', '..')
  const runtimeFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'seeds' ? [] : runtimeFiles(path)
      const isRuntime = /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !/^(node|test-helpers)\.ts$/.test(entry.name)
      return isRuntime ? [path] : []
    })

  it('never imports faker or the full zod build', () => {
    const files = runtimeFiles(root)
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      expect(source, relative(root, file)).not.toMatch(/from ['"]@faker-js|from ['"]zod['"]|from ['"]zod\/v4['"]|generate-seed/)
    }
  })
})
