/**
 * The booking screen's coordination contract: the wizard's date and time are followed and a
 * reschedule opens in My Bookings with them; a booking confirmed in the wizard is saved to the
 * records (and stored through the records' own action).
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { mutateMachine } from '../bugs/mutations'
import { SAMPLE_NOW, SAMPLE_RECORDS, SAMPLE_TODAY } from './booking-samples'
import { bookingMachine, provideBookingChildren, type BookingMachine } from './booking.machine'
import type { BookingWizardEvent } from './booking-wizard.machine'

const next = { type: 'wizard.next', now: SAMPLE_NOW } as const
const confirmed = SAMPLE_RECORDS.find((b) => b.status === 'confirmed')!

function start(machine: BookingMachine = bookingMachine) {
  const persistBookings = vi.fn()
  const notifyBooked = vi.fn()
  const provided = provideBookingChildren(machine, {
    wizard: { actions: { notifyInvalid: () => {}, notifyPromo: () => {}, notifyWaitlistJoined: () => {}, notifyWaitlistInvalid: () => {}, notifyBooked } },
    records: { actions: { persistBookings, notifyRescheduled: () => {}, notifyCancelled: () => {}, notifyReceiptEmailed: () => {}, notifyChatOpened: () => {} } },
  })
  const actor = createActor(provided, { input: { today: SAMPLE_TODAY, now: '10:00', bookings: SAMPLE_RECORDS } }).start()
  const wizard = (...events: BookingWizardEvent[]) => events.forEach((e) => actor.getSnapshot().children.wizard!.send(e))
  const records = () => actor.getSnapshot().children.records!
  return { actor, wizard, records, persistBookings, notifyBooked }
}

type T = ReturnType<typeof start>
const chooseSchedule = (t: T) =>
  t.wizard({ type: 'service.select', serviceId: 'haircut' }, next, { type: 'date.select', date: '2026-01-22' }, { type: 'time.select', time: '09:30' })

describe('booking machine', () => {
  it('invokes the wizard and the records as named children', () => {
    const t = start()
    expect(Object.keys(t.actor.getSnapshot().children).sort()).toEqual(['records', 'wizard'])
    expect(t.records().getSnapshot().context.bookings).toEqual(SAMPLE_RECORDS)
    expect(t.actor.getSnapshot().children.wizard!.getSnapshot().context).toMatchObject({ today: SAMPLE_TODAY, now: '10:00' })
    expect(t.actor.getSnapshot().context).toEqual({ selection: { date: null, time: null }, saved: 0 })
  })

  it("follows the wizard's date and time (a new date clears the time)", () => {
    const t = start()
    chooseSchedule(t)
    expect(t.actor.getSnapshot().context.selection).toEqual({ date: '2026-01-22', time: '09:30' })
    t.wizard({ type: 'date.select', date: '2026-01-23' })
    expect(t.actor.getSnapshot().context.selection).toEqual({ date: '2026-01-23', time: null })
  })

  it('follows only changes of the date or time (other wizard steps take no transition of the screen)', () => {
    const t = start()
    const taken: string[] = []
    t.actor.system.inspect({
      next: (e) => {
        if (e.type === '@xstate.microstep' && e.actorRef === t.actor) taken.push(...e._transitions.map((tr) => tr.eventType))
      },
    })
    t.wizard({ type: 'service.select', serviceId: 'haircut' }, next)
    expect(taken).toEqual([])
    t.wizard({ type: 'date.select', date: '2026-01-22' }, { type: 'time.select', time: '09:30' }, { type: 'promo.change', value: 'SAVE' })
    expect(taken).toEqual(['xstate.snapshot.wizard', 'xstate.snapshot.wizard'])
  })

  it("a reschedule reaches My Bookings with the wizard's date and time", () => {
    const t = start()
    chooseSchedule(t)
    t.records().send({ type: 'list.open' })
    t.actor.send({ type: 'reschedule.open', id: confirmed.id })
    expect(t.records().getSnapshot().value).toEqual({ myBookings: 'rescheduling' })
    expect(t.records().getSnapshot().context).toMatchObject({ activeId: confirmed.id, selection: { date: '2026-01-22', time: '09:30' } })
    t.records().send({ type: 'reschedule.confirm' })
    expect(t.records().getSnapshot().context.bookings.find((b) => b.id === confirmed.id)).toMatchObject({ date: '2026-01-22', time: '09:30', status: 'rescheduled' })
  })

  it('a reschedule without a wizard selection opens the dialog with nothing to confirm', () => {
    const t = start()
    t.records().send({ type: 'list.open' })
    t.actor.send({ type: 'reschedule.open', id: confirmed.id })
    expect(t.records().getSnapshot().context.selection).toEqual({ date: null, time: null })
  })

  it('a booking confirmed in the wizard is saved to the records and stored', () => {
    const t = start()
    chooseSchedule(t)
    t.wizard(next, { type: 'staff.select', staffId: 1 }, next)
    t.wizard(
      { type: 'field.change', field: 'name', value: 'Ada Tester' },
      { type: 'field.change', field: 'email', value: 'ada@example.com' },
      { type: 'field.change', field: 'phone', value: '555-123-4567' },
      { type: 'terms.toggle' },
      next,
      { type: 'confirmation.ok' },
    )
    const bookings = t.records().getSnapshot().context.bookings
    expect(bookings).toHaveLength(SAMPLE_RECORDS.length + 1)
    expect(bookings[0]).toMatchObject({ customerName: 'Ada Tester', date: '2026-01-22', time: '09:30', status: 'confirmed' })
    expect(t.persistBookings).toHaveBeenCalledWith(expect.anything(), { bookings })
    expect(t.notifyBooked).toHaveBeenCalledTimes(1)
    expect(t.actor.getSnapshot().context).toEqual({ selection: { date: null, time: null }, saved: 1 })
  })

  it("a bug of the wizard (booking-promo-case-sensitive) reaches the screen's wizard", () => {
    const percent = (machine: BookingMachine) => {
      const t = start(machine)
      t.wizard({ type: 'promo.change', value: 'save10' }, { type: 'promo.apply' })
      return t.actor.getSnapshot().children.wizard!.getSnapshot().context.discountPercent
    }
    expect(percent(mutateMachine(bookingMachine, []))).toBe(10)
    expect(percent(mutateMachine(bookingMachine, ['booking-promo-case-sensitive']))).not.toBe(10)
  })
})
