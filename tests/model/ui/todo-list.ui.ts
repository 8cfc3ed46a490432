import type { Page } from '@playwright/test'
import type { ListContext } from '@machines/shared/list.machine'
import type { Todo } from '@machines/todos/todo'
import type { TodoFilters } from '@machines/todos/todo-list.machine'
import { todoListModel } from '@machines/todos/todo-list.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

type Ctx = ListContext<Todo, TodoFilters>

/** Tops the demo user up to 30 todos, so "All" has a second page (20 per page). */
async function atLeast30Todos(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'Content-Type': 'application/json' }
    const stats = (await (await fetch('/api/v1/todos/stats', { headers })).json()) as { total: number }
    for (let i = stats.total; i < 30; i++) await fetch('/api/v1/todos/', { method: 'POST', headers, body: JSON.stringify({ title: `Paging todo ${i + 1}` }) })
  })
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const todoListUi = uiModel({
  model: todoListModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
    await atLeast30Todos(page)
  },
  start: async ({ page }) => {
    await page.goto('/todos')
  },
  events: {
    'list.reload': async (_e, { page, before }) => {
      if (before.matches('failed')) await page.getByTestId('todos-retry-button').click()
      else await page.getByTestId('todos-refresh-button').click()
    },
    'list.filter': async (e, { page }) => page.getByTestId(`todos-filter-${e.filters.status}`).click(),
    // Another tab's write reached this tab's sandbox data (mocks/browser.ts fires this event; src/lib/data-changes.ts listens).
    'list.sync': async (_e, { page }) =>
      page.evaluate((collection) => window.dispatchEvent(new CustomEvent('qa-sandbox-change', { detail: { collections: [collection] } })), 'todos'),
    'list.page': async (e, { page, before }) => page.getByTestId(e.page > (before.context as Ctx).page ? 'todos-page-next' : 'todos-page-prev').click(),
  },
  actors: {
    fetchPage: {
      endpoint: 'GET /todos',
      error: () => ({ status: 400, body: { detail: 'Nope' } }),
    },
  },
  states: {
    loading: async (_s, { page }) => {
      await expect(page.getByTestId('todos-loading')).toBeVisible()
      await expect(page.getByTestId('todos-error')).toHaveCount(0)
    },
    ready: async ({ context }, { page }) => {
      const c = context as Ctx
      await expect(page.getByTestId('todos-loading')).toHaveCount(0)
      await expect(page.getByTestId('todos-error')).toHaveCount(0)
      await expect(page.getByTestId(`todos-filter-${c.filters.status}`)).toHaveAttribute('aria-pressed', 'true')
      const rows = page.getByTestId('todos-list').locator(':scope > li')
      if (c.filters.status === 'completed') await expect(rows.and(page.locator('[data-completed="false"]'))).toHaveCount(0)
      if (c.filters.status === 'incomplete') await expect(rows.and(page.locator('[data-completed="true"]'))).toHaveCount(0)
      if ((await rows.count()) > 0) await expect(page.getByTestId('todos-page-info')).toHaveText(new RegExp(`^Page ${c.page} of \\d+$`))
      if (c.page === 1 && (await rows.count()) > 0) await expect(page.getByTestId('todos-page-prev')).toBeDisabled()
    },
    failed: async (_s, { page }) => {
      await expect(page.getByTestId('todos-error')).toBeVisible()
      await expect(page.getByTestId('todos-retry-button')).toBeEnabled()
    },
  },
})
