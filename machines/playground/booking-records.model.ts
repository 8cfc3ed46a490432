/**
 * The graph model of My Bookings and Help (tests/model/booking-records.model.spec.ts): first an
 * empty list (the wizard adds a booking), then the stored sample list, where one booking is
 * rescheduled (without and with a wizard selection), one cancelled and a cancelled one's
 * receipt viewed.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import type { BookingRecord } from './booking-data'
import { SAMPLE_RECORDS } from './booking-samples'
import { bookingRecordsMachine } from './booking-records.machine'

type Ev = EventFromLogic<typeof bookingRecordsMachine>

/** What the harness books through the wizard for `bookings.add` (its reference and time stamp are the browser's). */
export const RECORDS_MODEL_NEW_BOOKING: BookingRecord = {
  id: 'BK000001',
  service: 'Haircut & Style',
  date: '2026-01-21',
  time: '09:00',
  staff: 'Sarah Johnson',
  customerName: 'Ada Tester',
  customerEmail: 'ada@example.com',
  customerPhone: '555-123-4567',
  total: 65,
  status: 'confirmed',
  addons: [],
  notes: '',
  createdAt: '2026-01-20T10:00:00.000Z',
  serviceId: 'haircut',
  staffId: 1,
  addonIds: [],
  guests: 1,
  reminders: true,
  duration: 45,
  discountPercent: 0,
}

/** The wizard selection the harness makes before a reschedule (step 2 of the wizard). */
export const RECORDS_MODEL_SELECTION = { date: '2026-01-22', time: '09:30' } as const

export const RECORDS_MODEL_IDS = { reschedule: 'BK300003', cancel: 'BK200002', receipt: 'BK100001' } as const

export const bookingRecordsModel = defineModel({
  id: 'bookingRecords',
  area: 'booking',
  routes: ['/qa/booking'],
  title: 'My Bookings and Help',
  description: 'The booking list; confirmed → rescheduled (wizard date and time) or cancelled (after the prompt); receipts; the help dialog.',
  machine: bookingRecordsMachine,
  starts: [
    { name: 'no bookings', input: { bookings: [] } },
    { name: 'stored bookings', input: { bookings: SAMPLE_RECORDS } },
  ],
  events: (s) => {
    const c = s.context
    const events: Ev[] = []
    if (s.matches('idle')) {
      events.push({ type: 'list.open' }, { type: 'help.open' })
      if (c.bookings.length === 0) events.push({ type: 'bookings.add', booking: RECORDS_MODEL_NEW_BOOKING })
    }
    if (s.matches({ myBookings: 'list' })) {
      events.push(
        { type: 'list.close' },
        { type: 'reschedule.open', id: RECORDS_MODEL_IDS.reschedule, date: null, time: null },
        { type: 'reschedule.open', id: RECORDS_MODEL_IDS.reschedule, ...RECORDS_MODEL_SELECTION },
        { type: 'cancel.open', id: RECORDS_MODEL_IDS.cancel },
        { type: 'receipt.open', id: RECORDS_MODEL_IDS.receipt },
      )
    }
    if (s.matches({ myBookings: 'rescheduling' })) events.push({ type: 'reschedule.confirm' }, { type: 'reschedule.close' })
    if (s.matches({ myBookings: 'cancelling' })) events.push({ type: 'cancel.confirm' }, { type: 'cancel.close' })
    if (s.matches({ myBookings: 'receipt' })) events.push({ type: 'receipt.email' }, { type: 'receipt.close' })
    if (s.matches('help')) events.push({ type: 'help.chat' }, { type: 'help.close' })
    return events
  },
  context: (s) => [s.context.bookings.map((b) => [b.id, b.status, b.date, b.time]), s.context.activeId, s.context.selection],
})
