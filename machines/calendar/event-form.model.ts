/**
 * The calendar event form's graph model (tests/model/event-form.model.spec.ts runs it in
 * Chromium on /calendar: the add form for today, and the edit form of the seed's first event on
 * the crowded 14th). Covers the rules, a save, the silent failed create and the ignored failed edit.
 */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { eventFormErrors, eventFormMachine } from './event-form.machine'
import { CALENDAR_SAMPLE_EVENTS } from './calendar.model'

type Ev = EventFromLogic<typeof eventFormMachine>

const SERVER_ERROR: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }

export const eventFormModel = defineModel({
  id: 'event-form',
  area: 'calendar',
  routes: ['/calendar'],
  title: 'Calendar event form',
  description: 'Title, date and type required, optional time; Add event (add mode) or Save changes (edit mode); a failed create stays open silently, a failed edit is ignored; Cancel.',
  machine: eventFormMachine,
  starts: [
    { name: 'add', input: { mode: 'create', date: '2026-11-24' } },
    { name: 'edit', input: { mode: 'edit', event: CALENDAR_SAMPLE_EVENTS[0]! } },
  ],
  events: (s) => {
    const v = s.context.values
    const events: Ev[] = []
    if (s.matches('editing')) {
      if (v.title.trim() === '') events.push({ type: 'field.change', field: 'title', value: 'Model event' })
      else if (v.type === '') events.push({ type: 'field.change', field: 'type', value: 'todo' })
      events.push({ type: 'form.submit' }, { type: 'form.cancel' })
    }
    if (s.matches('submitting')) events.push(done('saveEvent', {}) as unknown as Ev, failed('saveEvent', SERVER_ERROR) as unknown as Ev)
    return events
  },
  context: (s) => {
    const errors = eventFormErrors(s.context.values)
    return [s.context.mode, errors.title ?? null, errors.type ?? null, s.context.attempted]
  },
})
