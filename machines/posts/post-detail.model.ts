/**
 * The post detail's graph model (tests/model/post-detail.model.spec.ts runs it in Chromium). The
 * demo user's own post is served as sample data (sandbox scenarios), so every answer is known:
 * likes, comments added and deleted (then the refetch), the tag toggle, delete with its confirm
 * dialog, and the load failures. One region works at a time (the paths stay short).
 */
import type { EventFromLogic } from 'xstate'
import type { ApiPost } from '../shared/contracts-everyday'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { postDetailMachine } from './post-detail.machine'
import { sampleComment, samplePost } from './post-samples'

type Ev = EventFromLogic<typeof postDetailMachine>

/** The demo user's post with one comment of their own (id 11). */
export const POST_DETAIL_MODEL_POST: ApiPost = samplePost({
  id: 1,
  title: 'Model post for the detail',
  content: 'First line of the content.\nSecond line.',
  tags: ['xstate', 'testing', 'qa', 'playwright'],
  likes_count: 3,
  user_has_liked: false,
  comments: [sampleComment({ id: 11, post_id: 1, content: 'My own comment' })],
  comments_count: 1,
})
/** What the paths type into the comment box (a blank one is not sent: a guard, not a transition). */
export const POST_DETAIL_COMMENTS = ['Nice post'] as const
export const POST_DETAIL_NEW_COMMENT_ID = 12

const http = (status: number, message: string | null): ApiError => ({ kind: 'http', status, message, issues: null })
export const POST_DETAIL_SERVER_ERROR = http(500, 'Internal Server Error')

/** The post after a refetch: the comment added (12) and/or the deleted one (11) as the paths left them. */
function refetched(post: ApiPost, change: { added?: string; deleted?: number }): ApiPost {
  const comments = post.comments.filter((c) => c.id !== change.deleted)
  if (change.added && !comments.some((c) => c.id === POST_DETAIL_NEW_COMMENT_ID)) comments.push(sampleComment({ id: POST_DETAIL_NEW_COMMENT_ID, post_id: post.id, content: change.added, created_at: '2026-11-22T10:00:00.000Z' }))
  return { ...post, comments, comments_count: comments.length }
}

export const postDetailModel = defineModel({
  id: 'postDetail',
  area: 'posts',
  routes: ['/posts'],
  title: 'Post detail',
  description: 'Load (not found, failed with retry), like toggle with the ignored 400 answers, tags 3 + toggle, comments add/delete with refetch, delete through a confirm dialog.',
  machine: postDetailMachine,
  starts: [{ name: 'own post', input: { postId: 1, userId: 1 } }],
  events: (s) => {
    const c = s.context
    const post = c.post
    if (s.matches('loading')) return [done('fetchPost', POST_DETAIL_MODEL_POST), failed('fetchPost', http(404, 'Post not found')), failed('fetchPost', POST_DETAIL_SERVER_ERROR)] as unknown as Ev[]
    if (s.matches('failed')) return [{ type: 'post.reload' }] as Ev[]
    if (!post || !s.matches('ready')) return []
    if (s.matches({ ready: { like: 'liking' } }))
      return [
        done('likePost', { message: 'Post liked successfully', likes_count: POST_DETAIL_MODEL_POST.likes_count + 1, user_has_liked: true }),
        failed('likePost', http(400, 'Already liked this post')),
        failed('likePost', POST_DETAIL_SERVER_ERROR),
      ] as unknown as Ev[]
    if (s.matches({ ready: { like: 'unliking' } }))
      return [
        done('unlikePost', { message: 'Post unliked successfully', likes_count: POST_DETAIL_MODEL_POST.likes_count, user_has_liked: false }),
        failed('unlikePost', http(400, 'Post not liked')),
        failed('unlikePost', POST_DETAIL_SERVER_ERROR),
      ] as unknown as Ev[]
    if (s.matches({ ready: { comments: 'adding' } })) return [done('addComment', sampleComment({ id: POST_DETAIL_NEW_COMMENT_ID })), failed('addComment', POST_DETAIL_SERVER_ERROR)] as unknown as Ev[]
    if (s.matches({ ready: { comments: 'deleting' } })) return [done('deleteComment', undefined), failed('deleteComment', POST_DETAIL_SERVER_ERROR)] as unknown as Ev[]
    if (s.matches({ ready: { comments: 'refreshing' } })) {
      // The refetch shows what the server now has: the added comment, or the deleted one gone.
      const change = c.deletingCommentId !== null ? { deleted: c.deletingCommentId } : { added: 'Nice post' }
      return [done('refetchPost', refetched(post, change)), failed('refetchPost', POST_DETAIL_SERVER_ERROR)] as unknown as Ev[]
    }
    if (s.matches({ ready: { removal: 'deleting' } })) return [done('deletePost', undefined), failed('deletePost', POST_DETAIL_SERVER_ERROR)] as unknown as Ev[]
    if (s.matches({ ready: { removal: 'confirming' } })) return [{ type: 'delete.cancel' }, { type: 'delete.confirm' }] as Ev[]
    return [
      { type: 'post.like' },
      { type: 'tags.toggle' },
      ...POST_DETAIL_COMMENTS.filter((value) => value !== c.commentDraft).map((value) => ({ type: 'comment.change' as const, value })),
      ...(post.comments.some((x) => x.id === POST_DETAIL_NEW_COMMENT_ID) ? [] : [{ type: 'comment.submit' as const }]),
      ...(post.comments.some((x) => x.id === 11) ? [{ type: 'comment.delete' as const, commentId: 11 }] : []),
      // The added comment is not deleted again (the graph stays small).
      { type: 'post.delete' },
    ] as Ev[]
  },
  context: (s) => [
    s.context.post ? [s.context.post.user_has_liked, s.context.post.likes_count, s.context.post.comments.map((x) => x.id)] : null,
    s.context.commentDraft,
    s.context.tagsExpanded,
    s.context.deletingCommentId,
  ],
})
