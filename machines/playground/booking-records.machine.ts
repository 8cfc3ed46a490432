/**
 * The booking screen's header dialogs (docs/spec/3-playground.md "Booking wizard", §3 "Booking record", §4
 * "Booking", §8): My Bookings lists the saved records with their status; a record's lifecycle
 * is confirmed → rescheduled (the new date and time are the wizard's current selections, not
 * inputs of the modal) or confirmed → cancelled (after the confirmation prompt); Reschedule and
 * Cancel are offered only while confirmed, View Receipt always ('Email Receipt' is a toast
 * only). Help and support opens a dialog with a live-chat button (a toast only).
 *
 * The list comes in as input (read from `qa-bookings` by the app through a validator) and every
 * change is handed to the provided `persistBookings` action.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { BookingRecord } from './booking-data'

/** The wizard's date and time when the reschedule dialog opened (null when not chosen). */
export interface WizardSelection {
  date: string | null
  time: string | null
}

export interface BookingRecordsContext {
  /** Newest first. */
  bookings: BookingRecord[]
  /** The record a reschedule, cancel or receipt dialog is about. */
  activeId: string | null
  selection: WizardSelection
}

export interface BookingRecordsInput {
  bookings: BookingRecord[]
}

export type BookingRecordsEvent =
  | { type: 'bookings.add'; booking: BookingRecord }
  | { type: 'list.open' }
  | { type: 'list.close' }
  | ({ type: 'reschedule.open'; id: string } & WizardSelection)
  | { type: 'reschedule.confirm' }
  | { type: 'reschedule.close' }
  | { type: 'cancel.open'; id: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.close' }
  | { type: 'receipt.open'; id: string }
  | { type: 'receipt.email' }
  | { type: 'receipt.close' }
  | { type: 'help.open' }
  | { type: 'help.close' }
  | { type: 'help.chat' }

const NO_SELECTION: WizardSelection = { date: null, time: null }

export function activeBooking(c: BookingRecordsContext): BookingRecord | null {
  return c.bookings.find((b) => b.id === c.activeId) ?? null
}

/** Reschedule and Cancel are offered only while a booking is confirmed. */
export const canChange = (b: BookingRecord): boolean => b.status === 'confirmed'

export const hasSelection = (s: WizardSelection): s is { date: string; time: string } => s.date !== null && s.time !== null

const idOf = (event: BookingRecordsEvent) => ('id' in event ? event.id : null)

export const bookingRecordsMachine = setup({
  types: {
    context: {} as BookingRecordsContext,
    events: {} as BookingRecordsEvent,
    input: {} as BookingRecordsInput,
  },
  actions: {
    /** Writes the list to `qa-bookings`. */
    persistBookings: (_, _params: { bookings: BookingRecord[] }) => {},
    /** 'Appointment rescheduled successfully'. */
    notifyRescheduled: (_, _params: { booking: BookingRecord }) => {},
    /** 'Booking cancelled successfully'. */
    notifyCancelled: (_, _params: { booking: BookingRecord }) => {},
    /** The receipt-emailed toast (no request is made). */
    notifyReceiptEmailed: (_, _params: { booking: BookingRecord }) => {},
    /** 'Live chat opened'. */
    notifyChatOpened: () => {},
  },
  guards: {
    knownBooking: ({ context, event }) => context.bookings.some((b) => b.id === idOf(event)),
    confirmedBooking: ({ context, event }) => context.bookings.some((b) => b.id === idOf(event) && canChange(b)),
    hasSelection: ({ context }) => hasSelection(context.selection),
  },
}).createMachine({
  id: 'bookingRecords',
  context: ({ input }) => ({ bookings: input.bookings, activeId: null, selection: NO_SELECTION }),
  initial: 'idle',
  on: {
    'bookings.add': {
      description: 'A booking confirmed in the wizard is saved as confirmed (newest first).',
      actions: [
        assign({ bookings: ({ context, event }) => [{ ...event.booking, status: 'confirmed' as const }, ...context.bookings.filter((b) => b.id !== event.booking.id)] }),
        { type: 'persistBookings', params: ({ context }) => ({ bookings: context.bookings }) },
      ],
    },
  },
  states: {
    idle: {
      on: {
        'list.open': 'myBookings',
        'help.open': 'help',
      },
    },
    myBookings: {
      initial: 'list',
      states: {
        list: {
          description: 'My Bookings: each record with its status badge.',
          on: {
            'list.close': '#bookingRecords.idle',
            'reschedule.open': {
              guard: 'confirmedBooking',
              target: 'rescheduling',
              actions: assign({ activeId: ({ event }) => event.id, selection: ({ event }) => ({ date: event.date, time: event.time }) }),
            },
            'cancel.open': { guard: 'confirmedBooking', target: 'cancelling', actions: assign({ activeId: ({ event }) => event.id }) },
            'receipt.open': { guard: 'knownBooking', target: 'receipt', actions: assign({ activeId: ({ event }) => event.id }) },
          },
        },
        rescheduling: {
          description: "The new date and time are the wizard's selections; without both, the dialog explains how to choose them.",
          on: {
            'reschedule.confirm': {
              guard: 'hasSelection',
              target: 'list',
              actions: [
                assign({
                  bookings: ({ context }) =>
                    context.bookings.map((b) =>
                      b.id === context.activeId ? { ...b, date: context.selection.date!, time: context.selection.time!, status: 'rescheduled' as const } : b,
                    ),
                }),
                { type: 'persistBookings', params: ({ context }) => ({ bookings: context.bookings }) },
                { type: 'notifyRescheduled', params: ({ context }) => ({ booking: activeBooking(context)! }) },
                assign({ activeId: null, selection: NO_SELECTION }),
              ],
            },
            'reschedule.close': { target: 'list', actions: assign({ activeId: null, selection: NO_SELECTION }) },
          },
        },
        cancelling: {
          description: "'Are you sure you want to cancel this booking? This action cannot be undone.'",
          on: {
            'cancel.confirm': {
              target: 'list',
              actions: [
                assign({ bookings: ({ context }) => context.bookings.map((b) => (b.id === context.activeId ? { ...b, status: 'cancelled' as const } : b)) }),
                { type: 'persistBookings', params: ({ context }) => ({ bookings: context.bookings }) },
                { type: 'notifyCancelled', params: ({ context }) => ({ booking: activeBooking(context)! }) },
                assign({ activeId: null }),
              ],
            },
            'cancel.close': { target: 'list', description: 'Keeps the booking.', actions: assign({ activeId: null }) },
          },
        },
        receipt: {
          description: "The record's details; 'Email Receipt' only toasts (no request).",
          on: {
            'receipt.email': { actions: { type: 'notifyReceiptEmailed', params: ({ context }) => ({ booking: activeBooking(context)! }) } },
            'receipt.close': { target: 'list', actions: assign({ activeId: null }) },
          },
        },
      },
    },
    help: {
      description: 'Help and support; the live-chat button only toasts.',
      on: {
        'help.chat': { actions: 'notifyChatOpened' },
        'help.close': 'idle',
      },
    },
  },
})

export type BookingRecordsMachine = typeof bookingRecordsMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type BookingRecordsSnap = SnapshotFrom<typeof bookingRecordsMachine>

/** The My Bookings dialog is open (alone or under one of its dialogs). */
export function selectMyBookingsOpen(s: BookingRecordsSnap): boolean {
  return s.matches('myBookings')
}

/** The reschedule dialog is open. */
export function selectRescheduling(s: BookingRecordsSnap): boolean {
  return s.matches({ myBookings: 'rescheduling' })
}

/** The cancel-booking dialog is open. */
export function selectCancelling(s: BookingRecordsSnap): boolean {
  return s.matches({ myBookings: 'cancelling' })
}

/** The receipt dialog is open. */
export function selectReceiptOpen(s: BookingRecordsSnap): boolean {
  return s.matches({ myBookings: 'receipt' })
}

/** The help dialog is open. */
export function selectHelpOpen(s: BookingRecordsSnap): boolean {
  return s.matches('help')
}

/** What the booking dialogs render of the bookings: `useSelector(ref, selectBookingRecordsView, shallowEqual)`. */
export function selectBookingRecordsView(s: BookingRecordsSnap) {
  return {
    context: s.context,
    myBookingsOpen: selectMyBookingsOpen(s),
    rescheduling: selectRescheduling(s),
    cancelling: selectCancelling(s),
    receiptOpen: selectReceiptOpen(s),
    helpOpen: selectHelpOpen(s),
  }
}
export type BookingRecordsViewModel = ReturnType<typeof selectBookingRecordsView>
