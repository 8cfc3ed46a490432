/**
 * The salon booking wizard (docs/spec/3-playground.md "Booking wizard", §3, §4 "Booking", §5 "Booking", §8, §9):
 * four steps (service, date and time, staff, details) with no skipping; back keeps the data;
 * changing the date resets the time slot; Next advances only when the step is valid (an
 * attempt on an invalid step toasts the first missing field); the waitlist modal for an
 * unavailable slot; promo codes; step 4's "Book Appointment" opens the confirmation modal
 * with a reference ('BK' + the last 6 digits of the timestamp), whose OK saves the booking as
 * confirmed (a provided action), toasts and resets the wizard to step 1.
 *
 * "Today" and the time of day ("now") are the machine input, and the app sends `clock.tick`
 * as time passes, so every date and time rule is deterministic in tests: on today's date, a
 * slot that has started (its start at or before the current minute) cannot be chosen.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { isEmail } from '../shared/validation'
import {
  ADDONS,
  addonById,
  bookingReference,
  detailsErrors,
  firstDetailsError,
  GUEST_OPTIONS,
  NEXT_SORT,
  priceBreakdown,
  promoDiscount,
  serviceById,
  slotByTime,
  staffById,
  type AddonId,
  type BookingMessageCode,
  type BookingRecord,
  type PriceSort,
  type ServiceId,
  type StaffId,
} from './booking-data'
import { addMonths, isBookableDate, monthOf } from './booking-dates'

export type DateView = 'week' | 'month'
export type WizardStep = 1 | 2 | 3 | 4
export type TextField = 'name' | 'email' | 'phone' | 'requests'

export interface WaitlistDraft {
  /** The unavailable slot. */
  time: string
  email: string
  /** A join attempt with an invalid e-mail shows the inline error. */
  attempted: boolean
}

export interface BookingWizardContext {
  /** 'YYYY-MM-DD', from the input. */
  today: string
  /** The local time of day 'HH:MM', from the input and then `clock.tick`. */
  now: string
  serviceId: ServiceId | null
  /** In catalogue order. */
  addonIds: AddonId[]
  sort: PriceSort
  dateView: DateView
  /** The month the month view shows, 'YYYY-MM'. */
  month: string
  date: string | null
  time: string | null
  /** Minutes, set with the time from the service. */
  duration: number | null
  staffId: StaffId | null
  name: string
  email: string
  phone: string
  requests: string
  guests: number
  reminders: boolean
  termsAccepted: boolean
  /** Fields the user has changed: their inline errors show. */
  touched: { name: boolean; email: boolean; phone: boolean; terms: boolean }
  /** A Next attempt on an invalid details step: every inline error shows. */
  attempted: boolean
  promoInput: string
  /** The applied code (upper case), null when none. */
  promoCode: string | null
  discountPercent: number
  waitlist: WaitlistDraft | null
  /** The booking shown in the confirmation modal, saved on OK. */
  pending: BookingRecord | null
}

export interface BookingWizardInput {
  today: string
  /** The local time of day 'HH:MM' (default '00:00': every slot of today is still to come). */
  now?: string
}

export type BookingWizardEvent =
  /** The app's clock: the local time of day 'HH:MM'. */
  | { type: 'clock.tick'; now: string }
  | { type: 'service.select'; serviceId: ServiceId }
  | { type: 'addon.toggle'; addonId: AddonId }
  | { type: 'sort.cycle' }
  | { type: 'view.set'; view: DateView }
  | { type: 'month.next' }
  | { type: 'month.previous' }
  | { type: 'date.select'; date: string }
  | { type: 'time.select'; time: string }
  | { type: 'staff.select'; staffId: StaffId }
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'guests.change'; guests: number }
  | { type: 'reminders.toggle' }
  | { type: 'terms.toggle' }
  | { type: 'promo.change'; value: string }
  | { type: 'promo.apply' }
  /** `now` (ms since the epoch) stamps the booking made on step 4. */
  | { type: 'wizard.next'; now: number }
  | { type: 'wizard.back' }
  /** The step indicator: only earlier steps can be reached. */
  | { type: 'wizard.goTo'; step: WizardStep }
  | { type: 'waitlist.change'; email: string }
  | { type: 'waitlist.submit' }
  | { type: 'waitlist.close' }
  | { type: 'confirmation.ok' }
  | { type: 'confirmation.close' }

const STEP_OF_STATE: Record<string, WizardStep> = { service: 1, schedule: 2, waitlist: 2, staff: 3, details: 4, confirming: 4 }

/** The wizard step a snapshot value shows (the waitlist and confirmation modals sit over steps 2 and 4). */
export function stepOf(value: unknown): WizardStep {
  return STEP_OF_STATE[String(value)] ?? 1
}

export function initialWizardContext(today: string, now = '00:00'): BookingWizardContext {
  return {
    today,
    now,
    serviceId: null,
    addonIds: [],
    sort: 'none',
    dateView: 'week',
    month: monthOf(today),
    date: null,
    time: null,
    duration: null,
    staffId: null,
    name: '',
    email: '',
    phone: '',
    requests: '',
    guests: 1,
    reminders: true,
    termsAccepted: false,
    touched: { name: false, email: false, phone: false, terms: false },
    attempted: false,
    promoInput: '',
    promoCode: null,
    discountPercent: 0,
    waitlist: null,
    pending: null,
  }
}

/** A slot of the chosen date that has already started: on today's date, its start is at or before now. */
export function isPastSlot(c: Pick<BookingWizardContext, 'today' | 'now'>, date: string | null, time: string): boolean {
  return date !== null && date <= c.today && (date < c.today || time <= c.now)
}

/** The message of a step's own first gap, null when the step itself is complete. */
function ownStepError(c: BookingWizardContext, step: WizardStep): BookingMessageCode | null {
  switch (step) {
    case 1:
      return c.serviceId ? null : 'selectService'
    case 2:
      return !c.date ? 'selectDate' : !c.time || isPastSlot(c, c.date, c.time) ? 'selectTime' : null
    case 3:
      return c.staffId ? null : 'selectStaff'
    case 4:
      return firstDetailsError(c)
  }
}

/**
 * The first message that keeps a step from being valid, null when it is valid. Earlier steps
 * count too: a time slot that passed while the user was on a later step blocks the booking.
 */
export function stepError(c: BookingWizardContext, step: WizardStep): BookingMessageCode | null {
  for (let s = 1 as WizardStep; s <= step; s = (s + 1) as WizardStep) {
    const error = ownStepError(c, s)
    if (error) return error
  }
  return null
}

/** What a step still needs, for the hint next to the disabled Next. */
export type BookingNeed = 'service' | 'date' | 'time' | 'staff' | 'name' | 'email' | 'phone' | 'terms'

const NEED_OF: Record<BookingMessageCode, BookingNeed> = {
  selectService: 'service',
  selectDate: 'date',
  selectTime: 'time',
  selectStaff: 'staff',
  enterName: 'name',
  enterEmail: 'email',
  invalidEmail: 'email',
  enterPhone: 'phone',
  invalidPhone: 'phone',
  acceptTerms: 'terms',
}

/** Every gap of the step (and of earlier steps), in form order. */
export function stepNeeds(c: BookingWizardContext, step: WizardStep): BookingNeed[] {
  const needs: BookingNeed[] = []
  for (let s = 1 as WizardStep; s <= step; s = (s + 1) as WizardStep) {
    if (s === 2) {
      if (!c.date) needs.push('date')
      if (!c.time || isPastSlot(c, c.date, c.time)) needs.push('time')
    } else if (s === 4) {
      const e = detailsErrors(c)
      for (const code of [e.name, e.email, e.phone, e.terms]) if (code) needs.push(NEED_OF[code])
    } else {
      const error = ownStepError(c, s)
      if (error) needs.push(NEED_OF[error])
    }
  }
  return needs
}

/** The inline errors of step 4 that are on show (touched fields, or every field after an attempt). */
export function visibleDetailsErrors(c: BookingWizardContext): Record<'name' | 'email' | 'phone' | 'terms', BookingMessageCode | null> {
  const e = detailsErrors(c)
  const show = (field: keyof BookingWizardContext['touched']) => c.attempted || c.touched[field]
  return { name: show('name') ? e.name : null, email: show('email') ? e.email : null, phone: show('phone') ? e.phone : null, terms: show('terms') ? e.terms : null }
}

/** The price summary of the current selections. */
export const wizardPrices = (c: BookingWizardContext) => priceBreakdown(c.serviceId, c.addonIds, c.discountPercent)

/** The booking record the current selections make, stamped with `now`. */
export function buildBooking(c: BookingWizardContext, now: number): BookingRecord {
  const service = serviceById(c.serviceId)
  const staff = staffById(c.staffId)
  return {
    id: bookingReference(now),
    service: service?.name ?? '',
    date: c.date ?? '',
    time: c.time ?? '',
    staff: staff?.name ?? '',
    customerName: c.name.trim(),
    customerEmail: c.email.trim(),
    customerPhone: c.phone.trim(),
    total: wizardPrices(c).total,
    status: 'confirmed',
    addons: c.addonIds.map((id) => addonById(id)?.name ?? id),
    notes: c.requests.trim(),
    createdAt: new Date(now).toISOString(),
    ...(service ? { serviceId: service.id } : {}),
    ...(staff ? { staffId: staff.id } : {}),
    addonIds: [...c.addonIds],
    guests: c.guests,
    reminders: c.reminders,
    duration: c.duration ?? service?.durationMinutes ?? 0,
    discountPercent: c.discountPercent,
  }
}

const nextInvalid = (step: WizardStep, description: string) => ({
  description,
  actions: [{ type: 'notifyInvalid' as const, params: ({ context }: { context: BookingWizardContext }) => ({ code: stepError(context, step)! }) }],
})

export const bookingWizardMachine = setup({
  types: {
    context: {} as BookingWizardContext,
    events: {} as BookingWizardEvent,
    input: {} as BookingWizardInput,
  },
  actions: {
    /** The toast of the first missing or invalid field of the step (docs/spec/3-playground.md §5). */
    notifyInvalid: (_, _params: { code: BookingMessageCode }) => {},
    /** 'Promo code applied! {n}% off', or 'Invalid promo code' when percent is null. */
    notifyPromo: (_, _params: { percent: number | null }) => {},
    /** The waitlist success toast ("You've been added to the waitlist for {time}"). */
    notifyWaitlistJoined: (_, _params: { time: string; date: string; email: string }) => {},
    /** 'Please enter a valid email'. */
    notifyWaitlistInvalid: () => {},
    /** Saves the booking (the app adds it to My Bookings, which stores `qa-bookings`). */
    saveBooking: (_, _params: { booking: BookingRecord }) => {},
    /** The booking-confirmed toasts. */
    notifyBooked: (_, _params: { booking: BookingRecord }) => {},
  },
  guards: {
    serviceChosen: ({ context }) => stepError(context, 1) === null,
    scheduleChosen: ({ context }) => stepError(context, 2) === null,
    staffChosen: ({ context }) => stepError(context, 3) === null,
    detailsValid: ({ context }) => stepError(context, 4) === null,
    knownService: ({ event }) => event.type === 'service.select' && serviceById(event.serviceId) !== null,
    knownAddon: ({ event }) => event.type === 'addon.toggle' && addonById(event.addonId) !== null,
    knownStaff: ({ event }) => event.type === 'staff.select' && staffById(event.staffId) !== null,
    validGuests: ({ event }) => event.type === 'guests.change' && (GUEST_OPTIONS as readonly number[]).includes(event.guests),
    /** A bookable date (today or later) other than the selected one. */
    newBookableDate: ({ context, event }) => event.type === 'date.select' && isBookableDate(event.date, context.today) && event.date !== context.date,
    canShowPreviousMonth: ({ context }) => context.month > monthOf(context.today),
    /** An open slot that has not started yet (on today's date, later than now). */
    availableSlot: ({ context, event }) =>
      event.type === 'time.select' && context.date !== null && slotByTime(event.time)?.available === true && !isPastSlot(context, context.date, event.time),
    /** A taken slot that has not started yet: the waitlist (no waitlist for the past). */
    unavailableSlot: ({ context, event }) =>
      event.type === 'time.select' && context.date !== null && slotByTime(event.time)?.available === false && !isPastSlot(context, context.date, event.time),
    waitlistEmailValid: ({ context }) => isEmail(context.waitlist?.email ?? ''),
    validPromo: ({ context }) => promoDiscount(context.promoInput) !== null,
    isStep: ({ event }, params: { step: WizardStep }) => event.type === 'wizard.goTo' && event.step === params.step,
  },
}).createMachine({
  id: 'bookingWizard',
  context: ({ input }) => initialWizardContext(input.today, input.now),
  initial: 'service',
  on: {
    'clock.tick': {
      description: "Time passes: on today's date, a chosen slot that has started is cleared (and cannot be chosen again).",
      actions: assign(({ context, event }) =>
        context.time !== null && isPastSlot({ today: context.today, now: event.now }, context.date, context.time)
          ? { now: event.now, time: null, duration: null }
          : { now: event.now },
      ),
    },
    'promo.change': { actions: assign({ promoInput: ({ event }) => event.value }) },
    'promo.apply': [
      {
        guard: 'validPromo',
        description: "SAVE10 10 %, SAVE20 20 %, FIRSTTIME 15 %, WELCOME 25 % (case-insensitive): 'Promo code applied! {n}% off'.",
        actions: [
          assign({
            promoCode: ({ context }) => context.promoInput.trim().toUpperCase(),
            discountPercent: ({ context }) => promoDiscount(context.promoInput)!,
          }),
          { type: 'notifyPromo', params: ({ context }) => ({ percent: context.discountPercent }) },
        ],
      },
      {
        description: "Any other code: 'Invalid promo code' and the discount resets to 0.",
        actions: [assign({ promoCode: null, discountPercent: 0 }), { type: 'notifyPromo', params: { percent: null } }],
      },
    ],
  },
  states: {
    service: {
      description: 'Step 1: a service (with optional add-ons); the price sort cycles ascending, descending, none.',
      on: {
        'service.select': {
          guard: 'knownService',
          actions: assign({
            serviceId: ({ event }) => event.serviceId,
            // A chosen slot keeps its time; its duration follows the service.
            duration: ({ context, event }) => (context.time ? serviceById(event.serviceId)!.durationMinutes : context.duration),
          }),
        },
        'addon.toggle': {
          guard: 'knownAddon',
          actions: assign({
            addonIds: ({ context, event }) => {
              const on = context.addonIds.includes(event.addonId)
              return ADDONS.map((a) => a.id).filter((id) => (id === event.addonId ? !on : context.addonIds.includes(id)))
            },
          }),
        },
        'sort.cycle': { actions: assign({ sort: ({ context }) => NEXT_SORT[context.sort] }) },
        'wizard.next': [{ guard: 'serviceChosen', target: 'schedule' }, nextInvalid(1, "'Please select a service'.")],
      },
    },
    schedule: {
      description: 'Step 2: a date (week view: 14 days from today; month view: 30 days of the shown month) and a time slot.',
      on: {
        'view.set': { actions: assign({ dateView: ({ event }) => event.view }) },
        'month.next': { actions: assign({ month: ({ context }) => addMonths(context.month, 1) }) },
        'month.previous': {
          guard: 'canShowPreviousMonth',
          description: 'Not before the current month.',
          actions: assign({ month: ({ context }) => addMonths(context.month, -1) }),
        },
        'date.select': {
          guard: 'newBookableDate',
          description: 'Changing the date resets the time slot (past dates cannot be chosen).',
          actions: assign({ date: ({ event }) => event.date, time: null, duration: null }),
        },
        'time.select': [
          {
            guard: 'availableSlot',
            description: 'Sets the time and the duration in minutes from the service.',
            actions: assign({ time: ({ event }) => event.time, duration: ({ context }) => serviceById(context.serviceId)?.durationMinutes ?? null }),
          },
          {
            guard: 'unavailableSlot',
            target: 'waitlist',
            description: 'An unavailable slot opens the join-waitlist modal.',
            actions: assign({ waitlist: ({ event }) => ({ time: event.time, email: '', attempted: false }) }),
          },
        ],
        'wizard.next': [{ guard: 'scheduleChosen', target: 'staff' }, nextInvalid(2, "'Please select a date', then 'Please select a time'.")],
        'wizard.back': 'service',
        'wizard.goTo': { guard: { type: 'isStep', params: { step: 1 } }, target: 'service' },
      },
    },
    waitlist: {
      description: 'The join-waitlist modal over step 2.',
      on: {
        'waitlist.change': { actions: assign({ waitlist: ({ context, event }) => ({ ...context.waitlist!, email: event.email }) }) },
        'waitlist.submit': [
          {
            guard: 'waitlistEmailValid',
            target: 'schedule',
            actions: [
              { type: 'notifyWaitlistJoined', params: ({ context }) => ({ time: context.waitlist!.time, date: context.date!, email: context.waitlist!.email.trim() }) },
              assign({ waitlist: null }),
            ],
          },
          {
            description: "'Please enter a valid email'; the modal stays open.",
            actions: [assign({ waitlist: ({ context }) => ({ ...context.waitlist!, attempted: true }) }), 'notifyWaitlistInvalid'],
          },
        ],
        'waitlist.close': { target: 'schedule', actions: assign({ waitlist: null }) },
      },
    },
    staff: {
      description: 'Step 3: a specialist, or Any Available.',
      on: {
        'staff.select': { guard: 'knownStaff', actions: assign({ staffId: ({ event }) => event.staffId }) },
        'wizard.next': [{ guard: 'staffChosen', target: 'details' }, nextInvalid(3, "'Please select a specialist'.")],
        'wizard.back': 'schedule',
        'wizard.goTo': [
          { guard: { type: 'isStep', params: { step: 1 } }, target: 'service' },
          { guard: { type: 'isStep', params: { step: 2 } }, target: 'schedule' },
        ],
      },
    },
    details: {
      description: "Step 4: name, e-mail, phone (10+ digits), guests 1–5, special requests, reminders (on by default) and the terms; Next reads 'Book Appointment'.",
      on: {
        'field.change': {
          actions: assign(({ context, event }): Partial<BookingWizardContext> => {
            const values: Pick<BookingWizardContext, TextField> = { name: context.name, email: context.email, phone: context.phone, requests: context.requests }
            values[event.field] = event.value
            return { ...values, touched: event.field === 'requests' ? context.touched : { ...context.touched, [event.field]: true } }
          }),
        },
        'guests.change': { guard: 'validGuests', actions: assign({ guests: ({ event }) => event.guests }) },
        'reminders.toggle': { actions: assign({ reminders: ({ context }) => !context.reminders }) },
        'terms.toggle': { actions: assign({ termsAccepted: ({ context }) => !context.termsAccepted, touched: ({ context }) => ({ ...context.touched, terms: true }) }) },
        'wizard.next': [
          {
            guard: 'detailsValid',
            target: 'confirming',
            description: 'Book Appointment: the confirmation modal with the generated reference.',
            actions: assign({ pending: ({ context, event }) => buildBooking(context, event.now) }),
          },
          {
            description: 'The first missing or invalid field is toasted; every inline error shows.',
            actions: [assign({ attempted: true }), { type: 'notifyInvalid', params: ({ context }) => ({ code: stepError(context, 4)! }) }],
          },
        ],
        'wizard.back': 'staff',
        'wizard.goTo': [
          { guard: { type: 'isStep', params: { step: 1 } }, target: 'service' },
          { guard: { type: 'isStep', params: { step: 2 } }, target: 'schedule' },
          { guard: { type: 'isStep', params: { step: 3 } }, target: 'staff' },
        ],
      },
    },
    confirming: {
      description: 'The confirmation modal: OK saves the booking as confirmed and starts over; closing it returns to step 4 unsaved.',
      on: {
        'confirmation.ok': {
          target: 'service',
          actions: [
            { type: 'saveBooking', params: ({ context }) => ({ booking: context.pending! }) },
            { type: 'notifyBooked', params: ({ context }) => ({ booking: context.pending! }) },
            assign(({ context }) => initialWizardContext(context.today, context.now)),
          ],
        },
        'confirmation.close': { target: 'details', actions: assign({ pending: null }) },
      },
    },
  },
})

export type BookingWizardMachine = typeof bookingWizardMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type BookingWizardSnap = SnapshotFrom<typeof bookingWizardMachine>

/** The waitlist dialog is open. */
export function selectWaitlistOpen(s: BookingWizardSnap): boolean {
  return s.matches('waitlist')
}

/** The booking confirmation dialog is open. */
export function selectConfirmingBooking(s: BookingWizardSnap): boolean {
  return s.matches('confirming')
}

/** What the booking wizard's steps, summary and dialogs render: `useSelector(ref, selectBookingWizardView, shallowEqual)`. */
export function selectBookingWizardView(s: BookingWizardSnap) {
  return { state: String(s.value), step: stepOf(s.value), context: s.context, waitlistOpen: selectWaitlistOpen(s), confirming: selectConfirmingBooking(s) }
}
export type BookingWizardViewModel = ReturnType<typeof selectBookingWizardView>
