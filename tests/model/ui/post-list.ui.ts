import { pageCount, type ListContext } from '@machines/shared/list.machine'
import type { ApiPost } from '@machines/shared/contracts-everyday'
import type { PostFilters } from '@machines/posts/post-list.machine'
import { postListModel } from '@machines/posts/post-list.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

type Ctx = ListContext<ApiPost, PostFilters>

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const postListUi = uiModel({
  model: postListModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page }) => {
    await page.goto('/posts')
  },
  events: {
    'list.page': async (e, { page, before }) => page.getByTestId(e.page > (before.context as Ctx).page ? 'posts-next-button' : 'posts-prev-button').click(),
    'list.filter': async (e, { page }) => page.getByRole('searchbox', { name: 'Search posts' }).fill(e.filters.search ?? ''),
    'list.reload': async (_e, { page }) => page.getByTestId('posts-retry-button').click(),
    // Another tab's write reached this tab's sandbox data (mocks/browser.ts fires this event; src/lib/data-changes.ts listens).
    'list.sync': async (_e, { page }) =>
      page.evaluate((collection) => window.dispatchEvent(new CustomEvent('qa-sandbox-change', { detail: { collections: [collection] } })), 'posts'),
  },
  actors: {
    fetchPage: {
      endpoint: 'GET /posts',
      done: (event, { before }) => {
        const output = (event as unknown as { output: { items: ApiPost[]; total: number } }).output
        return { status: 200, body: { posts: output.items, total: output.total, page: (before.context as Ctx).page, limit: 10 } }
      },
      error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }),
    },
  },
  states: {
    loading: async ({ context }, { page }) => {
      const c = context as Ctx
      await expect(page.getByTestId('posts-loading')).toHaveText('Loading posts…')
      await expect(page.getByTestId('posts-list')).toHaveAttribute('aria-busy', 'true')
      await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue(c.filters.search)
      await expect(page.getByTestId('posts-next-button')).toBeDisabled()
    },
    ready: async ({ context }, { page }) => {
      const c = context as Ctx
      await expect(page.getByTestId('posts-loading')).toHaveCount(0)
      await expect(page.getByTestId('posts-error')).toHaveCount(0)
      await expect(page.getByTestId('posts-total')).toHaveText(c.total === 1 ? '1 post' : `${c.total} posts`)
      await expect(page.getByTestId('posts-page-status')).toHaveText(`Page ${c.page} of ${pageCount(c)}`)
      await expect(page.getByTestId('posts-list').locator(':scope > li')).toHaveCount(c.items.length)
      for (const post of c.items) await expect(page.getByTestId(`post-card-${post.id}-title`)).toHaveText(post.title)
      if (c.more) await expect(page.getByTestId('posts-next-button')).toBeEnabled()
      else await expect(page.getByTestId('posts-next-button')).toBeDisabled()
    },
    failed: async ({ context }, { page }) => {
      const c = context as Ctx
      await expect(page.getByTestId('posts-loading')).toHaveCount(0)
      await expect(page.getByTestId('posts-error')).toContainText('The server ran into a problem. Please try again later.')
      await expect(page.getByTestId('posts-retry-button')).toBeEnabled()
      await expect(page.getByTestId('posts-list').locator(':scope > li')).toHaveCount(c.items.length)
    },
  },
})
