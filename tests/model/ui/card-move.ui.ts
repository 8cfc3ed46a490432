import type { Page } from '@playwright/test'
import type { CardMoveContext } from '@machines/kanban/card-move.machine'
import { cardMoveModel } from '@machines/kanban/card-move.model'
import { api, expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const SERVER_ERROR = () => ({ status: 500, body: { detail: 'Internal Server Error' } })

/** Keyboard drop: the first card (not the moving one) of the first column that has one, one column to the right (the last wraps to the first). */
async function dropNextColumn(page: Page): Promise<void> {
  const columns = page.locator('[data-testid^="kanban-column-cards-"]')
  const count = await columns.count()
  for (let i = 0; i < count; i++) {
    const handle = columns.nth(i).locator('.kanban-card:not([data-moving]) [data-testid^="kanban-card-handle-"]').first()
    if ((await handle.count()) === 0) continue
    // A dialog that just closed may still hand the focus back to its trigger: focus until it stays.
    await expect(async () => {
      await handle.focus()
      await page.waitForTimeout(50)
      await expect(handle).toBeFocused({ timeout: 100 })
    }).toPass()
    // Space, the arrows and Space back to back: the app takes keys as fast as they come.
    await page.keyboard.press('Space')
    const keys = i === count - 1 ? Array.from({ length: count - 1 }, () => 'ArrowLeft') : ['ArrowRight']
    for (const key of keys) await page.keyboard.press(key)
    await page.keyboard.press('Space')
    return
  }
  throw new Error('no card to drop')
}

const idleUi = async (c: CardMoveContext, page: Page) => {
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  await expect(page.locator('[data-testid^="kanban-card-spinner-"]')).toHaveCount(0)
  await expect(page.getByTestId('kanban-move-refused')).toHaveCount(0)
  if (c.failure) await expect(page.getByTestId('kanban-error')).toHaveText(c.failure.op === 'moveCard' ? 'Failed to move card' : 'Failed to fetch board')
  else await expect(page.getByTestId('kanban-error')).toHaveCount(0)
}

const movingUi = async (c: CardMoveContext, page: Page) => {
  await expect(page.getByTestId('kanban-moving-indicator')).toBeVisible()
  await expect(page.locator('[data-testid^="kanban-card-spinner-"]')).toHaveCount(1)
  if (c.refused !== null) await expect(page.getByTestId('kanban-move-refused')).toBeVisible()
  else await expect(page.getByTestId('kanban-move-refused')).toHaveCount(0)
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const cardMoveUi = uiModel({
  model: cardMoveModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
    // The demo user's board, as the auto-setup makes it, with three cards in To Do.
    const board = await api<{ id: number }>(page, 'POST', '/kanban/boards', { title: 'My Kanban Board', description: 'Personal task management board' })
    const columns: number[] = []
    for (const [position, key] of ['todo', 'inProgress', 'review', 'done'].entries()) {
      columns.push((await api<{ id: number }>(page, 'POST', `/kanban/boards/${board.id}/columns`, { title: key, position, translation_key: key })).id)
    }
    for (const title of ['Model card 1', 'Model card 2', 'Model card 3']) await api(page, 'POST', `/kanban/columns/${columns[0]}/cards`, { title })
  },
  start: async ({ page }) => {
    await page.goto('/kanban')
    await expect(page.getByTestId('kanban-page')).toHaveAttribute('data-state', /ready/)
  },
  events: {
    'card.drop': async (_e, { page }) => dropNextColumn(page),
    'failure.dismiss': async (_e, { page }) => page.getByTestId('kanban-error-dismiss-button').click(),
    'board.set': async (_e, { page }) => {
      // An add through the form reloads the board, which the board machine hands to the move machine.
      await page.locator('[data-testid^="kanban-add-card-button-"]').first().click()
      await page.getByTestId('kanban-form-title-input').fill('Added by the model')
      await page.getByTestId('kanban-form-submit-button').click()
      await expect(page.getByTestId('kanban-form-modal')).toHaveCount(0)
      await expect(page.getByText('Added by the model').first()).toBeVisible()
    },
  },
  actors: {
    moveCard: {
      endpoint: 'POST /kanban/cards/:id/move',
      error: SERVER_ERROR,
      // The reload that follows a landed move is held too, so `reloading` stays on screen for a
      // user event (the refused second drop); a following loadBoard step releases (or fails) it.
      done: (_e, { sandbox }) => {
        void sandbox.scenario('GET /kanban/boards/:id', { hold: true, times: 1 })
        return {}
      },
    },
    loadBoard: { endpoint: 'GET /kanban/boards/:id', error: SERVER_ERROR },
  },
  states: {
    idle: async ({ context }, { page }) => idleUi(context as CardMoveContext, page),
    moving: async ({ context }, { page }) => movingUi(context as CardMoveContext, page),
    reloading: async ({ context }, { page }) => movingUi(context as CardMoveContext, page),
  },
})
