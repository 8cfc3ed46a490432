/**
 * Graph model of the social feed machine (tests/model/social-feed.model.spec.ts runs it in the
 * browser). Events target post '1' (the first sample post) with a few sample texts; the context
 * that matters is post 1's like and bookmark flags and text, whether own or loaded posts exist,
 * the view, the search and the open dialog's draft (comment and share counts only grow: the
 * browser run counts them itself).
 */
import type { EventFromLogic } from 'xstate'
import { after, defineModel } from '../shared/model'
import { defaultPosts, socialFeedMachine, visiblePosts, type FeedContext, type FeedView } from './social-feed.machine'

type Ev = EventFromLogic<typeof socialFeedMachine>

/** The post the model acts on. */
export const FEED_MODEL_POST = '1'
export const FEED_MODEL_SAMPLES = {
  newPost: 'Hello QA',
  comment: 'Great post!',
  shareMessage: 'Worth a read',
  edit: 'Edited by QA',
  /** Search texts: one that matches post 3, one that matches nothing, and the empty box. */
  searches: ['sunset', 'zzz', ''],
  /** A trending topic that matches nothing until more posts are loaded. */
  topic: '#Design',
} as const

const VIEWS: FeedView[] = ['home', 'explore', 'saved']

export const socialFeedModel = defineModel({
  id: 'socialFeed',
  area: 'social',
  routes: ['/qa/social'],
  title: 'Social feed',
  description: 'Posts (like, bookmark, comment, share, edit, delete with confirmation), search, views, Load More (1 s) and reset with confirmation.',
  machine: socialFeedMachine,
  starts: [{ name: 'default posts', input: { posts: defaultPosts() } }],
  events: (s): Ev[] => {
    const c = s.context as FeedContext
    if (s.matches({ loader: 'loadingMore' })) return [after('loadMoreDelay', 'socialFeed.loader.loadingMore') as unknown as Ev]
    const d = s.value as { dialog: string }
    switch (d.dialog) {
      case 'commenting':
        return [
          { type: 'draft.change', value: '' },
          { type: 'draft.change', value: FEED_MODEL_SAMPLES.comment },
          { type: 'comment.submit' },
          { type: 'dialog.cancel' },
        ]
      case 'sharing':
        return [
          { type: 'draft.change', value: FEED_MODEL_SAMPLES.shareMessage },
          { type: 'share.submit', channel: 'facebook' },
          { type: 'share.submit', channel: 'copyLink' },
          { type: 'dialog.cancel' },
        ]
      case 'editing':
        return [
          { type: 'draft.change', value: '' },
          { type: 'draft.change', value: FEED_MODEL_SAMPLES.edit },
          { type: 'edit.submit' },
          { type: 'dialog.cancel' },
        ]
      case 'confirmingDelete':
        return [{ type: 'delete.confirm' }, { type: 'dialog.cancel' }]
      case 'confirmingReset':
        return [{ type: 'reset.confirm' }, { type: 'dialog.cancel' }]
    }
    const events: Ev[] = [
      { type: 'post.create', content: FEED_MODEL_SAMPLES.newPost, media: null },
      { type: 'reset.request' },
      { type: 'feed.loadMore' },
      ...FEED_MODEL_SAMPLES.searches.map((value) => ({ type: 'search.change' as const, value })),
      { type: 'search.submit' },
      { type: 'search.topic', tag: FEED_MODEL_SAMPLES.topic },
      ...VIEWS.map((view) => ({ type: 'view.set' as const, view })),
    ]
    // The clear button shows while the search box has text.
    if (c.query !== '') events.push({ type: 'search.clear' })
    // Only a post the feed shows can be clicked.
    if (visiblePosts(c).some((p) => p.id === FEED_MODEL_POST)) {
      const id = FEED_MODEL_POST
      events.push(
        { type: 'post.like', id },
        { type: 'post.bookmark', id },
        { type: 'comment.open', id },
        { type: 'share.open', id },
        { type: 'edit.open', id },
        { type: 'delete.request', id },
      )
    }
    return events
  },
  context: (s) => {
    const c = s.context as FeedContext
    const p = c.posts.find((x) => x.id === FEED_MODEL_POST)
    return [
      p ? [p.isLiked, p.isBookmarked, p.content] : null,
      c.posts.some((x) => x.id.startsWith('you-')),
      c.posts.some((x) => x.id.startsWith('more-')),
      c.view,
      c.query,
      c.search,
      c.draft,
    ]
  },
})
