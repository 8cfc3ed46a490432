/**
 * The booking screen as one actor (docs/spec/3-playground.md "Booking wizard"): invokes the wizard and the records
 * (My Bookings, Help) as named children and coordinates them, so the page only renders and sends:
 *   - the wizard's date and time selection is followed (the wizard's snapshots), and a reschedule
 *     opens in My Bookings with that selection as the new date and time;
 *   - a booking confirmed in the wizard (confirmation OK) is saved to the records (stored, newest
 *     first).
 * The children's own effects (toasts, storage) are provided by the app through
 * `provideBookingChildren`.
 */
import { assign, sendParent, sendTo, setup } from 'xstate'
import { provideChildren, type ChildImplementations } from '../shared/children'
import type { BookingRecord } from './booking-data'
import { bookingRecordsMachine, type WizardSelection } from './booking-records.machine'
import { bookingWizardMachine, type BookingWizardContext } from './booking-wizard.machine'

export interface BookingInput {
  /** 'YYYY-MM-DD' and 'HH:MM': the wizard's today and time of day. */
  today: string
  now: string
  /** The stored list (read by the app through a validator). */
  bookings: BookingRecord[]
}

export interface BookingContext {
  /** The wizard's current date and time: what a reschedule moves a booking to. */
  selection: WizardSelection
  /** Bookings saved from the wizard while the screen is open. */
  saved: number
}

export type BookingEvent =
  | { type: 'reschedule.open'; id: string }
  | { type: 'booking.saved'; booking: BookingRecord }
  | { type: 'xstate.snapshot.wizard'; snapshot: { context?: Pick<BookingWizardContext, 'date' | 'time'> } }

/** The child machines, by the name the screen invokes them under. */
export type BookingChildren = {
  wizard: typeof bookingWizardMachine
  records: typeof bookingRecordsMachine
}

const fromInit = (event: unknown) => (event as { input: BookingInput }).input
/** The wizard's date and time in its snapshot (the state lab runs children as inert stand-ins, whose snapshots carry no context). */
const selectionOf = (event: { type: string }): WizardSelection => {
  const c = event.type === 'xstate.snapshot.wizard' ? (event as Extract<BookingEvent, { type: 'xstate.snapshot.wizard' }>).snapshot.context : undefined
  return { date: c?.date ?? null, time: c?.time ?? null }
}

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    children: {} as { wizard: 'wizard'; records: 'records' },
  },
  actors: {
    wizard: bookingWizardMachine.provide({
      actions: { saveBooking: sendParent((_, p) => ({ type: 'booking.saved', booking: (p as { booking: BookingRecord }).booking })) as never },
    }),
    records: bookingRecordsMachine,
  },
  guards: {
    /** The wizard's date or time differs from the one followed (most wizard steps change neither). */
    selectionChanged: ({ context, event }) => {
      const next = selectionOf(event)
      return next.date !== context.selection.date || next.time !== context.selection.time
    },
  },
  actions: {
    /** My Bookings opens the reschedule dialog with the wizard's date and time as the new ones. */
    openReschedule: sendTo('records', ({ context, event }) => ({
      type: 'reschedule.open' as const,
      id: (event as Extract<BookingEvent, { type: 'reschedule.open' }>).id,
      date: context.selection.date,
      time: context.selection.time,
    })),
    /** The records save the confirmed booking (newest first, stored). */
    saveBooking: sendTo('records', ({ event }) => ({ type: 'bookings.add' as const, booking: (event as Extract<BookingEvent, { type: 'booking.saved' }>).booking })),
  },
}).createMachine({
  id: 'booking',
  context: { selection: { date: null, time: null }, saved: 0 },
  invoke: [
    {
      id: 'wizard',
      src: 'wizard',
      input: ({ event }) => ({ today: fromInit(event).today, now: fromInit(event).now }),
      onSnapshot: {
        guard: 'selectionChanged',
        description: "The wizard's date and time are followed: a reschedule moves a booking to them.",
        actions: assign({ selection: ({ event }) => selectionOf(event) }),
      },
    },
    { id: 'records', src: 'records', input: ({ event }) => ({ bookings: fromInit(event).bookings }) },
  ],
  initial: 'ready',
  states: {
    ready: {
      on: {
        'reschedule.open': {
          description: "A booking's Reschedule in My Bookings: the dialog shows the wizard's date and time as the new ones (or how to choose them).",
          actions: 'openReschedule',
        },
        'booking.saved': {
          description: 'Confirmation OK in the wizard: the booking is saved to My Bookings as confirmed.',
          actions: ['saveBooking', assign({ saved: ({ context }) => context.saved + 1 })],
        },
      },
    },
  },
})

/** The screen with the app's effects provided on its children (toasts, storage). */
export const provideBookingChildren = (machine: BookingMachine, implementations: ChildImplementations<BookingChildren>) =>
  provideChildren<BookingMachine, BookingChildren>(machine, implementations)

export type BookingMachine = typeof bookingMachine
