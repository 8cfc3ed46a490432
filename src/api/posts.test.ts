// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { sandbox } from '@mocks/node'
import { DEMO, login as apiLogin, useSandboxServer as withSandboxServer } from '@mocks/test-helpers'
import { setSandboxMode } from '../lib/env'
import { addComment, createPost, deleteComment, deletePost, fetchPost, fetchPostPage, fetchPostTags, likePost, unlikePost, updatePost } from './posts'
import { storeTokens } from './tokens'

withSandboxServer() // renamed on import: not a React hook

beforeEach(async () => {
  setSandboxMode(true)
  const answer = await apiLogin(DEMO)
  storeTokens({ accessToken: answer.access_token, refreshToken: answer.refresh_token })
})

describe('posts API client (against the sandbox handlers, default seed)', () => {
  it('fetchPostPage: page 1 of 10, newest first, with the total', async () => {
    const page = await fetchPostPage({ filters: { search: '', tags: [] }, page: 1, limit: 10 })
    expect(page.items).toHaveLength(10)
    expect(page.total).toBe(39)
    const dates = page.items.map((p) => p.created_at)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('fetchPostPage: the search (title and content) and every selected tag filter on the server', async () => {
    const search = await fetchPostPage({ filters: { search: '  stack trace ', tags: [] }, page: 1, limit: 10 })
    expect(search.items.map((p) => p.id)).toEqual([37])
    const tagged = await fetchPostPage({ filters: { search: '', tags: ['selenium', 'bdd'] }, page: 1, limit: 10 })
    expect(tagged.items.length).toBeGreaterThan(0)
    for (const post of tagged.items) expect(post.tags).toEqual(expect.arrayContaining(['selenium', 'bdd']))
  })

  it('fetchPostTags: distinct tags, most used first', async () => {
    const tags = await fetchPostTags()
    expect(new Set(tags).size).toBe(tags.length)
    expect(tags.length).toBeGreaterThan(10)
  })

  it('create, read, update, like/unlike with the 400 answers, comment, delete', async () => {
    const post = await createPost({ title: 'A test post', content: 'Content of the test post', tags: ['qa'], status: 'draft' })
    expect(post).toMatchObject({ title: 'A test post', status: 'draft', author_id: DEMO.id, tags: ['qa'] })
    expect((await fetchPost(post.id)).id).toBe(post.id)
    expect(await updatePost(post.id, { title: 'An edited post', status: 'published' })).toMatchObject({ title: 'An edited post', status: 'published' })
    expect(await likePost(post.id)).toMatchObject({ likes_count: 1, user_has_liked: true })
    await expect(likePost(post.id)).rejects.toMatchObject({ status: 400, message: 'Already liked this post' })
    expect(await unlikePost(post.id)).toMatchObject({ likes_count: 0, user_has_liked: false })
    await expect(unlikePost(post.id)).rejects.toMatchObject({ status: 400, message: 'Post not liked' })
    const comment = await addComment(post.id, 'A comment')
    expect((await fetchPost(post.id)).comments.map((c) => c.id)).toEqual([comment.id])
    await deleteComment(comment.id)
    expect((await fetchPost(post.id)).comments).toEqual([])
    await deletePost(post.id)
    await expect(fetchPost(post.id)).rejects.toMatchObject({ status: 404, message: 'Post not found' })
  })

  it("another user's post cannot be changed (403), a scenario's error reaches the caller normalised", async () => {
    await expect(updatePost(40, { title: 'Not mine at all' })).rejects.toMatchObject({ status: 403, message: 'Not authorized to update this post' })
    sandbox.scenario('GET /posts', { status: 500, body: { detail: 'Internal Server Error' }, times: 1 })
    await expect(fetchPostPage({ filters: { search: '', tags: [] }, page: 1, limit: 10 })).rejects.toMatchObject({ kind: 'http', status: 500 })
  })
})
