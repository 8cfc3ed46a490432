import type { DashboardContext } from '@machines/dashboard/dashboard.machine'
import { dashboardModel } from '@machines/dashboard/dashboard.model'
import { ACTIVITY_FEED_SIZE } from '@machines/dashboard/dashboard-data'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

const modals = async (c: DashboardContext, { page }: StepContext) => {
  if (c.announcementId) {
    await expect(page.getByRole('dialog', { name: 'Todos, posts and search are live' })).toBeVisible()
    await expect(page.getByTestId('dashboard-announcement-modal-steps').locator('li')).toHaveCount(3)
    await expect(page.getByTestId('dashboard-announcement-modal-note')).toHaveText('Everything you create is sample data kept in your browser.')
  } else await expect(page.getByTestId('dashboard-announcement-modal')).toHaveCount(0)
  if (c.postId !== null) {
    await expect(page.getByTestId('dashboard-post-modal')).toBeVisible()
    expect(await page.getByTestId('dashboard-post-modal-tag').count()).toBeLessThanOrEqual(5)
    await expect(page.getByTestId('dashboard-post-modal-open')).toHaveAttribute('href', /^\/posts\/\d+$/)
  } else await expect(page.getByTestId('dashboard-post-modal')).toHaveCount(0)
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const dashboardUi = uiModel({
  model: dashboardModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page }) => {
    await page.goto('/dashboard')
  },
  events: {
    'announcement.open': async (e, { page }) => page.getByTestId(`dashboard-announcement-${e.id}-button`).click(),
    'announcement.close': async (_e, { page }) => page.keyboard.press('Escape'),
    'dashboard.retry': async (_e, { page }) => page.getByRole('button', { name: 'Retry', exact: true }).click(),
    'feed.toggle': async (_e, { page }) => page.getByTestId('dashboard-activity-toggle').click(),
    // The seed's newest post of the user (the model's id only decides the graph).
    'post.open': async (_e, { page }) => page.getByTestId('dashboard-activity-feed').locator('[data-kind="post"] button').first().click(),
    'post.close': async (_e, { page }) => page.getByTestId('dashboard-post-modal-close').click(),
  },
  actors: {
    loadDashboard: {
      endpoint: 'GET /todos/stats',
      error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }),
    },
  },
  states: {
    loading: async ({ context }, ctx) => {
      await expect(ctx.page.getByTestId('dashboard-loading')).toBeVisible()
      await expect(ctx.page.getByTestId('dashboard-stat-todos-value')).toHaveText('–')
      await modals(context as DashboardContext, ctx)
    },
    failed: async ({ context }, ctx) => {
      await expect(ctx.page.getByTestId('dashboard-error-text')).toHaveText('Failed to load data.')
      await expect(ctx.page.getByRole('button', { name: 'Retry', exact: true })).toBeVisible()
      await expect(ctx.page.getByTestId('dashboard-loading')).toHaveCount(0)
      await modals(context as DashboardContext, ctx)
    },
    ready: async ({ context }, ctx) => {
      const c = context as DashboardContext
      const { page } = ctx
      await expect(page.getByTestId('dashboard-loading')).toHaveCount(0)
      await expect(page.getByTestId('dashboard-error')).toHaveCount(0)
      for (const id of ['posts', 'todos', 'completed', 'recent']) await expect(page.getByTestId(`dashboard-stat-${id}-value`)).toHaveText(/^\d+$/)
      const entries = page.getByTestId('dashboard-activity-feed').locator(':scope > li')
      const toggle = page.getByTestId('dashboard-activity-toggle')
      if (c.expanded) {
        expect(await entries.count()).toBeGreaterThan(ACTIVITY_FEED_SIZE)
        await expect(toggle).toHaveText('Show less')
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      } else {
        await expect(entries).toHaveCount(ACTIVITY_FEED_SIZE)
        await expect(toggle).toHaveText(/^Show more \(\d+\)$/)
      }
      await modals(c, ctx)
    },
  },
})
