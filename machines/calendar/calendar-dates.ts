/**
 * Pure date helpers of the calendar (docs/spec/2-everyday-modules.md §2 "Calendar", §3 "Calendar event"). Days are
 * `YYYY-MM-DD` keys and months `YYYY-MM` keys of the *local* calendar; event times are local
 * date-times without a zone (`YYYY-MM-DDTHH:mm:ss.sss`), so no time zone ever moves an event.
 */
import {
  CALENDAR_LIMITS,
  colorOfType,
  typeOfColor,
  type ApiCalendarEvent,
  type EventColor,
  type EventType,
} from '../shared/contracts-everyday'

/** The app's event (docs/spec/2-everyday-modules.md §3): the server's times plus the form's date, time and type. */
export interface CalendarEvent {
  id: number
  title: string
  description: string
  /** `YYYY-MM-DD`: the day it starts. */
  date: string
  /** `HH:mm`, or null for an all-day event. */
  time: string | null
  type: EventType
  color: EventColor
  startTime: string
  endTime: string
  allDay: boolean
  location: string | null
  reminder: number | null
}

const pad = (n: number) => String(n).padStart(2, '0')
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_KEY = /^([01]\d|2[0-3]):([0-5]\d)$/

/** `YYYY-MM-DD` of year, month (1..12) and day; out-of-range values roll over like Date does. */
export function dateKey(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day))
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** The local day of an instant (the sandbox clock's `now`). */
export function localDateKey(ms: number): string {
  const d = new Date(ms)
  return dateKey(d.getFullYear(), d.getMonth() + 1, d.getDate())
}

/** Whether `value` is a real `YYYY-MM-DD` day. */
export function isDateKey(value: string): boolean {
  const m = DATE_KEY.exec(value)
  return m !== null && dateKey(Number(m[1]), Number(m[2]), Number(m[3])) === value
}

/** Whether `value` is a real `HH:mm` time. */
export function isTimeKey(value: string): boolean {
  return TIME_KEY.test(value)
}

/** `[year, month (1..12), day]` of a day key. */
export function splitDate(key: string): [number, number, number] {
  return [Number(key.slice(0, 4)), Number(key.slice(5, 7)), Number(key.slice(8, 10))]
}

/** `YYYY-MM` of a day key. */
export const monthOf = (day: string): string => day.slice(0, 7)

/** The month `n` months after `month` (`YYYY-MM`). */
export function addMonths(month: string, n: number): string {
  const [y, m] = splitDate(`${month}-01`)
  return dateKey(y, m + n, 1).slice(0, 7)
}

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = splitDate(day)
  return dateKey(y, m, d + n)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  const [y, m, d] = splitDate(day)
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

/**
 * The month grid: whole weeks (7 days each) from the week holding the 1st to the week holding
 * the last day; `weekStart` 0 = Sunday (en), 1 = Monday (ko).
 */
export function monthGrid(month: string, weekStart: 0 | 1): string[][] {
  const first = `${month}-01`
  const start = addDays(first, -((weekdayOf(first) - weekStart + 7) % 7))
  const last = addDays(`${addMonths(month, 1)}-01`, -1)
  const weeks: string[][] = []
  for (let day = start; day <= last; ) {
    const week: string[] = []
    for (let i = 0; i < 7; i++) {
      week.push(day)
      day = addDays(day, 1)
    }
    weeks.push(week)
  }
  return weeks
}

/** The days the calendar loads for a month: every day a grid of either week start can show. */
export function monthRange(month: string): { start_date: string; end_date: string } {
  const first = `${month}-01`
  const last = addDays(`${addMonths(month, 1)}-01`, -1)
  return { start_date: addDays(first, -6), end_date: addDays(last, 6) }
}

/** The app's event of a server event (blue meeting, red deadline, any other colour todo). */
export function toCalendarEvent(api: ApiCalendarEvent): CalendarEvent {
  const type = typeOfColor(api.color)
  return {
    id: api.id,
    title: api.title,
    description: api.description ?? '',
    date: api.start_time.slice(0, 10),
    time: api.all_day ? null : api.start_time.slice(11, 16),
    type,
    color: colorOfType(type),
    startTime: api.start_time,
    endTime: api.end_time,
    allDay: api.all_day,
    location: api.location ?? null,
    reminder: api.reminder ?? null,
  }
}

/** docs/spec/2-everyday-modules.md §3: with a time, start at it and end one hour later; without, all day 00:00:00.000–23:59:59.999. */
export function eventTimes(date: string, time: string | null): { start_time: string; end_time: string; all_day: boolean } {
  if (time === null) return { start_time: `${date}T00:00:00.000`, end_time: `${date}T23:59:59.999`, all_day: true }
  const [y, m, d] = splitDate(date)
  const [h, min] = [Number(time.slice(0, 2)), Number(time.slice(3, 5))]
  const end = new Date(Date.UTC(y, m - 1, d, h, min + CALENDAR_LIMITS.timedEventMinutes))
  const endKey = `${dateKey(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate())}T${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}:00.000`
  return { start_time: `${date}T${time}:00.000`, end_time: endKey, all_day: false }
}

/**
 * The events on a day, all-day first, then by time. A timed event is on the day it starts (one
 * that starts at 23:30 is not repeated the next day); an all-day event spanning days is on each.
 */
export function eventsOn(events: readonly CalendarEvent[], day: string): CalendarEvent[] {
  return events
    .filter((e) => e.date === day || (e.allDay && e.startTime.slice(0, 10) <= day && e.endTime.slice(0, 10) >= day))
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : a.id - b.id))
}

/** What a day cell shows: at most 3 events and how many more there are ('+N more'). */
export function cellEvents(events: readonly CalendarEvent[], day: string): { shown: CalendarEvent[]; more: number } {
  const all = eventsOn(events, day)
  const max = CALENDAR_LIMITS.eventsPerDayCell
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) }
}
