import type { Page } from '@playwright/test'
import type { BookingContext } from '@machines/playground/booking.machine'
import { BOOKING_MODEL_NOW, bookingModel } from '@machines/playground/booking.model'
import type { BookingRecord } from '@machines/playground/booking-data'
import { SAMPLE_RECORDS, SAMPLE_TODAY } from '@machines/playground/booking-samples'
import { appReady, expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'
import { makeNewBooking } from './booking-records.ui'

const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
const click = (page: Page, testId: string) => page.getByTestId(testId).click()

/** A fresh wizard (the bookings are stored, so a reload keeps them). */
async function reload(page: Page) {
  await page.reload()
  await appReady(page)
  await expect(page.getByTestId('booking-wizard')).toBeVisible()
}

/** Step 2 of the wizard with a date and a time chosen. */
async function chooseSchedule(page: Page, date: string, time: string) {
  await click(page, 'booking-service-haircut')
  await click(page, 'booking-next-button')
  await click(page, `booking-date-${date}`)
  await click(page, `booking-slot-${time.replace(':', '')}`)
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const bookingUi = uiModel({
  model: bookingModel,
  setup: async ({ page, start }) => {
    await signInViaApi(page)
    const bookings = (start.input as { bookings: BookingRecord[] }).bookings
    await page.evaluate((list) => localStorage.setItem('qa-bookings', JSON.stringify(list)), bookings)
  },
  start: async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${SAMPLE_TODAY}T${BOOKING_MODEL_NOW}:00`))
    await open(page, '/qa/booking')
  },
  events: {
    // The wizard's date and time change: a fresh wizard, then step 2's choices.
    'xstate.snapshot.wizard': async (e, { page }) => {
      await reload(page)
      await chooseSchedule(page, e.snapshot.context!.date!, e.snapshot.context!.time!)
    },
    // A fresh wizard with the model's selection (if any), then Reschedule in My Bookings: the dialog
    // shows the wizard's date and time (or how to choose them), and is closed again with the list.
    'reschedule.open': async (e, { page, before }) => {
      const { selection } = before.context as BookingContext
      await reload(page)
      if (selection.date !== null && selection.time !== null) await chooseSchedule(page, selection.date, selection.time)
      await click(page, 'booking-my-bookings-button')
      await click(page, `booking-record-${e.id}-reschedule-button`)
      await expect(page.getByRole('dialog', { name: 'Reschedule appointment' })).toBeVisible()
      if (selection.date !== null && selection.time !== null) {
        await expect(page.getByTestId('booking-reschedule-new')).toHaveText(`${longDate(selection.date)} at ${selection.time}`)
        await expect(page.getByTestId('booking-reschedule-confirm-button')).toBeEnabled()
      } else {
        await expect(page.getByTestId('booking-reschedule-hint')).toContainText('Choose a new date and time in the wizard first')
        await expect(page.getByTestId('booking-reschedule-confirm-button')).toBeDisabled()
      }
      await click(page, 'booking-reschedule-close-button')
      await click(page, 'booking-my-bookings-close-button')
    },
    // The whole wizard, confirmed: the booking the model saves.
    'booking.saved': async (_e, { page }) => {
      await makeNewBooking(page)
      await expect(page.getByTestId('toast-title').filter({ hasText: /^Booking confirmed! Reference: BK\d{6}$/ }).first()).toBeVisible()
    },
  },
  states: {
    ready: async (s, { page }) => {
      const c = s.context as BookingContext
      await expect(page.getByTestId('booking-my-bookings-modal')).toBeHidden()
      await expect(page.getByTestId('booking-my-bookings-count')).toHaveText(String(SAMPLE_RECORDS.length + c.saved))
    },
  },
})
