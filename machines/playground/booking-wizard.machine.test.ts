import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { bookingWizardMachine, buildBooking, initialWizardContext, isPastSlot, stepError, stepNeeds, stepOf, visibleDetailsErrors, wizardPrices, type BookingWizardEvent } from './booking-wizard.machine'
import { SAMPLE_NOW, SAMPLE_TODAY } from './booking-samples'

function setup(today = SAMPLE_TODAY, now?: string) {
  const actions = {
    notifyInvalid: vi.fn(),
    notifyPromo: vi.fn(),
    notifyWaitlistJoined: vi.fn(),
    notifyWaitlistInvalid: vi.fn(),
    saveBooking: vi.fn(),
    notifyBooked: vi.fn(),
  }
  const actor = createActor(bookingWizardMachine.provide({ actions }), { input: { today, now } })
  actor.start()
  const send = (...events: BookingWizardEvent[]) => events.forEach((e) => actor.send(e))
  const snap = () => actor.getSnapshot()
  const ctx = () => actor.getSnapshot().context
  /** The code of the n-th invalid-step toast. */
  const invalidCode = (n = -1) => actions.notifyInvalid.mock.calls.at(n)?.[1]?.code
  return { actor, actions, send, snap, ctx, invalidCode }
}

const next = { type: 'wizard.next', now: SAMPLE_NOW } as const
const back = { type: 'wizard.back' } as const

type T = ReturnType<typeof setup>

function toSchedule(t: T) {
  t.send({ type: 'service.select', serviceId: 'haircut' }, next)
}
function toStaff(t: T) {
  toSchedule(t)
  t.send({ type: 'date.select', date: '2026-01-21' }, { type: 'time.select', time: '09:00' }, next)
}
function toDetails(t: T) {
  toStaff(t)
  t.send({ type: 'staff.select', staffId: 1 }, next)
}
function fillDetails(t: T) {
  t.send(
    { type: 'field.change', field: 'name', value: 'Ada Tester' },
    { type: 'field.change', field: 'email', value: 'ada@example.com' },
    { type: 'field.change', field: 'phone', value: '555-123-4567' },
    { type: 'terms.toggle' },
  )
}
function toConfirming(t: T) {
  toDetails(t)
  fillDetails(t)
  t.send(next)
}

describe('booking wizard: start', () => {
  it('starts on step 1 with empty fields, reminders on, 1 guest, week view of the current month', () => {
    const t = setup()
    expect(t.snap().value).toBe('service')
    expect(stepOf(t.snap().value)).toBe(1)
    expect(t.ctx()).toEqual(initialWizardContext(SAMPLE_TODAY))
    expect(t.ctx()).toMatchObject({ serviceId: null, date: null, time: null, staffId: null, reminders: true, guests: 1, termsAccepted: false, dateView: 'week', month: '2026-01', sort: 'none', discountPercent: 0 })
  })

  it('maps states to steps (the modals sit over steps 2 and 4)', () => {
    expect(['service', 'schedule', 'waitlist', 'staff', 'details', 'confirming'].map(stepOf)).toEqual([1, 2, 2, 3, 4, 4])
  })
})

describe('step 1: service', () => {
  it("Next without a service toasts 'selectService' and stays", () => {
    const t = setup()
    t.send(next)
    expect(t.snap().value).toBe('service')
    expect(t.invalidCode()).toBe('selectService')
  })

  it('selects a service and advances', () => {
    const t = setup()
    t.send({ type: 'service.select', serviceId: 'color' })
    expect(t.ctx().serviceId).toBe('color')
    t.send(next)
    expect(t.snap().value).toBe('schedule')
    expect(t.actions.notifyInvalid).not.toHaveBeenCalled()
  })

  it('ignores an unknown service', () => {
    const t = setup()
    t.send({ type: 'service.select', serviceId: 'perm' as never })
    expect(t.ctx().serviceId).toBeNull()
  })

  it('toggles add-ons, kept in catalogue order; ignores unknown ones', () => {
    const t = setup()
    t.send({ type: 'addon.toggle', addonId: 'refreshment' }, { type: 'addon.toggle', addonId: 'shampoo' })
    expect(t.ctx().addonIds).toEqual(['shampoo', 'refreshment'])
    t.send({ type: 'addon.toggle', addonId: 'shampoo' })
    expect(t.ctx().addonIds).toEqual(['refreshment'])
    t.send({ type: 'addon.toggle', addonId: 'wax' as never })
    expect(t.ctx().addonIds).toEqual(['refreshment'])
  })

  it('cycles the price sort ascending → descending → none', () => {
    const t = setup()
    const seen = [1, 2, 3].map(() => {
      t.send({ type: 'sort.cycle' })
      return t.ctx().sort
    })
    expect(seen).toEqual(['asc', 'desc', 'none'])
  })

  it('Previous does nothing on step 1', () => {
    const t = setup()
    t.send(back, { type: 'wizard.goTo', step: 2 })
    expect(t.snap().value).toBe('service')
  })

  it('changing the service with a chosen slot updates the duration', () => {
    const t = setup()
    toStaff(t)
    expect(t.ctx().duration).toBe(45)
    t.send({ type: 'wizard.goTo', step: 1 }, { type: 'service.select', serviceId: 'highlights' })
    expect(t.ctx()).toMatchObject({ serviceId: 'highlights', time: '09:00', duration: 150 })
  })
})

describe('step 2: date and time', () => {
  it("Next toasts 'selectDate' without a date, then 'selectTime' without a time", () => {
    const t = setup()
    toSchedule(t)
    t.send(next)
    expect(t.invalidCode()).toBe('selectDate')
    t.send({ type: 'date.select', date: '2026-01-22' }, next)
    expect(t.invalidCode()).toBe('selectTime')
    expect(t.snap().value).toBe('schedule')
  })

  it('selects a bookable date; past and malformed dates are refused', () => {
    const t = setup()
    toSchedule(t)
    t.send({ type: 'date.select', date: '2026-01-19' })
    expect(t.ctx().date).toBeNull()
    t.send({ type: 'date.select', date: '2026-13-01' })
    expect(t.ctx().date).toBeNull()
    t.send({ type: 'date.select', date: SAMPLE_TODAY })
    expect(t.ctx().date).toBe(SAMPLE_TODAY)
    t.send({ type: 'date.select', date: '2026-03-31' })
    expect(t.ctx().date).toBe('2026-03-31')
  })

  it('changing the date resets the time slot; choosing the same date keeps it', () => {
    const t = setup()
    toSchedule(t)
    t.send({ type: 'date.select', date: '2026-01-21' }, { type: 'time.select', time: '09:30' })
    expect(t.ctx()).toMatchObject({ time: '09:30', duration: 45 })
    t.send({ type: 'date.select', date: '2026-01-21' })
    expect(t.ctx().time).toBe('09:30')
    t.send({ type: 'date.select', date: '2026-01-22' })
    expect(t.ctx()).toMatchObject({ date: '2026-01-22', time: null, duration: null })
  })

  it('a time needs a date first; unknown times are ignored', () => {
    const t = setup()
    toSchedule(t)
    t.send({ type: 'time.select', time: '09:00' })
    expect(t.ctx().time).toBeNull()
    t.send({ type: 'date.select', date: '2026-01-21' }, { type: 'time.select', time: '13:00' })
    expect(t.ctx().time).toBeNull()
    expect(t.snap().value).toBe('schedule')
  })

  it('an available slot sets the time and the duration in minutes from the service', () => {
    const t = setup()
    t.send({ type: 'service.select', serviceId: 'color' }, next, { type: 'date.select', date: '2026-01-21' }, { type: 'time.select', time: '12:00' })
    expect(t.ctx()).toMatchObject({ time: '12:00', duration: 120 })
    t.send(next)
    expect(t.snap().value).toBe('staff')
  })

  it.each(['10:00', '11:30', '14:30', '16:30'])('the unavailable slot %s opens the waitlist modal and keeps the time unset', (time) => {
    const t = setup()
    toSchedule(t)
    t.send({ type: 'date.select', date: '2026-01-21' }, { type: 'time.select', time })
    expect(t.snap().value).toBe('waitlist')
    expect(stepOf(t.snap().value)).toBe(2)
    expect(t.ctx().waitlist).toEqual({ time, email: '', attempted: false })
    expect(t.ctx().time).toBeNull()
  })

  it('switches between week and month views', () => {
    const t = setup()
    toSchedule(t)
    t.send({ type: 'view.set', view: 'month' })
    expect(t.ctx().dateView).toBe('month')
    t.send({ type: 'view.set', view: 'week' })
    expect(t.ctx().dateView).toBe('week')
  })

  it('shows later months; never a month before the current one', () => {
    const t = setup('2026-12-30')
    toSchedule(t)
    t.send({ type: 'month.previous' })
    expect(t.ctx().month).toBe('2026-12')
    t.send({ type: 'month.next' })
    expect(t.ctx().month).toBe('2027-01')
    t.send({ type: 'month.next' }, { type: 'month.previous' })
    expect(t.ctx().month).toBe('2027-01')
    t.send({ type: 'month.previous' }, { type: 'month.previous' })
    expect(t.ctx().month).toBe('2026-12')
  })

  it('Previous and the step indicator go back to step 1 keeping the data', () => {
    const t = setup()
    toSchedule(t)
    t.send({ type: 'date.select', date: '2026-01-21' }, back)
    expect(t.snap().value).toBe('service')
    expect(t.ctx()).toMatchObject({ serviceId: 'haircut', date: '2026-01-21' })
    t.send(next, { type: 'wizard.goTo', step: 1 })
    expect(t.snap().value).toBe('service')
  })

  it('the step indicator cannot skip forward', () => {
    const t = setup()
    toSchedule(t)
    t.send({ type: 'wizard.goTo', step: 3 }, { type: 'wizard.goTo', step: 4 }, { type: 'wizard.goTo', step: 2 })
    expect(t.snap().value).toBe('schedule')
  })
})

describe("step 2: today's past time slots", () => {
  function onToday(now: string) {
    const t = setup(SAMPLE_TODAY, now)
    toSchedule(t)
    t.send({ type: 'date.select', date: SAMPLE_TODAY })
    return t
  }

  it('without a time of day every slot of today is open (the default now is 00:00)', () => {
    const t = setup()
    expect(t.ctx().now).toBe('00:00')
    toSchedule(t)
    t.send({ type: 'date.select', date: SAMPLE_TODAY }, { type: 'time.select', time: '09:00' })
    expect(t.ctx().time).toBe('09:00')
  })

  it('a slot that has started cannot be chosen on today; a later one can', () => {
    const t = onToday('10:05')
    t.send({ type: 'time.select', time: '09:30' })
    expect(t.ctx().time).toBeNull()
    t.send({ type: 'time.select', time: '10:30' })
    expect(t.ctx()).toMatchObject({ time: '10:30', duration: 45 })
    t.send({ type: 'time.select', time: '09:00' })
    expect(t.ctx().time).toBe('10:30')
  })

  it('a past unavailable slot does not open the waitlist; a future one does', () => {
    const t = onToday('12:00')
    t.send({ type: 'time.select', time: '11:30' })
    expect(t.snap().value).toBe('schedule')
    t.send({ type: 'time.select', time: '14:30' })
    expect(t.snap().value).toBe('waitlist')
  })

  it('the same times on a later date stay bookable', () => {
    const t = setup(SAMPLE_TODAY, '18:00')
    toSchedule(t)
    t.send({ type: 'date.select', date: '2026-01-21' }, { type: 'time.select', time: '09:00' })
    expect(t.ctx().time).toBe('09:00')
  })

  it('clock.tick: a chosen slot of today that starts is cleared, Next then toasts the time; other slots stay', () => {
    const t = onToday('10:05')
    t.send({ type: 'time.select', time: '10:30' }, { type: 'clock.tick', now: '10:20' })
    expect(t.ctx()).toMatchObject({ now: '10:20', time: '10:30' })
    t.send({ type: 'clock.tick', now: '10:30' })
    expect(t.ctx()).toMatchObject({ now: '10:30', time: null, duration: null })
    t.send(next)
    expect(t.snap().value).toBe('schedule')
    expect(t.invalidCode()).toBe('selectTime')
  })

  it('a slot that passes while the user is on step 4 blocks the booking with the time toast', () => {
    const t = setup(SAMPLE_TODAY, '10:05')
    toSchedule(t)
    t.send({ type: 'date.select', date: SAMPLE_TODAY }, { type: 'time.select', time: '10:30' }, next, { type: 'staff.select', staffId: 1 }, next)
    fillDetails(t)
    t.send({ type: 'clock.tick', now: '10:31' }, next)
    expect(t.snap().value).toBe('details')
    expect(t.invalidCode()).toBe('selectTime')
    expect(stepNeeds(t.ctx(), 4)).toEqual(['time'])
  })

  it('a tick on a later date keeps the chosen slot', () => {
    const t = setup(SAMPLE_TODAY, '10:05')
    toStaff(t)
    t.send({ type: 'clock.tick', now: '23:59' })
    expect(t.ctx().time).toBe('09:00')
  })
})

describe('waitlist modal', () => {
  function open() {
    const t = setup()
    toSchedule(t)
    t.send({ type: 'date.select', date: '2026-01-21' }, { type: 'time.select', time: '10:00' })
    return t
  }

  it("an invalid e-mail toasts 'Please enter a valid email' and keeps the modal open", () => {
    const t = open()
    t.send({ type: 'waitlist.submit' })
    expect(t.actions.notifyWaitlistInvalid).toHaveBeenCalledTimes(1)
    expect(t.snap().value).toBe('waitlist')
    expect(t.ctx().waitlist).toMatchObject({ attempted: true })
    t.send({ type: 'waitlist.change', email: 'ada@example' }, { type: 'waitlist.submit' })
    expect(t.actions.notifyWaitlistInvalid).toHaveBeenCalledTimes(2)
    expect(t.ctx().waitlist).toMatchObject({ email: 'ada@example' })
  })

  it('a valid e-mail joins the waitlist for the slot and closes the modal', () => {
    const t = open()
    t.send({ type: 'waitlist.change', email: ' ada@example.com ' }, { type: 'waitlist.submit' })
    expect(t.actions.notifyWaitlistJoined).toHaveBeenCalledWith(expect.anything(), { time: '10:00', date: '2026-01-21', email: 'ada@example.com' })
    expect(t.snap().value).toBe('schedule')
    expect(t.ctx()).toMatchObject({ waitlist: null, time: null })
  })

  it('closing the modal returns to step 2 unchanged', () => {
    const t = open()
    t.send({ type: 'waitlist.change', email: 'a' }, { type: 'waitlist.close' })
    expect(t.snap().value).toBe('schedule')
    expect(t.ctx()).toMatchObject({ waitlist: null, date: '2026-01-21', time: null })
    expect(t.actions.notifyWaitlistJoined).not.toHaveBeenCalled()
  })
})

describe('step 3: staff', () => {
  it("Next without a specialist toasts 'selectStaff'", () => {
    const t = setup()
    toStaff(t)
    t.send(next)
    expect(t.invalidCode()).toBe('selectStaff')
    expect(t.snap().value).toBe('staff')
  })

  it('selects a specialist (or Any Available) and advances; unknown ids are ignored', () => {
    const t = setup()
    toStaff(t)
    t.send({ type: 'staff.select', staffId: 9 as never })
    expect(t.ctx().staffId).toBeNull()
    t.send({ type: 'staff.select', staffId: 4 }, next)
    expect(t.ctx().staffId).toBe(4)
    expect(t.snap().value).toBe('details')
  })

  it('goes back to step 2 or 1 keeping the data', () => {
    const t = setup()
    toStaff(t)
    t.send({ type: 'staff.select', staffId: 2 }, back)
    expect(t.snap().value).toBe('schedule')
    expect(t.ctx()).toMatchObject({ date: '2026-01-21', time: '09:00', staffId: 2 })
    t.send(next, { type: 'wizard.goTo', step: 2 })
    expect(t.snap().value).toBe('schedule')
    t.send(next, { type: 'wizard.goTo', step: 1 })
    expect(t.snap().value).toBe('service')
    t.send(next, next, next)
    expect(t.snap().value).toBe('details')
  })
})

describe('step 4: details', () => {
  it('toasts the first missing field in order and shows every inline error after the attempt', () => {
    const t = setup()
    toDetails(t)
    expect(visibleDetailsErrors(t.ctx())).toEqual({ name: null, email: null, phone: null, terms: null })
    const codes: string[] = []
    const attempt = () => {
      t.send(next)
      codes.push(t.invalidCode())
    }
    attempt()
    expect(t.ctx().attempted).toBe(true)
    expect(visibleDetailsErrors(t.ctx())).toEqual({ name: 'enterName', email: 'enterEmail', phone: 'enterPhone', terms: 'acceptTerms' })
    t.send({ type: 'field.change', field: 'name', value: 'Ada' })
    attempt()
    t.send({ type: 'field.change', field: 'email', value: 'ada@' })
    attempt()
    t.send({ type: 'field.change', field: 'email', value: 'ada@example.com' })
    attempt()
    t.send({ type: 'field.change', field: 'phone', value: '12345' })
    attempt()
    t.send({ type: 'field.change', field: 'phone', value: '5551234567' })
    attempt()
    expect(codes).toEqual(['enterName', 'enterEmail', 'invalidEmail', 'enterPhone', 'invalidPhone', 'acceptTerms'])
    expect(t.snap().value).toBe('details')
  })

  it('shows the inline error of a touched field only', () => {
    const t = setup()
    toDetails(t)
    t.send({ type: 'field.change', field: 'email', value: 'nope' })
    expect(visibleDetailsErrors(t.ctx())).toEqual({ name: null, email: 'invalidEmail', phone: null, terms: null })
    t.send({ type: 'field.change', field: 'name', value: 'A' }, { type: 'field.change', field: 'name', value: '' })
    expect(visibleDetailsErrors(t.ctx()).name).toBe('enterName')
    t.send({ type: 'terms.toggle' }, { type: 'terms.toggle' })
    expect(visibleDetailsErrors(t.ctx()).terms).toBe('acceptTerms')
    t.send({ type: 'field.change', field: 'requests', value: 'Quiet' })
    expect(t.ctx().touched).toEqual({ name: true, email: true, phone: false, terms: true })
    expect(t.ctx().requests).toBe('Quiet')
  })

  it('guests 1 to 5; reminders and terms toggle', () => {
    const t = setup()
    toDetails(t)
    t.send({ type: 'guests.change', guests: 5 })
    expect(t.ctx().guests).toBe(5)
    t.send({ type: 'guests.change', guests: 6 }, { type: 'guests.change', guests: 0 }, { type: 'guests.change', guests: 2.5 })
    expect(t.ctx().guests).toBe(5)
    t.send({ type: 'reminders.toggle' })
    expect(t.ctx().reminders).toBe(false)
    t.send({ type: 'terms.toggle' })
    expect(t.ctx().termsAccepted).toBe(true)
  })

  it('back and the step indicator keep the details', () => {
    const t = setup()
    toDetails(t)
    fillDetails(t)
    t.send(back)
    expect(t.snap().value).toBe('staff')
    t.send(next)
    for (const step of [3, 2, 1] as const) {
      t.send({ type: 'wizard.goTo', step })
      expect(stepOf(t.snap().value)).toBe(step)
      while (t.snap().value !== 'details') t.send(next)
    }
    expect(t.ctx()).toMatchObject({ name: 'Ada Tester', email: 'ada@example.com', phone: '555-123-4567', termsAccepted: true })
    t.send({ type: 'wizard.goTo', step: 4 })
    expect(t.snap().value).toBe('details')
  })

  it("a valid step 4's Book Appointment opens the confirmation with the reference BK + the last 6 digits of the timestamp", () => {
    const t = setup()
    toConfirming(t)
    expect(t.snap().value).toBe('confirming')
    expect(stepOf(t.snap().value)).toBe(4)
    expect(t.ctx().pending).toMatchObject({ id: `BK${String(SAMPLE_NOW).slice(-6)}`, status: 'confirmed', createdAt: new Date(SAMPLE_NOW).toISOString() })
    expect(t.ctx().pending!.id).toMatch(/^BK\d{6}$/)
    expect(t.actions.saveBooking).not.toHaveBeenCalled()
  })
})

describe('promo codes (any step)', () => {
  it.each([
    ['save10', 10],
    ['SAVE20', 20],
    ['FirstTime', 15],
    ['WELCOME', 25],
  ])("%s applies %i % with 'Promo code applied!'", (code, percent) => {
    const t = setup()
    t.send({ type: 'promo.change', value: code }, { type: 'promo.apply' })
    expect(t.ctx()).toMatchObject({ promoCode: code.toUpperCase(), discountPercent: percent })
    expect(t.actions.notifyPromo).toHaveBeenCalledWith(expect.anything(), { percent })
  })

  it("an invalid code toasts 'Invalid promo code' and resets the discount to 0", () => {
    const t = setup()
    toSchedule(t)
    t.send({ type: 'promo.change', value: 'WELCOME' }, { type: 'promo.apply' })
    expect(t.ctx().discountPercent).toBe(25)
    t.send({ type: 'promo.change', value: 'FREE100' }, { type: 'promo.apply' })
    expect(t.ctx()).toMatchObject({ promoCode: null, discountPercent: 0, promoInput: 'FREE100' })
    expect(t.actions.notifyPromo).toHaveBeenLastCalledWith(expect.anything(), { percent: null })
    t.send({ type: 'promo.change', value: '' }, { type: 'promo.apply' })
    expect(t.actions.notifyPromo).toHaveBeenLastCalledWith(expect.anything(), { percent: null })
  })

  it('computes the total as (service + add-ons) − discount %', () => {
    const t = setup()
    t.send({ type: 'service.select', serviceId: 'haircut' }, { type: 'addon.toggle', addonId: 'shampoo' }, { type: 'addon.toggle', addonId: 'massage' })
    expect(wizardPrices(t.ctx())).toMatchObject({ subtotal: 90, discount: 0, total: 90 })
    t.send({ type: 'promo.change', value: 'save20' }, { type: 'promo.apply' })
    expect(wizardPrices(t.ctx())).toMatchObject({ subtotal: 90, discountPercent: 20, discount: 18, total: 72 })
  })
})

describe('confirmation modal', () => {
  it('OK saves the booking as confirmed, toasts and resets the wizard to step 1', () => {
    const t = setup()
    t.send({ type: 'addon.toggle', addonId: 'shampoo' }, { type: 'promo.change', value: 'SAVE10' }, { type: 'promo.apply' })
    toDetails(t)
    fillDetails(t)
    t.send({ type: 'field.change', field: 'requests', value: ' Quiet chair ' }, { type: 'guests.change', guests: 2 }, { type: 'reminders.toggle' }, next)
    const pending = t.ctx().pending!
    t.send({ type: 'confirmation.ok' })
    const expected = {
      id: `BK${String(SAMPLE_NOW).slice(-6)}`,
      service: 'Haircut & Style',
      date: '2026-01-21',
      time: '09:00',
      staff: 'Sarah Johnson',
      customerName: 'Ada Tester',
      customerEmail: 'ada@example.com',
      customerPhone: '555-123-4567',
      total: 67.5,
      status: 'confirmed',
      addons: ['Premium Shampoo'],
      notes: 'Quiet chair',
      createdAt: new Date(SAMPLE_NOW).toISOString(),
      serviceId: 'haircut',
      staffId: 1,
      addonIds: ['shampoo'],
      guests: 2,
      reminders: false,
      duration: 45,
      discountPercent: 10,
    }
    expect(pending).toEqual(expected)
    expect(t.actions.saveBooking).toHaveBeenCalledWith(expect.anything(), { booking: expected })
    expect(t.actions.notifyBooked).toHaveBeenCalledWith(expect.anything(), { booking: expected })
    expect(t.snap().value).toBe('service')
    expect(t.ctx()).toEqual(initialWizardContext(SAMPLE_TODAY))
  })

  it('closing the confirmation returns to step 4 without saving', () => {
    const t = setup()
    toConfirming(t)
    t.send({ type: 'confirmation.close' })
    expect(t.snap().value).toBe('details')
    expect(t.ctx().pending).toBeNull()
    expect(t.ctx().name).toBe('Ada Tester')
    expect(t.actions.saveBooking).not.toHaveBeenCalled()
  })
})

describe('helpers', () => {
  it('stepError names the first problem of a step, earlier steps first', () => {
    const c = initialWizardContext(SAMPLE_TODAY)
    expect([1, 2, 3, 4].map((s) => stepError(c, s as 1 | 2 | 3 | 4))).toEqual(['selectService', 'selectService', 'selectService', 'selectService'])
    const chosen = { ...c, serviceId: 'haircut' as const }
    expect([2, 3, 4].map((s) => stepError(chosen, s as 2 | 3 | 4))).toEqual(['selectDate', 'selectDate', 'selectDate'])
    expect(stepError({ ...chosen, date: '2026-01-21' }, 2)).toBe('selectTime')
    const scheduled = { ...chosen, date: '2026-01-21', time: '09:00' }
    expect([2, 3, 4].map((s) => stepError(scheduled, s as 2 | 3 | 4))).toEqual([null, 'selectStaff', 'selectStaff'])
    expect(stepError({ ...scheduled, staffId: 1 }, 4)).toBe('enterName')
  })

  it('stepNeeds lists every gap of the step (and earlier ones), for the hint next to the disabled Next', () => {
    const c = initialWizardContext(SAMPLE_TODAY)
    expect(stepNeeds(c, 1)).toEqual(['service'])
    expect(stepNeeds(c, 2)).toEqual(['service', 'date', 'time'])
    const scheduled = { ...c, serviceId: 'haircut' as const, date: '2026-01-21', time: '09:00' }
    expect(stepNeeds(scheduled, 2)).toEqual([])
    expect(stepNeeds(scheduled, 3)).toEqual(['staff'])
    const details = { ...scheduled, staffId: 1 as const }
    expect(stepNeeds(details, 4)).toEqual(['name', 'email', 'phone', 'terms'])
    expect(stepNeeds({ ...details, name: 'Ada', email: 'ada@', phone: '555-123-4567', termsAccepted: true }, 4)).toEqual(['email'])
    expect(stepNeeds({ ...details, name: 'Ada', email: 'ada@example.com', phone: '555-123-4567', termsAccepted: true }, 4)).toEqual([])
  })

  it('isPastSlot: on today, a slot at or before the current minute has passed; later dates never', () => {
    const c = { today: SAMPLE_TODAY, now: '10:05' }
    expect(isPastSlot(c, SAMPLE_TODAY, '09:00')).toBe(true)
    expect(isPastSlot(c, SAMPLE_TODAY, '10:00')).toBe(true)
    expect(isPastSlot(c, SAMPLE_TODAY, '10:30')).toBe(false)
    expect(isPastSlot({ today: SAMPLE_TODAY, now: '10:30' }, SAMPLE_TODAY, '10:30')).toBe(true)
    expect(isPastSlot(c, '2026-01-21', '09:00')).toBe(false)
    expect(isPastSlot(c, null, '09:00')).toBe(false)
  })

  it('buildBooking falls back to the service duration and empty names', () => {
    const c = { ...initialWizardContext(SAMPLE_TODAY), serviceId: 'treatment' as const }
    expect(buildBooking(c, SAMPLE_NOW)).toMatchObject({ duration: 30, staff: '', service: 'Hair Treatment', total: 45 })
  })
})
