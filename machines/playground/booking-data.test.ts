import { describe, expect, it } from 'vitest'
import {
  ADDONS,
  bookingReference,
  detailsErrors,
  digitCount,
  firstDetailsError,
  GUEST_OPTIONS,
  isBookingRecord,
  isPhone,
  NEXT_SORT,
  parseStoredBookings,
  priceBreakdown,
  promoDiscount,
  SERVICES,
  sortedServices,
  STAFF,
  TIME_SLOTS,
} from './booking-data'
import { SAMPLE_RECORD } from './booking-samples'

describe('sample data', () => {
  it('has the six services with their prices and durations', () => {
    expect(SERVICES.map((s) => [s.id, s.price, s.duration, s.durationMinutes])).toEqual([
      ['haircut', 65, '45 min', 45],
      ['color', 120, '2 hours', 120],
      ['highlights', 150, '2.5 hours', 150],
      ['treatment', 45, '30 min', 30],
      ['blowdry', 35, '30 min', 30],
      ['consultation', 0, '15 min', 15],
    ])
  })

  it('has the three add-ons', () => {
    expect(ADDONS.map((a) => [a.id, a.price])).toEqual([
      ['shampoo', 10],
      ['massage', 15],
      ['refreshment', 0],
    ])
  })

  it('has three rated specialists and Any Available without a rating', () => {
    expect(STAFF.map((s) => [s.id, s.specialty, s.rating])).toEqual([
      [1, 'Color Specialist', 4.9],
      [2, 'Senior Stylist', 4.8],
      [3, 'Hair Designer', 4.7],
      [4, 'First available stylist', null],
    ])
    expect(STAFF[3]!.name).toBe('Any Available')
  })

  it('has 16 slots from 09:00 to 17:30 with the lunch gap, four unavailable, peak price 75', () => {
    expect(TIME_SLOTS).toHaveLength(16)
    expect(TIME_SLOTS.map((s) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'])
    expect(TIME_SLOTS.filter((s) => !s.available).map((s) => s.time)).toEqual(['10:00', '11:30', '14:30', '16:30'])
    expect(TIME_SLOTS.filter((s) => s.price === 75).map((s) => s.time)).toEqual(['12:00', '12:30', '14:00', '14:30', '15:00', '15:30'])
    expect(TIME_SLOTS.filter((s) => s.price !== 75).every((s) => s.price === 65)).toBe(true)
  })

  it('offers 1 to 5 guests', () => {
    expect(GUEST_OPTIONS).toEqual([1, 2, 3, 4, 5])
  })
})

describe('promo codes', () => {
  it.each([
    ['SAVE10', 10],
    ['save20', 20],
    ['FirstTime', 15],
    ['welcome', 25],
    ['  SAVE10  ', 10],
  ])('%s gives %i %', (code, percent) => {
    expect(promoDiscount(code)).toBe(percent)
  })

  it.each(['', 'SAVE30', 'SAVE 10', 'bogus'])('%j is not a promo code', (code) => {
    expect(promoDiscount(code)).toBeNull()
  })
})

describe('price sort', () => {
  it('cycles ascending, descending, none', () => {
    expect(NEXT_SORT.none).toBe('asc')
    expect(NEXT_SORT.asc).toBe('desc')
    expect(NEXT_SORT.desc).toBe('none')
  })

  it('orders the services by price', () => {
    expect(sortedServices('none').map((s) => s.id)).toEqual(['haircut', 'color', 'highlights', 'treatment', 'blowdry', 'consultation'])
    expect(sortedServices('asc').map((s) => s.price)).toEqual([0, 35, 45, 65, 120, 150])
    expect(sortedServices('desc').map((s) => s.price)).toEqual([150, 120, 65, 45, 35, 0])
  })
})

describe('priceBreakdown: total = (service + add-ons) − discount %', () => {
  it('is zero with nothing chosen', () => {
    expect(priceBreakdown(null, [], 0)).toEqual({ service: 0, addons: 0, subtotal: 0, discountPercent: 0, discount: 0, total: 0 })
  })
  it('adds the add-ons to the service', () => {
    expect(priceBreakdown('haircut', ['shampoo', 'massage', 'refreshment'], 0)).toMatchObject({ service: 65, addons: 25, subtotal: 90, total: 90 })
  })
  it('takes the discount percentage off the sum', () => {
    expect(priceBreakdown('haircut', ['shampoo'], 10)).toMatchObject({ subtotal: 75, discount: 7.5, total: 67.5 })
    expect(priceBreakdown('highlights', ['massage'], 25)).toMatchObject({ subtotal: 165, discount: 41.25, total: 123.75 })
    expect(priceBreakdown('color', [], 15)).toMatchObject({ discount: 18, total: 102 })
    expect(priceBreakdown('treatment', [], 20)).toMatchObject({ discount: 9, total: 36 })
  })
  it('keeps a free consultation free', () => {
    expect(priceBreakdown('consultation', ['refreshment'], 25).total).toBe(0)
  })
})

describe('bookingReference', () => {
  it("is 'BK' plus the last 6 digits of the timestamp", () => {
    expect(bookingReference(1768903200123)).toBe('BK200123')
    expect(bookingReference(1768903200123)).toMatch(/^BK\d{6}$/)
  })
  it('pads short timestamps', () => {
    expect(bookingReference(42)).toBe('BK000042')
  })
})

describe('details validation', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', phone: '555-123-4567', termsAccepted: true }

  it('accepts a complete form', () => {
    expect(detailsErrors(valid)).toEqual({ name: null, email: null, phone: null, terms: null })
    expect(firstDetailsError(valid)).toBeNull()
  })

  it('asks for each missing field, in form order', () => {
    const empty = { name: ' ', email: '', phone: '', termsAccepted: false }
    expect(detailsErrors(empty)).toEqual({ name: 'enterName', email: 'enterEmail', phone: 'enterPhone', terms: 'acceptTerms' })
    expect(firstDetailsError(empty)).toBe('enterName')
    expect(firstDetailsError({ ...valid, email: '' })).toBe('enterEmail')
    expect(firstDetailsError({ ...valid, phone: '  ' })).toBe('enterPhone')
    expect(firstDetailsError({ ...valid, termsAccepted: false })).toBe('acceptTerms')
  })

  it.each(['ada', 'ada@example', 'ada @example.com', '@example.com', 'ada@exa mple.com'])('rejects the e-mail %j', (email) => {
    expect(detailsErrors({ ...valid, email }).email).toBe('invalidEmail')
  })

  it.each(['123456789', '555-123-456', 'abc1234567890', '12345'])('rejects the phone %j', (phone) => {
    expect(detailsErrors({ ...valid, phone }).phone).toBe('invalidPhone')
  })

  it.each(['5551234567', '555-123-4567', '(555) 123 4567', '+82 10 1234 5678', '555.123.4567'])('accepts the phone %j', (phone) => {
    expect(isPhone(phone)).toBe(true)
  })

  it('counts digits', () => {
    expect(digitCount('(555) 123-4567')).toBe(10)
  })
})

describe('stored bookings', () => {
  it('reads a well-formed list', () => {
    expect(parseStoredBookings(JSON.stringify([SAMPLE_RECORD]))).toEqual([SAMPLE_RECORD])
    expect(isBookingRecord({ ...SAMPLE_RECORD, serviceId: 'haircut', staffId: 1, addonIds: ['shampoo'], guests: 2 })).toBe(true)
  })

  it.each([null, '', 'not json', '{"a":1}', '42', 'null', '"text"'])('falls back to [] for %j', (raw) => {
    expect(parseStoredBookings(raw)).toEqual([])
  })

  it('drops malformed entries and keeps the good ones', () => {
    const raw = JSON.stringify([SAMPLE_RECORD, { id: 'x' }, null, { ...SAMPLE_RECORD, id: 'BK2', status: 'lost' }, { ...SAMPLE_RECORD, id: 'BK3', total: 'free' }])
    expect(parseStoredBookings(raw)).toEqual([SAMPLE_RECORD])
  })

  it('rejects known fields of the wrong shape', () => {
    expect(isBookingRecord({ ...SAMPLE_RECORD, serviceId: 'perm' })).toBe(false)
    expect(isBookingRecord({ ...SAMPLE_RECORD, staffId: 9 })).toBe(false)
    expect(isBookingRecord({ ...SAMPLE_RECORD, addons: [1] })).toBe(false)
    expect(isBookingRecord({ ...SAMPLE_RECORD, id: '' })).toBe(false)
    expect(isBookingRecord({ ...SAMPLE_RECORD, total: Number.NaN })).toBe(false)
  })
})
