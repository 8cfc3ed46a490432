/**
 * The calendar machine's graph model (tests/model/calendar.model.spec.ts runs it in Chromium
 * against the seeded demo user). The sample answer only decides the graph: ids 7–11 are the
 * seed's five events on the 14th of the current month, the crowded day the browser uses.
 */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { monthOf, toCalendarEvent } from './calendar-dates'
import { calendarMachine } from './calendar.machine'

type Ev = EventFromLogic<typeof calendarMachine>

export const CALENDAR_MODEL_NOW = new Date(2026, 10, 24, 12, 0).getTime()
export const CALENDAR_MODEL_DAY = '2026-11-14'
export const CALENDAR_MODEL_EVENT_ID = 7

export const CALENDAR_SAMPLE_EVENTS = [7, 8, 9, 10, 11].map((id, i) =>
  toCalendarEvent({
    id,
    title: `Event ${id}`,
    description: null,
    start_time: `${CALENDAR_MODEL_DAY}T${String(9 + i).padStart(2, '0')}:00:00.000`,
    end_time: `${CALENDAR_MODEL_DAY}T${String(10 + i).padStart(2, '0')}:00:00.000`,
    all_day: false,
    color: 'blue',
    location: null,
    reminder: null,
    user_id: 1,
    created_at: '2026-10-01T09:00:00.000Z',
  }),
)

export const CALENDAR_SERVER_ERROR: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }

const ID = CALENDAR_MODEL_EVENT_ID

export const calendarModel = defineModel({
  id: 'calendar',
  area: 'calendar',
  routes: ['/calendar'],
  title: 'Calendar',
  description: "Month load with 'Failed to fetch month events', previous/today/next, day selection, '+N more' day list, detail, form, delete confirm (deleting closes every modal), a failed reload keeping the events.",
  machine: calendarMachine,
  starts: [{ name: 'demo user', input: { now: CALENDAR_MODEL_NOW } }],
  events: (s) => {
    const c = s.context
    const events: Ev[] = []
    if (s.matches('loading')) {
      events.push(done('loadEvents', CALENDAR_SAMPLE_EVENTS) as unknown as Ev, failed('loadEvents', CALENDAR_SERVER_ERROR) as unknown as Ev)
    }
    if (s.matches('failed')) events.push({ type: 'events.retry' }, { type: 'month.prev' }, { type: 'month.next' }, { type: 'month.today' })
    if (s.matches({ ready: 'deleting' })) {
      events.push(
        done('deleteEvent', undefined) as unknown as Ev,
        failed('deleteEvent', CALENDAR_SERVER_ERROR) as unknown as Ev,
        { type: 'modal.close', modal: 'delete' },
      )
    }
    if (s.matches({ ready: 'idle' })) {
      if (c.deleteId !== null) events.push({ type: 'delete.confirm' }, { type: 'modal.close', modal: 'delete' })
      else if (c.form !== null) events.push({ type: 'form.saved' }, { type: 'modal.close', modal: 'form' })
      else if (c.viewId !== null) events.push({ type: 'event.edit', id: c.viewId }, { type: 'event.delete', id: c.viewId }, { type: 'modal.close', modal: 'view' })
      else if (c.dayList !== null) events.push({ type: 'event.view', id: ID }, { type: 'event.add', date: c.dayList }, { type: 'modal.close', modal: 'dayList' })
      else {
        events.push({ type: 'month.prev' }, { type: 'month.next' }, { type: 'month.today' }, { type: 'event.add' })
        // The crowded day (and its events in the side panel) is in today's month.
        if (c.month === monthOf(c.today)) {
          events.push(
            { type: 'day.select', date: CALENDAR_MODEL_DAY },
            { type: 'day.more', date: CALENDAR_MODEL_DAY },
            { type: 'event.edit', id: ID },
            { type: 'event.delete', id: ID },
          )
        }
        if (c.reloadFailure !== null) events.push({ type: 'events.retry' })
      }
    }
    return events
  },
  context: (s) => {
    const c = s.context
    return [
      c.month === monthOf(c.today),
      c.loadedMonth === c.month,
      c.dayList !== null,
      c.viewId !== null,
      c.form?.mode ?? null,
      c.deleteId !== null,
      c.deleteFailure !== null,
      c.reloadFailure !== null,
      c.loadFailure !== null,
    ]
  },
})
