import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { canSubmitCard, type KanbanBoardContext, type KanbanOp } from '@machines/kanban/kanban-board.machine'
import { KANBAN_MODEL_TEMPLATE, kanbanBoardModel } from '@machines/kanban/kanban-board.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const SERVER_ERROR = () => ({ status: 500, body: { detail: 'Internal Server Error' } })

/** docs/spec/2-everyday-modules.md §8: the red error per operation (the 500 carries no message the screen would show). */
const ERROR_TEXT: Record<KanbanOp, string> = {
  fetchBoards: 'Failed to fetch boards',
  fetchBoard: 'Failed to fetch board',
  createBoard: 'Failed to create board',
  createColumn: 'Failed to create column',
  createCard: 'Failed to create card',
  updateCard: 'Failed to update card',
  deleteCard: 'Failed to delete card',
  moveCard: 'Failed to move card',
}

const contextOf = (s: AnyMachineSnapshot) => s.context as KanbanBoardContext

async function expectState(page: Page, s: AnyMachineSnapshot): Promise<void> {
  await expect(page.getByTestId('kanban-page')).toHaveAttribute('data-state', JSON.stringify(s.value))
}

/** Loading, auto-setup and template steps: the spinner, no board, no error. */
const busyUi = async (s: AnyMachineSnapshot, { page }: { page: Page }) => {
  await expectState(page, s)
  await expect(page.getByTestId('kanban-loading')).toBeVisible()
  await expect(page.getByTestId('kanban-board')).toHaveCount(0)
  await expect(page.getByTestId('kanban-error')).toHaveCount(0)
}

/** The board is open: its title, the board choice when there are several, the form and the red error as the context says. */
const readyUi = async (s: AnyMachineSnapshot, { page }: { page: Page }) => {
  const c = contextOf(s)
  await expectState(page, s)
  await expect(page.getByTestId('kanban-loading')).toHaveCount(0)
  await expect(page.getByTestId('kanban-board')).toBeVisible()
  await expect(page.getByTestId('kanban-board-title')).toHaveText(c.board!.title)
  await expect(page.getByTestId('kanban-board-select')).toHaveCount(c.boards.length > 1 ? 1 : 0)
  if (c.failure) await expect(page.getByTestId('kanban-error')).toHaveText(ERROR_TEXT[c.failure.op])
  else await expect(page.getByTestId('kanban-error')).toHaveCount(0)
  const modal = page.getByTestId('kanban-form-modal')
  if (c.form === null) {
    await expect(modal).toHaveCount(0)
    return
  }
  await expect(modal).toBeVisible()
  await expect(page.getByTestId('kanban-form-modal-title')).toHaveText(c.form.mode === 'create' ? 'Add task' : 'Edit task')
  await expect(page.getByTestId('kanban-form-title-input')).toHaveValue(c.form.values.title)
  // The assignee choices: none and the 5 sample users, also when loading them failed (the built-in copy).
  await expect(page.getByTestId('kanban-form-assignee-select').locator('option')).toHaveText(['None', ...c.users.map((u) => u.name)])
  const submit = page.getByTestId('kanban-form-submit-button')
  if (s.hasTag('saving')) {
    await expect(submit).toBeDisabled()
    await expect(submit).toContainText('Saving…')
  } else if (canSubmitCard(c.form.values)) await expect(submit).toBeEnabled()
  else await expect(submit).toBeDisabled()
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const kanbanBoardUi = uiModel({
  model: kanbanBoardModel,
  // The demo user has no board: the first visit runs the auto-setup.
  setup: async ({ page }) => signInViaApi(page, 'demo'),
  start: async ({ page }) => {
    await page.goto('/kanban')
    await expect(page.getByTestId('kanban-page')).toBeVisible()
  },
  events: {
    'board.retry': async (_e, { page }) => page.getByTestId('kanban-retry-button').click(),
    'template.apply': async (_e, { page }) => {
      await page.getByTestId('kanban-template-select').selectOption(KANBAN_MODEL_TEMPLATE)
      await page.getByTestId('kanban-template-apply-button').click()
    },
    'board.open': async (e, { page, before }) => {
      // The choice lists the boards in the order the machine has them; ids differ from the model's.
      const index = contextOf(before).boards.findIndex((b) => b.id === e.id)
      await page.getByTestId('kanban-board-select').selectOption({ index })
    },
    'card.add': async (_e, { page }) => page.locator('[data-testid^="kanban-add-card-button-"]').first().click(),
    'card.edit': async (_e, { page }) => {
      const card = page.locator('.kanban-card').first()
      await card.hover()
      await card.locator('[data-testid^="kanban-card-edit-button-"]').click()
    },
    'card.delete': async (_e, { page }) => {
      const card = page.locator('.kanban-card').first()
      await card.hover()
      await card.locator('[data-testid^="kanban-card-delete-button-"]').click()
    },
    'form.change': async (e, { page }) => page.getByTestId('kanban-form-title-input').fill(e.value),
    'form.submit': async (_e, { page }) => page.getByTestId('kanban-form-submit-button').click(),
    'form.close': async (_e, { page }) => page.keyboard.press('Escape'),
  },
  actors: {
    loadUsers: { endpoint: 'GET /kanban/users', error: SERVER_ERROR },
    listBoards: { endpoint: 'GET /kanban/boards', error: SERVER_ERROR },
    createBoard: { endpoint: 'POST /kanban/boards', error: SERVER_ERROR },
    createColumn: { endpoint: 'POST /kanban/boards/:id/columns', error: SERVER_ERROR },
    loadBoard: { endpoint: 'GET /kanban/boards/:id', error: SERVER_ERROR },
    saveCard: {
      endpoint: ({ before }) => (contextOf(before).form?.mode === 'edit' ? 'PATCH /kanban/cards/:id' : 'POST /kanban/columns/:id/cards'),
      error: SERVER_ERROR,
    },
    // The model keeps a card on the board (see kanban-board.model.ts): a successful delete is
    // answered by the sandbox without removing it. tests/e2e/kanban.spec.ts checks the real removal.
    deleteCard: {
      endpoint: 'DELETE /kanban/cards/:id',
      done: () => ({ status: 200, body: { message: 'Card deleted successfully' } }),
      error: SERVER_ERROR,
    },
  },
  states: {
    loadingUsers: busyUi,
    loadingBoards: busyUi,
    creatingBoard: busyUi,
    creatingColumn: busyUi,
    loadingBoard: busyUi,
    failed: async (s, { page }) => {
      await expectState(page, s)
      await expect(page.getByTestId('kanban-loading')).toHaveCount(0)
      await expect(page.getByTestId('kanban-board')).toHaveCount(0)
      await expect(page.getByTestId('kanban-error')).toHaveText(ERROR_TEXT[contextOf(s).failure!.op])
      await expect(page.getByTestId('kanban-retry-button')).toBeEnabled()
    },
    'ready.idle': readyUi,
    'ready.saving': readyUi,
    'ready.deleting': readyUi,
    'ready.reloading': readyUi,
  },
})
