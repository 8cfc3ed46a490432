/**
 * The graph model of the booking wizard (tests/model/booking-wizard.model.spec.ts). Sample
 * events are offered only in a few "canonical" situations (e.g. the details extras only while
 * the name is empty, the calendar controls only before a date is chosen), so the graph stays
 * small while every transition of the machine is still reachable.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { SAMPLE_NOW, SAMPLE_TODAY } from './booking-samples'
import { bookingWizardMachine, type BookingWizardContext } from './booking-wizard.machine'

type Ev = EventFromLogic<typeof bookingWizardMachine>

export const WIZARD_MODEL_DATES = { first: '2026-01-21', second: '2026-01-22' } as const
export const WIZARD_MODEL_DETAILS = {
  name: 'Ada Tester',
  badEmail: 'ada@example',
  email: 'ada@example.com',
  badPhone: '12345',
  phone: '555-123-4567',
  requests: 'Quiet chair, please',
  waitlistBad: 'ada@example',
  waitlistEmail: 'ada@example.com',
  promo: 'save10',
  badPromo: 'BOGUS',
} as const

const D = WIZARD_MODEL_DETAILS
/** The time of day the model starts at (the spec pins the browser clock to it) and the one clock tick it tries. */
export const WIZARD_MODEL_TIMES = { start: '10:00', tick: '10:20' } as const
const next: Ev = { type: 'wizard.next', now: SAMPLE_NOW }

/** No details entered yet (the state the extras are tried in). */
const pristineDetails = (c: BookingWizardContext) => c.name === '' && c.email === '' && c.phone === ''
/** No extras touched (the state the contact fields are tried in). */
const pristineExtras = (c: BookingWizardContext) => c.requests === '' && c.guests === 1 && c.reminders && c.promoInput === ''

function serviceEvents(c: BookingWizardContext): Ev[] {
  const events: Ev[] = [next]
  if (c.date !== null) return events // came back from a later step: only forward again
  if (c.serviceId === null) {
    events.push({ type: 'sort.cycle' })
    if (c.sort === 'none') events.push({ type: 'addon.toggle', addonId: 'shampoo' })
    if (c.sort === 'none' && c.addonIds.length === 0) events.push({ type: 'service.select', serviceId: 'haircut' }, { type: 'clock.tick', now: WIZARD_MODEL_TIMES.tick })
  }
  return events
}

function scheduleEvents(c: BookingWizardContext): Ev[] {
  const events: Ev[] = [next]
  if (c.staffId !== null || c.name !== '') return events.concat({ type: 'wizard.back' })
  events.push({ type: 'wizard.back' }, { type: 'wizard.goTo', step: 1 })
  if (c.date === null) {
    if (c.dateView === 'week') events.push({ type: 'view.set', view: 'month' }, { type: 'date.select', date: WIZARD_MODEL_DATES.first })
    else {
      if (c.month === '2026-01') events.push({ type: 'view.set', view: 'week' }, { type: 'month.next' })
      else events.push({ type: 'month.previous' })
    }
  } else if (c.date === WIZARD_MODEL_DATES.first && c.time === null) {
    events.push({ type: 'time.select', time: '09:00' }, { type: 'time.select', time: '10:00' })
  } else if (c.date === WIZARD_MODEL_DATES.first && c.time !== null) {
    events.push({ type: 'date.select', date: WIZARD_MODEL_DATES.second })
  } else if (c.date === WIZARD_MODEL_DATES.second && c.time === null) {
    events.push({ type: 'time.select', time: '09:00' })
  }
  return events
}

function waitlistEvents(c: BookingWizardContext): Ev[] {
  const email = c.waitlist?.email ?? ''
  const events: Ev[] = [{ type: 'waitlist.submit' }, { type: 'waitlist.close' }]
  if (email === '') events.push({ type: 'waitlist.change', email: D.waitlistBad })
  if (email === D.waitlistBad) events.push({ type: 'waitlist.change', email: D.waitlistEmail })
  return events
}

function staffEvents(c: BookingWizardContext): Ev[] {
  const events: Ev[] = [next]
  if (c.name !== '') return events
  if (c.staffId === null) events.push({ type: 'staff.select', staffId: 1 }, { type: 'wizard.back' }, { type: 'wizard.goTo', step: 1 }, { type: 'wizard.goTo', step: 2 })
  return events
}

function detailsEvents(c: BookingWizardContext): Ev[] {
  const events: Ev[] = [next, { type: 'terms.toggle' }]
  if (pristineDetails(c)) {
    events.push({ type: 'wizard.back' }, { type: 'wizard.goTo', step: 1 }, { type: 'wizard.goTo', step: 2 }, { type: 'wizard.goTo', step: 3 })
    // The extras, in a fixed order.
    if (c.requests === '') events.push({ type: 'field.change', field: 'requests', value: D.requests })
    else if (c.guests === 1) events.push({ type: 'guests.change', guests: 3 })
    else if (c.reminders) events.push({ type: 'reminders.toggle' })
    else if (c.promoInput === '') events.push({ type: 'promo.change', value: D.promo })
    else if (c.promoInput === D.promo && c.discountPercent === 0) events.push({ type: 'promo.apply' })
    else if (c.promoInput === D.promo) events.push({ type: 'promo.change', value: D.badPromo })
    else if (c.promoInput === D.badPromo && c.discountPercent > 0) events.push({ type: 'promo.apply' })
  }
  if (pristineExtras(c)) {
    if (c.name === '') events.push({ type: 'field.change', field: 'name', value: D.name })
    if (c.email === '') events.push({ type: 'field.change', field: 'email', value: D.badEmail })
    if (c.email === D.badEmail) events.push({ type: 'field.change', field: 'email', value: D.email })
    if (c.phone === '') events.push({ type: 'field.change', field: 'phone', value: D.badPhone })
    if (c.phone === D.badPhone) events.push({ type: 'field.change', field: 'phone', value: D.phone })
  }
  return events
}

export const bookingWizardModel = defineModel({
  id: 'bookingWizard',
  area: 'booking',
  routes: ['/qa/booking'],
  title: 'Booking wizard',
  description: 'Four steps without skipping, back keeps data, date change resets the time, waitlist modal, promo codes, confirmation and reset.',
  machine: bookingWizardMachine,
  starts: [{ name: `today ${SAMPLE_TODAY} ${WIZARD_MODEL_TIMES.start}`, input: { today: SAMPLE_TODAY, now: WIZARD_MODEL_TIMES.start } }],
  events: (s): Ev[] => {
    const c = s.context
    // After the one clock tick the path ends (the past-slot rules themselves are unit-tested).
    if (c.now !== WIZARD_MODEL_TIMES.start) return []
    if (s.matches('service')) return serviceEvents(c)
    if (s.matches('schedule')) return scheduleEvents(c)
    if (s.matches('waitlist')) return waitlistEvents(c)
    if (s.matches('staff')) return staffEvents(c)
    if (s.matches('details')) return detailsEvents(c)
    if (s.matches('confirming')) return [{ type: 'confirmation.ok' }, { type: 'confirmation.close' }]
    return []
  },
  // The whole context (the sample values keep it small); `pending` follows from the rest.
  context: (s) => ({ ...s.context, pending: s.context.pending !== null }),
})
