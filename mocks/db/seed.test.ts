import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../passwords'
import { PERSONAS } from '@machines/shared/personas'
import { buildSeed, DEMO_ACCOUNTS, GENERATED_USER_PASSWORD, PERSONA_ACCOUNTS, SEED_REFERENCE_DAY as GENERATOR_REFERENCE_DAY, SEEDS_DIR, WITHDRAWN_EMAIL } from './generate-seed.mjs'
import { COLLECTION_NAMES, SEED_NAMES, schemas, type SeedFile } from './schema'
import { rebaseSeedDates, SEED_REFERENCE_DAY } from './seed-dates'

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

  it('holds the personas (machines/shared/personas.ts) with their fixed ids and working password hashes', async () => {
    expect(PERSONA_ACCOUNTS.map((a) => [a.id, a.email, a.password, a.full_name])).toEqual(PERSONAS.map((p) => [p.id, p.email, p.password, p.name]))
    for (const account of PERSONA_ACCOUNTS) {
      const user = committed.collections.users.find((u) => u.id === account.id)
      expect(user).toMatchObject({ email: account.email, username: account.username, full_name: account.full_name, role: 'user', is_active: true, deleted_at: null, requires_terms: false })
      expect(user!.password_hash).toBe(await hashPassword(account.password))
    }
  })

  it('stays small (busy, loaded on demand, may be larger)', () => {
    expect(statSync(join(SEEDS_DIR, `${name}.json`)).size).toBeLessThan((name === 'busy' ? 600 : 100) * 1024)
  })
})

describe('seed contents', () => {
  it('empty holds only the demo accounts and the personas', () => {
    const { collections } = readSeed('empty')
    expect(collections.users.map((u) => u.id)).toEqual([1, 2, 3, 16, 17, 18, 19, 20])
    for (const name of COLLECTION_NAMES.filter((n) => n !== 'users')) expect(collections[name]).toEqual([])
  })

  it.each(['default', 'ko'] as const)('%s has the demo data the spec describes', async (name) => {
    const { collections: c } = readSeed(name)
    expect(c.users).toHaveLength(20)
    expect(c.posts).toHaveLength(40)
    expect(c.comments).toHaveLength(120)
    expect(c.todos.filter((t) => t.user_id === 1)).toHaveLength(20)
    expect(c.calendarEvents.filter((e) => e.user_id === 1)).toHaveLength(19)
    expect(c.calendarEvents.filter((e) => e.user_id !== 1)).toHaveLength(1)
    const months = c.calendarEvents.filter((e) => e.user_id === 1).map((e) => e.start_time.slice(0, 7))
    expect(new Set(months)).toEqual(new Set(['2026-10', '2026-11', '2026-12']))
    // The demo user has no board (auto-setup on the first visit); user 4 has a populated one.
    expect(c.kanbanBoards.map((b) => b.user_id)).toEqual([4])
    expect(c.kanbanColumns.map((col) => [col.translation_key, col.position])).toEqual([
      ['todo', 0],
      ['inProgress', 1],
      ['review', 2],
      ['done', 3],
    ])
    expect(c.kanbanCards).toHaveLength(8)
    for (const card of c.kanbanCards) expect([null, 1, 2, 3, 4, 5]).toContain(card.assignee_id)
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

  it.each(['default', 'ko', 'busy'] as const)('%s has posts by several users with many tags, comments and likes (some by the demo user)', (name) => {
    const { collections: c } = readSeed(name)
    const demoPosts = c.posts.filter((p) => p.author_id === 1)
    expect(demoPosts.filter((p) => p.status === 'draft')).toHaveLength(2)
    expect(demoPosts.filter((p) => p.status === 'published').length).toBeGreaterThanOrEqual(3)
    expect(c.posts.some((p) => p.status === 'draft' && p.author_id !== 1)).toBe(true)
    expect(new Set(c.posts.map((p) => p.author_id)).size).toBeGreaterThan(5)
    expect(new Set(c.posts.flatMap((p) => p.tags)).size).toBeGreaterThan(10)
    expect(c.likes.some((l) => l.user_id === 1)).toBe(true)
    expect(c.comments.some((cm) => cm.author_id === 1)).toBe(true)
    const published = new Set(c.posts.filter((p) => p.status === 'published').map((p) => p.id))
    for (const comment of c.comments) expect(published.has(comment.post_id)).toBe(true)
    for (const like of c.likes) expect(published.has(like.post_id)).toBe(true)
    const pairs = c.likes.map((l) => `${l.post_id}:${l.user_id}`)
    expect(new Set(pairs).size).toBe(pairs.length)
    for (const post of c.posts) expect(post.likes_count).toBe(c.likes.filter((l) => l.post_id === post.id).length)
  })

  it('busy has hundreds of posts and todos for paging practice', () => {
    const { collections: c } = readSeed('busy')
    expect(c.posts).toHaveLength(300)
    expect(c.comments).toHaveLength(900)
    expect(c.todos.filter((t) => t.user_id === 1)).toHaveLength(250)
    expect(new Set(c.posts.map((p) => p.title)).size).toBe(300)
  })

  it('the generator and seed-dates.ts agree on the reference day', () => {
    expect(GENERATOR_REFERENCE_DAY).toBe(SEED_REFERENCE_DAY)
  })

  it.each(['default', 'ko'] as const)("%s: the demo user's todos cover every due-date case once rebased to today", (name) => {
    const now = new Date(2027, 2, 14, 15, 30).getTime() // any day: the categories move with it
    const todos = rebaseSeedDates(readSeed(name), now).collections.todos.filter((t) => t.user_id === 1)
    const d = new Date(now)
    const dayStart = (offset: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + offset).getTime()
    const open = todos.filter((t) => t.status !== 'DONE')
    const due = (t: { due_date: string | null }) => Date.parse(t.due_date!)
    const withDue = open.filter((t) => t.due_date !== null)
    expect(withDue.filter((t) => due(t) < dayStart(0))).toHaveLength(3) // overdue
    expect(withDue.filter((t) => due(t) >= dayStart(0) && due(t) < dayStart(1))).toHaveLength(2) // today
    expect(withDue.filter((t) => due(t) >= dayStart(1) && due(t) < dayStart(4))).toHaveLength(3) // within 3 days
    expect(withDue.filter((t) => due(t) >= dayStart(4)).length).toBeGreaterThanOrEqual(3) // later
    expect(open.filter((t) => t.due_date === null).length).toBeGreaterThan(0)
    expect(todos.filter((t) => t.status === 'DONE')).toHaveLength(5)
    expect(new Set(todos.map((t) => t.priority))).toEqual(new Set(['low', 'medium', 'high']))
    for (const t of todos) {
      expect(Date.parse(t.created_at)).toBeLessThan(now)
      if (t.completed_at) expect(Date.parse(t.completed_at)).toBeLessThan(now)
    }
  })

  it.each(['default', 'ko', 'busy'] as const)('%s: the calendar events surround the sandbox month once rebased, with a crowded day', (name) => {
    const now = new Date(2027, 2, 31, 15, 30).getTime() // 31 March 2027: events keep their day of month
    const events = rebaseSeedDates(readSeed(name), now).collections.calendarEvents.filter((e) => e.user_id === 1)
    const byMonth = (month: string) => events.filter((e) => e.start_time.startsWith(month)).length
    expect([byMonth('2027-02'), byMonth('2027-03'), byMonth('2027-04')]).toEqual([4, 11, 4])
    const perDay = new Map<string, number>()
    for (const e of events) perDay.set(e.start_time.slice(0, 10), (perDay.get(e.start_time.slice(0, 10)) ?? 0) + 1)
    expect(perDay.get('2027-03-14')).toBe(5) // more than 3: the cell shows '+2 more'
    for (const e of events) {
      expect(e.end_time >= e.start_time).toBe(true)
      if (e.all_day) expect([e.start_time.slice(10), e.end_time.slice(10)]).toEqual(['T00:00:00.000', 'T23:59:59.999'])
    }
    expect(new Set(events.map((e) => e.color))).toEqual(new Set(['blue', 'red', 'green']))
  })

  it('busy gives the demo user a board with 200 cards, positions dense per column', () => {
    const { collections: c } = readSeed('busy')
    const demoBoard = c.kanbanBoards.find((b) => b.user_id === 1)!
    const columns = c.kanbanColumns.filter((col) => col.board_id === demoBoard.id)
    expect(columns.map((col) => col.translation_key)).toEqual(['todo', 'inProgress', 'review', 'done'])
    const cards = c.kanbanCards.filter((card) => columns.some((col) => col.id === card.column_id))
    expect(cards).toHaveLength(200)
    for (const col of columns) {
      const positions = cards.filter((card) => card.column_id === col.id).map((card) => card.position)
      expect(positions).toEqual(positions.map((_, i) => i))
    }
  })

  it('default is English and ko is Korean', () => {
    expect(readSeed('default').collections.kanbanBoards[0]).toMatchObject({
      title: 'My Kanban Board',
      description: 'Personal task management board',
    })
    expect(readSeed('ko').collections.posts.every((p) => /[\uac00-\ud7a3]/.test(p.title))).toBe(true)
  })
})

describe('the Korean seed (a Korean first start loads it)', () => {
  const hangul = /[\uac00-\ud7a3]/
  const ko = readSeed('ko').collections
  const en = readSeed('default').collections

  it('todos, posts, comments, calendar events and kanban cards read in Korean', () => {
    for (const todo of ko.todos) expect(todo.title, todo.title).toMatch(hangul)
    for (const post of ko.posts) {
      expect(post.title).toMatch(hangul)
      // Sentences about testing, not faker's Korean lorem ipsum (legal-text fragments ending in ",.").
      expect(post.content).toMatch(/다\.( |$)/m)
      expect(post.content).not.toMatch(/,\.|\.\./)
    }
    for (const comment of ko.comments) expect(comment.content).toMatch(hangul)
    for (const event of ko.calendarEvents) {
      expect(event.title).toMatch(hangul)
      if (event.description) expect(event.description).toMatch(hangul)
    }
    for (const card of ko.kanbanCards) {
      expect(card.title).toMatch(hangul)
      if (card.description) expect(card.description).toMatch(hangul)
    }
    expect(ko.kanbanColumns.map((c) => c.title)).toEqual(['할 일', '진행 중', '검토', '완료'])
    expect(ko.users.filter((u) => u.id >= 4 && u.id <= 14).every((u) => hangul.test(u.full_name ?? ''))).toBe(true)
  })

  it("todo descriptions read like todos (the todo's own task), never like comments", () => {
    const commentTexts = new Set(ko.comments.map((c) => c.content))
    const described = ko.todos.filter((t) => t.description !== null)
    expect(described.length).toBeGreaterThan(10)
    for (const todo of described) {
      expect(commentTexts.has(todo.description!), todo.description!).toBe(false)
      expect(todo.description).toMatch(/기$/) // a task: '…하기', '…보기', '…붙이기'
    }
    expect(new Set(described.map((t) => t.description)).size).toBe(described.length)
  })

  it('is deterministic and keeps the shape of the English seed (same counts, ids, dates and statuses)', () => {
    expect(buildSeed('ko')).toEqual(buildSeed('ko'))
    for (const name of ['todos', 'posts', 'comments', 'calendarEvents', 'kanbanCards'] as const) expect(ko[name]).toHaveLength(en[name].length)
    expect(ko.todos.map((t) => [t.id, t.status, t.priority, t.due_date])).toEqual(en.todos.map((t) => [t.id, t.status, t.priority, t.due_date]))
  })

  it('the English seed is unchanged (many tests read it): its todos still carry the texts they always had', () => {
    expect(en.todos[0]).toMatchObject({ title: 'Write login regression tests' })
    expect(en.todos.filter((t) => t.description !== null).every((t) => /^[\x20-\x7e]+$/.test(t.description!))).toBe(true)
    expect(en.posts.every((p) => p.locale === 'en' && !hangul.test(p.title + p.content))).toBe(true)
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
