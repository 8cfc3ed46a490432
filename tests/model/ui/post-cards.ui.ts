import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import type { ApiError } from '@machines/shared/errors'
import { TAG_CHIPS_SHOWN, type PostCardsContext } from '@machines/posts/post-cards.machine'
import { POST_CARDS_BASE_LIKES, POST_CARDS_POST_ID, postCardsModel } from '@machines/posts/post-cards.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const id = POST_CARDS_POST_ID

/** GET /posts/popular answers posts; tag k is on 12 - k of them, so the chips come in the model's order. */
function popularWithTags(tags: string[]) {
  return tags.map((_, k) => ({ id: 900 + k, tags: tags.slice(0, tags.length - k) }))
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const postCardsUi = uiModel({
  model: postCardsModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page }) => {
    await page.goto('/posts')
  },
  events: {
    'tags.toggle': async (_e, { page }) => page.getByTestId('posts-tags-toggle').click(),
    'card.like': async (_e, { page }) => page.getByTestId(`post-like-button-${id}`).click(),
  },
  actors: {
    fetchTags: {
      endpoint: 'GET /posts/popular',
      done: (event) => ({ status: 200, body: popularWithTags((event as unknown as { output: string[] }).output) }),
      error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }),
    },
    likePost: {
      endpoint: 'POST /posts/:id/like',
      done: (event) => ({ status: 200, body: (event as unknown as { output: unknown }).output }),
      error: (event) => {
        const error = (event as unknown as { error: ApiError }).error
        return { status: error.status ?? 500, body: { detail: error.message } }
      },
    },
  },
  states: {
    'chips.loading': assertCards,
    'chips.collapsed': assertCards,
    'chips.expanded': assertCards,
    'chips.unavailable': assertCards,
  },
})

async function assertCards(s: AnyMachineSnapshot, { page }: { page: Page }) {
  const c = s.context as PostCardsContext
  await expect(page.getByTestId('posts-total')).toHaveText('39 posts')
  const chips = page.getByTestId('posts-tags').getByRole('button', { name: /^#/ })
  if (s.matches({ chips: 'collapsed' }) || s.matches({ chips: 'expanded' })) {
    const shown = s.matches({ chips: 'expanded' }) ? c.tags : c.tags.slice(0, TAG_CHIPS_SHOWN)
    await expect(chips).toHaveText(shown.map((t) => `#${t}`))
    await expect(page.getByTestId('posts-tags-toggle')).toHaveText(s.matches({ chips: 'expanded' }) ? 'Show fewer tags' : `Show ${c.tags.length - TAG_CHIPS_SHOWN} more tags`)
    await expect(page.getByTestId('posts-tags-toggle')).toHaveAttribute('aria-expanded', String(s.matches({ chips: 'expanded' })))
  } else {
    await expect(page.getByTestId('posts-tags')).toHaveCount(0)
  }
  const like = page.getByTestId(`post-like-button-${id}`)
  const liked = c.liked.includes(id)
  const count = c.likeCounts[id] ?? POST_CARDS_BASE_LIKES
  await expect(page.getByTestId(`post-card-${id}-likes`)).toHaveText(count === 1 ? '1 like' : `${count} likes`)
  if (liked) {
    await expect(like).toHaveText('Liked')
    await expect(like).toBeDisabled()
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('qa-posts-liked-1'))).toBe(JSON.stringify(c.liked))
  } else if (s.hasTag('liking')) {
    await expect(like).toBeDisabled()
  } else {
    await expect(like).toHaveText('Like')
    await expect(like).toBeEnabled()
  }
}
