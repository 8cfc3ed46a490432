import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { fromPromise } from 'xstate'
import { postFormMachine, type PostFormInput, selectPostFormView } from '@machines/posts/post-form.machine'
import { createPost, fetchPost, updatePost } from '@/api/posts'
import { useSessionUser } from '@/app/session'
import { postIdOf } from './post-detail-page'
import { PostNotFoundView } from './post-detail-view'
import { PostFormView } from './post-form-view'

export function PostCreatePage() {
  return <PostForm key="create" mode="create" postId={null} />
}

export function PostEditPage() {
  const postId = postIdOf(useParams().id)
  return postId === null ? <PostNotFoundView /> : <PostForm key={postId} mode="edit" postId={postId} />
}

function PostForm({ mode, postId }: { mode: 'create' | 'edit'; postId: number | null }) {
  const navigate = useNavigate()
  const user = useSessionUser()
  const [input] = useState<PostFormInput>(() => (mode === 'edit' && postId !== null ? { mode, postId, userId: user?.id ?? null } : { mode: 'create', userId: user?.id ?? null }))
  const actorRef = useActorRef(
    postFormMachine.provide({
      actors: {
        fetchPost: fromPromise(({ input }) => fetchPost(input.postId)),
        savePost: fromPromise(({ input }) => (input.mode === 'edit' && input.postId !== null ? updatePost(input.postId, input.body) : createPost(input.body))),
      },
      actions: {
        postSaved: (_, { post }) => void navigate(`/posts/${post.id}`),
        // docs/spec/2-everyday-modules.md §2, §6: the list shows "You are not authorized to edit this post".
        notAuthorized: () => void navigate('/posts', { replace: true, state: { notice: 'notAuthorized' } }),
      },
    }),
    { input },
  )
  const view = useSelector(actorRef, selectPostFormView, shallowEqual)
  if (view.notFound) return <PostNotFoundView />
  return <PostFormView view={view} send={actorRef.send} />
}
