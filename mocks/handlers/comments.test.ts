import { describe, expect, it } from 'vitest'
import { db } from '../db/database'
import { ADMIN, call, DEMO, login, useSandboxServer } from '../test-helpers'

useSandboxServer()

const stored = async () => (await db.stored()).collections

async function demoPost() {
  const { access_token: token } = await login(DEMO)
  const res = await call('POST', '/posts/', { token, body: { title: 'Comment on me', content: 'Content long enough.' } })
  return { token, post: res.body as { id: number } }
}

describe('POST /comments/', () => {
  it('adds a trimmed comment (201, with author) that the post shows, oldest first', async () => {
    const { token, post } = await demoPost()
    const admin = (await login(ADMIN)).access_token
    const first = await call('POST', '/comments/', { token: admin, body: { post_id: post.id, content: '  First!  ' } })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({
      id: expect.any(Number),
      post_id: post.id,
      content: 'First!',
      author: { id: 2, username: 'admin', full_name: 'Admin User', name: 'Admin User' },
      created_at: expect.any(String),
    })
    const second = await call('POST', '/comments/', { token, body: { post_id: post.id, content: 'Second' } })
    const read = await call('GET', `/posts/${post.id}`, { token })
    expect(read.body.comments_count).toBe(2)
    expect(read.body.comments.map((c: { id: number }) => c.id)).toEqual([first.body.id, second.body.id])
    expect((await stored()).comments.find((c) => c.id === first.body.id)).toMatchObject({ author_id: 2, content: 'First!' })
  })

  it("answers 404 for a missing post and for someone else's draft", async () => {
    const { token } = await demoPost()
    const draft = (await stored()).posts.find((p) => p.status === 'draft' && p.author_id !== DEMO.id)!
    for (const postId of [99_999, draft.id]) {
      expect(await call('POST', '/comments/', { token, body: { post_id: postId, content: 'Hello' } })).toMatchObject({
        status: 404,
        body: { detail: 'Post not found' },
      })
    }
  })

  it.each([
    ['a blank comment', { content: '   ' }, [['body', 'content']]],
    ['no post id', { post_id: undefined, content: 'Hi' }, [['body', 'post_id']]],
    ['a string post id', { post_id: 'one', content: 'Hi' }, [['body', 'post_id']]],
    ['a 2001-character comment', { content: 'x'.repeat(2001) }, [['body', 'content']]],
  ])('answers 422 for %s', async (_, patch, expected) => {
    const { token, post } = await demoPost()
    const res = await call('POST', '/comments/', { token, body: { post_id: post.id, ...patch } })
    expect(res.status).toBe(422)
    expect(res.body.detail.map((d: { loc: unknown[] }) => d.loc)).toEqual(expected)
  })

  it('answers 401 without a token', async () => {
    expect(await call('POST', '/comments/', { body: { post_id: 1, content: 'Hi' } })).toMatchObject({ status: 401 })
  })
})

describe('DELETE /comments/{id}', () => {
  it("deletes the caller's own comment; the post's author and others get 403", async () => {
    const { token, post } = await demoPost()
    const admin = (await login(ADMIN)).access_token
    const comment = (await call('POST', '/comments/', { token: admin, body: { post_id: post.id, content: 'Mine' } })).body
    expect(await call('DELETE', `/comments/${comment.id}`, { token })).toMatchObject({
      status: 403,
      body: { detail: 'Not authorized to delete this comment' },
    })
    expect((await call('DELETE', `/comments/${comment.id}`, { token: admin })).body).toEqual({ message: 'Comment deleted successfully' })
    expect((await stored()).comments.some((c) => c.id === comment.id)).toBe(false)
    expect((await call('GET', `/posts/${post.id}`, { token })).body).toMatchObject({ comments_count: 0, comments: [] })
  })

  it('answers 404 for a missing comment and 422 for a bad id', async () => {
    const { token } = await demoPost()
    expect(await call('DELETE', '/comments/99999', { token })).toMatchObject({ status: 404, body: { detail: 'Comment not found' } })
    expect(await call('DELETE', '/comments/x', { token })).toMatchObject({ status: 422, body: { detail: [{ loc: ['path', 'id'] }] } })
  })
})
