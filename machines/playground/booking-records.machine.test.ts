import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { activeBooking, bookingRecordsMachine, canChange, hasSelection, type BookingRecordsEvent } from './booking-records.machine'
import { SAMPLE_RECORD, SAMPLE_RECORDS } from './booking-samples'
import type { BookingRecord } from './booking-data'

function setup(bookings: BookingRecord[] = SAMPLE_RECORDS) {
  const actions = {
    persistBookings: vi.fn(),
    notifyRescheduled: vi.fn(),
    notifyCancelled: vi.fn(),
    notifyReceiptEmailed: vi.fn(),
    notifyChatOpened: vi.fn(),
  }
  const actor = createActor(bookingRecordsMachine.provide({ actions }), { input: { bookings } })
  actor.start()
  const send = (...events: BookingRecordsEvent[]) => events.forEach((e) => actor.send(e))
  const snap = () => actor.getSnapshot()
  const ctx = () => actor.getSnapshot().context
  const statusOf = (id: string) => ctx().bookings.find((b) => b.id === id)?.status
  const lastPersisted = () => actions.persistBookings.mock.calls.at(-1)?.[1]?.bookings as BookingRecord[] | undefined
  return { actor, actions, send, snap, ctx, statusOf, lastPersisted }
}

const CONFIRMED = 'BK300003'
const CANCELLED = 'BK100001'
const SELECTION = { date: '2026-01-28', time: '15:00' }

describe('booking records: start', () => {
  it('starts closed with the stored list', () => {
    const t = setup()
    expect(t.snap().value).toBe('idle')
    expect(t.ctx()).toEqual({ bookings: SAMPLE_RECORDS, activeId: null, selection: { date: null, time: null } })
  })

  it('opens and closes My Bookings', () => {
    const t = setup()
    t.send({ type: 'list.open' })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
    t.send({ type: 'list.close' })
    expect(t.snap().value).toBe('idle')
  })
})

describe('adding a booking', () => {
  it('prepends it as confirmed and persists the list', () => {
    const t = setup()
    const booking = { ...SAMPLE_RECORD, id: 'BK999999', status: 'cancelled' as const }
    t.send({ type: 'bookings.add', booking })
    expect(t.ctx().bookings[0]).toEqual({ ...booking, status: 'confirmed' })
    expect(t.ctx().bookings).toHaveLength(4)
    expect(t.lastPersisted()).toEqual(t.ctx().bookings)
  })

  it('replaces a record with the same reference', () => {
    const t = setup([SAMPLE_RECORD])
    t.send({ type: 'bookings.add', booking: { ...SAMPLE_RECORD, time: '17:00' } })
    expect(t.ctx().bookings).toEqual([{ ...SAMPLE_RECORD, time: '17:00' }])
  })
})

describe('reschedule: confirmed → rescheduled', () => {
  it("takes the wizard's date and time, persists and toasts", () => {
    const t = setup()
    t.send({ type: 'list.open' }, { type: 'reschedule.open', id: CONFIRMED, ...SELECTION })
    expect(t.snap().value).toEqual({ myBookings: 'rescheduling' })
    expect(activeBooking(t.ctx())?.id).toBe(CONFIRMED)
    expect(t.ctx().selection).toEqual(SELECTION)
    t.send({ type: 'reschedule.confirm' })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
    const updated = t.ctx().bookings.find((b) => b.id === CONFIRMED)!
    expect(updated).toMatchObject({ status: 'rescheduled', date: SELECTION.date, time: SELECTION.time })
    expect(t.lastPersisted()).toEqual(t.ctx().bookings)
    expect(t.actions.notifyRescheduled).toHaveBeenCalledWith(expect.anything(), { booking: updated })
    expect(t.ctx()).toMatchObject({ activeId: null, selection: { date: null, time: null } })
  })

  it('without a wizard date and time the confirm does nothing', () => {
    for (const selection of [
      { date: null, time: null },
      { date: '2026-01-28', time: null },
    ]) {
      const t = setup()
      t.send({ type: 'list.open' }, { type: 'reschedule.open', id: CONFIRMED, ...selection }, { type: 'reschedule.confirm' })
      expect(t.snap().value).toEqual({ myBookings: 'rescheduling' })
      expect(t.statusOf(CONFIRMED)).toBe('confirmed')
      expect(t.actions.persistBookings).not.toHaveBeenCalled()
    }
  })

  it('closing keeps the booking', () => {
    const t = setup()
    t.send({ type: 'list.open' }, { type: 'reschedule.open', id: CONFIRMED, ...SELECTION }, { type: 'reschedule.close' })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
    expect(t.statusOf(CONFIRMED)).toBe('confirmed')
    expect(t.ctx().activeId).toBeNull()
  })

  it('is offered only while confirmed (not for cancelled, rescheduled or unknown bookings)', () => {
    const t = setup()
    t.send({ type: 'list.open' }, { type: 'reschedule.open', id: CANCELLED, ...SELECTION })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
    t.send({ type: 'reschedule.open', id: 'BK000000', ...SELECTION })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
    t.send({ type: 'reschedule.open', id: CONFIRMED, ...SELECTION }, { type: 'reschedule.confirm' })
    t.send({ type: 'reschedule.open', id: CONFIRMED, ...SELECTION })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
    t.send({ type: 'cancel.open', id: CONFIRMED })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
  })
})

describe('cancel: confirmed → cancelled', () => {
  it('asks first; confirming cancels, persists and toasts', () => {
    const t = setup()
    t.send({ type: 'list.open' }, { type: 'cancel.open', id: 'BK200002' })
    expect(t.snap().value).toEqual({ myBookings: 'cancelling' })
    t.send({ type: 'cancel.confirm' })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
    expect(t.statusOf('BK200002')).toBe('cancelled')
    expect(t.lastPersisted()).toEqual(t.ctx().bookings)
    expect(t.actions.notifyCancelled).toHaveBeenCalledWith(expect.anything(), { booking: expect.objectContaining({ id: 'BK200002', status: 'cancelled' }) })
    expect(t.ctx().activeId).toBeNull()
  })

  it('keeping the booking closes the prompt', () => {
    const t = setup()
    t.send({ type: 'list.open' }, { type: 'cancel.open', id: 'BK200002' }, { type: 'cancel.close' })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
    expect(t.statusOf('BK200002')).toBe('confirmed')
    expect(t.actions.notifyCancelled).not.toHaveBeenCalled()
  })

  it('is not offered for a cancelled booking', () => {
    const t = setup()
    t.send({ type: 'list.open' }, { type: 'cancel.open', id: CANCELLED })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
  })
})

describe('receipt', () => {
  it.each([CONFIRMED, CANCELLED])('is available for %s; Email Receipt only toasts', (id) => {
    const t = setup()
    t.send({ type: 'list.open' }, { type: 'receipt.open', id })
    expect(t.snap().value).toEqual({ myBookings: 'receipt' })
    expect(activeBooking(t.ctx())?.id).toBe(id)
    t.send({ type: 'receipt.email' })
    expect(t.actions.notifyReceiptEmailed).toHaveBeenCalledWith(expect.anything(), { booking: expect.objectContaining({ id }) })
    expect(t.actions.persistBookings).not.toHaveBeenCalled()
    t.send({ type: 'receipt.close' })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
    expect(t.ctx().activeId).toBeNull()
  })

  it('ignores an unknown booking', () => {
    const t = setup()
    t.send({ type: 'list.open' }, { type: 'receipt.open', id: 'BK000000' })
    expect(t.snap().value).toEqual({ myBookings: 'list' })
  })
})

describe('help and support', () => {
  it('opens, toasts the live chat and closes', () => {
    const t = setup()
    t.send({ type: 'help.open' })
    expect(t.snap().value).toBe('help')
    t.send({ type: 'help.chat' })
    expect(t.actions.notifyChatOpened).toHaveBeenCalledTimes(1)
    expect(t.snap().value).toBe('help')
    t.send({ type: 'help.close' })
    expect(t.snap().value).toBe('idle')
  })
})

describe('helpers', () => {
  it('canChange only while confirmed; hasSelection needs date and time', () => {
    expect(canChange({ ...SAMPLE_RECORD, status: 'confirmed' })).toBe(true)
    expect(canChange({ ...SAMPLE_RECORD, status: 'rescheduled' })).toBe(false)
    expect(canChange({ ...SAMPLE_RECORD, status: 'cancelled' })).toBe(false)
    expect(hasSelection({ date: 'x', time: 'y' })).toBe(true)
    expect(hasSelection({ date: null, time: 'y' })).toBe(false)
  })
})
