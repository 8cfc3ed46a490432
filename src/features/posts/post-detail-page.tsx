import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { fromPromise } from 'xstate'
import { postDetailMachine, selectPostDetailView } from '@machines/posts/post-detail.machine'
import { addComment, deleteComment, deletePost, fetchPost, likePost, unlikePost } from '@/api/posts'
import { useSessionUser } from '@/app/session'
import { notifyPostNotice } from './post-bits'
import { PostDetailView, PostNotFoundView } from './post-detail-view'

/** A route id that is a positive whole number, else null (the not-found view). */
export function postIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

export function PostDetailPage() {
  const postId = postIdOf(useParams().id)
  // A new actor per post: navigating from one post to another starts over (and reloads).
  return postId === null ? <PostNotFoundView /> : <PostDetail key={postId} postId={postId} />
}

function PostDetail({ postId }: { postId: number }) {
  const { t } = useTranslation('posts')
  const navigate = useNavigate()
  const user = useSessionUser()
  const [input] = useState(() => ({ postId, userId: user?.id ?? null }))
  const actorRef = useActorRef(
    postDetailMachine.provide({
      actors: {
        fetchPost: fromPromise(({ input }) => fetchPost(input.postId)),
        likePost: fromPromise(({ input }) => likePost(input.postId)),
        unlikePost: fromPromise(({ input }) => unlikePost(input.postId)),
        addComment: fromPromise(({ input }) => addComment(input.postId, input.content)),
        deleteComment: fromPromise(({ input }) => deleteComment(input.commentId)),
        deletePost: fromPromise(({ input }) => deletePost(input.postId)),
      },
      actions: {
        notify: (_, notice) => notifyPostNotice(t, notice),
        postDeleted: () => void navigate('/posts'),
      },
    }),
    { input },
  )
  const view = useSelector(actorRef, selectPostDetailView, shallowEqual)
  return <PostDetailView view={view} send={actorRef.send} />
}
