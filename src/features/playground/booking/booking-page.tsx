/**
 * The salon booking wizard (/qa/booking, docs/spec/3-playground.md "Booking wizard"). Binds the booking machine,
 * which invokes and coordinates the wizard (today's date and the time of day as input, then a
 * clock tick every 15 s) and the records (the list stored under `qa-bookings`, read through a
 * validator: a corrupted value gives an empty list): booking.machine.ts. Provides the children's
 * effects: toasts, and writing the list back to local storage.
 */
import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useEffect, useState } from 'react'
import { selectBookingWizardView, type BookingWizardEvent } from '@machines/playground/booking-wizard.machine'
import { selectBookingRecordsView } from '@machines/playground/booking-records.machine'
import { bookingMachine, provideBookingChildren } from '@machines/playground/booking.machine'
import { localIsoDate, localTime } from '@machines/playground/booking-dates'
import { parseStoredBookings, type BookingRecord } from '@machines/playground/booking-data'
import { i18n } from '@/i18n'
import { PLAYGROUND_STORAGE_KEYS, readStored, writeStored } from '@/lib/storage'
import { notify } from '@/ui/toaster'
import { formatBookingDate } from './booking-format'
import { BookingView } from './booking-view'

/** The stored list: anything but a JSON array is discarded (and removed); malformed entries are dropped. */
function loadBookings(): BookingRecord[] {
  return (
    readStored(PLAYGROUND_STORAGE_KEYS.bookings, (raw) => {
      try {
        return Array.isArray(JSON.parse(raw)) ? parseStoredBookings(raw) : undefined
      } catch {
        return undefined
      }
    }) ?? []
  )
}

const tb = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { ns: 'booking', ...options })
const dateText = (iso: string) => formatBookingDate(iso, i18n.language)

/** The booking machine with the app's effects on its children: toasts and storage. */
const appBookingMachine = () =>
  provideBookingChildren(bookingMachine, {
    records: {
      actions: {
        persistBookings: (_, { bookings: list }) => writeStored(PLAYGROUND_STORAGE_KEYS.bookings, list),
        notifyRescheduled: (_, { booking }) =>
          notify('success', tb('toasts.rescheduled'), tb('toasts.rescheduledDetail', { reference: booking.id, date: dateText(booking.date), time: booking.time })),
        notifyCancelled: () => notify('success', tb('toasts.cancelled')),
        notifyReceiptEmailed: (_, { booking }) => notify('info', tb('toasts.receiptEmailed', { email: booking.customerEmail })),
        notifyChatOpened: () => notify('info', tb('toasts.chatOpened')),
      },
    },
    wizard: {
      actions: {
        notifyInvalid: (_, { code }) => notify('error', tb(`messages.${code}`)),
        notifyPromo: (_, { percent }) => (percent === null ? notify('error', tb('toasts.promoInvalid')) : notify('success', tb('toasts.promoApplied', { n: percent }))),
        notifyWaitlistJoined: (_, { time, date, email }) => notify('success', tb('toasts.waitlistJoined', { time }), tb('toasts.waitlistJoinedDetail', { time, date: dateText(date), email })),
        notifyWaitlistInvalid: () => notify('error', tb('toasts.waitlistInvalid')),
        notifyBooked: (_, { booking }) => {
          notify('success', tb('toasts.booked', { reference: booking.id }), tb('toasts.bookedDetail', { email: booking.customerEmail }))
          if (booking.reminders) notify('info', tb('toasts.reminderSet'))
        },
      },
    },
  })

export function BookingPage() {
  const [start] = useState(() => new Date())
  const today = localIsoDate(start)
  const [bookings] = useState(loadBookings)
  const [machine] = useState(appBookingMachine)
  const booking = useActorRef(machine, { input: { today, now: localTime(start), bookings } })
  // The children live as long as the screen: their refs never change.
  const wizardRef = useSelector(booking, (s) => s.children.wizard!)
  const recordsRef = useSelector(booking, (s) => s.children.records!)

  // The clock: every 15 s, and at once when the window regains focus, so today's slots that
  // have started stop being bookable as time passes.
  useEffect(() => {
    const tick = () => wizardRef.send({ type: 'clock.tick', now: localTime(new Date()) })
    const timer = window.setInterval(tick, 15_000)
    window.addEventListener('focus', tick)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', tick)
    }
  }, [wizardRef])

  const wizard = useSelector(wizardRef, selectBookingWizardView, shallowEqual)
  const records = useSelector(recordsRef, selectBookingRecordsView, shallowEqual)
  const sendWizard = (event: BookingWizardEvent) => wizardRef.send(event)

  return (
    <BookingView
      wizard={wizard}
      records={records}
      sendWizard={sendWizard}
      sendRecords={recordsRef.send}
      onNext={() => wizardRef.send({ type: 'wizard.next', now: Date.now() })}
      onReschedule={(id) => booking.send({ type: 'reschedule.open', id })}
    />
  )
}
