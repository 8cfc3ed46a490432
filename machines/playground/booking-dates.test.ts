import { describe, expect, it } from 'vitest'
import { addDays, addMonths, daysInMonth, isBookableDate, isIsoDate, localIsoDate, monthOf, monthViewDays, weekday, weekViewDays } from './booking-dates'

describe('booking dates', () => {
  it('week view: 14 days from today, across month and year ends', () => {
    const days = weekViewDays('2026-12-25')
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('2026-12-25')
    expect(days[6]).toBe('2026-12-31')
    expect(days[7]).toBe('2027-01-01')
    expect(days[13]).toBe('2027-01-07')
  })

  it('month view: the first 30 days of the shown month (all of a shorter month)', () => {
    expect(monthViewDays('2026-01')).toHaveLength(30)
    expect(monthViewDays('2026-01')[29]).toBe('2026-01-30')
    expect(monthViewDays('2026-02')).toHaveLength(28)
    expect(monthViewDays('2028-02')).toHaveLength(29)
    expect(monthViewDays('2026-04')).toHaveLength(30)
    expect(monthViewDays('2026-04')[0]).toBe('2026-04-01')
  })

  it('moves months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(monthOf('2026-03-15')).toBe('2026-03')
    expect(daysInMonth('2026-02')).toBe(28)
  })

  it('adds days and knows weekdays', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(weekday('2026-01-20')).toBe(2)
  })

  it('books today and later, never the past or a non-date', () => {
    expect(isBookableDate('2026-01-20', '2026-01-20')).toBe(true)
    expect(isBookableDate('2026-02-01', '2026-01-20')).toBe(true)
    expect(isBookableDate('2026-01-19', '2026-01-20')).toBe(false)
    expect(isBookableDate('2026-02-30', '2026-01-20')).toBe(false)
    expect(isBookableDate('tomorrow', '2026-01-20')).toBe(false)
    expect(isIsoDate('2026-02-28')).toBe(true)
  })

  it('gives the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})
