/**
 * Locale formatting of the calendar (names from `Intl`, spec issue: weeks start on Sunday in
 * English and Monday in Korean). Day keys are formatted in UTC so no time zone shifts them.
 */
import type { Language } from '@/i18n'
import { splitDate } from '@machines/calendar/calendar-dates'
import { dateTimeFormat } from '@/lib/intl'

export const WEEK_START: Record<Language, 0 | 1> = { en: 0, ko: 1 }

const utc = (day: string) => {
  const [y, m, d] = splitDate(day)
  return new Date(Date.UTC(y, m - 1, d))
}

/** "November 2026" / "2026년 11월". */
export function formatMonth(month: string, language: Language): string {
  return dateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(utc(`${month}-01`))
}

/** "Tuesday, November 24, 2026" / "2026년 11월 24일 화요일". */
export function formatDay(day: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(utc(day))
}

/** Short and long weekday names of 0 = Sunday … 6 = Saturday. */
export function weekdayName(weekday: number, language: Language, width: 'short' | 'long'): string {
  // 2026-11-01 is a Sunday.
  return dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 1 + weekday)))
}

/** "10:00 AM" / "오전 10:00" of `HH:mm`. */
export function formatTime(time: string, language: Language): string {
  const [h, m] = [Number(time.slice(0, 2)), Number(time.slice(3, 5))]
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, h, m)))
}
