import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { DEFAULT_POSTS, LOAD_MORE_DELAY_MS, LOAD_MORE_POSTS, socialSamples, type SocialPost } from './social-data'
import {
  cannedPosts,
  defaultPosts,
  matchesSearch,
  newPost,
  nextId,
  postsOfView,
  socialFeedMachine,
  visiblePosts,
  type FeedContext,
  type FeedEvent,
} from './social-feed.machine'

function setup(posts: SocialPost[] = defaultPosts(), language?: string) {
  const persistPosts = vi.fn()
  const clearStoredPosts = vi.fn()
  const dataReset = vi.fn()
  const copyLink = vi.fn()
  const notify = vi.fn()
  const machine = socialFeedMachine.provide({ actions: { persistPosts, clearStoredPosts, dataReset, copyLink, notify } })
  const actor = createActor(machine, { input: { posts, language } }).start()
  const send = (e: FeedEvent) => actor.send(e)
  const ctx = () => actor.getSnapshot().context
  const post = (id: string) => ctx().posts.find((p) => p.id === id)
  const notices = () => notify.mock.calls.map((c) => c[1] as unknown)
  const lastPersisted = () => (persistPosts.mock.calls.at(-1)?.[1] as { posts: SocialPost[] } | undefined)?.posts
  return { actor, send, ctx, post, notify, notices, persistPosts, lastPersisted, clearStoredPosts, dataReset, copyLink }
}

const dialog = (t: ReturnType<typeof setup>) => (t.actor.getSnapshot().value as { dialog: string }).dialog
const loader = (t: ReturnType<typeof setup>) => (t.actor.getSnapshot().value as { loader: string }).loader

describe('pure rules', () => {
  it('matches the search case-insensitively on the content or the author name, not the username', () => {
    const p = defaultPosts()[0]!
    expect(matchesSearch(p, 'LAUNCHED')).toBe(true)
    expect(matchesSearch(p, 'sarah johnson')).toBe(true)
    expect(matchesSearch(p, '  #Startup ')).toBe(true)
    expect(matchesSearch(p, '@sarahj')).toBe(false)
    expect(matchesSearch(p, 'sunset')).toBe(false)
  })

  it('orders views: home as stored, explore by likes, saved = bookmarked only', () => {
    const posts = defaultPosts()
    expect(postsOfView(posts, 'home').map((p) => p.id)).toEqual(['1', '2', '3', '4'])
    expect(postsOfView(posts, 'explore').map((p) => p.id)).toEqual(['2', '1', '3', '4'])
    expect(postsOfView(posts, 'saved').map((p) => p.id)).toEqual(['2'])
    expect(posts.map((p) => p.id)).toEqual(['1', '2', '3', '4'])
  })

  it('narrows the view by the applied search', () => {
    const posts = defaultPosts()
    expect(visiblePosts({ posts, view: 'home', search: null })).toHaveLength(4)
    expect(visiblePosts({ posts, view: 'home', search: 'sunset' }).map((p) => p.id)).toEqual(['3'])
    expect(visiblePosts({ posts, view: 'saved', search: 'sunset' })).toEqual([])
  })

  it('numbers new ids after the highest existing one', () => {
    const base = defaultPosts()
    expect(nextId(base, 'you')).toBe('you-1')
    const withYou = [{ ...base[0]!, id: 'you-3' }, { ...base[0]!, id: 'you-1' }]
    expect(nextId(withYou, 'you')).toBe('you-4')
    expect(nextId(withYou, 'more')).toBe('more-1')
  })

  it('gives each load of canned posts fresh ids', () => {
    const first = cannedPosts(defaultPosts())
    expect(first.map((p) => p.id)).toEqual(['more-1', 'more-2'])
    expect(first.map((p) => p.content)).toEqual(LOAD_MORE_POSTS.map((p) => p.content))
    expect(cannedPosts([...defaultPosts(), ...first]).map((p) => p.id)).toEqual(['more-3', 'more-4'])
  })

  it('makes a new post by You, Just now, with no counts, and the media under its kind', () => {
    const post = newPost([], 'Hello', null)
    expect(post).toEqual({
      id: 'you-1',
      author: { name: 'You', username: '@you', avatar: 'YO', verified: false },
      content: 'Hello',
      timestamp: 'Just now',
      likes: 0,
      comments: 0,
      shares: 0,
      isLiked: false,
      isBookmarked: false,
    })
    expect(newPost([], 'Pic', { kind: 'image', name: 'a.png', url: 'blob:1' })).toMatchObject({ image: 'blob:1', mediaName: 'a.png' })
    expect(newPost([], 'Clip', { kind: 'video', name: 'a.mp4', url: 'blob:2' })).toMatchObject({ video: 'blob:2', mediaName: 'a.mp4' })
    expect(newPost([], 'Clip', { kind: 'video', name: 'a.mp4', url: 'blob:2' })).not.toHaveProperty('image')
  })

  it('copies the defaults (changing the copy leaves the defaults alone)', () => {
    const posts = defaultPosts()
    posts[0]!.likes = 0
    posts[0]!.author.name = 'X'
    expect(DEFAULT_POSTS[0]!.likes).toBe(234)
    expect(DEFAULT_POSTS[0]!.author.name).toBe('Sarah Johnson')
  })
})

describe('sample data by language', () => {
  const hangul = /[\uac00-\ud7a3]/
  it('gives a Korean feed Korean authors and texts with the English ids, handles, hashtags, numbers and pictures', () => {
    const en = defaultPosts('en')
    const ko = defaultPosts('ko-KR')
    expect(ko.map((p) => p.id)).toEqual(en.map((p) => p.id))
    for (const [i, post] of ko.entries()) {
      const { author, content, ...rest } = en[i]!
      expect(post).toMatchObject(rest)
      expect(post.author.username).toBe(author.username)
      expect(post.author.name).toMatch(hangul)
      expect(post.content).toMatch(hangul)
      expect(post.content).not.toBe(content)
      // The trending topics' searches find the same posts in both languages.
      expect(post.content.match(/#\w+/g)).toEqual(content.match(/#\w+/g))
    }
    expect(cannedPosts(ko, 'ko').map((p) => p.content)).toEqual(socialSamples('ko').loadMore.map((p) => p.content))
    expect(cannedPosts(ko, 'ko').every((p) => hangul.test(p.content) && hangul.test(p.author.name))).toBe(true)
  })

  it('names the side panels, notifications and messages in Korean with the same ids and handles', () => {
    const en = socialSamples('en')
    const ko = socialSamples('ko')
    expect(ko.suggested.map((p) => p.username)).toEqual(en.suggested.map((p) => p.username))
    expect(ko.online.map((f) => f.id)).toEqual(en.online.map((f) => f.id))
    expect(ko.notifications.map((n) => n.id)).toEqual(en.notifications.map((n) => n.id))
    expect(ko.messages.map((m) => m.id)).toEqual(en.messages.map((m) => m.id))
    const names = [...ko.suggested.map((p) => p.name), ...ko.online.map((f) => f.name), ...ko.notifications.map((n) => n.user), ...ko.messages.flatMap((m) => [m.user, m.message])]
    expect(names.filter((n) => !hangul.test(n))).toEqual([])
    expect(socialSamples(undefined)).toBe(en)
    expect(socialSamples('en-US')).toBe(en)
  })

  it('resets a Korean feed to the Korean posts and loads Korean posts on Load More', () => {
    vi.useFakeTimers()
    try {
      const t = setup(defaultPosts('ko'), 'ko')
      t.send({ type: 'feed.loadMore' })
      vi.advanceTimersByTime(LOAD_MORE_DELAY_MS)
      expect(t.ctx().posts.slice(-2).map((p) => p.content)).toEqual(socialSamples('ko').loadMore.map((p) => p.content))
      t.send({ type: 'reset.request' })
      t.send({ type: 'reset.confirm' })
      expect(t.ctx().posts).toEqual(defaultPosts('ko'))
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('social feed machine: start', () => {
  it('starts with the input posts, home view, no search, no dialog, not loading', () => {
    const t = setup()
    expect(t.actor.getSnapshot().value).toEqual({ dialog: 'closed', loader: 'idle' })
    expect(t.ctx()).toEqual({ posts: defaultPosts(), language: 'en', view: 'home', query: '', search: null, target: null, draft: '' } satisfies FeedContext)
    expect(t.actor.getSnapshot().hasTag('loadingMore')).toBe(false)
  })
})

describe('social feed machine: posts', () => {
  it('post.create puts the post on top (You, Just now), shows home without search, persists and notifies', () => {
    const t = setup()
    t.send({ type: 'view.set', view: 'saved' })
    t.send({ type: 'search.change', value: 'zzz' })
    t.send({ type: 'search.submit' })
    t.notify.mockClear()
    t.send({ type: 'post.create', content: 'Hello QA', media: null })
    expect(t.ctx().posts[0]).toMatchObject({ id: 'you-1', content: 'Hello QA', timestamp: 'Just now', author: { name: 'You' } })
    expect(t.ctx().posts).toHaveLength(5)
    expect(t.ctx()).toMatchObject({ view: 'home', query: '', search: null })
    expect(t.lastPersisted()).toEqual(t.ctx().posts)
    expect(t.notices()).toEqual([{ code: 'postPublished' }])
    t.send({ type: 'post.create', content: 'Second', media: { kind: 'image', name: 'p.png', url: 'blob:x' } })
    expect(t.ctx().posts[0]).toMatchObject({ id: 'you-2', image: 'blob:x', mediaName: 'p.png' })
  })

  it('post.like toggles isLiked and moves the count by 1, and persists', () => {
    const t = setup()
    t.send({ type: 'post.like', id: '1' })
    expect(t.post('1')).toMatchObject({ isLiked: true, likes: 235 })
    expect(t.lastPersisted()).toEqual(t.ctx().posts)
    t.send({ type: 'post.like', id: '1' })
    expect(t.post('1')).toMatchObject({ isLiked: false, likes: 234 })
    t.send({ type: 'post.like', id: '2' })
    expect(t.post('2')).toMatchObject({ isLiked: false, likes: 1541 })
    expect(t.persistPosts).toHaveBeenCalledTimes(3)
    expect(t.notify).not.toHaveBeenCalled()
  })

  it('ignores a like or a bookmark of an unknown post', () => {
    const t = setup()
    t.send({ type: 'post.like', id: 'nope' })
    t.send({ type: 'post.bookmark', id: 'nope' })
    expect(t.ctx().posts).toEqual(defaultPosts())
    expect(t.persistPosts).not.toHaveBeenCalled()
    expect(t.notify).not.toHaveBeenCalled()
  })

  it('post.bookmark saves ("Post saved") and unsaves ("Post removed from saved")', () => {
    const t = setup()
    t.send({ type: 'post.bookmark', id: '1' })
    expect(t.post('1')!.isBookmarked).toBe(true)
    t.send({ type: 'post.bookmark', id: '1' })
    expect(t.post('1')!.isBookmarked).toBe(false)
    expect(t.notices()).toEqual([{ code: 'postSaved' }, { code: 'postUnsaved' }])
    expect(t.persistPosts).toHaveBeenCalledTimes(2)
  })
})

describe('social feed machine: comment dialog', () => {
  it('opens for an existing post only, with an empty draft', () => {
    const t = setup()
    t.send({ type: 'comment.open', id: 'nope' })
    expect(dialog(t)).toBe('closed')
    t.send({ type: 'comment.open', id: '1' })
    expect(dialog(t)).toBe('commenting')
    expect(t.ctx()).toMatchObject({ target: '1', draft: '' })
  })

  it('refuses a blank comment with "Please write a comment" and stays open', () => {
    const t = setup()
    t.send({ type: 'comment.open', id: '1' })
    t.send({ type: 'comment.submit' })
    t.send({ type: 'draft.change', value: '   ' })
    t.send({ type: 'comment.submit' })
    expect(dialog(t)).toBe('commenting')
    expect(t.notices()).toEqual([{ code: 'commentRequired' }, { code: 'commentRequired' }])
    expect(t.post('1')!.comments).toBe(45)
  })

  it('posts a comment: count +1, the comment kept, persisted, "Comment posted!", closed and cleared', () => {
    const t = setup()
    t.send({ type: 'comment.open', id: '1' })
    t.send({ type: 'draft.change', value: ' Great post! ' })
    t.send({ type: 'comment.submit' })
    expect(dialog(t)).toBe('closed')
    expect(t.post('1')).toMatchObject({ comments: 46, myComments: ['Great post!'] })
    expect(t.ctx()).toMatchObject({ target: null, draft: '' })
    expect(t.notices()).toEqual([{ code: 'commentPosted' }])
    expect(t.lastPersisted()).toEqual(t.ctx().posts)
  })

  it('cancel closes without a change', () => {
    const t = setup()
    t.send({ type: 'comment.open', id: '1' })
    t.send({ type: 'draft.change', value: 'x' })
    t.send({ type: 'dialog.cancel' })
    expect(dialog(t)).toBe('closed')
    expect(t.ctx()).toMatchObject({ target: null, draft: '' })
    expect(t.post('1')!.comments).toBe(45)
  })
})

describe('social feed machine: share dialog', () => {
  it.each(['facebook', 'twitter', 'whatsapp'] as const)('shares via %s: count +1, "Post shared!" with the message, closed', (channel) => {
    const t = setup()
    t.send({ type: 'share.open', id: '3' })
    expect(dialog(t)).toBe('sharing')
    t.send({ type: 'draft.change', value: ' look ' })
    t.send({ type: 'share.submit', channel })
    expect(dialog(t)).toBe('closed')
    expect(t.post('3')!.shares).toBe(4)
    expect(t.notices()).toEqual([{ code: 'postShared', channel, message: 'look' }])
    expect(t.copyLink).not.toHaveBeenCalled()
    expect(t.lastPersisted()).toEqual(t.ctx().posts)
  })

  it('Copy Link also copies the link; the message is optional', () => {
    const t = setup()
    t.send({ type: 'share.open', id: '3' })
    t.send({ type: 'share.submit', channel: 'copyLink' })
    expect(t.copyLink).toHaveBeenCalledWith(expect.anything(), { id: '3' })
    expect(t.post('3')!.shares).toBe(4)
    expect(t.notices()).toEqual([{ code: 'postShared', channel: 'copyLink', message: '' }])
  })

  it('does not open for an unknown post; cancel closes without a change', () => {
    const t = setup()
    t.send({ type: 'share.open', id: 'nope' })
    expect(dialog(t)).toBe('closed')
    t.send({ type: 'share.open', id: '3' })
    t.send({ type: 'dialog.cancel' })
    expect(dialog(t)).toBe('closed')
    expect(t.post('3')!.shares).toBe(3)
  })
})

describe('social feed machine: edit dialog', () => {
  it('opens with the post content as the draft (existing posts only)', () => {
    const t = setup()
    t.send({ type: 'edit.open', id: 'nope' })
    expect(dialog(t)).toBe('closed')
    t.send({ type: 'edit.open', id: '3' })
    expect(dialog(t)).toBe('editing')
    expect(t.ctx().draft).toBe(DEFAULT_POSTS[2]!.content)
  })

  it('refuses blank content with "Please write something"', () => {
    const t = setup()
    t.send({ type: 'edit.open', id: '3' })
    t.send({ type: 'draft.change', value: ' ' })
    t.send({ type: 'edit.submit' })
    expect(dialog(t)).toBe('editing')
    expect(t.notices()).toEqual([{ code: 'contentRequired' }])
    expect(t.post('3')!.content).toBe(DEFAULT_POSTS[2]!.content)
  })

  it('replaces the content (trimmed): "Post updated"', () => {
    const t = setup()
    t.send({ type: 'edit.open', id: '3' })
    t.send({ type: 'draft.change', value: ' New text ' })
    t.send({ type: 'edit.submit' })
    expect(dialog(t)).toBe('closed')
    expect(t.post('3')!.content).toBe('New text')
    expect(t.notices()).toEqual([{ code: 'postUpdated' }])
    expect(t.lastPersisted()).toEqual(t.ctx().posts)
  })

  it('cancel keeps the content', () => {
    const t = setup()
    t.send({ type: 'edit.open', id: '3' })
    t.send({ type: 'draft.change', value: 'changed' })
    t.send({ type: 'dialog.cancel' })
    expect(t.post('3')!.content).toBe(DEFAULT_POSTS[2]!.content)
  })
})

describe('social feed machine: delete and reset confirmations', () => {
  it('deletes only after the confirmation: "Post deleted"', () => {
    const t = setup()
    t.send({ type: 'delete.request', id: 'nope' })
    expect(dialog(t)).toBe('closed')
    t.send({ type: 'delete.request', id: '2' })
    expect(dialog(t)).toBe('confirmingDelete')
    expect(t.post('2')).toBeDefined()
    t.send({ type: 'delete.confirm' })
    expect(dialog(t)).toBe('closed')
    expect(t.post('2')).toBeUndefined()
    expect(t.notices()).toEqual([{ code: 'postDeleted' }])
    expect(t.lastPersisted()).toEqual(t.ctx().posts)
  })

  it('cancelling the delete keeps the post', () => {
    const t = setup()
    t.send({ type: 'delete.request', id: '2' })
    t.send({ type: 'dialog.cancel' })
    expect(dialog(t)).toBe('closed')
    expect(t.ctx().posts).toHaveLength(4)
    expect(t.persistPosts).not.toHaveBeenCalled()
  })

  it('reset after the confirmation: default posts, home, no search, storage cleared, others reset, toast', () => {
    const t = setup()
    t.send({ type: 'post.create', content: 'Mine', media: null })
    t.send({ type: 'post.like', id: '1' })
    t.send({ type: 'view.set', view: 'explore' })
    t.send({ type: 'search.change', value: 'sun' })
    t.send({ type: 'search.submit' })
    t.notify.mockClear()
    t.send({ type: 'reset.request' })
    expect(dialog(t)).toBe('confirmingReset')
    t.send({ type: 'reset.confirm' })
    expect(dialog(t)).toBe('closed')
    expect(t.ctx()).toMatchObject({ posts: defaultPosts(), view: 'home', query: '', search: null })
    expect(t.clearStoredPosts).toHaveBeenCalledTimes(1)
    expect(t.dataReset).toHaveBeenCalledTimes(1)
    expect(t.notices()).toEqual([{ code: 'dataReset' }])
  })

  it('cancelling the reset changes nothing', () => {
    const t = setup()
    t.send({ type: 'post.like', id: '1' })
    t.send({ type: 'reset.request' })
    t.send({ type: 'dialog.cancel' })
    expect(t.post('1')!.isLiked).toBe(true)
    expect(t.clearStoredPosts).not.toHaveBeenCalled()
    expect(t.dataReset).not.toHaveBeenCalled()
  })

  it('ignores dialog events that do not belong to the open dialog', () => {
    const t = setup()
    t.send({ type: 'delete.confirm' })
    t.send({ type: 'reset.confirm' })
    t.send({ type: 'comment.submit' })
    t.send({ type: 'draft.change', value: 'x' })
    expect(dialog(t)).toBe('closed')
    expect(t.ctx().draft).toBe('')
    t.send({ type: 'delete.request', id: '1' })
    t.send({ type: 'comment.open', id: '2' })
    t.send({ type: 'reset.confirm' })
    expect(dialog(t)).toBe('confirmingDelete')
    expect(t.ctx().target).toBe('1')
  })
})

describe('social feed machine: search', () => {
  it('ignores a blank search (no toast, no filter)', () => {
    const t = setup()
    t.send({ type: 'search.submit' })
    t.send({ type: 'search.change', value: '   ' })
    t.send({ type: 'search.submit' })
    expect(t.ctx().search).toBeNull()
    expect(t.notify).not.toHaveBeenCalled()
  })

  it('applies the trimmed text: "Searching for: {text}"', () => {
    const t = setup()
    t.send({ type: 'search.change', value: ' Sunset ' })
    expect(t.ctx()).toMatchObject({ query: ' Sunset ', search: null })
    t.send({ type: 'search.submit' })
    expect(t.ctx().search).toBe('Sunset')
    expect(t.notices()).toEqual([{ code: 'searching', text: 'Sunset' }])
    expect(visiblePosts(t.ctx()).map((p) => p.id)).toEqual(['3'])
  })

  it('adds "No posts found" when nothing matches', () => {
    const t = setup()
    t.send({ type: 'search.change', value: 'zzz' })
    t.send({ type: 'search.submit' })
    expect(t.ctx().search).toBe('zzz')
    expect(t.notices()).toEqual([{ code: 'searching', text: 'zzz' }, { code: 'noResults' }])
  })

  it('typing keeps the applied search until the next submit; emptying the box restores the feed', () => {
    const t = setup()
    t.send({ type: 'search.change', value: 'sunset' })
    t.send({ type: 'search.submit' })
    t.send({ type: 'search.change', value: 'sunsetx' })
    expect(t.ctx().search).toBe('sunset')
    t.send({ type: 'search.change', value: '' })
    expect(t.ctx()).toMatchObject({ query: '', search: null })
  })

  it('search.clear empties the box and restores the feed', () => {
    const t = setup()
    t.send({ type: 'search.change', value: 'sunset' })
    t.send({ type: 'search.submit' })
    t.send({ type: 'search.clear' })
    expect(t.ctx()).toMatchObject({ query: '', search: null })
  })

  it('a trending topic fills the box and runs the search, with "No posts found" when nothing matches', () => {
    const t = setup()
    t.send({ type: 'search.topic', tag: '#AI' })
    expect(t.ctx()).toMatchObject({ query: '#AI', search: '#AI' })
    expect(visiblePosts(t.ctx()).map((p) => p.id)).toEqual(['2'])
    expect(t.notices()).toEqual([{ code: 'searching', text: '#AI' }])
    t.notify.mockClear()
    t.send({ type: 'search.topic', tag: '#Design' })
    expect(t.ctx().search).toBe('#Design')
    expect(t.notices()).toEqual([{ code: 'searching', text: '#Design' }, { code: 'noResults' }])
  })

  it('"No posts found" is judged in the current view', () => {
    const t = setup()
    t.send({ type: 'view.set', view: 'saved' })
    t.send({ type: 'search.change', value: 'sunset' })
    t.send({ type: 'search.submit' })
    expect(t.notices()).toEqual([{ code: 'searching', text: 'sunset' }, { code: 'noResults' }])
  })
})

describe('social feed machine: views', () => {
  it('explore and saved keep the search; home clears it', () => {
    const t = setup()
    t.send({ type: 'search.change', value: 'a' })
    t.send({ type: 'search.submit' })
    t.send({ type: 'view.set', view: 'explore' })
    expect(t.ctx()).toMatchObject({ view: 'explore', search: 'a' })
    t.send({ type: 'view.set', view: 'saved' })
    expect(t.ctx()).toMatchObject({ view: 'saved', search: 'a' })
    t.send({ type: 'view.set', view: 'home' })
    expect(t.ctx()).toMatchObject({ view: 'home', query: '', search: null })
  })
})

describe('social feed machine: load more', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 1 s (button busy), then appends the 2 canned posts, persists and says "Loaded more posts"', () => {
    const t = setup()
    t.send({ type: 'feed.loadMore' })
    expect(loader(t)).toBe('loadingMore')
    expect(t.actor.getSnapshot().hasTag('loadingMore')).toBe(true)
    vi.advanceTimersByTime(LOAD_MORE_DELAY_MS - 1)
    expect(t.ctx().posts).toHaveLength(4)
    expect(t.notify).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(loader(t)).toBe('idle')
    expect(t.ctx().posts.map((p) => p.id)).toEqual(['1', '2', '3', '4', 'more-1', 'more-2'])
    expect(t.notices()).toEqual([{ code: 'loadedMore' }])
    expect(t.lastPersisted()).toEqual(t.ctx().posts)
  })

  it('ignores Load More while loading; a second load appends fresh ids', () => {
    const t = setup()
    t.send({ type: 'feed.loadMore' })
    vi.advanceTimersByTime(500)
    t.send({ type: 'feed.loadMore' })
    vi.advanceTimersByTime(500)
    expect(t.ctx().posts).toHaveLength(6)
    vi.advanceTimersByTime(2000)
    expect(t.ctx().posts).toHaveLength(6)
    t.send({ type: 'feed.loadMore' })
    vi.advanceTimersByTime(LOAD_MORE_DELAY_MS)
    expect(t.ctx().posts.slice(-2).map((p) => p.id)).toEqual(['more-3', 'more-4'])
  })

  it('keeps the feed usable while loading (a dialog can open)', () => {
    const t = setup()
    t.send({ type: 'feed.loadMore' })
    t.send({ type: 'comment.open', id: '1' })
    t.send({ type: 'post.like', id: '3' })
    expect(t.actor.getSnapshot().value).toEqual({ dialog: 'commenting', loader: 'loadingMore' })
    vi.advanceTimersByTime(LOAD_MORE_DELAY_MS)
    expect(t.actor.getSnapshot().value).toEqual({ dialog: 'commenting', loader: 'idle' })
    expect(t.post('3')!.isLiked).toBe(true)
    expect(t.ctx().posts).toHaveLength(6)
  })
})
