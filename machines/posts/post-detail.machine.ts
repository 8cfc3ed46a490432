/**
 * The post detail (docs/spec/2-everyday-modules.md "Post detail", §4, §5, §6, §8): the post loads on entry (a 404 is the
 * not-found view, any other failure an error view with retry and the 'Failed to fetch post'
 * toast). Then, side by side:
 * - like toggle: like when not liked, unlike when liked; the server's 'Already liked this post'
 *   and 'Post not liked' (400) are ignored silently, the like state set to what they say;
 * - comments: the add box sends its trimmed text when it is not blank, a comment's author can
 *   delete it; either then refetches the post;
 * - delete (author only, matched by user id): a confirm dialog (cancel or Escape closes it), then
 *   the post is deleted and the app goes to /posts;
 * - tags: 3 shown, a toggle shows the rest.
 * Toasts: errors of fetch, like, comment and delete; success on like, comment and delete.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { ALREADY_LIKED_DETAIL, NOT_LIKED_DETAIL, type ApiComment, type ApiPost, type LikeResponse } from '../shared/contracts-everyday'
import { failureCode, toApiError, type FailureCode } from '../shared/errors'

/** docs/spec/2-everyday-modules.md §9: tags on detail 3. */
export const DETAIL_TAGS_SHOWN = 3

export type PostNotice =
  | { kind: 'success'; code: 'liked' | 'unliked' | 'commentAdded' | 'commentDeleted' | 'postDeleted' }
  | { kind: 'error'; code: 'fetch' | 'like' | 'unlike' | 'comment' | 'deleteComment' | 'delete'; failure: FailureCode }

export interface PostDetailContext {
  postId: number
  /** The signed-in user's id (author checks). */
  userId: number | null
  post: ApiPost | null
  /** Why the post could not be loaded. */
  failure: FailureCode | null
  commentDraft: string
  /** The comment being deleted. */
  deletingCommentId: number | null
  tagsExpanded: boolean
}

export type PostDetailEvent =
  | { type: 'post.reload' }
  | { type: 'post.like' }
  | { type: 'tags.toggle' }
  | { type: 'comment.change'; value: string }
  | { type: 'comment.submit' }
  | { type: 'comment.delete'; commentId: number }
  | { type: 'post.delete' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' }

export interface PostDetailInput {
  postId: number
  userId: number | null
}

/** docs/spec/2-everyday-modules.md §6: the author is matched by user id. */
export function isPostAuthor(context: Pick<PostDetailContext, 'post' | 'userId'>): boolean {
  return context.post !== null && context.userId !== null && context.post.author_id === context.userId
}

export function isCommentAuthor(comment: Pick<ApiComment, 'author'>, userId: number | null): boolean {
  return userId !== null && comment.author.id === userId
}

/** The tags shown: 3, or all once expanded; and how many are hidden. */
export function detailTags(tags: readonly string[], expanded: boolean): { shown: string[]; hidden: number } {
  const shown = expanded ? [...tags] : tags.slice(0, DETAIL_TAGS_SHOWN)
  return { shown, hidden: tags.length - shown.length }
}

/** What a 400 'Already liked this post' / 'Post not liked' says the like state is; null for any other failure. */
export function ignoredLikeAnswer(error: unknown): boolean | null {
  const e = toApiError(error)
  if (e.status !== 400) return null
  if (e.message === ALREADY_LIKED_DETAIL) return true
  if (e.message === NOT_LIKED_DETAIL) return false
  return null
}

const withLike = (post: ApiPost | null, liked: boolean, count?: number): ApiPost | null =>
  post ? { ...post, user_has_liked: liked, likes_count: count ?? post.likes_count } : post

export const postDetailMachine = setup({
  types: {
    context: {} as PostDetailContext,
    events: {} as PostDetailEvent,
    input: {} as PostDetailInput,
    tags: {} as 'busy' | 'liking' | 'commenting',
  },
  actors: {
    /** GET /posts/{id} */
    fetchPost: fromPromise<ApiPost, { postId: number }>(async () => {
      throw new Error('fetchPost is provided by the app')
    }),
    /** POST /posts/{id}/like */
    likePost: fromPromise<LikeResponse, { postId: number }>(async () => {
      throw new Error('likePost is provided by the app')
    }),
    /** DELETE /posts/{id}/like */
    unlikePost: fromPromise<LikeResponse, { postId: number }>(async () => {
      throw new Error('unlikePost is provided by the app')
    }),
    /** POST /comments/ */
    addComment: fromPromise<ApiComment, { postId: number; content: string }>(async () => {
      throw new Error('addComment is provided by the app')
    }),
    /** DELETE /comments/{id} */
    deleteComment: fromPromise<void, { commentId: number }>(async () => {
      throw new Error('deleteComment is provided by the app')
    }),
    /** DELETE /posts/{id} */
    deletePost: fromPromise<void, { postId: number }>(async () => {
      throw new Error('deletePost is provided by the app')
    }),
  },
  actions: {
    /** A toast (the view translates the code). */
    notify: (_, _params: PostNotice) => {},
    /** The post is gone: the app navigates to /posts. */
    postDeleted: () => {},
  },
  guards: {
    notFound: (_, params: { error: unknown }) => toApiError(params.error).status === 404,
    ignoredLike: (_, params: { error: unknown }) => ignoredLikeAnswer(params.error) !== null,
    liked: ({ context }) => context.post?.user_has_liked ?? false,
    commentFilled: ({ context }) => context.commentDraft.trim() !== '',
    isAuthor: ({ context }) => isPostAuthor(context),
    ownComment: ({ context, event }) =>
      event.type === 'comment.delete' && (context.post?.comments ?? []).some((c) => c.id === event.commentId && isCommentAuthor(c, context.userId)),
    moreTags: ({ context }) => (context.post?.tags.length ?? 0) > DETAIL_TAGS_SHOWN,
  },
}).createMachine({
  id: 'postDetail',
  context: ({ input }) => ({
    postId: input.postId,
    userId: input.userId,
    post: null,
    failure: null,
    commentDraft: '',
    deletingCommentId: null,
    tagsExpanded: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'The post loads on entry.',
      invoke: {
        id: 'fetchPost',
        src: 'fetchPost',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: { target: 'ready', actions: assign({ post: ({ event }) => event.output, failure: null }) },
        onError: [
          {
            guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            description: 'A missing post, or another user’s draft: the not-found view links back to the list.',
          },
          {
            target: 'failed',
            actions: [
              assign({ failure: ({ event }) => failureCode(event.error) }),
              { type: 'notify', params: ({ event }) => ({ kind: 'error', code: 'fetch', failure: failureCode(event.error) }) },
            ],
          },
        ],
      },
    },
    failed: {
      description: "'Failed to load post' with a retry.",
      on: { 'post.reload': 'loading' },
    },
    notFound: { type: 'final' },
    ready: {
      type: 'parallel',
      on: {
        'tags.toggle': {
          guard: 'moreTags',
          description: 'Tags: 3 shown, the toggle shows (and hides) the rest.',
          actions: assign({ tagsExpanded: ({ context }) => !context.tagsExpanded }),
        },
      },
      states: {
        like: {
          initial: 'idle',
          description: 'The like toggle: like when not liked, unlike when liked.',
          states: {
            idle: {
              on: {
                'post.like': [
                  { guard: 'liked', target: 'unliking' },
                  { target: 'liking' },
                ],
              },
            },
            liking: {
              tags: ['liking'],
              invoke: {
                id: 'likePost',
                src: 'likePost',
                input: ({ context }) => ({ postId: context.postId }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ post: ({ context, event }) => withLike(context.post, true, event.output.likes_count) }),
                    { type: 'notify', params: { kind: 'success', code: 'liked' } },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'ignoredLike', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    description: "'Already liked this post' (400): no toast; the post counts as liked.",
                    actions: assign({ post: ({ context }) => withLike(context.post, true) }),
                  },
                  {
                    target: 'idle',
                    actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', code: 'like', failure: failureCode(event.error) }) },
                  },
                ],
              },
            },
            unliking: {
              tags: ['liking'],
              invoke: {
                id: 'unlikePost',
                src: 'unlikePost',
                input: ({ context }) => ({ postId: context.postId }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ post: ({ context, event }) => withLike(context.post, false, event.output.likes_count) }),
                    { type: 'notify', params: { kind: 'success', code: 'unliked' } },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'ignoredLike', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    description: "'Post not liked' (400): no toast; the post counts as not liked.",
                    actions: assign({ post: ({ context }) => withLike(context.post, false) }),
                  },
                  {
                    target: 'idle',
                    actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', code: 'unlike', failure: failureCode(event.error) }) },
                  },
                ],
              },
            },
          },
        },
        comments: {
          initial: 'idle',
          on: { 'comment.change': { actions: assign({ commentDraft: ({ event }) => event.value }) } },
          states: {
            idle: {
              on: {
                'comment.submit': { guard: 'commentFilled', target: 'adding', description: 'Trimmed text non-empty.' },
                'comment.delete': {
                  guard: 'ownComment',
                  target: 'deleting',
                  description: "Only the comment's author can delete it.",
                  actions: assign({ deletingCommentId: ({ event }) => event.commentId }),
                },
              },
            },
            adding: {
              tags: ['commenting'],
              invoke: {
                id: 'addComment',
                src: 'addComment',
                input: ({ context }) => ({ postId: context.postId, content: context.commentDraft.trim() }),
                onDone: {
                  target: 'refreshing',
                  actions: [assign({ commentDraft: '' }), { type: 'notify', params: { kind: 'success', code: 'commentAdded' } }],
                },
                onError: {
                  target: 'idle',
                  description: 'The typed text stays.',
                  actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', code: 'comment', failure: failureCode(event.error) }) },
                },
              },
            },
            deleting: {
              tags: ['commenting'],
              invoke: {
                id: 'deleteComment',
                src: 'deleteComment',
                input: ({ context }) => ({ commentId: context.deletingCommentId ?? 0 }),
                onDone: {
                  target: 'refreshing',
                  description: 'The deleted comment stays marked until the refetch shows the post without it.',
                  actions: { type: 'notify', params: { kind: 'success', code: 'commentDeleted' } },
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ deletingCommentId: null }),
                    { type: 'notify', params: ({ event }) => ({ kind: 'error', code: 'deleteComment', failure: failureCode(event.error) }) },
                  ],
                },
              },
            },
            refreshing: {
              tags: ['commenting'],
              description: 'Adding or deleting a comment refetches the post.',
              invoke: {
                id: 'refetchPost',
                src: 'fetchPost',
                input: ({ context }) => ({ postId: context.postId }),
                onDone: { target: 'idle', actions: assign({ post: ({ event }) => event.output, deletingCommentId: null }) },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ deletingCommentId: null }),
                    { type: 'notify', params: ({ event }) => ({ kind: 'error', code: 'fetch', failure: failureCode(event.error) }) },
                  ],
                },
              },
            },
          },
        },
        removal: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'post.delete': { guard: 'isAuthor', target: 'confirming', description: 'Only the author (by user id).' } },
            },
            confirming: {
              description: 'The confirm dialog; cancel or Escape closes it.',
              on: { 'delete.cancel': 'idle', 'delete.confirm': 'deleting' },
            },
            deleting: {
              tags: ['busy'],
              invoke: {
                id: 'deletePost',
                src: 'deletePost',
                input: ({ context }) => ({ postId: context.postId }),
                onDone: {
                  target: '#postDetail.deleted',
                  actions: [{ type: 'notify', params: { kind: 'success', code: 'postDeleted' } }, 'postDeleted'],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', code: 'delete', failure: failureCode(event.error) }) },
                },
              },
            },
          },
        },
      },
    },
    deleted: { type: 'final', description: 'The app goes to /posts.' },
  },
})

export type PostDetailMachine = typeof postDetailMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type PostDetailSnap = SnapshotFrom<typeof postDetailMachine>

/** The post does not exist. */
export function selectPostNotFound(s: PostDetailSnap): boolean {
  return s.matches('notFound')
}

/** Loading the post failed. */
export function selectPostLoadFailed(s: PostDetailSnap): boolean {
  return s.matches('failed')
}

/** A comment is being added. */
export function selectAddingComment(s: PostDetailSnap): boolean {
  return s.matches({ ready: { comments: 'adding' } })
}

/** The delete-post confirmation is open. */
export function selectConfirmingRemoval(s: PostDetailSnap): boolean {
  return s.matches({ ready: { removal: 'confirming' } })
}

/** The post is being deleted. */
export function selectDeletingPost(s: PostDetailSnap): boolean {
  return s.matches({ ready: { removal: 'deleting' } })
}

/** What the post detail view renders: `useSelector(ref, selectPostDetailView, shallowEqual)`. */
export function selectPostDetailView(s: PostDetailSnap) {
  return {
    state: typeof s.value === 'string' ? s.value : 'ready',
    context: s.context,
    notFound: selectPostNotFound(s),
    loadFailed: selectPostLoadFailed(s),
    liking: s.hasTag('liking'),
    commenting: s.hasTag('commenting'),
    adding: selectAddingComment(s),
    confirming: selectConfirmingRemoval(s),
    deleting: selectDeletingPost(s),
  }
}
export type PostDetailViewModel = ReturnType<typeof selectPostDetailView>
