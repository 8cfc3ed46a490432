/**
 * Calendar calls of docs/spec/2-everyday-modules.md §7 "Calendar" through the one HTTP client. Server events become the
 * app's CalendarEvent (machines/calendar/calendar-dates.ts). Every function rejects with the
 * client's normalised ApiError.
 */
import { toCalendarEvent, type CalendarEvent } from '@machines/calendar/calendar-dates'
import type {
  ApiCalendarEvent,
  CalendarEventCreateRequest,
  CalendarEventListResponse,
  CalendarEventUpdateRequest,
} from '@machines/shared/contracts-everyday'
import { request } from './client'

/** GET /calendar/events?start_date&end_date (inclusive, `YYYY-MM-DD`). */
export async function fetchEvents(range: { start_date: string; end_date: string }): Promise<CalendarEvent[]> {
  const answer = await request<CalendarEventListResponse>('/calendar/events', { query: { ...range } })
  return (Array.isArray(answer?.events) ? answer.events : []).map(toCalendarEvent)
}

/** GET /calendar/events/{id} */
export async function fetchEvent(id: number): Promise<CalendarEvent> {
  return toCalendarEvent(await request<ApiCalendarEvent>(`/calendar/events/${id}`))
}

/** POST /calendar/events */
export async function createEvent(body: CalendarEventCreateRequest): Promise<CalendarEvent> {
  return toCalendarEvent(await request<ApiCalendarEvent>('/calendar/events', { method: 'POST', body }))
}

/** PATCH /calendar/events/{id} (partial) */
export async function updateEvent(id: number, body: CalendarEventUpdateRequest): Promise<CalendarEvent> {
  return toCalendarEvent(await request<ApiCalendarEvent>(`/calendar/events/${id}`, { method: 'PATCH', body }))
}

/** DELETE /calendar/events/{id} */
export async function deleteEvent(id: number): Promise<void> {
  await request<unknown>(`/calendar/events/${id}`, { method: 'DELETE' })
}
