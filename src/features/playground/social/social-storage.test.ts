// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_POSTS, isFollowList, isSocialPost, isSocialPostList, SOCIAL_MAX_POSTS, usablePosts } from '@machines/playground/social-data'
import { defaultPosts } from '@machines/playground/social-feed.machine'
import { clearStoredFollows, clearStoredPosts, loadFollows, loadPosts, saveFollows, savePosts, storablePost } from './social-storage'

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  localStorage.clear()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const mine = { ...defaultPosts()[0]!, id: 'you-1', image: 'blob:http://localhost/1', mediaName: 'a.png' }

describe('stored value validators', () => {
  it('accepts well-formed posts and rejects broken ones', () => {
    expect(isSocialPostList(defaultPosts())).toBe(true)
    expect(isSocialPostList([])).toBe(true)
    expect(isSocialPost({ ...DEFAULT_POSTS[0], likes: -1 })).toBe(false)
    expect(isSocialPost({ ...DEFAULT_POSTS[0], likes: 1.5 })).toBe(false)
    expect(isSocialPost({ ...DEFAULT_POSTS[0], id: '' })).toBe(false)
    expect(isSocialPost({ ...DEFAULT_POSTS[0], author: { name: 'x' } })).toBe(false)
    expect(isSocialPost({ ...DEFAULT_POSTS[0], image: 3 })).toBe(false)
    expect(isSocialPost({ ...DEFAULT_POSTS[0], myComments: ['a', 2] })).toBe(false)
    expect(isSocialPostList([DEFAULT_POSTS[0], DEFAULT_POSTS[0]])).toBe(false)
    expect(isSocialPostList({})).toBe(false)
    expect(isSocialPostList(null)).toBe(false)
  })

  it('accepts a list of unique @usernames only', () => {
    expect(isFollowList([])).toBe(true)
    expect(isFollowList(['@alexm', '@davidk'])).toBe(true)
    expect(isFollowList(['alexm'])).toBe(false)
    expect(isFollowList(['@alexm', '@alexm'])).toBe(false)
    expect(isFollowList(['@alexm', 42])).toBe(false)
    expect(isFollowList('@alexm')).toBe(false)
  })
})

describe('social storage', () => {
  it('loads the defaults when nothing is stored', () => {
    expect(loadPosts()).toEqual(defaultPosts())
    expect(loadFollows()).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it('round-trips posts and follows under qa-social-posts and qa-social-follows', () => {
    savePosts([defaultPosts()[1]!])
    saveFollows(['@emilyr'])
    expect(JSON.parse(localStorage.getItem('qa-social-posts')!)).toEqual([defaultPosts()[1]])
    expect(localStorage.getItem('qa-social-follows')).toBe('["@emilyr"]')
    expect(loadPosts()).toEqual([defaultPosts()[1]])
    expect(loadFollows()).toEqual(['@emilyr'])
  })

  it('does not store session-only blob: URLs, but keeps the media name', () => {
    expect(storablePost(mine)).not.toHaveProperty('image')
    expect(storablePost(mine).mediaName).toBe('a.png')
    expect(storablePost({ ...mine, image: undefined, video: 'blob:x' })).not.toHaveProperty('video')
    expect(storablePost(defaultPosts()[0]!).image).toMatch(/^data:image\/svg\+xml,/)
    savePosts([mine])
    expect(loadPosts()[0]).toEqual(storablePost(mine))
  })

  it.each(['{broken', '[1,2]', '{}', 'null', JSON.stringify([{ ...DEFAULT_POSTS[0], likes: 'many' }])])('falls back to the default posts for %s and drops it', (raw) => {
    localStorage.setItem('qa-social-posts', raw)
    expect(loadPosts()).toEqual(defaultPosts())
    expect(localStorage.getItem('qa-social-posts')).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it.each(['{broken', '["@alexm", 42]', '"@alexm"'])('falls back to no follows for %s and drops it', (raw) => {
    localStorage.setItem('qa-social-follows', raw)
    expect(loadFollows()).toEqual([])
    expect(localStorage.getItem('qa-social-follows')).toBeNull()
  })

  it('clears both keys', () => {
    savePosts(defaultPosts())
    saveFollows(['@alexm'])
    clearStoredPosts()
    clearStoredFollows()
    expect(localStorage.length).toBe(0)
  })
})

describe('one post limit for the loader and the saver (a long feed is cut, never wiped)', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...DEFAULT_POSTS[0]!, id: `p${i}`, content: `Post ${i}` }))

  it('the limit is 500 posts', () => {
    expect(SOCIAL_MAX_POSTS).toBe(500)
  })

  it('the saver stores the newest 500 of 501 (the list is newest first)', () => {
    savePosts(many(501))
    const stored = JSON.parse(localStorage.getItem('qa-social-posts')!) as Array<{ id: string }>
    expect(stored).toHaveLength(SOCIAL_MAX_POSTS)
    expect(stored[0]!.id).toBe('p0')
    expect(stored.at(-1)!.id).toBe('p499')
  })

  it('what the saver stored, the loader loads: 501 posts saved → 500 loaded, not the defaults', () => {
    savePosts(many(501))
    const loaded = loadPosts()
    expect(loaded).toHaveLength(SOCIAL_MAX_POSTS)
    expect(loaded[0]!.content).toBe('Post 0')
    expect(warn).not.toHaveBeenCalled()
  })

  it('a stored list of 501 (written by an older version or by hand) keeps its newest 500', () => {
    localStorage.setItem('qa-social-posts', JSON.stringify(many(501)))
    const loaded = loadPosts()
    expect(loaded).toHaveLength(SOCIAL_MAX_POSTS)
    expect(loaded.map((p) => p.id)).toEqual(many(500).map((p) => p.id))
    expect(localStorage.getItem('qa-social-posts')).not.toBeNull()
  })

  it('the loader skips malformed posts and repeated ids but keeps the rest', () => {
    const posts = many(3)
    const value = [posts[0], { ...posts[1], likes: 'many' }, posts[0], posts[2]]
    expect(usablePosts(value)!.map((p) => p.id)).toEqual(['p0', 'p2'])
  })

  it('an empty list stays empty; a list without one usable post is not a feed', () => {
    expect(usablePosts([])).toEqual([])
    expect(usablePosts([1, 2])).toBeNull()
    expect(usablePosts({})).toBeNull()
  })
})
