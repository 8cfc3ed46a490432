import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { ApiComment, ApiPost, LikeResponse } from '../shared/contracts-everyday'
import { apiError, controlled } from '../shared/testing'
import { detailTags, ignoredLikeAnswer, isPostAuthor, postDetailMachine } from './post-detail.machine'
import { OTHER_AUTHOR, sampleComment, samplePost } from './post-samples'

const settle = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve()
}

function start(userId: number | null = 1) {
  const fetchPost = controlled<ApiPost, { postId: number }>()
  const likePost = controlled<LikeResponse, { postId: number }>()
  const unlikePost = controlled<LikeResponse, { postId: number }>()
  const addComment = controlled<ApiComment, { postId: number; content: string }>()
  const deleteComment = controlled<void, { commentId: number }>()
  const deletePost = controlled<void, { postId: number }>()
  const notify = vi.fn()
  const postDeleted = vi.fn()
  const actor = createActor(
    postDetailMachine.provide({
      actors: { fetchPost: fetchPost.logic, likePost: likePost.logic, unlikePost: unlikePost.logic, addComment: addComment.logic, deleteComment: deleteComment.logic, deletePost: deletePost.logic },
      actions: { notify, postDeleted },
    }),
    { input: { postId: 7, userId } },
  ).start()
  const notices = () => notify.mock.calls.map((c) => c[1])
  return { actor, fetchPost, likePost, unlikePost, addComment, deleteComment, deletePost, notify, notices, postDeleted, snap: () => actor.getSnapshot() }
}

async function ready(post: ApiPost = samplePost(), userId: number | null = 1) {
  const t = start(userId)
  t.fetchPost.run(0).resolve(post)
  await settle()
  expect(t.snap().matches('ready')).toBe(true)
  return t
}

describe('helpers', () => {
  it('isPostAuthor matches the user id', () => {
    expect(isPostAuthor({ post: samplePost(), userId: 1 })).toBe(true)
    expect(isPostAuthor({ post: samplePost(), userId: 2 })).toBe(false)
    expect(isPostAuthor({ post: null, userId: 1 })).toBe(false)
  })
  it('detailTags: 3, or all', () => {
    expect(detailTags(['a', 'b', 'c', 'd'], false)).toEqual({ shown: ['a', 'b', 'c'], hidden: 1 })
    expect(detailTags(['a', 'b', 'c', 'd'], true)).toEqual({ shown: ['a', 'b', 'c', 'd'], hidden: 0 })
  })
  it('ignoredLikeAnswer reads the two 400 texts only', () => {
    expect(ignoredLikeAnswer(apiError('http', 400, 'Already liked this post'))).toBe(true)
    expect(ignoredLikeAnswer(apiError('http', 400, 'Post not liked'))).toBe(false)
    expect(ignoredLikeAnswer(apiError('http', 500, 'Post not liked'))).toBeNull()
    expect(ignoredLikeAnswer(apiError('http', 400, 'Something else'))).toBeNull()
  })
})

describe('post detail machine: loading', () => {
  it('loads the post on entry', async () => {
    const t = start()
    expect(t.snap().value).toBe('loading')
    expect(t.snap().hasTag('busy')).toBe(true)
    expect(t.fetchPost.run(0).input).toEqual({ postId: 7 })
    t.fetchPost.run(0).resolve(samplePost())
    await settle()
    expect(t.snap().value).toEqual({ ready: { like: 'idle', comments: 'idle', removal: 'idle' } })
  })

  it('a 404 is the not-found view, without a toast', async () => {
    const t = start()
    t.fetchPost.run(0).reject(apiError('http', 404, 'Post not found'))
    await settle()
    expect(t.snap().value).toBe('notFound')
    expect(t.notify).not.toHaveBeenCalled()
  })

  it('another failure: the error view and the fetch toast; retry loads again', async () => {
    const t = start()
    t.fetchPost.run(0).reject(apiError('network', null, null))
    await settle()
    expect(t.snap().value).toBe('failed')
    expect(t.snap().context.failure).toBe('network')
    expect(t.notices()).toEqual([{ kind: 'error', code: 'fetch', failure: 'network' }])
    t.actor.send({ type: 'post.reload' })
    expect(t.snap().value).toBe('loading')
    expect(t.fetchPost.runs).toHaveLength(2)
  })
})

describe('post detail machine: like toggle', () => {
  it('likes when not liked: new count, success toast', async () => {
    const t = await ready()
    t.actor.send({ type: 'post.like' })
    expect(t.snap().hasTag('liking')).toBe(true)
    expect(t.snap().matches({ ready: { like: 'liking' } })).toBe(true)
    expect(t.likePost.run(0).input).toEqual({ postId: 7 })
    t.likePost.run(0).resolve({ message: 'Post liked', likes_count: 4, user_has_liked: true })
    await settle()
    expect(t.snap().context.post).toMatchObject({ likes_count: 4, user_has_liked: true })
    expect(t.notices()).toEqual([{ kind: 'success', code: 'liked' }])
  })

  it('unlikes when liked', async () => {
    const t = await ready(samplePost({ user_has_liked: true, likes_count: 4 }))
    t.actor.send({ type: 'post.like' })
    expect(t.snap().matches({ ready: { like: 'unliking' } })).toBe(true)
    expect(t.unlikePost.run(0).input).toEqual({ postId: 7 })
    t.unlikePost.run(0).resolve({ message: 'Post unliked', likes_count: 3, user_has_liked: false })
    await settle()
    expect(t.snap().context.post).toMatchObject({ likes_count: 3, user_has_liked: false })
    expect(t.notices()).toEqual([{ kind: 'success', code: 'unliked' }])
  })

  it("'Already liked this post' is ignored silently and the post counts as liked", async () => {
    const t = await ready()
    t.actor.send({ type: 'post.like' })
    t.likePost.run(0).reject(apiError('http', 400, 'Already liked this post'))
    await settle()
    expect(t.snap().matches({ ready: { like: 'idle' } })).toBe(true)
    expect(t.snap().context.post?.user_has_liked).toBe(true)
    expect(t.notify).not.toHaveBeenCalled()
  })

  it("'Post not liked' is ignored silently and the post counts as not liked", async () => {
    const t = await ready(samplePost({ user_has_liked: true }))
    t.actor.send({ type: 'post.like' })
    t.unlikePost.run(0).reject(apiError('http', 400, 'Post not liked'))
    await settle()
    expect(t.snap().context.post?.user_has_liked).toBe(false)
    expect(t.notify).not.toHaveBeenCalled()
  })

  it('other failures: like / unlike toasts, state unchanged', async () => {
    const t = await ready()
    t.actor.send({ type: 'post.like' })
    t.likePost.run(0).reject(apiError('http', 500, null))
    await settle()
    expect(t.notices()).toEqual([{ kind: 'error', code: 'like', failure: 'server' }])
    const u = await ready(samplePost({ user_has_liked: true }))
    u.actor.send({ type: 'post.like' })
    u.unlikePost.run(0).reject(apiError('http', 500, null))
    await settle()
    expect(u.notices()).toEqual([{ kind: 'error', code: 'unlike', failure: 'server' }])
    expect(u.snap().context.post?.user_has_liked).toBe(true)
  })
})

describe('post detail machine: comments', () => {
  it('a blank comment is not sent', async () => {
    const t = await ready()
    t.actor.send({ type: 'comment.change', value: '   ' })
    t.actor.send({ type: 'comment.submit' })
    expect(t.snap().matches({ ready: { comments: 'idle' } })).toBe(true)
    expect(t.addComment.runs).toHaveLength(0)
  })

  it('adds the trimmed text, clears the box, toasts, then refetches the post', async () => {
    const t = await ready()
    t.actor.send({ type: 'comment.change', value: '  Great post  ' })
    t.actor.send({ type: 'comment.submit' })
    expect(t.snap().hasTag('commenting')).toBe(true)
    expect(t.addComment.run(0).input).toEqual({ postId: 7, content: 'Great post' })
    t.addComment.run(0).resolve(sampleComment({ content: 'Great post' }))
    await settle()
    expect(t.snap().matches({ ready: { comments: 'refreshing' } })).toBe(true)
    expect(t.snap().context.commentDraft).toBe('')
    expect(t.notices()).toEqual([{ kind: 'success', code: 'commentAdded' }])
    const refreshed = samplePost({ comments: [sampleComment({ content: 'Great post' })], comments_count: 1 })
    t.fetchPost.run(1).resolve(refreshed)
    await settle()
    expect(t.snap().matches({ ready: { comments: 'idle' } })).toBe(true)
    expect(t.snap().context.post).toEqual(refreshed)
  })

  it('a failed add keeps the text and toasts', async () => {
    const t = await ready()
    t.actor.send({ type: 'comment.change', value: 'Hello' })
    t.actor.send({ type: 'comment.submit' })
    t.addComment.run(0).reject(apiError('http', 422, null))
    await settle()
    expect(t.snap().matches({ ready: { comments: 'idle' } })).toBe(true)
    expect(t.snap().context.commentDraft).toBe('Hello')
    expect(t.notices()).toEqual([{ kind: 'error', code: 'comment', failure: 'validation' }])
  })

  it("deletes the user's own comment, toasts, refetches", async () => {
    const t = await ready(samplePost({ comments: [sampleComment({ id: 11 })] }))
    t.actor.send({ type: 'comment.delete', commentId: 11 })
    expect(t.snap().matches({ ready: { comments: 'deleting' } })).toBe(true)
    expect(t.deleteComment.run(0).input).toEqual({ commentId: 11 })
    t.deleteComment.run(0).resolve()
    await settle()
    expect(t.snap().matches({ ready: { comments: 'refreshing' } })).toBe(true)
    expect(t.notices()).toEqual([{ kind: 'success', code: 'commentDeleted' }])
  })

  it("another user's comment cannot be deleted", async () => {
    const t = await ready(samplePost({ comments: [sampleComment({ id: 12, author: OTHER_AUTHOR })] }))
    t.actor.send({ type: 'comment.delete', commentId: 12 })
    t.actor.send({ type: 'comment.delete', commentId: 99 })
    expect(t.deleteComment.runs).toHaveLength(0)
  })

  it('a failed comment delete toasts', async () => {
    const t = await ready(samplePost({ comments: [sampleComment({ id: 11 })] }))
    t.actor.send({ type: 'comment.delete', commentId: 11 })
    t.deleteComment.run(0).reject(apiError('http', 403, 'Not authorized'))
    await settle()
    expect(t.snap().matches({ ready: { comments: 'idle' } })).toBe(true)
    expect(t.snap().context.deletingCommentId).toBeNull()
    expect(t.notices()).toEqual([{ kind: 'error', code: 'deleteComment', failure: 'failed' }])
  })

  it('a failed refetch keeps the post and toasts the fetch failure', async () => {
    const t = await ready()
    t.actor.send({ type: 'comment.change', value: 'Hi there' })
    t.actor.send({ type: 'comment.submit' })
    t.addComment.run(0).resolve(sampleComment())
    await settle()
    t.fetchPost.run(1).reject(apiError('http', 500, null))
    await settle()
    expect(t.snap().matches({ ready: { comments: 'idle' } })).toBe(true)
    expect(t.snap().context.post).toEqual(samplePost())
    expect(t.notices()[1]).toEqual({ kind: 'error', code: 'fetch', failure: 'server' })
  })
})

describe('post detail machine: delete and tags', () => {
  it('only the author opens the confirm dialog', async () => {
    const t = await ready(samplePost(), 2)
    t.actor.send({ type: 'post.delete' })
    expect(t.snap().matches({ ready: { removal: 'idle' } })).toBe(true)
  })

  it('cancel (or Escape) closes the dialog', async () => {
    const t = await ready()
    t.actor.send({ type: 'post.delete' })
    expect(t.snap().matches({ ready: { removal: 'confirming' } })).toBe(true)
    t.actor.send({ type: 'delete.cancel' })
    expect(t.snap().matches({ ready: { removal: 'idle' } })).toBe(true)
  })

  it('confirm deletes, toasts and hands over to /posts', async () => {
    const t = await ready()
    t.actor.send({ type: 'post.delete' })
    t.actor.send({ type: 'delete.confirm' })
    expect(t.snap().matches({ ready: { removal: 'deleting' } })).toBe(true)
    expect(t.deletePost.run(0).input).toEqual({ postId: 7 })
    t.deletePost.run(0).resolve()
    await settle()
    expect(t.snap().value).toBe('deleted')
    expect(t.snap().status).toBe('done')
    expect(t.notices()).toEqual([{ kind: 'success', code: 'postDeleted' }])
    expect(t.postDeleted).toHaveBeenCalledTimes(1)
  })

  it('a failed delete closes the dialog and toasts', async () => {
    const t = await ready()
    t.actor.send({ type: 'post.delete' })
    t.actor.send({ type: 'delete.confirm' })
    t.deletePost.run(0).reject(apiError('http', 500, null))
    await settle()
    expect(t.snap().matches({ ready: { removal: 'idle' } })).toBe(true)
    expect(t.notices()).toEqual([{ kind: 'error', code: 'delete', failure: 'server' }])
    expect(t.postDeleted).not.toHaveBeenCalled()
  })

  it('the tag toggle works only with more than 3 tags', async () => {
    const t = await ready()
    t.actor.send({ type: 'tags.toggle' })
    expect(t.snap().context.tagsExpanded).toBe(true)
    t.actor.send({ type: 'tags.toggle' })
    expect(t.snap().context.tagsExpanded).toBe(false)
    const u = await ready(samplePost({ tags: ['a', 'b', 'c'] }))
    u.actor.send({ type: 'tags.toggle' })
    expect(u.snap().context.tagsExpanded).toBe(false)
  })
})
