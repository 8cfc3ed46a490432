import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { fromPromise } from 'xstate'
import { postCardsMachine, selectPostCardsView } from '@machines/posts/post-cards.machine'
import { selectListView } from '@machines/shared/list.machine'
import { postListMachine } from '@machines/posts/post-list.machine'
import { fetchPostPage, fetchPostTags, likePost } from '@/api/posts'
import { useSessionUser } from '@/app/session'
import { failureMessage } from '@/ui/failure-text'
import { notify, notifyFailure } from '@/ui/toaster'
import { readLikedPosts, writeLikedPosts } from './post-bits'
import { PostsView } from './posts-view'

/** Binds the post list (shared list machine) and the cards' own rules (tag chips, likes once per session). */
export function PostsPage() {
  const { t } = useTranslation('posts')
  const user = useSessionUser()
  const userId = user?.id ?? null
  const location = useLocation()
  // The edit page of another user's post sends the user here with this notice (docs/spec/2-everyday-modules.md §2, §6).
  const notice = (location.state as { notice?: string } | null)?.notice === 'notAuthorized' ? 'notAuthorized' : null
  const list = useActorRef(postListMachine.provide({ actors: { fetchPage: fromPromise(({ input }) => fetchPostPage(input)) } }), { input: {} })
  const [cardsInput] = useState(() => ({ liked: readLikedPosts(userId) }))
  const cards = useActorRef(
    postCardsMachine.provide({
      actors: {
        fetchTags: fromPromise(() => fetchPostTags()),
        likePost: fromPromise(({ input }) => likePost(input.postId)),
      },
      actions: {
        rememberLiked: (_, { liked }) => writeLikedPosts(userId, liked),
        notifyLiked: () => notify('success', t('toasts.liked')),
        notifyLikeFailed: (_, { failure }) => {
          if (failure !== 'sessionExpired') notifyFailure(failureMessage(t, failure, t('toasts.like')))
        },
      },
    }),
    { input: cardsInput },
  )
  const listView = useSelector(list, selectListView, shallowEqual)
  const cardsView = useSelector(cards, selectPostCardsView, shallowEqual)
  return <PostsView list={listView} cards={cardsView} sendList={list.send} sendCards={cards.send} notice={notice} />
}
