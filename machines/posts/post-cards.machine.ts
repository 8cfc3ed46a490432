/**
 * The post list's own rules beside the shared list machine (docs/spec/2-everyday-modules.md "Post list", §9):
 * - tag chips: every tag in use, most used first; the first 10 show, a toggle reveals the rest
 *   (and hides them again); without tags (or when they cannot be loaded) there are no chips;
 * - the like button of a card: once per browser session per post. The liked ids are remembered
 *   in the session (the app stores them in sessionStorage, `rememberLiked`); a liked card shows
 *   its new count. The server's 'Already liked this post' (400) counts as liked, silently; any
 *   other failure is a 'Failed to like post' toast. One like runs at a time.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { ALREADY_LIKED_DETAIL, type ApiPost, type LikeResponse } from '../shared/contracts-everyday'
import { failureCode, toApiError, type FailureCode } from '../shared/errors'

/** docs/spec/2-everyday-modules.md §9: tag chips on the list 10. */
export const TAG_CHIPS_SHOWN = 10
/** docs/spec/2-everyday-modules.md §9: card tags 3 plus '+N'. */
export const CARD_TAGS_SHOWN = 3

export interface PostCardsContext {
  /** Every tag in use, most used first. */
  tags: string[]
  /** Ids of the posts liked in this browser session. */
  liked: number[]
  /** Like counts the like answers reported (over the list's own counts). */
  likeCounts: Record<number, number>
  /** The post whose like is being sent. */
  pending: number | null
}

export type PostCardsEvent = { type: 'tags.toggle' } | { type: 'card.like'; postId: number }

export interface PostCardsInput {
  /** The ids remembered in this browser session. */
  liked: readonly number[]
}

/** The chips shown: the first 10, or all once expanded. */
export function visibleTagChips(tags: readonly string[], expanded: boolean): string[] {
  return expanded ? [...tags] : tags.slice(0, TAG_CHIPS_SHOWN)
}

/** A card's tags: the first 3 and how many more ('+N'). */
export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, CARD_TAGS_SHOWN), more: Math.max(0, tags.length - CARD_TAGS_SHOWN) }
}

/** Whether a card's like button is used up: liked in this session, or already liked on the server. */
export function cardLiked(context: Pick<PostCardsContext, 'liked'>, post: Pick<ApiPost, 'id' | 'user_has_liked'>): boolean {
  return context.liked.includes(post.id) || post.user_has_liked
}

/** The like count a card shows. */
export function cardLikeCount(context: Pick<PostCardsContext, 'likeCounts'>, post: Pick<ApiPost, 'id' | 'likes_count'>): number {
  return context.likeCounts[post.id] ?? post.likes_count
}

/** The server's "you liked it before" answer (400 'Already liked this post'). */
export function isAlreadyLiked(error: unknown): boolean {
  const e = toApiError(error)
  return e.status === 400 && e.message === ALREADY_LIKED_DETAIL
}

export const postCardsMachine = setup({
  types: {
    context: {} as PostCardsContext,
    events: {} as PostCardsEvent,
    input: {} as PostCardsInput,
    tags: {} as 'liking',
  },
  actors: {
    /** Every tag in use, most used first. */
    fetchTags: fromPromise<string[], void>(async () => {
      throw new Error('fetchTags is provided by the app')
    }),
    /** POST /posts/{id}/like */
    likePost: fromPromise<LikeResponse, { postId: number }>(async () => {
      throw new Error('likePost is provided by the app')
    }),
  },
  actions: {
    /** Stores the liked ids for the browser session (sessionStorage). */
    rememberLiked: (_, _params: { liked: number[] }) => {},
    /** The success toast. */
    notifyLiked: () => {},
    /** 'Failed to like post' (or the shared failure text). */
    notifyLikeFailed: (_, _params: { failure: FailureCode }) => {},
  },
  guards: {
    moreTags: ({ context }) => context.tags.length > TAG_CHIPS_SHOWN,
    notLikedYet: ({ context, event }) => event.type === 'card.like' && !context.liked.includes(event.postId),
    alreadyLiked: (_, params: { error: unknown }) => isAlreadyLiked(params.error),
  },
}).createMachine({
  id: 'postCards',
  type: 'parallel',
  context: ({ input }) => ({ tags: [], liked: [...input.liked], likeCounts: {}, pending: null }),
  states: {
    chips: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchTags',
            src: 'fetchTags',
            onDone: { target: 'collapsed', actions: assign({ tags: ({ event }) => event.output }) },
            onError: { target: 'unavailable', description: 'No chips; the list itself still works.' },
          },
        },
        collapsed: {
          description: 'The first 10 chips show.',
          on: { 'tags.toggle': { guard: 'moreTags', target: 'expanded' } },
        },
        expanded: {
          description: 'Every chip shows.',
          on: { 'tags.toggle': { target: 'collapsed' } },
        },
        unavailable: {},
      },
    },
    likes: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'card.like': {
              guard: 'notLikedYet',
              target: 'liking',
              description: 'Once per browser session per post.',
              actions: assign({ pending: ({ event }) => event.postId }),
            },
          },
        },
        liking: {
          tags: ['liking'],
          invoke: {
            id: 'likePost',
            src: 'likePost',
            input: ({ context }) => ({ postId: context.pending ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  liked: ({ context }) => [...context.liked, context.pending ?? 0],
                  likeCounts: ({ context, event }) => ({ ...context.likeCounts, [context.pending ?? 0]: event.output.likes_count }),
                  pending: null,
                }),
                { type: 'rememberLiked', params: ({ context }) => ({ liked: context.liked }) },
                'notifyLiked',
              ],
            },
            onError: [
              {
                guard: { type: 'alreadyLiked', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                description: "'Already liked this post' is ignored silently: the card counts as liked.",
                actions: [
                  assign({ liked: ({ context }) => [...context.liked, context.pending ?? 0], pending: null }),
                  { type: 'rememberLiked', params: ({ context }) => ({ liked: context.liked }) },
                ],
              },
              {
                target: 'idle',
                actions: [
                  assign({ pending: null }),
                  { type: 'notifyLikeFailed', params: ({ event }) => ({ failure: failureCode(event.error) }) },
                ],
              },
            ],
          },
        },
      },
    },
  },
})

export type PostCardsMachine = typeof postCardsMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type PostCardsSnap = SnapshotFrom<typeof postCardsMachine>

/** All tag chips are shown. */
export function selectTagChipsExpanded(s: PostCardsSnap): boolean {
  return s.matches({ chips: 'expanded' })
}

/** The tag chips are loading. */
export function selectTagChipsLoading(s: PostCardsSnap): boolean {
  return s.matches({ chips: 'loading' })
}

/** What the posts view renders of the cards: `useSelector(ref, selectPostCardsView, shallowEqual)`. */
export function selectPostCardsView(s: PostCardsSnap) {
  return { context: s.context, expanded: selectTagChipsExpanded(s), tagsLoading: selectTagChipsLoading(s), liking: s.hasTag('liking') }
}
export type PostCardsViewModel = ReturnType<typeof selectPostCardsView>
