/**
 * The graph model of the booking screen's coordination (tests/model/booking.model.spec.ts): the
 * wizard's date and time followed, a reschedule opened in My Bookings without and with them, and a
 * booking confirmed in the wizard saved to My Bookings. The wizard's and the records' own flows
 * have their own models; here their results arrive as the events they send the screen (a wizard
 * snapshot, `booking.saved`), which the harness makes through the real wizard.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { bookingMachine } from './booking.machine'
import { RECORDS_MODEL_IDS, RECORDS_MODEL_NEW_BOOKING, RECORDS_MODEL_SELECTION } from './booking-records.model'
import { SAMPLE_RECORDS, SAMPLE_TODAY } from './booking-samples'

type Ev = EventFromLogic<typeof bookingMachine>

/** The time of day the screen starts at (the harness fixes the browser clock to it). */
export const BOOKING_MODEL_NOW = '10:00'

export const bookingModel = defineModel({
  id: 'booking',
  area: 'booking',
  routes: ['/qa/booking'],
  title: 'Booking screen',
  description: "The coordination of the wizard and My Bookings: a reschedule takes the wizard's date and time; a confirmed booking is saved to My Bookings.",
  machine: bookingMachine,
  starts: [{ name: 'stored bookings', input: { today: SAMPLE_TODAY, now: BOOKING_MODEL_NOW, bookings: SAMPLE_RECORDS } }],
  events: (s) => {
    const c = s.context
    const events: Ev[] = []
    // A reschedule once the wizard has a date and time (the records' own model covers one without).
    if (c.selection.date === null) events.push({ type: 'xstate.snapshot.wizard', snapshot: { context: { ...RECORDS_MODEL_SELECTION } } })
    else events.push({ type: 'reschedule.open', id: RECORDS_MODEL_IDS.reschedule })
    if (c.saved === 0) events.push({ type: 'booking.saved', booking: RECORDS_MODEL_NEW_BOOKING })
    return events
  },
  context: (s) => [s.context.selection, s.context.saved],
})
