/**
 * Calendar arithmetic of the booking wizard on plain 'YYYY-MM-DD' / 'YYYY-MM' strings (UTC
 * based, so no time zone can shift a day). "Today" is always passed in: machines and tests
 * stay deterministic.
 */
export const WEEK_VIEW_DAYS = 14
export const MONTH_VIEW_DAYS = 30

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const ISO_MONTH = /^(\d{4})-(\d{2})$/

const pad = (n: number) => String(n).padStart(2, '0')
const toIso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

/** Whether a string is a real calendar date 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return toIso(d) === value
}

/** The local calendar date of a moment, 'YYYY-MM-DD' (what the Page passes as today). */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The local time of day of a moment, 'HH:MM' (what the Page passes as now). */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function addDays(date: string, days: number): string {
  const m = ISO_DATE.exec(date)!
  return toIso(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)))
}

/** 'YYYY-MM' of a date. */
export const monthOf = (date: string): string => date.slice(0, 7)

export function addMonths(month: string, months: number): string {
  const m = ISO_MONTH.exec(month)!
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1 + months, 1))
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`
}

export function daysInMonth(month: string): number {
  const m = ISO_MONTH.exec(month)!
  return new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate()
}

/** Week view: 14 days starting today. */
export function weekViewDays(today: string): string[] {
  return Array.from({ length: WEEK_VIEW_DAYS }, (_, i) => addDays(today, i))
}

/** Month view: the first 30 days of the shown month (all of it when the month is shorter). */
export function monthViewDays(month: string): string[] {
  const n = Math.min(MONTH_VIEW_DAYS, daysInMonth(month))
  return Array.from({ length: n }, (_, i) => `${month}-${pad(i + 1)}`)
}

/** A date can be booked from today on (ISO strings compare in calendar order). */
export const isBookableDate = (date: string, today: string): boolean => isIsoDate(date) && date >= today

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  const m = ISO_DATE.exec(date)!
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay()
}
