import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ApiCalendarEvent } from '../shared/contracts-everyday'
import { apiError, controlled } from '../shared/testing'
import {
  addMonths,
  cellEvents,
  eventsOn,
  eventTimes,
  isDateKey,
  isTimeKey,
  localDateKey,
  monthGrid,
  monthRange,
  toCalendarEvent,
  type CalendarEvent,
} from './calendar-dates'
import { calendarMachine, eventById, type LoadEventsInput } from './calendar.machine'

const NOW = new Date(2026, 10, 24, 10, 30).getTime() // 24 November 2026, local
const api = (id: number, start: string, end: string, extra: Partial<ApiCalendarEvent> = {}): ApiCalendarEvent => ({
  id,
  title: `Event ${id}`,
  description: null,
  start_time: start,
  end_time: end,
  all_day: false,
  color: 'blue',
  location: null,
  reminder: null,
  user_id: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  ...extra,
})
const EVENTS: CalendarEvent[] = [
  api(1, '2026-11-24T09:00:00.000', '2026-11-24T10:00:00.000'),
  api(2, '2026-11-24T00:00:00.000', '2026-11-24T23:59:59.999', { all_day: true, color: 'red' }),
  api(3, '2026-11-24T13:00:00.000', '2026-11-24T14:00:00.000', { color: 'green' }),
  api(4, '2026-11-24T15:00:00.000', '2026-11-24T16:00:00.000'),
  api(5, '2026-11-24T08:00:00.000', '2026-11-24T09:00:00.000'),
  api(6, '2026-11-02T10:00:00.000', '2026-11-02T11:00:00.000'),
].map(toCalendarEvent)

describe('calendar dates', () => {
  it('month grids start on Sunday (en) or Monday (ko) and hold whole weeks', () => {
    const sunday = monthGrid('2026-11', 0)
    expect(sunday[0]![0]).toBe('2026-11-01') // 1 November 2026 is a Sunday
    expect(sunday.at(-1)!.at(-1)).toBe('2026-12-05')
    const monday = monthGrid('2026-11', 1)
    expect(monday[0]![0]).toBe('2026-10-26')
    expect(monday.at(-1)!.at(-1)).toBe('2026-12-06')
    expect(monday.every((w) => w.length === 7)).toBe(true)
    expect(monthRange('2026-11')).toEqual({ start_date: '2026-10-26', end_date: '2026-12-06' })
  })

  it('months and days roll over years; keys are validated', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(localDateKey(NOW)).toBe('2026-11-24')
    expect(isDateKey('2026-02-29')).toBe(false)
    expect(isDateKey('2028-02-29')).toBe(true)
    expect(isTimeKey('23:59')).toBe(true)
    expect(isTimeKey('24:00')).toBe(false)
  })

  it('a timed event runs one hour (across midnight too); without a time it is all day', () => {
    expect(eventTimes('2026-11-24', '10:15')).toEqual({ start_time: '2026-11-24T10:15:00.000', end_time: '2026-11-24T11:15:00.000', all_day: false })
    expect(eventTimes('2026-12-31', '23:30').end_time).toBe('2027-01-01T00:30:00.000')
    expect(eventTimes('2026-11-24', null)).toEqual({ start_time: '2026-11-24T00:00:00.000', end_time: '2026-11-24T23:59:59.999', all_day: true })
  })

  it('server events: blue meeting, red deadline, any other colour todo (green); date and time from the start', () => {
    expect(EVENTS.map((e) => e.type).slice(0, 3)).toEqual(['meeting', 'deadline', 'todo'])
    expect(toCalendarEvent(api(9, '2026-11-24T10:00:00.000', '2026-11-24T11:00:00.000', { color: 'purple' as never }))).toMatchObject({ type: 'todo', color: 'green' })
    expect(EVENTS[0]).toMatchObject({ date: '2026-11-24', time: '09:00', allDay: false })
    expect(EVENTS[1]).toMatchObject({ time: null, allDay: true })
  })

  it('a day cell shows 3 events (all-day first, then by time) and +N more', () => {
    expect(eventsOn(EVENTS, '2026-11-24').map((e) => e.id)).toEqual([2, 5, 1, 3, 4])
    const cell = cellEvents(EVENTS, '2026-11-24')
    expect(cell.shown.map((e) => e.id)).toEqual([2, 5, 1])
    expect(cell.more).toBe(2)
    expect(cellEvents(EVENTS, '2026-11-02')).toEqual({ shown: [EVENTS[5]], more: 0 })
    const spanning = toCalendarEvent(api(7, '2026-11-27T00:00:00.000', '2026-11-28T23:59:59.999', { all_day: true }))
    expect(eventsOn([spanning], '2026-11-28')).toHaveLength(1)
    const late = toCalendarEvent(api(8, '2026-11-27T23:30:00.000', '2026-11-28T00:30:00.000'))
    expect([eventsOn([late], '2026-11-27').length, eventsOn([late], '2026-11-28').length]).toEqual([1, 0])
  })
})

describe('calendar machine', () => {
  const start = () => {
    const load = controlled<CalendarEvent[], LoadEventsInput>()
    const remove = controlled<void, { id: number }>()
    const actor = createActor(calendarMachine.provide({ actors: { loadEvents: load.logic, deleteEvent: remove.logic } }), { input: { now: NOW } }).start()
    return { actor, load, remove }
  }
  const ready = async () => {
    const s = start()
    s.load.run(0).resolve(EVENTS)
    await Promise.resolve()
    return s
  }
  const ctx = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context

  it("loads today's month (the grid's days) and selects today", async () => {
    const { actor, load } = start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(load.run(0).input).toEqual({ start_date: '2026-10-26', end_date: '2026-12-06' })
    expect(ctx(actor)).toMatchObject({ today: '2026-11-24', month: '2026-11', selected: '2026-11-24' })
    load.run(0).resolve(EVENTS)
    await Promise.resolve()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(ctx(actor).events).toHaveLength(6)
  })

  it("previous, next and today change the month and load it; a failed load shows 'Failed to fetch month events' and retries", async () => {
    const { actor, load } = await ready()
    actor.send({ type: 'month.next' })
    expect(ctx(actor).month).toBe('2026-12')
    expect(load.run(1).input.start_date).toBe('2026-11-25')
    load.run(1).reject(apiError('http', 500, 'boom'))
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(ctx(actor)).toMatchObject({ loadFailure: 'server', events: [] })
    actor.send({ type: 'events.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    load.run(2).reject(apiError('network', null, null))
    await Promise.resolve()
    actor.send({ type: 'month.prev' })
    expect(ctx(actor).month).toBe('2026-11')
    load.run(3).reject(apiError('http', 500, null))
    await Promise.resolve()
    actor.send({ type: 'month.next' })
    load.run(4).reject(apiError('http', 500, null))
    await Promise.resolve()
    actor.send({ type: 'month.today' })
    expect(ctx(actor)).toMatchObject({ month: '2026-11', selected: '2026-11-24', loadFailure: null })
    load.run(5).resolve(EVENTS)
    await Promise.resolve()
    actor.send({ type: 'month.prev' })
    expect(ctx(actor).month).toBe('2026-10')
    load.run(6).resolve([])
    await Promise.resolve()
    actor.send({ type: 'day.select', date: '2026-10-05' })
    actor.send({ type: 'month.today' })
    expect(ctx(actor)).toMatchObject({ month: '2026-11', selected: '2026-11-24' })
    load.run(7).resolve(EVENTS)
    await Promise.resolve()
    actor.send({ type: 'month.next' })
    expect(ctx(actor).month).toBe('2026-12')
  })

  it('selects a day for the side panel; +N more opens the day list; view, add and edit open their modals', async () => {
    const { actor } = await ready()
    actor.send({ type: 'day.select', date: '2026-11-02' })
    expect(ctx(actor).selected).toBe('2026-11-02')
    actor.send({ type: 'day.more', date: '2026-11-24' })
    expect(ctx(actor)).toMatchObject({ dayList: '2026-11-24', selected: '2026-11-24' })
    actor.send({ type: 'event.view', id: 99 })
    expect(ctx(actor).viewId).toBeNull()
    actor.send({ type: 'event.view', id: 3 })
    expect(ctx(actor).viewId).toBe(3)
    expect(eventById(ctx(actor), 3)?.title).toBe('Event 3')
    actor.send({ type: 'event.edit', id: 3 })
    expect(ctx(actor)).toMatchObject({ form: { mode: 'edit', id: 3 }, viewId: 3, dayList: '2026-11-24', formKey: 1 })
    actor.send({ type: 'modal.close', modal: 'form' })
    expect(ctx(actor)).toMatchObject({ form: null, viewId: 3 })
    actor.send({ type: 'modal.close', modal: 'view' })
    actor.send({ type: 'event.add', date: '2026-11-24' })
    expect(ctx(actor)).toMatchObject({ form: { mode: 'create', date: '2026-11-24' }, formKey: 2 })
    actor.send({ type: 'modal.close', modal: 'form' })
    actor.send({ type: 'event.add' })
    expect(ctx(actor).form).toEqual({ mode: 'create', date: '2026-11-24' })
    actor.send({ type: 'modal.close', modal: 'form' })
    actor.send({ type: 'modal.close', modal: 'dayList' })
    expect(ctx(actor).dayList).toBeNull()
    actor.send({ type: 'event.view', id: 1 })
    actor.send({ type: 'modal.close', modal: 'view' })
    expect(ctx(actor).viewId).toBeNull()
    actor.send({ type: 'event.edit', id: 42 })
    expect(ctx(actor).form).toBeNull()
  })

  it('a save closes the form and reloads; a failed reload keeps the events with the reload failure', async () => {
    const { actor, load } = await ready()
    actor.send({ type: 'event.add' })
    actor.send({ type: 'form.saved' })
    expect(ctx(actor).form).toBeNull()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(ctx(actor).events).toHaveLength(6)
    load.run(1).reject(apiError('http', 500, null))
    await Promise.resolve()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(ctx(actor)).toMatchObject({ reloadFailure: 'server', loadFailure: null })
    expect(ctx(actor).events).toHaveLength(6)
    actor.send({ type: 'events.retry' })
    load.run(2).resolve(EVENTS.slice(0, 2))
    await Promise.resolve()
    expect(ctx(actor)).toMatchObject({ reloadFailure: null })
    expect(ctx(actor).events).toHaveLength(2)
  })

  it('deleting closes every modal and reloads; a failed delete keeps the confirm with its failure; cancel closes it', async () => {
    const { actor, load, remove } = await ready()
    actor.send({ type: 'event.delete', id: 99 })
    expect(ctx(actor).deleteId).toBeNull()
    actor.send({ type: 'day.more', date: '2026-11-24' })
    actor.send({ type: 'event.view', id: 1 })
    actor.send({ type: 'event.delete', id: 1 })
    expect(ctx(actor).deleteId).toBe(1)
    actor.send({ type: 'modal.close', modal: 'delete' })
    expect(ctx(actor)).toMatchObject({ deleteId: null, viewId: 1, dayList: '2026-11-24' })
    actor.send({ type: 'event.delete', id: 1 })
    actor.send({ type: 'delete.confirm' })
    expect(actor.getSnapshot().matches({ ready: 'deleting' })).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(remove.run(0).input).toEqual({ id: 1 })
    actor.send({ type: 'modal.close', modal: 'delete' })
    expect(ctx(actor).deleteId).toBe(1) // Escape does nothing while the delete runs
    remove.run(0).reject(apiError('http', 404, 'Event not found'))
    await Promise.resolve()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(ctx(actor)).toMatchObject({ deleteId: 1, deleteFailure: 'failed' })
    actor.send({ type: 'delete.confirm' })
    remove.run(1).resolve()
    await Promise.resolve()
    expect(ctx(actor)).toMatchObject({ deleteId: null, viewId: null, dayList: null, form: null, deleteFailure: null })
    expect(actor.getSnapshot().value).toBe('loading')
    load.run(1).resolve(EVENTS.slice(1))
    await Promise.resolve()
    expect(ctx(actor).events.map((e) => e.id)).not.toContain(1)
  })
})
