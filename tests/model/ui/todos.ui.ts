import type { Page } from '@playwright/test'
import { todoSubmitEnabled, type TodosContext } from '@machines/todos/todos.machine'
import { TODO_LIST_SAMPLE } from '@machines/todos/todo-list.model'
import { todosModel } from '@machines/todos/todos.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

const firstRow = (page: Page) => page.getByTestId('todos-list').locator(':scope > li').first()
/** A button of the first row (after the list has loaded). */
async function rowButton(page: Page, kind: 'toggle' | 'edit' | 'delete') {
  await expect(page.getByTestId('todos-loading')).toHaveCount(0)
  const id = (await firstRow(page).getAttribute('data-testid'))!.replace('todo-item-', '')
  return page.getByTestId(`todo-${kind}-button-${id}`)
}
const refusal = () => ({ status: 400, body: { detail: 'Nope' } })

async function assertState(snapshot: { context: unknown; value: unknown }, { page }: StepContext) {
  const c = snapshot.context as TodosContext
  const { stats, action } = snapshot.value as { stats: string; action: string }
  const allCount = page.getByTestId('todos-filter-all-count')
  if (stats === 'ready') await expect(allCount).toHaveText(/^\d+$/)
  if (stats === 'failed') {
    await expect(page.getByTestId('todos-stats-error')).toBeVisible()
    await expect(allCount).toHaveText('–')
  } else await expect(page.getByTestId('todos-stats-error')).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', c.language)
  const modal = page.getByTestId('todos-form-modal')
  const confirm = page.getByTestId('todos-delete-dialog')
  switch (action) {
    case 'idle':
      await expect(modal).toHaveCount(0)
      await expect(confirm).toHaveCount(0)
      await expect(page.getByTestId('todos-add-button')).toBeEnabled()
      break
    case 'editing': {
      const values = c.form!.values
      await expect(modal).toBeVisible()
      // Editing opens with the row's own title (the model's sample row stands for the first row).
      if (c.form!.id !== null && values.title === TODO_LIST_SAMPLE.title) await expect(page.getByTestId('todos-title-input')).toHaveValue(/.{3,}/)
      else await expect(page.getByTestId('todos-title-input')).toHaveValue(values.title)
      const submit = page.getByTestId('todos-form-submit')
      if (todoSubmitEnabled(values)) await expect(submit).toBeEnabled()
      else {
        await expect(submit).toBeDisabled()
        await expect(page.getByTestId('todos-submit-hint')).toBeVisible()
      }
      if (c.form!.attempted && !todoSubmitEnabled(values)) await expect(page.getByTestId('todos-title-error')).toBeVisible()
      else await expect(page.getByTestId('todos-title-error')).toHaveCount(0)
      if (c.form!.failure) await expect(page.getByTestId('todos-form-error')).toBeVisible()
      else await expect(page.getByTestId('todos-form-error')).toHaveCount(0)
      break
    }
    case 'creating':
    case 'updating':
      await expect(modal).toBeVisible()
      await expect(page.getByTestId('todos-form-submit')).toBeDisabled()
      await expect(page.getByTestId('todos-title-input')).toBeDisabled()
      break
    case 'toggling':
      await expect(page.getByTestId('todos-add-button')).toBeDisabled()
      await expect(confirm).toHaveCount(0)
      break
    case 'confirmingDelete':
      await expect(confirm).toBeVisible()
      break
    case 'fading':
    case 'deleting':
      // The 300 ms fade may already have given way to the (held) delete.
      await expect(confirm).toHaveCount(0)
      await expect(page.locator('[data-testid^="todo-item-"][data-state]')).toHaveAttribute('data-state', action === 'deleting' ? 'deleting' : /^(fading|deleting)$/)
      await expect(page.getByTestId('todos-add-button')).toBeDisabled()
      break
    default:
      throw new Error(`unexpected action state ${action}`)
  }
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const todosUi = uiModel({
  model: todosModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page, start }) => {
    await page.goto(start.input.openForm ? '/todos?add=true' : '/todos')
    await expect(firstRow(page)).toBeVisible()
    if (start.input.openForm) await expect(page).toHaveURL(/\/todos$/)
  },
  events: {
    'form.open': async (_e, { page }) => page.getByTestId('todos-add-button').click(),
    'form.edit': async (_e, { page }) => (await rowButton(page, 'edit')).click(),
    'field.change': async (e, { page }) => page.getByTestId(`todos-title-input`).fill(e.value),
    'form.submit': async (_e, { page, before }) => {
      // A title under 3 characters disables the button: the attempt is Enter in the field.
      if (todoSubmitEnabled((before.context as TodosContext).form!.values)) await page.getByTestId('todos-form-submit').click()
      else await page.getByTestId('todos-title-input').press('Enter')
    },
    'form.cancel': async (_e, { page }) => page.getByTestId('todos-form-cancel').click(),
    'todo.toggle': async (_e, { page }) => (await rowButton(page, 'toggle')).click(),
    'todo.delete': async (_e, { page, before }) => {
      const button = await rowButton(page, 'delete')
      // Korean: the DELETE starts by itself 300 ms after the click, maybe before the harness has
      // set its outcome; a short sandbox latency lets the request take the scenario set at the
      // fade step (see the fade handler below).
      if ((before.context as TodosContext).language === 'ko') await page.evaluate(() => window.__sandbox!.setLatency(1000))
      await button.click()
    },
    'delete.confirm': async (_e, { page }) => page.getByTestId('todos-delete-confirm').click(),
    'delete.cancel': async (_e, { page }) => page.getByTestId('todos-delete-cancel').click(),
    'language.set': async (e, { page }) => page.getByTestId('header-language-select').selectOption(e.language),
    'stats.reload': async (_e, { page }) => page.getByTestId('todos-stats-retry-button').click(),
    // The fade's end: the harness has just set the DELETE outcome; wait until the request has
    // passed the latency (it is held now), then turn the latency off again.
    ...({
      'xstate.after.fadeDelay.todos.action.fading': async (_e: unknown, { page, sandbox }: StepContext) => {
        await sandbox.waitForPending('DELETE /todos/:id')
        await page.waitForTimeout(1100)
        await page.evaluate(() => window.__sandbox!.setLatency(0))
      },
    } as object),
  },
  actors: {
    fetchStats: { endpoint: 'GET /todos/stats', error: refusal },
    createTodo: { endpoint: 'POST /todos', error: refusal },
    updateTodo: { endpoint: 'PATCH /todos/:id', error: refusal },
    toggleTodo: { endpoint: 'PATCH /todos/:id/toggle', error: refusal },
    deleteTodo: { endpoint: 'DELETE /todos/:id', error: refusal },
  },
  states: {
    'stats.loading': assertState,
    'stats.ready': assertState,
    'stats.failed': assertState,
  },
})
