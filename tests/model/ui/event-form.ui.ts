import type { Page } from '@playwright/test'
import type { EventFormContext } from '@machines/calendar/event-form.machine'
import { eventFormErrors } from '@machines/calendar/event-form.machine'
import { eventFormModel } from '@machines/calendar/event-form.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

const modeOf = (ctx: StepContext) => (ctx.start.input as { mode: 'create' | 'edit' }).mode
const form = (page: Page) => page.getByTestId('calendar-form-modal')
const closed = async (_s: unknown, { page }: StepContext) => {
  await expect(form(page)).toHaveCount(0)
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const eventFormUi = uiModel({
  model: eventFormModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page, start }) => {
    await page.goto('/calendar')
    await expect(page.getByTestId('calendar-page')).toHaveAttribute('data-state', /ready/)
    if ((start.input as { mode: string }).mode === 'create') {
      await page.getByTestId('calendar-add-button').click()
      return
    }
    // The seed's crowded day (the 14th of the sandbox month): edit its first event.
    const day = await page.evaluate(() => {
      const now = new Date(window.__sandbox!.now())
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-14`
    })
    await page.getByTestId(`calendar-day-${day}-button`).click()
    await page.getByTestId('calendar-panel').locator('[data-testid^="calendar-panel-edit-button-"]').first().click()
  },
  events: {
    'field.change': async (e, { page }) =>
      e.field === 'type' ? form(page).getByLabel('Type').selectOption(e.value) : form(page).getByLabel('Title').fill(e.value),
    'form.submit': async (_e, { page }) => page.getByTestId('calendar-form-submit-button').click(),
    'form.cancel': async (_e, { page }) => page.getByTestId('calendar-form-cancel-button').click(),
  },
  actors: {
    saveEvent: {
      endpoint: (ctx) => (modeOf(ctx) === 'create' ? 'POST /calendar/events' : 'PATCH /calendar/events/:id'),
      error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }),
    },
  },
  states: {
    editing: async ({ context }, { page }) => {
      const c = context as EventFormContext
      await expect(form(page)).toHaveAttribute('data-state', 'editing')
      await expect(page.getByTestId('calendar-form-modal-title')).toHaveText(c.mode === 'create' ? 'Add event' : 'Edit event')
      // The typed title stays, also after a failed create (an edit starts from the page's event, not the model's sample).
      if (c.mode === 'create') await expect(form(page).getByLabel('Title')).toHaveValue(c.values.title)
      const errors = c.attempted ? eventFormErrors(c.values) : {}
      if (errors.title) await expect(page.getByTestId('calendar-form-title-error')).toHaveText('Title is required')
      else await expect(page.getByTestId('calendar-form-title-error')).toHaveCount(0)
      if (errors.type) await expect(page.getByTestId('calendar-form-type-select-error')).toHaveText('Type is required')
      else await expect(page.getByTestId('calendar-form-type-select-error')).toHaveCount(0)
      // No failure text ever (a failed create is silent).
      await expect(form(page).getByText('Failed to create event')).toHaveCount(0)
    },
    submitting: async (_s, { page }) => {
      await expect(form(page)).toHaveAttribute('data-state', 'submitting')
      await expect(page.getByTestId('calendar-form-submit-button')).toBeDisabled()
    },
    saved: closed,
    ignored: async (s, ctx) => {
      await closed(s, ctx)
      await expect(ctx.page.getByText('Failed to update event')).toHaveCount(0)
    },
    cancelled: closed,
  },
})
