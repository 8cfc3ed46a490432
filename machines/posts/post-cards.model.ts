/**
 * The post list cards' graph model (tests/model/post-cards.model.spec.ts runs it in Chromium):
 * the tag chips (loaded, 10 shown, the toggle, unavailable) and the like once per session on the
 * newest seeded post (40, one like, not liked by the demo user).
 */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { postCardsMachine } from './post-cards.machine'

type Ev = EventFromLogic<typeof postCardsMachine>

/** 12 tags, most used first (2 beyond the 10 chips shown). */
export const POST_CARDS_TAGS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliett', 'kilo', 'lima'] as const
export const POST_CARDS_POST_ID = 40
export const POST_CARDS_BASE_LIKES = 1

const http = (status: number, message: string | null): ApiError => ({ kind: 'http', status, message, issues: null })

export const postCardsModel = defineModel({
  id: 'postCards',
  area: 'posts',
  routes: ['/posts'],
  title: 'Post cards: tag chips and likes',
  description: 'Tag chips (first 10, a toggle for the rest, none when they cannot load) and the like button once per session per post.',
  machine: postCardsMachine,
  starts: [{ name: 'fresh session', input: { liked: [] } }],
  events: (s) => {
    if (s.matches({ chips: 'loading' })) return [done('fetchTags', [...POST_CARDS_TAGS]), failed('fetchTags', http(500, 'Internal Server Error'))] as unknown as Ev[]
    if (s.matches({ likes: 'liking' }))
      return [
        done('likePost', { message: 'Post liked successfully', likes_count: POST_CARDS_BASE_LIKES + 1, user_has_liked: true }),
        failed('likePost', http(400, 'Already liked this post')),
        failed('likePost', http(500, 'Internal Server Error')),
      ] as unknown as Ev[]
    return [{ type: 'tags.toggle' }, { type: 'card.like', postId: POST_CARDS_POST_ID }] as Ev[]
  },
  context: (s) => [s.context.tags.length, s.context.liked, s.context.likeCounts],
})
