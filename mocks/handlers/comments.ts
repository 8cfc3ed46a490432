/**
 * /comments (docs/spec/2-everyday-modules.md §7 "Posts and comments"): add a comment to a post the caller may see
 * (404 "Post not found" for a missing post or someone else's draft) and delete one's own
 * comment (403 for anyone else's, also for the post's author).
 */
import { HttpResponse } from 'msw'
import type { MessageResponse } from '@machines/shared/contracts'
import { commentCreateRequest, type ApiComment } from '@machines/shared/contracts-everyday'
import { nextId } from '../db/database'
import { clock } from '../tokens'
import { fail, intParam, parseBody, requireUser, route } from './http'
import { recordActivity } from './activity'
import { byId } from './listing'
import { findVisiblePost, PostView } from './posts'

export const COMMENT_NOT_FOUND = 'Comment not found'
export const NOT_AUTHORIZED_DELETE_COMMENT = 'Not authorized to delete this comment'
export const COMMENT_DELETED_MESSAGE = 'Comment deleted successfully'

export const commentRoutes = [
  route(
    'POST',
    '/comments',
    async ({ request, c }) => {
      const { user } = await requireUser(request)
      const body = await parseBody(request, commentCreateRequest)
      const post = findVisiblePost(c, user.id, body.post_id)
      const comment = await c.comments.create({
        id: nextId(c.comments),
        post_id: post.id,
        author_id: user.id,
        content: body.content,
        created_at: clock.iso(),
      })
      await recordActivity(c, user.id, { kind: 'comment_added', subjectId: post.id, title: post.title })
      return HttpResponse.json<ApiComment>(new PostView(c, user.id).comment(comment), { status: 201 })
    },
    { body: commentCreateRequest },
  ),

  route('DELETE', '/comments/:id', async ({ request, params, c }) => {
    const { user } = await requireUser(request)
    const comment = byId(c.comments, intParam(params.id, 'id'))
    if (!comment) fail(404, COMMENT_NOT_FOUND)
    if (comment.author_id !== user.id) fail(403, NOT_AUTHORIZED_DELETE_COMMENT)
    c.comments.delete(comment)
    return HttpResponse.json<MessageResponse>({ message: COMMENT_DELETED_MESSAGE })
  }),
]
