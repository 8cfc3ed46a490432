/**
 * /calendar/events (docs/spec/2-everyday-modules.md §7 "Calendar"). Every call needs a full-scope bearer token; an event
 * belongs to its creator and another user's event answers 404 "Event not found", like a missing one.
 *
 * Times are local date-times without a zone (docs/spec/2-everyday-modules.md §3): a request may send minutes, seconds or
 * milliseconds (`2026-11-28T10:00`, `…T10:00:00`, `…T10:00:00.000`); the shared zod schema stores
 * them as `YYYY-MM-DDTHH:mm:ss.sss`: that fixed format orders like the instant, so ranges are string comparisons and no time
 * zone ever moves an event. An all-day event is stored from 00:00:00.000 of its first day to
 * 23:59:59.999 of its last. The colour: blue = meeting, red = deadline, any other value = todo,
 * stored as green.
 */
import { HttpResponse } from 'msw'
import type { MessageResponse, ValidationIssue } from '@machines/shared/contracts'
import {
  CALENDAR_LIMITS,
  calendarEventCreateRequest,
  calendarEventUpdateRequest,
  EVENT_END_BEFORE_START_MESSAGE,
  type ApiCalendarEvent,
  type CalendarEventListResponse,
  type EventColor,
} from '@machines/shared/contracts-everyday'
import { nextId, type Collections } from '../db/database'
import type { CalendarEventRecord } from '../db/schema'
import { clock } from '../tokens'
import { bugOn } from '../bugs/index'
import { fail, HttpError, intParam, parseBody, parseQuery, queryParam, requireUser, route, validationError } from './http'
import { recordActivity } from './activity'
import { byId } from './listing'

export const EVENT_NOT_FOUND = 'Event not found'
export const EVENT_DELETED_MESSAGE = 'Event deleted successfully'
export const RANGE_REVERSED_MESSAGE = 'end_date must not be before start_date'
export const RANGE_TOO_LONG_MESSAGE = `The range may span at most ${CALENDAR_LIMITS.rangeMaxDays} days`

type EventRow = ReturnType<Collections['calendarEvents']['all']>[number]

export function toApiEvent(event: CalendarEventRecord): ApiCalendarEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    start_time: event.start_time,
    end_time: event.end_time,
    all_day: event.all_day,
    color: event.color,
    location: event.location,
    reminder: event.reminder,
    user_id: event.user_id,
    created_at: event.created_at,
  }
}

/** docs/spec/2-everyday-modules.md §3: blue and red are kept; any other colour means todo and is stored as green. */
export function storedColor(color: string): EventColor {
  return color === 'blue' || color === 'red' ? color : 'green'
}

/** An all-day event covers whole days: the start's day from 00:00:00.000, the end's day to 23:59:59.999. */
function wholeDays(start: string, end: string): { start_time: string; end_time: string } {
  return { start_time: `${start.slice(0, 10)}T00:00:00.000`, end_time: `${end.slice(0, 10)}T23:59:59.999` }
}

function findOwnEvent(c: Collections, userId: number, id: number): EventRow {
  const event = byId(c.calendarEvents, id)
  if (!event || event.user_id !== userId) fail(404, EVENT_NOT_FOUND)
  return event
}

const pad = (n: number) => String(n).padStart(2, '0')
const dateKey = (d: { year: number; month: number; day: number }) => `${d.year}-${pad(d.month)}-${pad(d.day)}`
const dayNumber = (d: { year: number; month: number; day: number }) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000

const byStart = (a: CalendarEventRecord, b: CalendarEventRecord) =>
  a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : a.id - b.id

export const calendarRoutes = [
  route('GET', '/calendar/events', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const q = parseQuery(request, { start_date: queryParam.date(), end_date: queryParam.date() })
    const span = dayNumber(q.end_date) - dayNumber(q.start_date)
    const rangeIssue = (msg: string): ValidationIssue => ({ loc: ['query', 'end_date'], msg, type: 'value_error' })
    if (span < 0) throw new HttpError(validationError([rangeIssue(RANGE_REVERSED_MESSAGE)]))
    if (span >= CALENDAR_LIMITS.rangeMaxDays) throw new HttpError(validationError([rangeIssue(RANGE_TOO_LONG_MESSAGE)]))
    // Inclusive: every event that overlaps [start_date 00:00, end_date 23:59:59.999].
    const from = `${dateKey(q.start_date)}T00:00:00.000`
    // Bug 'calendar-last-day-missing' (mocks/bugs): the range ends at the last day's midnight, so that day's events are left out.
    const until = `${dateKey(q.end_date)}T${bugOn('calendar-last-day-missing') ? '00:00:00.000' : '23:59:59.999'}`
    const events: CalendarEventRecord[] = []
    for (const event of c.calendarEvents.all()) {
      if (event.user_id === user.id && event.start_time <= until && event.end_time >= from) events.push(event)
    }
    return HttpResponse.json<CalendarEventListResponse>({ events: events.sort(byStart).map(toApiEvent) })
  }),

  route(
    'POST',
    '/calendar/events',
    async ({ request, c }) => {
      const { user } = await requireUser(request)
      const body = await parseBody(request, calendarEventCreateRequest)
      // Bug 'calendar-create-500' (mocks/bugs; the error persona): creating an event crashes, nothing is stored.
      if (bugOn('calendar-create-500')) fail(500, 'Internal Server Error')
      const times = body.all_day ? wholeDays(body.start_time, body.end_time) : { start_time: body.start_time, end_time: body.end_time }
      const event = await c.calendarEvents.create({
        id: nextId(c.calendarEvents),
        user_id: user.id,
        title: body.title,
        description: body.description || null,
        ...times,
        all_day: body.all_day,
        color: storedColor(body.color),
        location: body.location || null,
        reminder: body.reminder ?? null,
        created_at: clock.iso(),
      })
      await recordActivity(c, user.id, { kind: 'event_created', subjectId: event.id, title: event.title })
      return HttpResponse.json<ApiCalendarEvent>(toApiEvent(event), { status: 201 })
    },
    { body: calendarEventCreateRequest },
  ),

  route('GET', '/calendar/events/:id', async ({ request, params, c }) => {
    const { user } = await requireUser(request)
    return HttpResponse.json<ApiCalendarEvent>(toApiEvent(findOwnEvent(c, user.id, intParam(params.id, 'id'))))
  }),

  route(
    'PATCH',
    '/calendar/events/:id',
    async ({ request, params, c }) => {
      const { user } = await requireUser(request)
      const id = intParam(params.id, 'id')
      const data = await parseBody(request, calendarEventUpdateRequest)
      const event = findOwnEvent(c, user.id, id)
      const next: CalendarEventRecord = {
        ...event,
        title: data.title ?? event.title,
        description: data.description === undefined ? event.description : data.description || null,
        start_time: data.start_time ?? event.start_time,
        end_time: data.end_time ?? event.end_time,
        all_day: data.all_day ?? event.all_day,
        color: data.color === undefined ? event.color : storedColor(data.color),
        location: data.location === undefined ? event.location : data.location || null,
        reminder: data.reminder === undefined ? event.reminder : data.reminder,
      }
      if (next.all_day) Object.assign(next, wholeDays(next.start_time, next.end_time))
      if (next.end_time < next.start_time) {
        throw new HttpError(validationError([{ loc: ['body', 'end_time'], msg: EVENT_END_BEFORE_START_MESSAGE, type: 'value_error' }]))
      }
      const changed = (Object.keys(next) as Array<keyof CalendarEventRecord>).some((key) => next[key] !== event[key])
      if (!changed) return HttpResponse.json<ApiCalendarEvent>(toApiEvent(event))
      const saved = await c.calendarEvents.update(event, {
        data(draft) {
          Object.assign(draft, next)
        },
      })
      return HttpResponse.json<ApiCalendarEvent>(toApiEvent(saved ?? next))
    },
    { body: calendarEventUpdateRequest },
  ),

  route('DELETE', '/calendar/events/:id', async ({ request, params, c }) => {
    const { user } = await requireUser(request)
    const event = findOwnEvent(c, user.id, intParam(params.id, 'id'))
    c.calendarEvents.delete(event)
    return HttpResponse.json<MessageResponse>({ message: EVENT_DELETED_MESSAGE })
  }),
]
