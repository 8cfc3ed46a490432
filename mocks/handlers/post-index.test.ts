/**
 * The hook-maintained indexes of the list endpoints (post-index.ts, listing.ts) answer exactly
 * what a plain scan of the collection answers: after creates, updates and deletes, after a
 * rolled-back run, for searches (words, word pairs, longer phrases, odd spacing and characters),
 * tags, authors, published/drafts and both orders.
 */
import { describe, expect, it } from 'vitest'
import { createDatabase, nextId, type Collections } from '../db/database'
import type { PostRecord } from '../db/schema'
import { byId, todosByUser } from './listing'
import { postIndex, type PostQuery } from './post-index'

const WORDS = ['alpha', 'alphabet', 'bet', 'Beta', 'gamma', 'ALPHA.', 'x', '', 'é', '한국어', 'tab\tbed', 'new\nline', '<b>', 'a', 'ab']
const TAGS = ['qa', 'QA', 'api', 'ui', 'Test']

function random(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0
    return s / 2 ** 32
  }
}

/** What GET /posts answered before the indexes: a scan with the same rules, sorted by created_at, id. */
function scan(c: Collections, q: PostQuery, order: 'asc' | 'desc'): number[] {
  const sign = order === 'asc' ? 1 : -1
  return c.posts
    .all()
    .filter((p: PostRecord) => {
      if (p.status !== 'published' && p.author_id !== q.viewer) return false
      if (q.published === true && p.status !== 'published') return false
      if (q.published === false && p.status !== 'draft') return false
      if (q.authorId !== undefined && p.author_id !== q.authorId) return false
      const tags = p.tags.map((t) => t.toLowerCase())
      if ((q.tags ?? []).some((t) => !tags.includes(t))) return false
      return !q.search || `${p.title}\u0000${p.content}`.toLowerCase().includes(q.search)
    })
    .sort((a, b) => (a.created_at !== b.created_at ? (a.created_at < b.created_at ? -1 : 1) : a.id - b.id) * sign)
    .map((p) => p.id)
}

function indexed(c: Collections, q: PostQuery, order: 'asc' | 'desc', page: number, limit: number): { ids: number[]; total: number } {
  const { items, total } = postIndex(c).page(q, { order, page, limit })
  return { ids: items.map((p) => p.id), total }
}

function check(c: Collections, rnd: () => number): void {
  const texts = c.posts.all().map((p) => `${p.title}\u0000${p.content}`.toLowerCase())
  const needles = ['alpha', 'alpha ', 'a b', 'bet alpha', 'alpha bet gamma', 'a  x', 'é 한', 'tab\tbed', 'ne\nli', 'zzz', '<b> a', 'ha. x']
  // Random slices of the stored texts: inside words, across one or more spaces.
  for (let i = 0; i < 30; i++) {
    const text = texts[Math.floor(rnd() * texts.length)] ?? ''
    const from = Math.floor(rnd() * text.length)
    const needle = text.slice(from, from + 1 + Math.floor(rnd() * 14)).replaceAll('\u0000', '').trim()
    if (needle) needles.push(needle)
  }
  const viewers = [1, 2, 3]
  for (const viewer of viewers) {
    const queries: PostQuery[] = [
      { viewer },
      { viewer, published: true },
      { viewer, published: false },
      { viewer, authorId: 2 },
      { viewer, authorId: viewer, published: false },
      { viewer, tags: ['qa'] },
      { viewer, tags: ['qa', 'api'] },
      { viewer, tags: ['nope'] },
      { viewer, tags: ['test'], authorId: 1 },
      { viewer, tags: ['qa'], authorId: 99 },
      { viewer, tags: ['qa'], published: false },
      ...needles.map((search) => ({ viewer, search })),
      { viewer, search: 'alpha', tags: ['qa'] },
      { viewer, search: 'a b', published: false },
    ]
    for (const q of queries) {
      for (const order of ['asc', 'desc'] as const) {
        const all = scan(c, q, order)
        for (const [page, limit] of [
          [1, 10],
          [2, 3],
          [1, 1000],
        ] as const) {
          expect(indexed(c, q, order, page, limit), JSON.stringify({ q, order, page, limit })).toEqual({
            ids: all.slice((page - 1) * limit, page * limit),
            total: all.length,
          })
        }
      }
    }
  }
}

async function randomPost(c: Collections, rnd: () => number, i: number) {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(rnd() < 0.1 ? '  ' : ' ')
  // Some posts share a created_at (ties order by id).
  const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(rnd() * 40) * 60_000).toISOString()
  return c.posts.create({
    id: nextId(c.posts),
    title: `${words(3)} ${i}`,
    content: `${words(12)}.`,
    tags: [...new Set([pick(TAGS), pick(TAGS)])],
    status: rnd() < 0.7 ? 'published' : 'draft',
    author_id: 1 + Math.floor(rnd() * 3),
    likes_count: 0,
    created_at: at,
    updated_at: at,
    locale: 'en',
  })
}

describe('post and todo indexes', () => {
  it('answer like a scan through creates, updates, deletes and a rollback', async () => {
    const db = createDatabase({ backend: 'memory', locks: null, legacyStorage: null, broadcast: false })
    await db.reseed('empty')
    const rnd = random(7)
    await db.run(async (c) => {
      for (let i = 0; i < 120; i++) await randomPost(c, rnd, i)
    })
    await db.run((c) => check(c, rnd))
    // Updates (text, tags, status, created_at) and deletes go through the hooks.
    await db.run(async (c) => {
      const posts = [...c.posts.all()]
      for (const post of posts.slice(0, 30)) {
        await c.posts.update(post, {
          data(draft) {
            draft.title = `${draft.title} alpha bet`
            draft.tags = rnd() < 0.5 ? ['QA', 'api'] : []
            draft.status = draft.status === 'draft' ? 'published' : 'draft'
            if (rnd() < 0.3) draft.created_at = new Date(Date.UTC(2025, 0, 1) + Math.floor(rnd() * 9) * 60_000).toISOString()
          },
        })
      }
      for (const post of posts.slice(30, 45)) c.posts.delete(post)
      for (let i = 0; i < 10; i++) await randomPost(c, rnd, 1000 + i)
    })
    await db.run((c) => check(c, rnd))
    // A failed run is rolled back (delete + create of the originals): the index follows.
    const before = await db.run((c) => c.posts.all().map((p) => p.id))
    await expect(
      db.run(async (c) => {
        const [first, second] = c.posts.all()
        await c.posts.update(first!, { data: (draft) => void (draft.content = 'changed gamma gamma') })
        c.posts.delete(second!)
        await randomPost(c, rnd, 2000)
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    await db.run((c) => {
      expect(c.posts.all().map((p) => p.id)).toEqual(before)
      check(c, rnd)
    })
    db.close()
  })

  it('builds the word index at the first search from what is stored then (writes before it included)', async () => {
    const db = createDatabase({ backend: 'memory', locks: null, legacyStorage: null, broadcast: false })
    await db.reseed('empty')
    const rnd = random(11)
    await db.run(async (c) => {
      for (let i = 0; i < 40; i++) await randomPost(c, rnd, i)
      // Listed (no search) before any search: the words are not split yet.
      expect(indexed(c, { viewer: 1 }, 'desc', 1, 5).ids).toEqual(scan(c, { viewer: 1 }, 'desc').slice(0, 5))
      const posts = [...c.posts.all()]
      for (const post of posts.slice(0, 8)) await c.posts.update(post, { data: (draft) => void (draft.title = `renamed gamma ${draft.id}`) })
      for (const post of posts.slice(8, 12)) c.posts.delete(post)
    })
    await db.run((c) => check(c, rnd))
  })

  it('keeps todos by owner in created_at, id order and records by id', async () => {
    const db = createDatabase({ backend: 'memory', locks: null, legacyStorage: null, broadcast: false })
    await db.reseed('default')
    await db.run(async (c) => {
      const todo = c.todos.all()[0]!
      await c.todos.update(todo, { data: (draft) => void (draft.user_id = 3) })
      c.todos.delete(c.todos.all()[1]!)
      for (const user of [1, 2, 3]) {
        const expected = c.todos
          .all()
          .filter((t) => t.user_id === user)
          .sort((a, b) => (a.created_at !== b.created_at ? (a.created_at < b.created_at ? -1 : 1) : a.id - b.id))
        expect(todosByUser(c).get(user).map((t) => t.id)).toEqual(expected.map((t) => t.id))
      }
      for (const t of c.todos.all()) expect(byId(c.todos, t.id)).toBe(t)
      expect(byId(c.todos, 999_999)).toBeUndefined()
    })
    db.close()
  })
})
