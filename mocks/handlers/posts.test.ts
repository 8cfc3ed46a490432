import { describe, expect, it } from 'vitest'
import { ALREADY_LIKED_DETAIL, NOT_LIKED_DETAIL } from '@machines/shared/contracts-everyday'
import { db } from '../db/database'
import { excerptOf } from './posts'
import { ADMIN, call, DEMO, login, useSandboxServer } from '../test-helpers'

useSandboxServer()

const locs = (body: { detail: Array<{ loc: unknown[] }> }) => body.detail.map((d) => d.loc)
const ids = (res: { body: { posts: Array<{ id: number }> } | Array<{ id: number }> }) =>
  (Array.isArray(res.body) ? res.body : res.body.posts).map((p) => p.id)
const stored = async () => (await db.stored()).collections

async function as(account: { email: string; password: string }) {
  const { access_token: token } = await login(account)
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/posts/', { token, body: { content: 'Some content that is long enough.', ...body } })
    expect(res.status).toBe(201)
    return res.body as { id: number; title: string; status: string }
  }
  return { token, create }
}

/** A draft written by someone other than the demo user (the seeds hold one). */
async function othersDraft() {
  const { posts } = await stored()
  return posts.find((p) => p.status === 'draft' && p.author_id !== DEMO.id)!
}

describe('posts: create, read, update, delete', () => {
  it('creates a post (201) with author, counts and no comments', async () => {
    const { token } = await as(DEMO)
    const res = await call('POST', '/posts/', {
      token,
      body: { title: '  A new post  ', content: 'Content with <script>alert(1)</script> inside.', tags: ['qa', 'QA', 'api'] },
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'A new post',
      content: 'Content with <script>alert(1)</script> inside.',
      excerpt: 'Content with <script>alert(1)</script> inside.',
      tags: ['qa', 'api'],
      status: 'published',
      author: { id: 1, username: 'demo', full_name: 'Demo User', name: 'Demo User' },
      author_id: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      likes_count: 0,
      user_has_liked: false,
      comments_count: 0,
      comments: [],
    })
    expect((await stored()).posts.some((p) => p.id === res.body.id)).toBe(true)
    expect((await call('GET', `/posts/${res.body.id}`, { token })).body).toEqual(res.body)
  })

  it('cuts the excerpt at 150 characters', async () => {
    const { create } = await as(DEMO)
    const post = (await create({ title: 'Long one', content: 'x'.repeat(400) })) as unknown as { excerpt: string }
    expect(post.excerpt).toBe('x'.repeat(150))
    expect(excerptOf(`${'a'.repeat(149)}😀 and more`)).toBe('a'.repeat(149))
  })

  it('PUT changes the given fields for the author; others get 403 and nothing changes', async () => {
    const demo = await as(DEMO)
    const post = await demo.create({ title: 'Before edit', tags: ['one'] })
    const res = await call('PUT', `/posts/${post.id}`, { token: demo.token, body: { title: 'After edit', tags: ['two'], status: 'draft' } })
    expect(res.body).toMatchObject({ title: 'After edit', tags: ['two'], status: 'draft', content: 'Some content that is long enough.' })
    await call('PUT', `/posts/${post.id}`, { token: demo.token, body: { status: 'published' } })
    const admin = await as(ADMIN)
    expect(await call('PUT', `/posts/${post.id}`, { token: admin.token, body: { title: 'Hijacked' } })).toMatchObject({
      status: 403,
      body: { detail: 'Not authorized to update this post' },
    })
    expect((await stored()).posts.find((p) => p.id === post.id)!.title).toBe('After edit')
  })

  it('DELETE by the author removes the post with its comments and likes; others get 403', async () => {
    const demo = await as(DEMO)
    const admin = await as(ADMIN)
    const post = await demo.create({ title: 'To be deleted' })
    await call('POST', '/comments/', { token: admin.token, body: { post_id: post.id, content: 'Nice' } })
    await call('POST', `/posts/${post.id}/like`, { token: admin.token })
    expect(await call('DELETE', `/posts/${post.id}`, { token: admin.token })).toMatchObject({
      status: 403,
      body: { detail: 'Not authorized to delete this post' },
    })
    expect((await call('DELETE', `/posts/${post.id}`, { token: demo.token })).body).toEqual({ message: 'Post deleted successfully' })
    const after = await stored()
    expect(after.posts.some((p) => p.id === post.id)).toBe(false)
    expect(after.comments.some((c) => c.post_id === post.id)).toBe(false)
    expect(after.likes.some((l) => l.post_id === post.id)).toBe(false)
    expect(await call('GET', `/posts/${post.id}`, { token: demo.token })).toMatchObject({ status: 404, body: { detail: 'Post not found' } })
  })
})

describe('posts: drafts', () => {
  it("someone else's draft is 404 on every call and never listed", async () => {
    const { token } = await as(DEMO)
    const draft = await othersDraft()
    for (const [method, path, body] of [
      ['GET', `/posts/${draft.id}`],
      ['PUT', `/posts/${draft.id}`, { title: 'Hijacked' }],
      ['DELETE', `/posts/${draft.id}`],
      ['POST', `/posts/${draft.id}/like`],
      ['DELETE', `/posts/${draft.id}/like`],
      ['GET', `/posts/${draft.id}/related`],
    ] as const) {
      expect(await call(method, path, { token, body }), `${method} ${path}`).toMatchObject({ status: 404, body: { detail: 'Post not found' } })
    }
    expect(ids(await call('GET', '/posts/?limit=100', { token }))).not.toContain(draft.id)
    expect(ids(await call('GET', `/posts/search?q=${encodeURIComponent(draft.title)}`, { token }))).not.toContain(draft.id)
  })

  it('the author sees their drafts: in the list, with published=false, and in /posts/my', async () => {
    const demo = await as(DEMO)
    const draft = await demo.create({ title: 'My secret draft', status: 'draft' })
    expect(ids(await call('GET', '/posts/?limit=100', { token: demo.token }))).toContain(draft.id)
    const drafts = await call('GET', '/posts/?published=false&limit=100', { token: demo.token })
    expect(drafts.body.posts.every((p: { status: string; author_id: number }) => p.status === 'draft' && p.author_id === DEMO.id)).toBe(true)
    expect(ids(drafts)).toContain(draft.id)
    const published = await call('GET', '/posts/?published=true&limit=100', { token: demo.token })
    expect(published.body.posts.every((p: { status: string }) => p.status === 'published')).toBe(true)
    const my = await call('GET', '/posts/my?limit=100', { token: demo.token })
    expect(my.body.posts.every((p: { author_id: number }) => p.author_id === DEMO.id)).toBe(true)
    expect(my.body.total).toBe((await stored()).posts.filter((p) => p.author_id === DEMO.id).length)
    expect(ids(my)).toContain(draft.id)
  })
})

describe('posts: likes', () => {
  it('likes once per user: 400 the second time; unlike once: 400 when not liked', async () => {
    const demo = await as(DEMO)
    const admin = await as(ADMIN)
    const post = await demo.create({ title: 'Like me please' })
    expect((await call('POST', `/posts/${post.id}/like`, { token: admin.token })).body).toEqual({
      message: 'Post liked successfully',
      likes_count: 1,
      user_has_liked: true,
    })
    expect(await call('POST', `/posts/${post.id}/like`, { token: admin.token })).toMatchObject({ status: 400, body: { detail: ALREADY_LIKED_DETAIL } })
    expect((await call('GET', `/posts/${post.id}`, { token: admin.token })).body).toMatchObject({ likes_count: 1, user_has_liked: true })
    expect((await call('GET', `/posts/${post.id}`, { token: demo.token })).body).toMatchObject({ likes_count: 1, user_has_liked: false })
    expect((await call('DELETE', `/posts/${post.id}/like`, { token: admin.token })).body).toEqual({
      message: 'Post unliked successfully',
      likes_count: 0,
      user_has_liked: false,
    })
    expect(await call('DELETE', `/posts/${post.id}/like`, { token: admin.token })).toMatchObject({ status: 400, body: { detail: NOT_LIKED_DETAIL } })
    expect((await stored()).likes.filter((l) => l.post_id === post.id)).toEqual([])
  })

  it('a missing post is 404 for like and unlike', async () => {
    const { token } = await as(DEMO)
    expect(await call('POST', '/posts/99999/like', { token })).toMatchObject({ status: 404, body: { detail: 'Post not found' } })
    expect(await call('DELETE', '/posts/99999/like', { token })).toMatchObject({ status: 404, body: { detail: 'Post not found' } })
  })
})

describe('posts: list filters, sorting and paging', () => {
  it('answers {posts, total, page, limit}, newest first, 10 per page by default; /posts and /posts/ both work', async () => {
    const { token } = await as(DEMO)
    const res = await call('GET', '/posts/', { token })
    const visible = (await stored()).posts.filter((p) => p.status === 'published' || p.author_id === DEMO.id)
    expect(res.body).toMatchObject({ total: visible.length, page: 1, limit: 10 })
    expect(res.body.posts).toHaveLength(10)
    const newest = [...visible].sort((a, b) => (a.created_at < b.created_at ? 1 : -1)).slice(0, 10).map((p) => p.id)
    expect(ids(res)).toEqual(newest)
    expect(ids(await call('GET', '/posts', { token }))).toEqual(newest)
  })

  it('pages cover every visible post exactly once', async () => {
    const { token } = await as(DEMO)
    const first = await call('GET', '/posts/?limit=7', { token })
    const seen: number[] = []
    for (let page = 1; (page - 1) * 7 < first.body.total; page++) seen.push(...ids(await call('GET', `/posts/?limit=7&page=${page}`, { token })))
    expect(seen).toHaveLength(first.body.total)
    expect(new Set(seen).size).toBe(first.body.total)
  })

  it('filters: tags (ALL of them, any case), search (title or content), author (id or username)', async () => {
    const demo = await as(DEMO)
    const a = await demo.create({ title: 'Zebra testing', tags: ['zz-one', 'zz-two'] })
    const b = await demo.create({ title: 'Another post', content: 'All about ZEBRA crossings here.', tags: ['zz-one'] })
    const admin = await as(ADMIN)
    const c = await admin.create({ title: 'Admin zebra', tags: ['zz-two', 'zz-one'] })
    const get = (query: string) => call('GET', `/posts/?${query}`, { token: demo.token })
    expect(ids(await get('tags=zz-one'))).toEqual([c.id, b.id, a.id])
    expect(ids(await get('tags=ZZ-ONE,%20zz-two'))).toEqual([c.id, a.id])
    expect(ids(await get('tags=zz-one,zz-none'))).toEqual([])
    expect(ids(await get('search=zebra&tags=zz-one'))).toEqual([c.id, b.id, a.id])
    expect(ids(await get('search=crossings'))).toEqual([b.id])
    expect(ids(await get('tags=zz-one&author=1'))).toEqual([b.id, a.id])
    expect(ids(await get('tags=zz-one&author=ADMIN'))).toEqual([c.id])
    expect((await get('author=nobody-here')).body).toMatchObject({ posts: [], total: 0 })
  })

  it('sorts by likes_count, comments_count and title', async () => {
    const demo = await as(DEMO)
    const admin = await as(ADMIN)
    const a = await demo.create({ title: 'Sort aa', tags: ['sort-me'] })
    const b = await demo.create({ title: 'Sort bb', tags: ['sort-me'] })
    await call('POST', `/posts/${a.id}/like`, { token: admin.token })
    await call('POST', '/comments/', { token: admin.token, body: { post_id: b.id, content: 'first' } })
    const get = (query: string) => call('GET', `/posts/?tags=sort-me&${query}`, { token: demo.token })
    expect(ids(await get('sortBy=likes_count&order=desc'))).toEqual([a.id, b.id])
    expect(ids(await get('sortBy=comments_count&order=desc'))).toEqual([b.id, a.id])
    expect(ids(await get('sortBy=title&order=asc'))).toEqual([a.id, b.id])
    expect(ids(await get('sortBy=title&order=desc'))).toEqual([b.id, a.id])
  })

  it.each([
    ['page=0', 'page', 'greater_than_equal'],
    ['limit=1000', 'limit', 'less_than_equal'],
    ['limit=ten', 'limit', 'int_parsing'],
    ['sortBy=views', 'sortBy', 'enum'],
    ['order=random', 'order', 'enum'],
    ['published=perhaps', 'published', 'bool_parsing'],
  ])('GET /posts/?%s is 422 at the query', async (query, name, type) => {
    const { token } = await as(DEMO)
    expect((await call('GET', `/posts/?${query}`, { token })).body.detail).toEqual([{ loc: ['query', name], msg: expect.any(String), type }])
  })
})

describe('posts: my, popular, related, search', () => {
  it('popular: published posts by likes (default 10), a plain array', async () => {
    const { token } = await as(DEMO)
    const res = await call('GET', '/posts/popular', { token })
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(10)
    const likes = res.body.map((p: { likes_count: number }) => p.likes_count)
    expect(likes).toEqual([...likes].sort((a, b) => b - a))
    expect(res.body.every((p: { status: string }) => p.status === 'published')).toBe(true)
    expect(Math.max(...(await stored()).posts.filter((p) => p.status === 'published').map((p) => p.likes_count))).toBe(likes[0])
    expect(await call('GET', '/posts/popular?limit=3', { token })).toMatchObject({ body: { length: 3 } })
    expect((await call('GET', '/posts/popular?limit=0', { token })).status).toBe(422)
  })

  it('related: published posts sharing a tag, most shared first, never itself (default 5)', async () => {
    const demo = await as(DEMO)
    const base = await demo.create({ title: 'Related base', tags: ['rel-a', 'rel-b'] })
    const both = await demo.create({ title: 'Shares both', tags: ['REL-B', 'rel-a'] })
    const one = await demo.create({ title: 'Shares one', tags: ['rel-b'] })
    await demo.create({ title: 'Draft shares', tags: ['rel-a'], status: 'draft' })
    await demo.create({ title: 'Shares none', tags: ['other'] })
    expect(ids(await call('GET', `/posts/${base.id}/related`, { token: demo.token }))).toEqual([both.id, one.id])
    expect(ids(await call('GET', `/posts/${base.id}/related?limit=1`, { token: demo.token }))).toEqual([both.id])
    const seeded = await call('GET', '/posts/popular?limit=1', { token: demo.token })
    const related = await call('GET', `/posts/${seeded.body[0].id}/related`, { token: demo.token })
    expect(related.body.length).toBeLessThanOrEqual(5)
    expect(ids(related)).not.toContain(seeded.body[0].id)
    expect((await call('GET', `/posts/${base.id}/related?limit=101`, { token: demo.token })).status).toBe(422)
  })

  it('search: q in title or content, any case, paged; a blank q is 422', async () => {
    const demo = await as(DEMO)
    const post = await demo.create({ title: 'Quokka habits', content: 'Nothing else to see in here.' })
    const res = await call('GET', '/posts/search?q=QUOKKA', { token: demo.token })
    expect(res.body).toMatchObject({ total: 1, page: 1, limit: 10 })
    expect(ids(res)).toEqual([post.id])
    expect((await call('GET', '/posts/search?q=%20', { token: demo.token })).body.detail).toEqual([
      { loc: ['query', 'q'], msg: 'String should have at least 1 character', type: 'string_too_short' },
    ])
    expect((await call('GET', '/posts/search', { token: demo.token })).body.detail).toEqual([{ loc: ['query', 'q'], msg: 'Field required', type: 'missing' }])
  })
})

describe('posts: validation and auth', () => {
  it.each([
    ['no fields', {}, [['body', 'title'], ['body', 'content']]],
    ['a 4-character title', { title: 'abcd', content: 'Long enough content' }, [['body', 'title']]],
    ['a 201-character title', { title: 'x'.repeat(201), content: 'Long enough content' }, [['body', 'title']]],
    ['short content', { title: 'Fine title', content: 'too short' }, [['body', 'content']]],
    ['a bad status', { title: 'Fine title', content: 'Long enough content', status: 'hidden' }, [['body', 'status']]],
    ['a blank tag', { title: 'Fine title', content: 'Long enough content', tags: [' '] }, [['body', 'tags', 0]]],
  ])('POST with %s is 422', async (_, body, expected) => {
    const { token } = await as(DEMO)
    const res = await call('POST', '/posts/', { token, body })
    expect(res.status).toBe(422)
    expect(locs(res.body)).toEqual(expected)
  })

  it('PUT with a short title is 422 (before the ownership check)', async () => {
    const { token } = await as(ADMIN)
    expect(locs((await call('PUT', '/posts/1', { token, body: { title: 'abc' } })).body)).toEqual([['body', 'title']])
  })

  it.each([
    ['GET', '/posts/'],
    ['GET', '/posts/my'],
    ['GET', '/posts/popular'],
    ['GET', '/posts/search?q=a'],
    ['GET', '/posts/1'],
    ['POST', '/posts/1/like'],
  ])('%s %s without a token is 401', async (method, path) => {
    expect(await call(method, path)).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } })
  })
})
