/**
 * The social feed (docs/spec/3-playground.md "Social feed", §4 Social, §5 Social, §8, §9): the posts with like,
 * bookmark, comment, share, edit and delete (after a confirmation), the search (non-blank text,
 * case-insensitive on content and author name), the home / explore / saved views, Load More
 * (a 1 s named delay, then 2 canned posts) and the reset of all data (after a confirmation).
 * Two parallel regions: `dialog` (which modal is open) and `loader` (Load More), so the feed
 * stays usable while more posts load. Persisting and toasts are provided actions.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import {
  CURRENT_USER,
  JUST_NOW,
  LOAD_MORE_DELAY_MS,
  socialSamples,
  type MediaKind,
  type SocialPost,
} from './social-data'

export type FeedView = 'home' | 'explore' | 'saved'
export type ShareChannel = 'facebook' | 'twitter' | 'whatsapp' | 'copyLink'
export const SHARE_CHANNELS: readonly ShareChannel[] = ['facebook', 'twitter', 'whatsapp', 'copyLink']

/** The media a new post carries (the URL was made by the app for the chosen file). */
export interface PostMedia {
  kind: MediaKind
  name: string
  url: string
}

export interface FeedContext {
  posts: SocialPost[]
  /** The language of the sample data a reset and Load More bring (social-data.ts socialSamples). */
  language: string
  view: FeedView
  /** The search box text. */
  query: string
  /** The applied search, or null when the whole feed shows. */
  search: string | null
  /** The post the open dialog is about. */
  target: string | null
  /** The open dialog's text: the comment, the share message or the edited content. */
  draft: string
}

export interface FeedInput {
  posts: SocialPost[]
  /** The screen's language when the feed starts: 'ko' brings the Korean sample posts (default English). */
  language?: string
}

export type FeedEvent =
  | { type: 'post.create'; content: string; media: PostMedia | null }
  | { type: 'post.like'; id: string }
  | { type: 'post.bookmark'; id: string }
  | { type: 'comment.open'; id: string }
  | { type: 'share.open'; id: string }
  | { type: 'edit.open'; id: string }
  | { type: 'delete.request'; id: string }
  | { type: 'draft.change'; value: string }
  | { type: 'comment.submit' }
  | { type: 'share.submit'; channel: ShareChannel }
  | { type: 'edit.submit' }
  | { type: 'delete.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'reset.request' }
  | { type: 'reset.confirm' }
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.topic'; tag: string }
  | { type: 'search.clear' }
  | { type: 'view.set'; view: FeedView }
  | { type: 'feed.loadMore' }

/** What the feed tells the user (the view words and styles each code). */
export type FeedNotice =
  | { code: 'postPublished' }
  | { code: 'postSaved' }
  | { code: 'postUnsaved' }
  | { code: 'commentRequired' }
  | { code: 'commentPosted' }
  | { code: 'postShared'; channel: ShareChannel; message: string }
  | { code: 'contentRequired' }
  | { code: 'postUpdated' }
  | { code: 'postDeleted' }
  | { code: 'dataReset' }
  | { code: 'searching'; text: string }
  | { code: 'noResults' }
  | { code: 'loadedMore' }

// ---- Pure rules (the view and the tests use them too) ----

export const isBlank = (text: string) => text.trim() === ''

/** Case-insensitive match on the post text or the author's name (docs/spec/3-playground.md §5). */
export function matchesSearch(post: SocialPost, search: string): boolean {
  const q = search.trim().toLowerCase()
  return post.content.toLowerCase().includes(q) || post.author.name.toLowerCase().includes(q)
}

/** The posts of a view: home in feed order, explore by most likes, saved = bookmarked. */
export function postsOfView(posts: readonly SocialPost[], view: FeedView): SocialPost[] {
  if (view === 'saved') return posts.filter((p) => p.isBookmarked)
  if (view === 'explore') return [...posts].sort((a, b) => b.likes - a.likes)
  return [...posts]
}

/** What the feed shows: the view's posts, narrowed by the applied search. */
export function visiblePosts(context: Pick<FeedContext, 'posts' | 'view' | 'search'>): SocialPost[] {
  const posts = postsOfView(context.posts, context.view)
  return context.search === null ? posts : posts.filter((p) => matchesSearch(p, context.search!))
}

/** The next free id `<prefix>-N`. */
export function nextId(posts: readonly SocialPost[], prefix: string): string {
  const re = new RegExp(`^${prefix}-(\\d+)$`)
  const max = posts.reduce((m, p) => Math.max(m, Number(re.exec(p.id)?.[1] ?? 0)), 0)
  return `${prefix}-${max + 1}`
}

/** The canned posts one Load More appends, numbered after those already loaded. */
export function cannedPosts(posts: readonly SocialPost[], language = 'en'): SocialPost[] {
  const out: SocialPost[] = []
  for (const canned of socialSamples(language).loadMore) out.push({ ...canned, author: { ...canned.author }, id: nextId([...posts, ...out], 'more') })
  return out
}

export function newPost(posts: readonly SocialPost[], content: string, media: PostMedia | null): SocialPost {
  return {
    id: nextId(posts, 'you'),
    author: { ...CURRENT_USER },
    content,
    ...(media?.kind === 'image' ? { image: media.url, mediaName: media.name } : {}),
    ...(media?.kind === 'video' ? { video: media.url, mediaName: media.name } : {}),
    timestamp: JUST_NOW,
    likes: 0,
    comments: 0,
    shares: 0,
    isLiked: false,
    isBookmarked: false,
  }
}

/** The sample posts a feed in this language starts with (English unless 'ko'). */
export const defaultPosts = (language = 'en'): SocialPost[] => socialSamples(language).posts.map((p) => ({ ...p, author: { ...p.author } }))

const update = (posts: SocialPost[], id: string | null, change: (p: SocialPost) => SocialPost) => posts.map((p) => (p.id === id ? change(p) : p))
const find = (context: FeedContext, id: string | null) => context.posts.find((p) => p.id === id)

export const socialFeedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedEvent,
    input: {} as FeedInput,
    tags: {} as 'loadingMore',
  },
  actions: {
    /** Writes the posts to storage (`qa-social-posts`). */
    persistPosts: (_, _params: { posts: SocialPost[] }) => {},
    /** Removes the stored posts (reset to the defaults). */
    clearStoredPosts: () => {},
    /** Tells the rest of the page that all data was reset (follows go back to their defaults). */
    dataReset: () => {},
    /** Puts the post's link on the clipboard. */
    copyLink: (_, _params: { id: string }) => {},
    notify: (_, _params: FeedNotice) => {},
  },
  guards: {
    postExists: ({ context, event }) => 'id' in event && context.posts.some((p) => p.id === event.id),
    isBookmarked: ({ context, event }) => 'id' in event && find(context, event.id)?.isBookmarked === true,
    draftBlank: ({ context }) => isBlank(context.draft),
    queryBlank: ({ context }) => isBlank(context.query),
    queryFindsNothing: ({ context }) => visiblePosts({ ...context, search: context.query.trim() }).length === 0,
    topicFindsNothing: ({ context, event }) => event.type === 'search.topic' && visiblePosts({ ...context, search: event.tag }).length === 0,
    blankSearchText: ({ event }) => event.type === 'search.change' && isBlank(event.value),
    toHome: ({ event }) => event.type === 'view.set' && event.view === 'home',
    copyLinkChannel: ({ event }) => event.type === 'share.submit' && event.channel === 'copyLink',
  },
  delays: {
    /** Load More waits 1 second (docs/spec/3-playground.md §9). */
    loadMoreDelay: LOAD_MORE_DELAY_MS,
  },
}).createMachine({
  id: 'socialFeed',
  type: 'parallel',
  context: ({ input }) => ({ posts: input.posts, language: input.language ?? 'en', view: 'home', query: '', search: null, target: null, draft: '' }),
  on: {
    'post.create': {
      description: 'A new post goes to the top with author "You" and timestamp "Just now"; the home feed shows so it is seen.',
      actions: [
        assign({ posts: ({ context, event }) => [newPost(context.posts, event.content, event.media), ...context.posts], view: 'home', query: '', search: null }),
        { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
        { type: 'notify', params: { code: 'postPublished' } },
      ],
    },
    'post.like': {
      guard: 'postExists',
      description: 'Toggles isLiked and moves the count by 1.',
      actions: [
        assign({ posts: ({ context, event }) => update(context.posts, event.id, (p) => ({ ...p, isLiked: !p.isLiked, likes: Math.max(0, p.likes + (p.isLiked ? -1 : 1)) })) }),
        { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
      ],
    },
    'post.bookmark': [
      {
        guard: 'isBookmarked',
        description: '"Post removed from saved".',
        actions: [
          assign({ posts: ({ context, event }) => update(context.posts, event.id, (p) => ({ ...p, isBookmarked: false })) }),
          { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
          { type: 'notify', params: { code: 'postUnsaved' } },
        ],
      },
      {
        guard: 'postExists',
        description: '"Post saved".',
        actions: [
          assign({ posts: ({ context, event }) => update(context.posts, event.id, (p) => ({ ...p, isBookmarked: true })) }),
          { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
          { type: 'notify', params: { code: 'postSaved' } },
        ],
      },
    ],
    'search.change': [
      {
        guard: 'blankSearchText',
        description: 'Clearing the search box restores the feed.',
        actions: assign({ query: ({ event }) => event.value, search: null }),
      },
      { actions: assign({ query: ({ event }) => event.value }) },
    ],
    'search.submit': [
      { guard: 'queryBlank', description: 'Blank search text is refused: nothing is searched and the feed stays as it is.' },
      {
        guard: 'queryFindsNothing',
        description: '"Searching for: {text}", then "No posts found": no post text or author name matches.',
        actions: [
          assign({ search: ({ context }) => context.query.trim() }),
          { type: 'notify', params: ({ context }) => ({ code: 'searching', text: context.query.trim() }) },
          { type: 'notify', params: { code: 'noResults' } },
        ],
      },
      {
        description: '"Searching for: {text}"; the feed shows the matching posts.',
        actions: [
          assign({ search: ({ context }) => context.query.trim() }),
          { type: 'notify', params: ({ context }) => ({ code: 'searching', text: context.query.trim() }) },
        ],
      },
    ],
    'search.topic': [
      {
        guard: 'topicFindsNothing',
        description: 'A trending topic fills the search box and runs the search; nothing matches.',
        actions: [
          assign({ query: ({ event }) => event.tag, search: ({ event }) => event.tag }),
          { type: 'notify', params: ({ event }) => ({ code: 'searching', text: event.tag }) },
          { type: 'notify', params: { code: 'noResults' } },
        ],
      },
      {
        description: 'A trending topic fills the search box and runs the search.',
        actions: [
          assign({ query: ({ event }) => event.tag, search: ({ event }) => event.tag }),
          { type: 'notify', params: ({ event }) => ({ code: 'searching', text: event.tag }) },
        ],
      },
    ],
    'search.clear': { actions: assign({ query: '', search: null }) },
    'view.set': [
      { guard: 'toHome', description: 'Home shows the whole feed: the search is cleared too.', actions: assign({ view: 'home', query: '', search: null }) },
      { description: 'Explore (most liked first) or Saved Posts (bookmarked only).', actions: assign({ view: ({ event }) => event.view }) },
    ],
  },
  states: {
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          entry: assign({ target: null, draft: '' }),
          on: {
            'comment.open': { guard: 'postExists', target: 'commenting', actions: assign({ target: ({ event }) => event.id }) },
            'share.open': { guard: 'postExists', target: 'sharing', actions: assign({ target: ({ event }) => event.id }) },
            'edit.open': {
              guard: 'postExists',
              target: 'editing',
              actions: assign({ target: ({ event }) => event.id, draft: ({ context, event }) => find(context, event.id)?.content ?? '' }),
            },
            'delete.request': { guard: 'postExists', target: 'confirmingDelete', actions: assign({ target: ({ event }) => event.id }) },
            'reset.request': { target: 'confirmingReset' },
          },
        },
        commenting: {
          on: {
            'draft.change': { actions: assign({ draft: ({ event }) => event.value }) },
            'comment.submit': [
              { guard: 'draftBlank', description: '"Please write a comment": an empty comment is refused.', actions: { type: 'notify', params: { code: 'commentRequired' } } },
              {
                target: 'closed',
                description: '"Comment posted!"; the comment count goes up by 1.',
                actions: [
                  assign({
                    posts: ({ context }) =>
                      update(context.posts, context.target, (p) => ({ ...p, comments: p.comments + 1, myComments: [...(p.myComments ?? []), context.draft.trim()] })),
                  }),
                  { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
                  { type: 'notify', params: { code: 'commentPosted' } },
                ],
              },
            ],
            'dialog.cancel': { target: 'closed' },
          },
        },
        sharing: {
          on: {
            'draft.change': { actions: assign({ draft: ({ event }) => event.value }) },
            'share.submit': [
              {
                guard: 'copyLinkChannel',
                target: 'closed',
                description: 'Copy Link puts the post link on the clipboard; "Post shared!" and the share count goes up by 1.',
                actions: [
                  { type: 'copyLink', params: ({ context }) => ({ id: context.target! }) },
                  assign({ posts: ({ context }) => update(context.posts, context.target, (p) => ({ ...p, shares: p.shares + 1 })) }),
                  { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
                  { type: 'notify', params: ({ context, event }) => ({ code: 'postShared', channel: event.channel, message: context.draft.trim() }) },
                ],
              },
              {
                target: 'closed',
                description: 'Facebook, Twitter or WhatsApp: "Post shared!" and the share count goes up by 1 (the message is optional).',
                actions: [
                  assign({ posts: ({ context }) => update(context.posts, context.target, (p) => ({ ...p, shares: p.shares + 1 })) }),
                  { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
                  { type: 'notify', params: ({ context, event }) => ({ code: 'postShared', channel: event.channel, message: context.draft.trim() }) },
                ],
              },
            ],
            'dialog.cancel': { target: 'closed' },
          },
        },
        editing: {
          on: {
            'draft.change': { actions: assign({ draft: ({ event }) => event.value }) },
            'edit.submit': [
              { guard: 'draftBlank', description: 'An edit needs non-blank content: "Please write something".', actions: { type: 'notify', params: { code: 'contentRequired' } } },
              {
                target: 'closed',
                description: '"Post updated": the content is replaced.',
                actions: [
                  assign({ posts: ({ context }) => update(context.posts, context.target, (p) => ({ ...p, content: context.draft.trim() })) }),
                  { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
                  { type: 'notify', params: { code: 'postUpdated' } },
                ],
              },
            ],
            'dialog.cancel': { target: 'closed' },
          },
        },
        confirmingDelete: {
          description: '"Are you sure you want to delete this post?"',
          on: {
            'delete.confirm': {
              target: 'closed',
              description: '"Post deleted".',
              actions: [
                assign({ posts: ({ context }) => context.posts.filter((p) => p.id !== context.target) }),
                { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
                { type: 'notify', params: { code: 'postDeleted' } },
              ],
            },
            'dialog.cancel': { target: 'closed' },
          },
        },
        confirmingReset: {
          description: '"Are you sure you want to reset all data to default? This will clear all your posts and follows."',
          on: {
            'reset.confirm': {
              target: 'closed',
              description: 'Posts and follows go back to their defaults: "All data has been reset to default".',
              actions: [
                assign({ posts: ({ context }) => defaultPosts(context.language), view: 'home', query: '', search: null }),
                'clearStoredPosts',
                'dataReset',
                { type: 'notify', params: { code: 'dataReset' } },
              ],
            },
            'dialog.cancel': { target: 'closed' },
          },
        },
      },
    },
    loader: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'feed.loadMore': { target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['loadingMore'],
          description: 'The button reads "Loading..." and is disabled for 1 second.',
          after: {
            loadMoreDelay: {
              target: 'idle',
              description: 'Appends the 2 canned posts: "Loaded more posts".',
              actions: [
                assign({ posts: ({ context }) => [...context.posts, ...cannedPosts(context.posts, context.language)] }),
                { type: 'persistPosts', params: ({ context }) => ({ posts: context.posts }) },
                { type: 'notify', params: { code: 'loadedMore' } },
              ],
            },
          },
        },
      },
    },
  },
})

export type SocialFeedMachine = typeof socialFeedMachine

/** What the feed, its dialogs and the top bar render: `useSelector(ref, selectSocialFeedView, shallowEqual)`. */
export function selectSocialFeedView(s: SnapshotFrom<SocialFeedMachine>) {
  return { context: s.context, dialog: String((s.value as { dialog: string }).dialog), loadingMore: s.hasTag('loadingMore') }
}
export type SocialFeedViewModel = ReturnType<typeof selectSocialFeedView>
