import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { bookingRecordsModel, RECORDS_MODEL_NEW_BOOKING, RECORDS_MODEL_SELECTION } from '@machines/playground/booking-records.model'
import type { BookingRecord } from '@machines/playground/booking-data'
import { SAMPLE_RECORDS, SAMPLE_TODAY } from '@machines/playground/booking-samples'
import { activeBooking, canChange, hasSelection, type BookingRecordsContext, type BookingRecordsEvent } from '@machines/playground/booking-records.machine'
import { appReady, expect, open, readStorage, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

const STATUS: Record<BookingRecord['status'], string> = { confirmed: 'Confirmed', rescheduled: 'Rescheduled', cancelled: 'Cancelled' }
const SAMPLE_IDS = new Set(SAMPLE_RECORDS.map((b) => b.id))
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
const ctxOf = (s: AnyMachineSnapshot) => s.context as BookingRecordsContext

let lastEvent: EventObject | null = null
const tracked = <E extends BookingRecordsEvent>(run: (e: E, ctx: StepContext) => Promise<unknown>) =>
  async (e: E, ctx: StepContext) => {
    lastEvent = e
    await run(e, ctx)
  }
const click = (page: Page, testId: string) => page.getByTestId(testId).click()

/** A fresh wizard (the bookings are stored, so a reload keeps them); My Bookings closed. */
async function reload(page: Page) {
  await page.reload()
  await appReady(page)
  await expect(page.getByTestId('booking-wizard')).toBeVisible()
}

/** From a fresh wizard, the whole wizard through to its confirmation: the booking the models add (RECORDS_MODEL_NEW_BOOKING). */
export async function makeNewBooking(page: Page) {
  const b = RECORDS_MODEL_NEW_BOOKING
  await reload(page)
  await click(page, `booking-service-${b.serviceId}`)
  await click(page, 'booking-next-button')
  await click(page, `booking-date-${b.date}`)
  await click(page, `booking-slot-${b.time.replace(':', '')}`)
  await click(page, 'booking-next-button')
  await click(page, `booking-staff-${b.staffId}`)
  await click(page, 'booking-next-button')
  await page.getByTestId('booking-name-input').fill(b.customerName)
  await page.getByTestId('booking-email-input').fill(b.customerEmail)
  await page.getByTestId('booking-phone-input').fill(b.customerPhone)
  await page.getByTestId('booking-terms-checkbox').check()
  await click(page, 'booking-next-button')
  await click(page, 'booking-confirmation-ok-button')
}

/** The stored list mirrors the machine's (references of bookings made in the browser are the browser's). */
async function expectStored(page: Page, bookings: BookingRecord[]) {
  const raw = (await readStorage(page, ['qa-bookings']))['qa-bookings']
  const stored = raw ? (JSON.parse(raw) as BookingRecord[]) : []
  const shape = (list: BookingRecord[]) => list.map((b) => [SAMPLE_IDS.has(b.id) ? b.id : 'new', b.status, b.date, b.time, b.service])
  expect(shape(stored)).toEqual(shape(bookings))
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const bookingRecordsUi = uiModel({
  model: bookingRecordsModel,
  setup: async ({ page, start }) => {
    await signInViaApi(page)
    const bookings = (start.input as { bookings: BookingRecord[] }).bookings
    await page.evaluate((list) => {
      if (list.length > 0) localStorage.setItem('qa-bookings', JSON.stringify(list))
      else localStorage.removeItem('qa-bookings')
    }, bookings)
  },
  start: async ({ page }) => {
    lastEvent = null
    await page.clock.setFixedTime(new Date(`${SAMPLE_TODAY}T10:00:00`))
    await open(page, '/qa/booking')
  },
  events: {
    'list.open': tracked(async (_e, { page }) => click(page, 'booking-my-bookings-button')),
    'list.close': tracked(async (_e, { page }) => click(page, 'booking-my-bookings-close-button')),
    'help.open': tracked(async (_e, { page }) => click(page, 'booking-help-button')),
    'help.chat': tracked(async (_e, { page }) => click(page, 'booking-help-chat-button')),
    'help.close': tracked(async (_e, { page }) => page.keyboard.press('Escape')),
    // The wizard makes the booking the model adds.
    'bookings.add': tracked(async (_e, { page }) => makeNewBooking(page)),
    // Reschedule reads the wizard's date and time: start from a fresh wizard and choose them when the event has them.
    'reschedule.open': tracked(async (e, { page }) => {
      await reload(page)
      if (e.date !== null && e.time !== null) {
        await click(page, 'booking-service-haircut')
        await click(page, 'booking-next-button')
        await click(page, `booking-date-${e.date}`)
        await click(page, `booking-slot-${e.time.replace(':', '')}`)
      }
      await click(page, 'booking-my-bookings-button')
      await click(page, `booking-record-${e.id}-reschedule-button`)
    }),
    'reschedule.confirm': tracked(async (_e, { page }) => click(page, 'booking-reschedule-confirm-button')),
    'reschedule.close': tracked(async (_e, { page }) => click(page, 'booking-reschedule-close-button')),
    'cancel.open': tracked(async (e, { page }) => click(page, `booking-record-${e.id}-cancel-button`)),
    'cancel.confirm': tracked(async (_e, { page }) => click(page, 'booking-cancel-confirm-button')),
    'cancel.close': tracked(async (_e, { page }) => click(page, 'booking-cancel-keep-button')),
    'receipt.open': tracked(async (e, { page }) => click(page, `booking-record-${e.id}-receipt-button`)),
    'receipt.email': tracked(async (_e, { page }) => click(page, 'booking-receipt-email-button')),
    'receipt.close': tracked(async (_e, { page }) => page.keyboard.press('Escape')),
  },
  states: {
    idle: async (snapshot, { page }) => {
      const c = ctxOf(snapshot)
      await expect(page.getByTestId('booking-my-bookings-modal')).toBeHidden()
      await expect(page.getByTestId('booking-help-modal')).toBeHidden()
      await expect(page.getByTestId('booking-my-bookings-count')).toHaveText(String(c.bookings.length))
      await expectStored(page, c.bookings)
      if (lastEvent?.type === 'bookings.add') {
        await expect(page.getByTestId('toast-title').filter({ hasText: /^Booking confirmed! Reference: BK\d{6}$/ }).first()).toBeVisible()
        await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-step', '1')
        await expect(page.getByTestId('booking-summary-service')).toHaveText('Not selected')
      }
    },
    'myBookings.list': async (snapshot, { page }) => {
      const c = ctxOf(snapshot)
      const modal = page.getByRole('dialog', { name: 'My Bookings' })
      await expect(modal).toBeVisible()
      await expect(page.getByTestId('booking-reschedule-modal')).toBeHidden()
      await expect(page.getByTestId('booking-cancel-modal')).toBeHidden()
      await expect(page.getByTestId('booking-receipt-modal')).toBeHidden()
      if (c.bookings.length === 0) {
        await expect(page.getByTestId('booking-my-bookings-empty')).toHaveText('You have no bookings yet. Complete the wizard to make one.')
      } else {
        const items = page.getByTestId('booking-my-bookings-list').locator(':scope > li')
        await expect(items).toHaveCount(c.bookings.length)
        for (const [i, b] of c.bookings.entries()) {
          const item = items.nth(i)
          await expect(item).toHaveAttribute('data-status', b.status)
          await expect(item.getByText(STATUS[b.status], { exact: true })).toBeVisible()
          await expect(item.getByRole('button', { name: 'Reschedule' })).toHaveCount(canChange(b) ? 1 : 0)
          await expect(item.getByRole('button', { name: 'Cancel' })).toHaveCount(canChange(b) ? 1 : 0)
          await expect(item.getByRole('button', { name: 'View Receipt' })).toHaveCount(1)
          if (SAMPLE_IDS.has(b.id)) {
            await expect(item).toHaveAttribute('data-testid', `booking-record-${b.id}`)
            await expect(page.getByTestId(`booking-record-${b.id}-when`)).toHaveText(`${longDate(b.date)} at ${b.time}`)
          }
        }
      }
      await expectStored(page, c.bookings)
      if (lastEvent?.type === 'reschedule.confirm') await expect(toast(page, 'Appointment rescheduled successfully').first()).toBeVisible()
      if (lastEvent?.type === 'cancel.confirm') await expect(toast(page, 'Booking cancelled successfully').first()).toBeVisible()
    },
    'myBookings.rescheduling': async (snapshot, { page }) => {
      const c = ctxOf(snapshot)
      const booking = activeBooking(c)!
      await expect(page.getByRole('dialog', { name: 'Reschedule appointment' })).toBeVisible()
      await expect(page.getByTestId('booking-reschedule-current')).toHaveText(`Current: ${longDate(booking.date)} at ${booking.time}`)
      if (hasSelection(c.selection)) {
        await expect(page.getByTestId('booking-reschedule-new')).toHaveText(`${longDate(RECORDS_MODEL_SELECTION.date)} at ${RECORDS_MODEL_SELECTION.time}`)
        await expect(page.getByTestId('booking-reschedule-confirm-button')).toBeEnabled()
      } else {
        await expect(page.getByTestId('booking-reschedule-hint')).toContainText('Choose a new date and time in the wizard first')
        await expect(page.getByTestId('booking-reschedule-confirm-button')).toBeDisabled()
      }
    },
    'myBookings.cancelling': async (_s, { page }) => {
      const dialog = page.getByRole('alertdialog', { name: 'Cancel booking' })
      await expect(dialog).toBeVisible()
      await expect(page.getByTestId('booking-cancel-text')).toHaveText('Are you sure you want to cancel this booking? This action cannot be undone.')
    },
    'myBookings.receipt': async (snapshot, { page }) => {
      const booking = activeBooking(ctxOf(snapshot))!
      await expect(page.getByRole('dialog', { name: 'Receipt' })).toBeVisible()
      await expect(page.getByTestId('booking-receipt-reference')).toHaveText(booking.id)
      await expect(page.getByTestId('booking-receipt-status')).toHaveText(STATUS[booking.status])
      await expect(page.getByTestId('booking-receipt-customer')).toHaveText(booking.customerName)
      await expect(page.getByTestId('booking-receipt-total')).toHaveText(`$${booking.total.toFixed(2)}`)
      if (lastEvent?.type === 'receipt.email') await expect(toast(page, `Receipt e-mailed to ${booking.customerEmail}`).first()).toBeVisible()
    },
    help: async (_s, { page }) => {
      const dialog = page.getByRole('dialog', { name: 'Help & Support' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('support@example.com')
      await expect(page.getByTestId('booking-help-cancellation')).toHaveText('Free cancellation up to 24 hours before your appointment.')
      if (lastEvent?.type === 'help.chat') await expect(toast(page, 'Live chat opened').first()).toBeVisible()
    },
  },
})
