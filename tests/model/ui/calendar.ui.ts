import type { Page } from '@playwright/test'
import type { CalendarContext } from '@machines/calendar/calendar.machine'
import { calendarModel } from '@machines/calendar/calendar.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

/** The 14th of the sandbox clock's month: the seed's day with 5 events. */
async function crowdedDay(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date(window.__sandbox!.now())
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-14`
  })
}

const ctxOf = (ctx: StepContext) => ctx.before.context as CalendarContext

/** The first event of the crowded day in the side panel (selecting that day first). */
async function panelButton(page: Page, kind: 'edit' | 'delete') {
  await page.getByTestId(`calendar-day-${await crowdedDay(page)}-button`).click()
  await page.getByTestId('calendar-panel').locator(`[data-testid^="calendar-panel-${kind}-button-"]`).first().click()
}

const modals = async (c: CalendarContext, page: Page) => {
  const shown = async (testId: string, open: boolean) =>
    open ? expect(page.getByTestId(testId)).toBeVisible() : expect(page.getByTestId(testId)).toHaveCount(0)
  await shown('calendar-day-modal', c.dayList !== null)
  await shown('calendar-event-modal', c.viewId !== null)
  await shown('calendar-form-modal', c.form !== null)
  await shown('calendar-delete-modal', c.deleteId !== null)
  if (c.form) await expect(page.getByTestId('calendar-form-modal-title')).toHaveText(c.form.mode === 'create' ? 'Add event' : 'Edit event')
  await shown('calendar-delete-error', c.deleteFailure !== null)
  if (c.deleteFailure) await expect(page.getByTestId('calendar-delete-error').getByTestId('calendar-failure-title')).toHaveText('Failed to delete event')
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const calendarUi = uiModel({
  model: calendarModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page }) => {
    await page.goto('/calendar')
  },
  events: {
    'month.prev': async (_e, { page }) => page.getByTestId('calendar-prev-button').click(),
    'month.next': async (_e, { page }) => page.getByTestId('calendar-next-button').click(),
    'month.today': async (_e, { page }) => page.getByTestId('calendar-today-button').click(),
    'events.retry': async (_e, { page }) => page.getByTestId('calendar-retry-button').click(),
    'day.select': async (_e, { page }) => page.getByTestId(`calendar-day-${await crowdedDay(page)}-button`).click(),
    'day.more': async (_e, { page }) => page.getByTestId(`calendar-day-${await crowdedDay(page)}-more`).click(),
    'event.view': async (_e, { page }) => page.getByTestId('calendar-day-modal').locator('[data-testid^="calendar-day-modal-view-button-"]').first().click(),
    'event.add': async (_e, ctx) =>
      ctxOf(ctx).dayList !== null ? ctx.page.getByTestId('calendar-day-modal-add-button').click() : ctx.page.getByTestId('calendar-add-button').click(),
    'event.edit': async (_e, ctx) => (ctxOf(ctx).viewId !== null ? ctx.page.getByTestId('calendar-event-modal-edit-button').click() : panelButton(ctx.page, 'edit')),
    'event.delete': async (_e, ctx) => (ctxOf(ctx).viewId !== null ? ctx.page.getByTestId('calendar-event-modal-delete-button').click() : panelButton(ctx.page, 'delete')),
    'delete.confirm': async (_e, { page }) => page.getByTestId('calendar-delete-confirm-button').click(),
    'modal.close': async (_e, { page }) => page.keyboard.press('Escape'),
    'form.saved': async (_e, ctx) => {
      const form = ctx.page.getByTestId('calendar-form-modal')
      if (ctxOf(ctx).form?.mode === 'create') {
        await form.getByLabel('Title').fill('Model event')
        await form.getByLabel('Type').selectOption('todo')
      }
      await ctx.page.getByTestId('calendar-form-submit-button').click()
    },
  },
  actors: {
    loadEvents: { endpoint: 'GET /calendar/events', error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }) },
    deleteEvent: { endpoint: 'DELETE /calendar/events/:id', error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }) },
  },
  states: {
    loading: async ({ context }, { page }) => {
      await expect(page.getByTestId('calendar-loading')).toBeVisible()
      await modals(context as CalendarContext, page)
    },
    failed: async ({ context }, { page }) => {
      await expect(page.getByTestId('calendar-loading')).toHaveCount(0)
      await expect(page.getByTestId('calendar-error').getByTestId('calendar-failure-title')).toHaveText('Failed to fetch month events')
      await expect(page.getByTestId('calendar-add-button')).toBeDisabled()
      await modals(context as CalendarContext, page)
    },
    'ready.idle': async ({ context }, { page }) => {
      const c = context as CalendarContext
      await expect(page.getByTestId('calendar-loading')).toHaveCount(0)
      await expect(page.getByTestId('calendar-error')).toHaveCount(0)
      if (c.reloadFailure) await expect(page.getByTestId('calendar-reload-error').getByTestId('calendar-failure-title')).toHaveText('Failed to fetch events')
      else await expect(page.getByTestId('calendar-reload-error')).toHaveCount(0)
      await modals(c, page)
    },
    'ready.deleting': async ({ context }, { page }) => {
      await expect(page.getByTestId('calendar-delete-confirm-button')).toBeDisabled()
      await modals(context as CalendarContext, page)
    },
  },
})
