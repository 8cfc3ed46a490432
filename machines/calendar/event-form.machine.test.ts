import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { apiError, controlled } from '../shared/testing'
import { toCalendarEvent } from './calendar-dates'
import { eventFormBody, eventFormErrors, eventFormMachine, type EventFormInput, type SaveEventInput } from './event-form.machine'

const EVENT = toCalendarEvent({
  id: 7,
  title: 'Standup',
  description: 'Daily',
  start_time: '2026-11-24T09:00:00.000',
  end_time: '2026-11-24T10:00:00.000',
  all_day: false,
  color: 'blue',
  location: null,
  reminder: null,
  user_id: 1,
  created_at: '2026-11-01T09:00:00.000Z',
})

function start(input: EventFormInput) {
  const save = controlled<unknown, SaveEventInput>()
  const actor = createActor(eventFormMachine.provide({ actors: { saveEvent: save.logic } }), { input }).start()
  const set = (field: 'title' | 'date' | 'type' | 'time' | 'description', value: string) => actor.send({ type: 'field.change', field, value })
  return { actor, save, set }
}

describe('event form rules', () => {
  it('title trimmed and required (max 200), date required and real, type required, time optional but real', () => {
    expect(eventFormErrors({ title: '  ', date: '', type: '', time: '', description: '' })).toEqual({ title: 'required', date: 'required', type: 'required' })
    expect(eventFormErrors({ title: 'x'.repeat(201), date: '2026-02-30', type: 'todo', time: '25:00', description: 'y'.repeat(2001) })).toEqual({
      title: 'tooLong',
      date: 'invalid',
      time: 'invalid',
      description: 'tooLong',
    })
    expect(eventFormErrors({ title: ' Ok ', date: '2026-11-24', type: 'meeting', time: '', description: '' })).toEqual({})
  })

  it('the body: trimmed title, null blank description, one-hour or all-day times, colour of the type', () => {
    expect(eventFormBody({ title: ' Demo ', date: '2026-11-24', type: 'deadline', time: '14:30', description: '  ' })).toEqual({
      title: 'Demo',
      description: null,
      start_time: '2026-11-24T14:30:00.000',
      end_time: '2026-11-24T15:30:00.000',
      all_day: false,
      color: 'red',
    })
    expect(eventFormBody({ title: 'T', date: '2026-11-24', type: 'todo', time: '', description: 'd' })).toMatchObject({ all_day: true, color: 'green', description: 'd' })
  })
})

describe('event form machine', () => {
  it('create: starts blank on the given date; a broken rule shows messages and stays; a valid submit saves', async () => {
    const { actor, save, set } = start({ mode: 'create', date: '2026-11-24' })
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'create', values: { title: '', date: '2026-11-24', type: '', time: '' }, attempted: false })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.attempted).toBe(true)
    set('title', '  Review  ')
    set('type', 'bogus')
    expect(actor.getSnapshot().context.values.type).toBe('')
    set('type', 'meeting')
    set('time', '10:00')
    set('description', 'Notes')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(save.run(0).input).toEqual({
      mode: 'create',
      id: null,
      body: { title: 'Review', description: 'Notes', start_time: '2026-11-24T10:00:00.000', end_time: '2026-11-24T11:00:00.000', all_day: false, color: 'blue' },
    })
    save.run(0).resolve({})
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('saved')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('create: a failed save goes back to editing with no message (the spec quirk)', async () => {
    const { actor, save, set } = start({ mode: 'create', date: '2026-11-24' })
    set('title', 'X')
    set('type', 'todo')
    actor.send({ type: 'form.submit' })
    save.run(0).reject(apiError('http', 500, null))
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.values.title).toBe('X')
  })

  it('edit: starts from the event; a failed save is silently ignored (the form ends); a success saves', async () => {
    const failing = start({ mode: 'edit', event: EVENT })
    expect(failing.actor.getSnapshot().context).toMatchObject({ mode: 'edit', id: 7, values: { title: 'Standup', date: '2026-11-24', type: 'meeting', time: '09:00', description: 'Daily' } })
    failing.set('time', '')
    failing.actor.send({ type: 'form.submit' })
    expect(failing.save.run(0).input).toMatchObject({ mode: 'edit', id: 7, body: { all_day: true } })
    failing.save.run(0).reject(apiError('http', 500, null))
    await Promise.resolve()
    expect(failing.actor.getSnapshot().value).toBe('ignored')
    const ok = start({ mode: 'edit', event: EVENT })
    ok.actor.send({ type: 'form.submit' })
    ok.save.run(0).resolve({})
    await Promise.resolve()
    expect(ok.actor.getSnapshot().value).toBe('saved')
  })

  it('cancel ends the form', () => {
    const { actor } = start({ mode: 'create', date: '2026-11-24' })
    actor.send({ type: 'form.cancel' })
    expect(actor.getSnapshot().value).toBe('cancelled')
  })
})
