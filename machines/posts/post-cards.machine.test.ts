import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { LikeResponse } from '../shared/contracts-everyday'
import { apiError, controlled } from '../shared/testing'
import { cardLikeCount, cardLiked, cardTags, postCardsMachine, TAG_CHIPS_SHOWN, visibleTagChips } from './post-cards.machine'
import { postListMachine, toggledTags, POST_PAGE_SIZE } from './post-list.machine'

const settle = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve()
}
const TAGS = Array.from({ length: 12 }, (_, i) => `tag${i + 1}`)

function start(liked: number[] = []) {
  const fetchTags = controlled<string[], void>()
  const likePost = controlled<LikeResponse, { postId: number }>()
  const rememberLiked = vi.fn()
  const notifyLiked = vi.fn()
  const notifyLikeFailed = vi.fn()
  const actor = createActor(
    postCardsMachine.provide({ actors: { fetchTags: fetchTags.logic, likePost: likePost.logic }, actions: { rememberLiked, notifyLiked, notifyLikeFailed } }),
    { input: { liked } },
  ).start()
  return { actor, fetchTags, likePost, rememberLiked, notifyLiked, notifyLikeFailed, snap: () => actor.getSnapshot() }
}

describe('post list specialisation', () => {
  it('pages by 10 and filters by search and tags', () => {
    expect(POST_PAGE_SIZE).toBe(10)
    expect(postListMachine.id).toBe('postList')
    expect(toggledTags(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggledTags(['a', 'b'], 'a')).toEqual(['b'])
  })
})

describe('helpers', () => {
  it('visibleTagChips: the first 10, all once expanded', () => {
    expect(visibleTagChips(TAGS, false)).toHaveLength(TAG_CHIPS_SHOWN)
    expect(visibleTagChips(TAGS, true)).toHaveLength(12)
  })
  it("cardTags: 3 and '+N'", () => {
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(cardTags(['a'])).toEqual({ shown: ['a'], more: 0 })
  })
  it('cardLiked / cardLikeCount', () => {
    expect(cardLiked({ liked: [1] }, { id: 1, user_has_liked: false })).toBe(true)
    expect(cardLiked({ liked: [] }, { id: 1, user_has_liked: true })).toBe(true)
    expect(cardLiked({ liked: [] }, { id: 1, user_has_liked: false })).toBe(false)
    expect(cardLikeCount({ likeCounts: { 1: 5 } }, { id: 1, likes_count: 4 })).toBe(5)
    expect(cardLikeCount({ likeCounts: {} }, { id: 1, likes_count: 4 })).toBe(4)
  })
})

describe('post cards machine: chips', () => {
  it('loads the tags, then shows them collapsed', async () => {
    const t = start()
    expect(t.snap().matches({ chips: 'loading' })).toBe(true)
    t.fetchTags.run(0).resolve(TAGS)
    await settle()
    expect(t.snap().matches({ chips: 'collapsed' })).toBe(true)
    expect(t.snap().context.tags).toEqual(TAGS)
  })

  it('the toggle expands and collapses when there are more than 10 tags', async () => {
    const t = start()
    t.fetchTags.run(0).resolve(TAGS)
    await settle()
    t.actor.send({ type: 'tags.toggle' })
    expect(t.snap().matches({ chips: 'expanded' })).toBe(true)
    t.actor.send({ type: 'tags.toggle' })
    expect(t.snap().matches({ chips: 'collapsed' })).toBe(true)
  })

  it('no toggle with 10 tags or fewer', async () => {
    const t = start()
    t.fetchTags.run(0).resolve(TAGS.slice(0, 10))
    await settle()
    t.actor.send({ type: 'tags.toggle' })
    expect(t.snap().matches({ chips: 'collapsed' })).toBe(true)
  })

  it('a failed tag load leaves no chips', async () => {
    const t = start()
    t.fetchTags.run(0).reject(apiError('http', 500, null))
    await settle()
    expect(t.snap().matches({ chips: 'unavailable' })).toBe(true)
  })
})

describe('post cards machine: likes', () => {
  it('likes once: count, remembered ids, success toast', async () => {
    const t = start([3])
    t.actor.send({ type: 'card.like', postId: 7 })
    expect(t.snap().matches({ likes: 'liking' })).toBe(true)
    expect(t.snap().hasTag('liking')).toBe(true)
    expect(t.likePost.run(0).input).toEqual({ postId: 7 })
    t.likePost.run(0).resolve({ message: 'ok', likes_count: 4, user_has_liked: true })
    await settle()
    expect(t.snap().matches({ likes: 'idle' })).toBe(true)
    expect(t.snap().context).toMatchObject({ liked: [3, 7], likeCounts: { 7: 4 }, pending: null })
    expect(t.rememberLiked).toHaveBeenCalledWith(expect.anything(), { liked: [3, 7] })
    expect(t.notifyLiked).toHaveBeenCalledTimes(1)
  })

  it('a post liked in this session cannot be liked again', () => {
    const t = start([7])
    t.actor.send({ type: 'card.like', postId: 7 })
    expect(t.snap().matches({ likes: 'idle' })).toBe(true)
    expect(t.likePost.runs).toHaveLength(0)
  })

  it("'Already liked this post' counts as liked, silently", async () => {
    const t = start()
    t.actor.send({ type: 'card.like', postId: 7 })
    t.likePost.run(0).reject(apiError('http', 400, 'Already liked this post'))
    await settle()
    expect(t.snap().context.liked).toEqual([7])
    expect(t.rememberLiked).toHaveBeenCalledWith(expect.anything(), { liked: [7] })
    expect(t.notifyLiked).not.toHaveBeenCalled()
    expect(t.notifyLikeFailed).not.toHaveBeenCalled()
  })

  it('another failure: the failure toast, the button stays usable', async () => {
    const t = start()
    t.actor.send({ type: 'card.like', postId: 7 })
    t.likePost.run(0).reject(apiError('http', 500, 'Internal Server Error'))
    await settle()
    expect(t.snap().matches({ likes: 'idle' })).toBe(true)
    expect(t.snap().context.liked).toEqual([])
    expect(t.notifyLikeFailed).toHaveBeenCalledWith(expect.anything(), { failure: 'server' })
  })
})
