/**
 * The salon booking wizard's sample data and rules (docs/spec/3-playground.md §3 "Service", "Add-on", "Staff",
 * "Time slot", "Booking record", §5 "Booking", §9): typed constants and pure functions, shared
 * by the machines, the views (which translate names by id) and the tests.
 */
import { isEmail } from '../shared/validation'

export const SERVICE_IDS = ['haircut', 'color', 'highlights', 'treatment', 'blowdry', 'consultation'] as const
export type ServiceId = (typeof SERVICE_IDS)[number]

export interface Service {
  id: ServiceId
  /** The English name, stored in booking records (views show the translated name by id). */
  name: string
  /** The duration as the spec writes it ('45 min', '2 hours'); views show a translated text. */
  duration: string
  /** The duration in minutes (set on the booking when a time slot is chosen). */
  durationMinutes: number
  /** US dollars; 0 is shown as "Free". */
  price: number
  description: string
}

export const SERVICES: readonly Service[] = [
  { id: 'haircut', name: 'Haircut & Style', duration: '45 min', durationMinutes: 45, price: 65, description: 'Precision cut, wash and finish styling.' },
  { id: 'color', name: 'Hair Color', duration: '2 hours', durationMinutes: 120, price: 120, description: 'Full single-process colour with gloss.' },
  { id: 'highlights', name: 'Highlights', duration: '2.5 hours', durationMinutes: 150, price: 150, description: 'Foil highlights or balayage, toner included.' },
  { id: 'treatment', name: 'Hair Treatment', duration: '30 min', durationMinutes: 30, price: 45, description: 'Deep-conditioning repair treatment.' },
  { id: 'blowdry', name: 'Blowdry & Style', duration: '30 min', durationMinutes: 30, price: 35, description: 'Wash and blow-dry with a styled finish.' },
  { id: 'consultation', name: 'Consultation', duration: '15 min', durationMinutes: 15, price: 0, description: 'A free chat with a stylist about your hair goals.' },
]

export const ADDON_IDS = ['shampoo', 'massage', 'refreshment'] as const
export type AddonId = (typeof ADDON_IDS)[number]

export interface Addon {
  id: AddonId
  name: string
  price: number
}

export const ADDONS: readonly Addon[] = [
  { id: 'shampoo', name: 'Premium Shampoo', price: 10 },
  { id: 'massage', name: 'Scalp Massage', price: 15 },
  { id: 'refreshment', name: 'Refreshment', price: 0 },
]

export const STAFF_IDS = [1, 2, 3, 4] as const
export type StaffId = (typeof STAFF_IDS)[number]

export interface StaffMember {
  id: StaffId
  name: string
  specialty: string
  /** null for 'Any Available'. */
  rating: number | null
  /** Avatar initials (the sample has no photos). */
  image: string
}

export const STAFF: readonly StaffMember[] = [
  { id: 1, name: 'Sarah Johnson', specialty: 'Color Specialist', rating: 4.9, image: 'SJ' },
  { id: 2, name: 'Michael Chen', specialty: 'Senior Stylist', rating: 4.8, image: 'MC' },
  { id: 3, name: 'Emma Davis', specialty: 'Hair Designer', rating: 4.7, image: 'ED' },
  { id: 4, name: 'Any Available', specialty: 'First available stylist', rating: null, image: '?' },
]

export interface TimeSlot {
  time: string
  available: boolean
  /** US dollars: 75 in the peak hours, 65 otherwise. */
  price: number
}

/** 09:00 to 17:30 every half hour, without the lunch gap (13:00, 13:30): 16 slots. */
export const SLOT_TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'] as const
export const UNAVAILABLE_TIMES: readonly string[] = ['10:00', '11:30', '14:30', '16:30']
export const PEAK_TIMES: readonly string[] = ['12:00', '12:30', '14:00', '14:30', '15:00', '15:30']
export const PEAK_PRICE = 75
export const REGULAR_PRICE = 65

export const TIME_SLOTS: readonly TimeSlot[] = SLOT_TIMES.map((time) => ({
  time,
  available: !UNAVAILABLE_TIMES.includes(time),
  price: PEAK_TIMES.includes(time) ? PEAK_PRICE : REGULAR_PRICE,
}))

/** Promo codes (case-insensitive) and their discount in percent. */
export const PROMO_CODES: Readonly<Record<string, number>> = { SAVE10: 10, SAVE20: 20, FIRSTTIME: 15, WELCOME: 25 }

export const GUEST_OPTIONS = [1, 2, 3, 4, 5] as const
export const MIN_PHONE_DIGITS = 10
/** Free cancellation up to this many hours before the appointment (shown, not enforced: sample data). */
export const FREE_CANCELLATION_HOURS = 24

export const serviceById = (id: string | null): Service | null => SERVICES.find((s) => s.id === id) ?? null
export const addonById = (id: string): Addon | null => ADDONS.find((a) => a.id === id) ?? null
export const staffById = (id: number | null): StaffMember | null => STAFF.find((s) => s.id === id) ?? null
export const slotByTime = (time: string | null): TimeSlot | null => TIME_SLOTS.find((s) => s.time === time) ?? null

/** The discount of a code (trimmed, case-insensitive), or null when it is not a promo code. */
export function promoDiscount(code: string): number | null {
  return PROMO_CODES[code.trim().toUpperCase()] ?? null
}

export type PriceSort = 'none' | 'asc' | 'desc'
/** The price sort cycles ascending → descending → none. */
export const NEXT_SORT: Record<PriceSort, PriceSort> = { none: 'asc', asc: 'desc', desc: 'none' }

/** The services in display order for a sort (none: the catalogue order). */
export function sortedServices(sort: PriceSort): Service[] {
  const list = [...SERVICES]
  if (sort === 'asc') list.sort((a, b) => a.price - b.price)
  if (sort === 'desc') list.sort((a, b) => b.price - a.price)
  return list
}

const cents = (n: number) => Math.round(n * 100) / 100

export interface PriceBreakdown {
  service: number
  addons: number
  subtotal: number
  /** Percent (0 when no promo is applied). */
  discountPercent: number
  discount: number
  total: number
}

/** Total = (service price + add-ons) − the discount percentage (docs/spec/3-playground.md §9), in dollars with cents. */
export function priceBreakdown(serviceId: string | null, addonIds: readonly string[], discountPercent: number): PriceBreakdown {
  const service = serviceById(serviceId)?.price ?? 0
  const addons = addonIds.reduce((sum, id) => sum + (addonById(id)?.price ?? 0), 0)
  const subtotal = service + addons
  const discount = cents((subtotal * discountPercent) / 100)
  return { service, addons, subtotal, discountPercent, discount, total: cents(subtotal - discount) }
}

/** The booking reference: 'BK' plus the last 6 digits of the timestamp. */
export function bookingReference(timestamp: number): string {
  return `BK${String(Math.floor(timestamp)).slice(-6).padStart(6, '0')}`
}

export type DetailsField = 'name' | 'email' | 'phone'

/** Step messages (docs/spec/3-playground.md §5), as codes; views translate `messages.<code>`. */
export type BookingMessageCode =
  | 'selectService'
  | 'selectDate'
  | 'selectTime'
  | 'selectStaff'
  | 'enterName'
  | 'enterEmail'
  | 'enterPhone'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'acceptTerms'

export const digitCount = (value: string): number => (value.match(/\d/g) ?? []).length

/** A phone: digits with optional spaces, dots, dashes, parentheses and a leading plus; at least 10 digits. */
export function isPhone(value: string): boolean {
  const v = value.trim()
  return /^\+?[\d\s().-]+$/.test(v) && digitCount(v) >= MIN_PHONE_DIGITS
}

export interface DetailsValues {
  name: string
  email: string
  phone: string
  termsAccepted: boolean
}

/** The inline error of each details field (null when valid). */
export function detailsErrors(v: DetailsValues): Record<DetailsField | 'terms', BookingMessageCode | null> {
  return {
    name: v.name.trim() === '' ? 'enterName' : null,
    email: v.email.trim() === '' ? 'enterEmail' : isEmail(v.email) ? null : 'invalidEmail',
    phone: v.phone.trim() === '' ? 'enterPhone' : isPhone(v.phone) ? null : 'invalidPhone',
    terms: v.termsAccepted ? null : 'acceptTerms',
  }
}

/** The first missing or invalid details field, in form order (name, e-mail, phone, terms). */
export function firstDetailsError(v: DetailsValues): BookingMessageCode | null {
  const e = detailsErrors(v)
  return e.name ?? e.email ?? e.phone ?? e.terms
}

export const BOOKING_STATUSES = ['confirmed', 'rescheduled', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** A saved booking (docs/spec/3-playground.md §3 "Booking record"); the ids after `createdAt` let views translate names. */
export interface BookingRecord {
  /** The reference, 'BK' + 6 digits. */
  id: string
  /** The service name. */
  service: string
  /** YYYY-MM-DD. */
  date: string
  /** HH:MM. */
  time: string
  /** The staff member's name. */
  staff: string
  customerName: string
  customerEmail: string
  customerPhone: string
  total: number
  status: BookingStatus
  /** Add-on names. */
  addons: string[]
  /** The special requests. */
  notes: string
  /** ISO timestamp. */
  createdAt: string
  serviceId?: ServiceId
  staffId?: StaffId
  addonIds?: AddonId[]
  guests?: number
  reminders?: boolean
  /** Minutes. */
  duration?: number
  discountPercent?: number
}

/** The storage key of the booking list (docs/spec/3-playground.md §3 "Local storage keys"). */
export const BOOKINGS_STORAGE_KEY = 'qa-bookings'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'
const optional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v)

/** Whether a stored value is a well-formed booking record (extra fields are allowed; the known ones must fit). */
export function isBookingRecord(v: unknown): v is BookingRecord {
  if (!isObject(v)) return false
  return (
    isString(v.id) &&
    v.id !== '' &&
    ['service', 'date', 'time', 'staff', 'customerName', 'customerEmail', 'customerPhone', 'notes', 'createdAt'].every((k) => isString(v[k])) &&
    typeof v.total === 'number' &&
    Number.isFinite(v.total) &&
    BOOKING_STATUSES.includes(v.status as BookingStatus) &&
    Array.isArray(v.addons) &&
    v.addons.every(isString) &&
    optional(v.serviceId, (x) => SERVICE_IDS.includes(x as ServiceId)) &&
    optional(v.staffId, (x) => STAFF_IDS.includes(x as StaffId)) &&
    optional(v.addonIds, (x) => Array.isArray(x) && x.every((a) => ADDON_IDS.includes(a as AddonId))) &&
    optional(v.guests, (x) => typeof x === 'number') &&
    optional(v.reminders, (x) => typeof x === 'boolean') &&
    optional(v.duration, (x) => typeof x === 'number') &&
    optional(v.discountPercent, (x) => typeof x === 'number')
  )
}

/**
 * The stored booking list from its raw text: anything that is not a JSON array gives [];
 * malformed entries are dropped (the well-formed ones are kept). Never throws.
 */
export function parseStoredBookings(raw: string | null): BookingRecord[] {
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isBookingRecord) : []
  } catch {
    return []
  }
}
