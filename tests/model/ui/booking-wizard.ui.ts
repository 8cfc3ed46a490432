import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { bookingWizardModel, WIZARD_MODEL_TIMES } from '@machines/playground/booking-wizard.model'
import { sortedServices, type BookingMessageCode } from '@machines/playground/booking-data'
import { SAMPLE_TODAY } from '@machines/playground/booking-samples'
import { stepError, visibleDetailsErrors, wizardPrices, type BookingWizardContext, type BookingWizardEvent } from '@machines/playground/booking-wizard.machine'
import { isEmail } from '@machines/shared/validation'
import { expect, open, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

/** The spec's messages, word for word. */
const MESSAGES: Record<BookingMessageCode, string> = {
  selectService: 'Please select a service',
  selectDate: 'Please select a date',
  selectTime: 'Please select a time',
  selectStaff: 'Please select a specialist',
  enterName: 'Please enter your name',
  enterEmail: 'Please enter your e-mail',
  enterPhone: 'Please enter your phone',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number (at least 10 digits)',
  acceptTerms: 'Please accept the terms and conditions',
}

const usd = (n: number) => `$${n.toFixed(2)}`
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
const ctxOf = (s: AnyMachineSnapshot) => s.context as BookingWizardContext

/** The last event the path sent (set by every action below), so a state can check the toast it caused. */
let lastEvent: EventObject | null = null
const tracked = <E extends BookingWizardEvent>(run: (e: E, ctx: StepContext) => Promise<unknown>) =>
  async (e: E, ctx: StepContext) => {
    lastEvent = e
    await run(e, ctx)
  }

const click = (page: Page, testId: string) => page.getByTestId(testId).click()

async function expectSummary(page: Page, c: BookingWizardContext) {
  await expect(page.getByTestId('booking-summary-service')).toHaveText(c.serviceId === 'haircut' ? 'Haircut & Style' : 'Not selected')
  await expect(page.getByTestId('booking-summary-date')).toHaveText(c.date ? longDate(c.date) : 'Not selected')
  await expect(page.getByTestId('booking-summary-time')).toHaveText(c.time ?? 'Not selected')
  await expect(page.getByTestId('booking-summary-duration')).toHaveText(c.duration !== null ? `${c.duration} min` : 'Not selected')
  await expect(page.getByTestId('booking-summary-staff')).toHaveText(c.staffId === 1 ? 'Sarah Johnson' : 'Not selected')
  await expect(page.getByTestId('booking-summary-addons')).toHaveText(c.addonIds.includes('shampoo') ? 'Premium Shampoo' : 'None')
  await expect(page.getByTestId('booking-summary-total')).toHaveText(usd(wizardPrices(c).total))
}

async function expectStep(page: Page, snapshot: AnyMachineSnapshot, step: 1 | 2 | 3 | 4) {
  const c = ctxOf(snapshot)
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-step', String(step))
  await expect(page.getByTestId('booking-wizard')).toHaveAttribute('data-state', String(snapshot.value))
  for (const s of [1, 2, 3, 4]) await expect(page.getByTestId(`booking-step-${s}`)).toHaveAttribute('data-status', s < step ? 'complete' : s === step ? 'current' : 'upcoming')
  const next = page.getByTestId('booking-next-button')
  await expect(next).toHaveText(step === 4 ? 'Book Appointment' : 'Next →')
  if (stepError(c, step)) {
    await expect(next).toBeDisabled()
    await expect(page.getByTestId('booking-next-hint')).toContainText('Still needed: ')
  } else {
    await expect(next).toBeEnabled()
    await expect(page.getByTestId('booking-next-hint')).toHaveCount(0)
  }
  if (step === 1) await expect(page.getByTestId('booking-prev-button')).toBeDisabled()
  else await expect(page.getByTestId('booking-prev-button')).toBeEnabled()
  await expectSummary(page, c)
}

/**
 * The invalid-Next toast when the last event was a refused Next. Steps 1 and 4 have fields to
 * press Enter in (the attempt); steps 2 and 3 have only buttons, so their disabled Next and its
 * hint are the whole answer there (the machine's toast for them is covered by vitest).
 */
async function expectInvalidToast(page: Page, before: AnyMachineSnapshot, after: AnyMachineSnapshot, step: 1 | 2 | 3 | 4) {
  if (lastEvent?.type !== 'wizard.next' || String(before.value) !== String(after.value)) return
  if (step === 2 || step === 3) return
  await expect(toast(page, MESSAGES[stepError(ctxOf(before), step)!]).first()).toBeVisible()
}

/** Next, as a user does it: a click when enabled; on an invalid step the attempt is Enter in the step's form. */
async function pressNext(page: Page) {
  const next = page.getByTestId('booking-next-button')
  if (await next.isEnabled()) return next.click()
  const step = await page.getByTestId('booking-wizard').getAttribute('data-step')
  if (step === '1') return page.getByTestId('booking-addon-shampoo').press('Enter')
  if (step === '4') return page.getByTestId('booking-name-input').press('Enter')
  // Steps 2 and 3: no field to press Enter in; a click on the disabled button does nothing.
  await expect(next).toBeDisabled()
}

const pressed = async (page: Page, testId: string, on: boolean) => expect(page.getByTestId(testId)).toHaveAttribute('aria-pressed', String(on))

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const bookingWizardUi = uiModel({
  model: bookingWizardModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    lastEvent = null
    await page.clock.setFixedTime(new Date(`${SAMPLE_TODAY}T${WIZARD_MODEL_TIMES.start}:00`))
    await open(page, '/qa/booking')
  },
  events: {
    'service.select': tracked(async (e, { page }) => click(page, `booking-service-${e.serviceId}`)),
    'addon.toggle': tracked(async (e, { page }) => click(page, `booking-addon-${e.addonId}`)),
    'sort.cycle': tracked(async (_e, { page }) => click(page, 'booking-price-sort-button')),
    'view.set': tracked(async (e, { page }) => click(page, `booking-view-${e.view}-button`)),
    'month.next': tracked(async (_e, { page }) => click(page, 'booking-month-next-button')),
    'month.previous': tracked(async (_e, { page }) => click(page, 'booking-month-prev-button')),
    'date.select': tracked(async (e, { page }) => click(page, `booking-date-${e.date}`)),
    'time.select': tracked(async (e, { page }) => click(page, `booking-slot-${e.time.replace(':', '')}`)),
    'staff.select': tracked(async (e, { page }) => click(page, `booking-staff-${e.staffId}`)),
    'field.change': tracked(async (e, { page }) => page.getByTestId(`booking-${e.field}-input`).fill(e.value)),
    'guests.change': tracked(async (e, { page }) => page.getByTestId('booking-guests-select').selectOption(String(e.guests))),
    'reminders.toggle': tracked(async (_e, { page }) => click(page, 'booking-reminders-checkbox')),
    'terms.toggle': tracked(async (_e, { page }) => click(page, 'booking-terms-checkbox')),
    'promo.change': tracked(async (e, { page }) => page.getByTestId('booking-promo-input').fill(e.value)),
    'promo.apply': tracked(async (_e, { page }) => click(page, 'booking-promo-apply-button')),
    'wizard.next': tracked(async (_e, { page }) => pressNext(page)),
    // The page ticks every 15 s and at once when the window regains focus.
    'clock.tick': tracked(async (e, { page }) => {
      await page.clock.setFixedTime(new Date(`${SAMPLE_TODAY}T${e.now}:00`))
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    }),
    'wizard.back': tracked(async (_e, { page }) => click(page, 'booking-prev-button')),
    'wizard.goTo': tracked(async (e, { page }) => click(page, `booking-step-${e.step}`)),
    'waitlist.change': tracked(async (e, { page }) => page.getByTestId('booking-waitlist-email-input').fill(e.email)),
    'waitlist.submit': tracked(async (_e, { page }) => click(page, 'booking-waitlist-join-button')),
    'waitlist.close': tracked(async (_e, { page }) => click(page, 'booking-waitlist-cancel-button')),
    'confirmation.ok': tracked(async (_e, { page }) => click(page, 'booking-confirmation-ok-button')),
    'confirmation.close': tracked(async (_e, { page }) => click(page, 'booking-confirmation-back-button')),
  },
  states: {
    service: async (snapshot, { page, before }) => {
      const c = ctxOf(snapshot)
      await expect(page.getByTestId('booking-confirmation-modal')).toBeHidden()
      await expectStep(page, snapshot, 1)
      await expect(page.getByTestId('booking-step-service')).toBeVisible()
      await expect(page.getByTestId('booking-price-sort-button')).toHaveAttribute('data-sort', c.sort)
      await expect(page.getByTestId('booking-price-sort-button')).toHaveText(/Sort by price|Price: low to high|Price: high to low/)
      const order = sortedServices(c.sort).map((s) => `booking-service-${s.id}`)
      await expect(page.getByTestId('booking-services').locator('> button')).toHaveCount(6)
      expect(await page.getByTestId('booking-services').locator('> button').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual(order)
      await pressed(page, 'booking-service-haircut', c.serviceId === 'haircut')
      if (c.addonIds.includes('shampoo')) await expect(page.getByTestId('booking-addon-shampoo')).toBeChecked()
      else await expect(page.getByTestId('booking-addon-shampoo')).not.toBeChecked()
      await expectInvalidToast(page, before, snapshot, 1)
      // Only when the event was taken (an invalid confirmation.ok of the lab's all-transitions suite changes nothing).
      if (lastEvent?.type === 'confirmation.ok' && before.matches('confirming')) {
        await expect(page.getByTestId('toast-title').filter({ hasText: /^Booking confirmed! Reference: BK\d{6}$/ }).first()).toBeVisible()
        await expect(toast(page, 'Reminder set: we will remind you 24 hours before your appointment.').first()).toBeVisible()
      }
    },
    schedule: async (snapshot, { page, before }) => {
      const c = ctxOf(snapshot)
      await expect(page.getByTestId('booking-waitlist-modal')).toBeHidden()
      await expectStep(page, snapshot, 2)
      await pressed(page, 'booking-view-week-button', c.dateView === 'week')
      await pressed(page, 'booking-view-month-button', c.dateView === 'month')
      if (c.dateView === 'month') {
        await expect(page.getByTestId('booking-month-label')).toHaveText(c.month === '2026-01' ? 'January 2026' : 'February 2026')
        if (c.month === '2026-01') await expect(page.getByTestId('booking-month-prev-button')).toBeDisabled()
        else await expect(page.getByTestId('booking-month-prev-button')).toBeEnabled()
        await expect(page.getByTestId('booking-month-days').getByRole('button')).toHaveCount(c.month === '2026-01' ? 30 : 28)
      } else {
        await expect(page.getByTestId('booking-week-view').getByRole('button')).toHaveCount(14)
      }
      if (c.date === null) {
        await expect(page.getByTestId('booking-slots-hint')).toHaveText('Select a date to see the time slots.')
      } else {
        if (c.dateView === 'week') await pressed(page, `booking-date-${c.date}`, true)
        await expect(page.getByTestId('booking-slots').getByRole('button')).toHaveCount(16)
        await pressed(page, 'booking-slot-0900', c.time === '09:00')
      }
      await expectInvalidToast(page, before, snapshot, 2)
      if (lastEvent?.type === 'waitlist.submit' && before.matches('waitlist')) await expect(toast(page, "You've been added to the waitlist for 10:00").first()).toBeVisible()
    },
    waitlist: async (snapshot, { page, before }) => {
      const w = ctxOf(snapshot).waitlist!
      const modal = page.getByRole('dialog', { name: 'Join the waitlist' })
      await expect(modal).toBeVisible()
      await expect(page.getByTestId('booking-waitlist-text')).toContainText(`${w.time} on ${longDate(ctxOf(snapshot).date!)} is fully booked.`)
      await expect(page.getByTestId('booking-waitlist-email-input')).toHaveValue(w.email)
      const error = page.getByTestId('booking-waitlist-email-error')
      if (w.attempted && !isEmail(w.email)) await expect(error).toHaveText('Please enter a valid email')
      else await expect(error).toBeHidden()
      if (lastEvent?.type === 'waitlist.submit' && before.matches('waitlist')) await expect(toast(page, 'Please enter a valid email').first()).toBeVisible()
    },
    staff: async (snapshot, { page, before }) => {
      const c = ctxOf(snapshot)
      await expectStep(page, snapshot, 3)
      await expect(page.getByTestId('booking-step-staff')).toBeVisible()
      await pressed(page, 'booking-staff-1', c.staffId === 1)
      await expect(page.getByTestId('booking-staff-1-rating')).toHaveText('★ 4.9')
      await expectInvalidToast(page, before, snapshot, 3)
    },
    details: async (snapshot, { page, before }) => {
      const c = ctxOf(snapshot)
      await expect(page.getByTestId('booking-confirmation-modal')).toBeHidden()
      await expectStep(page, snapshot, 4)
      for (const field of ['name', 'email', 'phone', 'requests'] as const) await expect(page.getByTestId(`booking-${field}-input`)).toHaveValue(c[field])
      const errors = visibleDetailsErrors(c)
      for (const field of ['name', 'email', 'phone'] as const) {
        const error = page.getByTestId(`booking-${field}-error`)
        if (errors[field]) await expect(error).toHaveText(MESSAGES[errors[field]])
        else await expect(error).toBeHidden()
      }
      const terms = page.getByTestId('booking-terms-label')
      if (errors.terms) await expect(terms).toHaveAttribute('data-invalid', 'true')
      else await expect(terms).not.toHaveAttribute('data-invalid')
      if (c.termsAccepted) await expect(page.getByTestId('booking-terms-checkbox')).toBeChecked()
      else await expect(page.getByTestId('booking-terms-checkbox')).not.toBeChecked()
      await expect(page.getByTestId('booking-guests-select')).toHaveValue(String(c.guests))
      if (c.reminders) await expect(page.getByTestId('booking-reminders-checkbox')).toBeChecked()
      else await expect(page.getByTestId('booking-reminders-checkbox')).not.toBeChecked()
      await expect(page.getByTestId('booking-promo-input')).toHaveValue(c.promoInput)
      const p = wizardPrices(c)
      await expect(page.getByTestId('booking-summary-discount')).toHaveText(p.discountPercent > 0 ? `−${usd(p.discount)}` : '$0.00')
      if (c.promoCode) await expect(page.getByTestId('booking-promo-applied')).toHaveText(`${c.promoCode} applied: ${c.discountPercent}% off`)
      else await expect(page.getByTestId('booking-promo-applied')).toBeHidden()
      if (lastEvent?.type === 'promo.apply') await expect(toast(page, c.promoCode ? `Promo code applied! ${c.discountPercent}% off` : 'Invalid promo code').first()).toBeVisible()
      if (lastEvent?.type === 'wizard.next' && before.matches('details')) await expect(toast(page, MESSAGES[stepError(c, 4)!]).first()).toBeVisible()
    },
    confirming: async (snapshot, { page }) => {
      const c = ctxOf(snapshot)
      const modal = page.getByRole('dialog', { name: 'Confirm your booking' })
      await expect(modal).toBeVisible()
      await expect(page.getByTestId('booking-confirmation-reference')).toHaveText(/^BK\d{6}$/)
      await expect(page.getByTestId('booking-confirmation-service')).toHaveText('Haircut & Style')
      await expect(page.getByTestId('booking-confirmation-date')).toHaveText(longDate(c.date!))
      await expect(page.getByTestId('booking-confirmation-time')).toHaveText(c.time!)
      await expect(page.getByTestId('booking-confirmation-staff')).toHaveText('Sarah Johnson')
      await expect(page.getByTestId('booking-confirmation-customer')).toHaveText(c.name)
      await expect(page.getByTestId('booking-confirmation-total')).toHaveText(usd(wizardPrices(c).total))
    },
  },
})
