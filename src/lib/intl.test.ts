import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl'

describe('shared Intl formatters', () => {
  it('returns the same formatter for the same locale and options, another for other options', () => {
    const a = dateTimeFormat('ko-KR', { dateStyle: 'medium' })
    expect(dateTimeFormat('ko-KR', { dateStyle: 'medium' })).toBe(a)
    expect(dateTimeFormat('en-US', { dateStyle: 'medium' })).not.toBe(a)
    expect(dateTimeFormat('ko-KR', { dateStyle: 'long' })).not.toBe(a)
  })

  it('formats as a new Intl formatter would', () => {
    const day = Date.UTC(2026, 10, 24)
    expect(dateTimeFormat('ko-KR', { dateStyle: 'full', timeZone: 'UTC' }).format(day)).toBe(new Intl.DateTimeFormat('ko-KR', { dateStyle: 'full', timeZone: 'UTC' }).format(day))
    expect(numberFormat('ko-KR').format(389987)).toBe('389,987')
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday')
    // a date-time and a number formatter with equal options are kept apart
    expect(numberFormat('en-US')).not.toBe(dateTimeFormat('en-US') as unknown)
  })
})
