import { describe, expect, it } from 'vitest'
import { formatActivityDate, formatDate } from './format-date'

const NOW = Date.parse('2026-11-24T12:00:00.000Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('formatActivityDate (the dashboard feed)', () => {
  it('reads relative within a week, in English and Korean (Intl.RelativeTimeFormat)', () => {
    expect(formatActivityDate(ago(5_000), NOW, 'en')).toBe('now')
    expect(formatActivityDate(ago(5_000), NOW, 'ko')).toBe('지금')
    expect(formatActivityDate(ago(3 * MIN), NOW, 'en')).toBe('3 minutes ago')
    expect(formatActivityDate(ago(3 * MIN), NOW, 'ko')).toBe('3분 전')
    expect(formatActivityDate(ago(2 * HOUR), NOW, 'en')).toBe('2 hours ago')
    expect(formatActivityDate(ago(1 * DAY), NOW, 'en')).toBe('yesterday')
    expect(formatActivityDate(ago(1 * DAY), NOW, 'ko')).toBe('어제')
    expect(formatActivityDate(ago(3 * DAY), NOW, 'ko')).toBe('3일 전')
  })

  it('reads as the date and time (Intl.DateTimeFormat) from a week on', () => {
    const old = ago(10 * DAY)
    expect(formatActivityDate(old, NOW, 'en')).toBe(formatDate(old, 'en', true))
    expect(formatActivityDate(old, NOW, 'ko')).toBe(formatDate(old, 'ko', true))
    expect(formatActivityDate('not a date', NOW, 'en')).toBe('')
  })
})
