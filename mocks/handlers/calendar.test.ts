import { describe, expect, it } from 'vitest'
import { clock } from '../tokens'
import { ADMIN, call, DEMO, login, useSandboxServer } from '../test-helpers'
import { LOCAL_DATE_TIME_MESSAGE } from '@machines/shared/contracts-everyday'
import { EVENT_DELETED_MESSAGE, EVENT_NOT_FOUND, RANGE_REVERSED_MESSAGE, storedColor } from './calendar'

useSandboxServer()

const locs = (body: { detail: Array<{ loc: unknown[] }> }) => body.detail.map((d) => d.loc)

/** The admin has no events in the seeds: a clean slate for exact figures. */
async function admin() {
  const { access_token } = await login(ADMIN)
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/calendar/events', { token: access_token, body })
    expect(res.status).toBe(201)
    return res.body as { id: number; start_time: string; end_time: string; color: string }
  }
  return { token: access_token, create }
}

const timed = (title: string, day: string, hour = '10') => ({
  title,
  start_time: `${day}T${hour}:00:00.000`,
  end_time: `${day}T${String(Number(hour) + 1).padStart(2, '0')}:00:00.000`,
  all_day: false,
  color: 'blue',
})

describe('calendar events: create, read, update, delete', () => {
  it('creates a timed event (201, trimmed title, local times kept as sent) and reads it back', async () => {
    const { token } = await admin()
    const res = await call('POST', '/calendar/events', {
      token,
      body: { ...timed('  Sprint review  ', '2030-05-01'), description: 'Demo', location: 'Room 1', reminder: 15 },
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Sprint review',
      description: 'Demo',
      start_time: '2030-05-01T10:00:00.000',
      end_time: '2030-05-01T11:00:00.000',
      all_day: false,
      color: 'blue',
      location: 'Room 1',
      reminder: 15,
      user_id: ADMIN.id,
      created_at: expect.any(String),
    })
    const read = await call('GET', `/calendar/events/${res.body.id}`, { token })
    expect(read).toMatchObject({ status: 200, body: res.body })
  })

  it('stores an all-day event from 00:00:00.000 to 23:59:59.999 and any colour but blue/red as green', async () => {
    const { create } = await admin()
    const event = await create({ title: 'Holiday', start_time: '2030-05-02T08:30:00.000', end_time: '2030-05-02T09:30:00.000', all_day: true, color: 'yellow' })
    expect(event).toMatchObject({ start_time: '2030-05-02T00:00:00.000', end_time: '2030-05-02T23:59:59.999', color: 'green' })
    expect(storedColor('red')).toBe('red')
    expect(storedColor('green')).toBe('green')
    expect(storedColor('#00f')).toBe('green')
  })

  it('patches some fields (partial) and keeps the others', async () => {
    const { token, create } = await admin()
    const event = await create(timed('Standup', '2030-05-03', '09'))
    const res = await call('PATCH', `/calendar/events/${event.id}`, { token, body: { title: 'Daily standup', color: 'red' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ title: 'Daily standup', color: 'red', start_time: '2030-05-03T09:00:00.000', end_time: '2030-05-03T10:00:00.000' })
    const allDay = await call('PATCH', `/calendar/events/${event.id}`, { token, body: { all_day: true } })
    expect(allDay.body).toMatchObject({ all_day: true, start_time: '2030-05-03T00:00:00.000', end_time: '2030-05-03T23:59:59.999' })
  })

  it('deletes an event; it is gone afterwards (404)', async () => {
    const { token, create } = await admin()
    const event = await create(timed('Temp', '2030-05-04'))
    expect(await call('DELETE', `/calendar/events/${event.id}`, { token })).toMatchObject({ status: 200, body: { message: EVENT_DELETED_MESSAGE } })
    expect(await call('GET', `/calendar/events/${event.id}`, { token })).toMatchObject({ status: 404, body: { detail: EVENT_NOT_FOUND } })
    expect((await call('DELETE', `/calendar/events/${event.id}`, { token })).status).toBe(404)
  })
})

describe('calendar events: the range query', () => {
  it('answers the events overlapping the inclusive range, sorted by start', async () => {
    const { token, create } = await admin()
    const late = await create(timed('Late', '2030-06-30', '22'))
    const first = await create(timed('First', '2030-06-01', '08'))
    const allDay = await create({ title: 'Span', start_time: '2030-05-31T00:00:00.000', end_time: '2030-06-01T23:59:59.999', all_day: true, color: 'red' })
    await create(timed('July', '2030-07-01', '00'))
    await create(timed('May', '2030-05-30', '10'))
    const res = await call('GET', '/calendar/events?start_date=2030-06-01&end_date=2030-06-30', { token })
    expect(res.status).toBe(200)
    expect(res.body.events.map((e: { id: number }) => e.id)).toEqual([allDay.id, first.id, late.id])
    const oneDay = await call('GET', '/calendar/events?start_date=2030-06-30&end_date=2030-06-30', { token })
    expect(oneDay.body.events.map((e: { title: string }) => e.title)).toEqual(['Late'])
  })

  it('422 when a date is missing, malformed or the range is reversed', async () => {
    const { token } = await admin()
    const missing = await call('GET', '/calendar/events?start_date=2030-06-01', { token })
    expect(missing.status).toBe(422)
    expect(locs(missing.body)).toEqual([['query', 'end_date']])
    const malformed = await call('GET', '/calendar/events?start_date=2030-6-1&end_date=2030-02-30', { token })
    expect(malformed.status).toBe(422)
    expect(locs(malformed.body)).toEqual([
      ['query', 'start_date'],
      ['query', 'end_date'],
    ])
    const reversed = await call('GET', '/calendar/events?start_date=2030-06-02&end_date=2030-06-01', { token })
    expect(reversed).toMatchObject({ status: 422, body: { detail: [{ loc: ['query', 'end_date'], msg: RANGE_REVERSED_MESSAGE }] } })
  })

  it("lists only the caller's events; the demo user's seed events are not the admin's", async () => {
    const demo = await login(DEMO)
    const { token } = await admin()
    // The seed's events are moved around the sandbox clock's month when it loads: 4 + 11 + 4 of them.
    const now = new Date(clock.now())
    const day = (month: number, d: number) => {
      const t = new Date(now.getFullYear(), now.getMonth() + month, d)
      return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`
    }
    const mine = await call('GET', `/calendar/events?start_date=${day(-1, 1)}&end_date=${day(2, 0)}`, { token: demo.access_token })
    expect(mine.status).toBe(200)
    expect(mine.body.events).toHaveLength(19)
    expect(mine.body.events.every((e: { user_id: number }) => e.user_id === DEMO.id)).toBe(true)
    const adminWide = await call('GET', '/calendar/events?start_date=2026-01-01&end_date=2026-12-31', { token })
    expect(adminWide.body.events).toEqual([])
  })
})

describe('calendar events: ownership, auth and bad input', () => {
  it("another user's event is a 404 for read, patch and delete", async () => {
    const { create } = await admin()
    const event = await create(timed('Private', '2030-05-05'))
    const demo = await login(DEMO)
    for (const [method, body] of [['GET'], ['PATCH', { title: 'Mine' }], ['DELETE']] as const) {
      const res = await call(method, `/calendar/events/${event.id}`, { token: demo.access_token, body })
      expect(res).toMatchObject({ status: 404, body: { detail: EVENT_NOT_FOUND } })
    }
  })

  it('401 without a token', async () => {
    expect((await call('GET', '/calendar/events?start_date=2030-01-01&end_date=2030-01-31')).status).toBe(401)
    expect((await call('POST', '/calendar/events', { body: timed('x', '2030-01-01') })).status).toBe(401)
  })

  it('422 for a blank title, a zoned or impossible time, an end before the start, a bad reminder', async () => {
    const { token, create } = await admin()
    const bad = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/calendar/events', { token, body })
      expect(res.status).toBe(422)
      return locs(res.body)
    }
    expect(await bad({ ...timed('   ', '2030-01-01') })).toEqual([['body', 'title']])
    expect(await bad({ ...timed('x'.repeat(201), '2030-01-01') })).toEqual([['body', 'title']])
    expect(await bad({ ...timed('Zoned', '2030-01-01'), start_time: '2030-01-01T10:00:00.000Z' })).toEqual([['body', 'start_time']])
    expect(await bad({ ...timed('Impossible', '2030-01-01'), end_time: '2030-02-30T10:00:00.000' })).toEqual([['body', 'end_time']])
    expect(await bad({ ...timed('Reversed', '2030-01-01'), end_time: '2030-01-01T09:00:00.000' })).toEqual([['body', 'end_time']])
    expect(await bad({ ...timed('Reminder', '2030-01-01'), reminder: -5 })).toEqual([['body', 'reminder']])
    expect(await bad({ title: 'No times' })).toEqual([
      ['body', 'start_time'],
      ['body', 'end_time'],
    ])
    const event = await create(timed('Ok', '2030-01-02'))
    const reversed = await call('PATCH', `/calendar/events/${event.id}`, { token, body: { end_time: '2030-01-02T08:00:00.000' } })
    expect(reversed.status).toBe(422)
    expect(locs(reversed.body)).toEqual([['body', 'end_time']])
    expect((await call('PATCH', '/calendar/events/abc', { token, body: {} })).status).toBe(422)
  })

  describe('times as testers write them (docs/spec/2-everyday-modules.md §3): minutes, seconds or milliseconds, no zone; stored as YYYY-MM-DDTHH:mm:ss.sss', () => {
    it.each([
      ['minutes', '2030-06-01T10:00', '2030-06-01T11:30'],
      ['seconds', '2030-06-01T10:00:00', '2030-06-01T11:30:15'],
      ['milliseconds', '2030-06-01T10:00:00.000', '2030-06-01T11:30:15.250'],
    ])('POST accepts %s and answers the stored form', async (_form, start, end) => {
      const { create } = await admin()
      const event = await create({ title: 'Form', start_time: start, end_time: end })
      expect(event.start_time).toBe('2030-06-01T10:00:00.000')
      expect(event.end_time).toBe(end.length === 16 ? '2030-06-01T11:30:00.000' : end.length === 19 ? '2030-06-01T11:30:15.000' : '2030-06-01T11:30:15.250')
    })

    it('PATCH accepts the short forms too, and compares the end with the start after normalising', async () => {
      const { token, create } = await admin()
      const event = await create(timed('Move me', '2030-06-02'))
      const moved = await call('PATCH', `/calendar/events/${event.id}`, { token, body: { start_time: '2030-06-03T09:00', end_time: '2030-06-03T09:00:00' } })
      expect(moved).toMatchObject({ status: 200, body: { start_time: '2030-06-03T09:00:00.000', end_time: '2030-06-03T09:00:00.000' } })
      const before = await call('PATCH', `/calendar/events/${event.id}`, { token, body: { end_time: '2030-06-03T08:59' } })
      expect(before.status).toBe(422)
      expect(locs(before.body)).toEqual([['body', 'end_time']])
    })

    it.each(['2030-06-01T10:00:00Z', '2030-06-01T10:00:00.000Z', '2030-06-01T10:00+09:00', '2030-06-01T10:00:00-05:00', '2030-06-01 10:00', '2030-06-01T10', '2030-02-30T10:00', '2030-06-01T24:00'])(
      '422 for %s, with a message listing the accepted forms',
      async (value) => {
        const { token } = await admin()
        const res = await call('POST', '/calendar/events', { token, body: { title: 'Bad', start_time: value, end_time: '2030-06-05T10:00' } })
        expect(res.status).toBe(422)
        expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'start_time'], msg: LOCAL_DATE_TIME_MESSAGE })])
        expect(LOCAL_DATE_TIME_MESSAGE).toContain('YYYY-MM-DDTHH:mm, YYYY-MM-DDTHH:mm:ss, YYYY-MM-DDTHH:mm:ss.sss')
      },
    )
  })
})
