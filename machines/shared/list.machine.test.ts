import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createListMachine, pageCount, pageExists, sameFilters, type ListPage, type ListQuery } from './list.machine'
import { apiError, controlled } from './testing'

interface Item {
  id: number
}
interface Filters {
  search: string
  tags: string[]
}

const listMachine = createListMachine<Item, Filters>({ id: 'testList', limit: 10, filters: { search: '', tags: [] }, sync: true })
const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: from + i }))

function start(input?: { filters?: Partial<Filters>; page?: number }) {
  const fetchPage = controlled<ListPage<Item>, ListQuery<Filters>>()
  const loadFailed = vi.fn()
  const actor = createActor(listMachine.provide({ actors: { fetchPage: fetchPage.logic }, actions: { loadFailed } }), { input })
  actor.start()
  return { actor, fetchPage, loadFailed, snap: () => actor.getSnapshot() }
}

/** Started, first page answered with a total of 35 (4 pages). */
async function ready(total = 35) {
  const t = start()
  t.fetchPage.run(0).resolve({ items: items(1, 10), total })
  await Promise.resolve()
  await Promise.resolve()
  expect(t.snap().value).toBe('ready')
  return t
}

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve()
}

describe('helpers', () => {
  it('pageCount: ceil(total / limit), at least 1, null when unknown', () => {
    expect(pageCount({ total: 35, limit: 10 })).toBe(4)
    expect(pageCount({ total: 0, limit: 10 })).toBe(1)
    expect(pageCount({ total: null, limit: 10 })).toBeNull()
  })

  it('pageExists: 1..last with a total; up to the next page while more follow without one', () => {
    const known = { total: 35, limit: 10, page: 1, more: true }
    expect([0, 1, 4, 5, 1.5].map((p) => pageExists(known, p))).toEqual([false, true, true, false, false])
    const unknown = { total: null, limit: 10, page: 2, more: true }
    expect([1, 2, 3, 4].map((p) => pageExists(unknown, p))).toEqual([true, true, true, false])
    expect(pageExists({ ...unknown, more: false }, 3)).toBe(false)
  })

  it('sameFilters compares plain values, arrays in order', () => {
    expect(sameFilters({ search: 'a', tags: ['x'] }, { search: 'a', tags: ['x'] })).toBe(true)
    expect(sameFilters({ search: 'a', tags: ['x'] }, { search: 'a', tags: ['x', 'y'] })).toBe(false)
  })
})

describe('list machine', () => {
  it('loads page 1 with the default filters on start (the list reloads on entry)', () => {
    const t = start()
    expect(t.snap().value).toBe('loading')
    expect(t.snap().hasTag('busy')).toBe(true)
    expect(t.fetchPage.run(0).input).toEqual({ filters: { search: '', tags: [] }, page: 1, limit: 10 })
  })

  it('starts from the input filters and page (merged over the defaults)', () => {
    const t = start({ filters: { search: 'qa' }, page: 3 })
    expect(t.fetchPage.run(0).input).toEqual({ filters: { search: 'qa', tags: [] }, page: 3, limit: 10 })
  })

  it('loading → ready: items, total and more from a {items, total} answer', async () => {
    const t = await ready(35)
    expect(t.snap().context).toMatchObject({ items: items(1, 10), total: 35, more: true, failure: null })
    expect(t.snap().hasTag('busy')).toBe(false)
  })

  it('more is false on the last page of a total', async () => {
    const t = await ready(10)
    expect(t.snap().context.more).toBe(false)
  })

  it('takes `more` from a {items, more} answer (total unknown)', async () => {
    const t = start()
    t.fetchPage.run(0).resolve({ items: items(1, 10), more: true })
    await settle()
    expect(t.snap().context).toMatchObject({ total: null, more: true })
  })

  it('loading → failed: the failure code, the loadFailed action, the items kept', async () => {
    const t = await ready()
    t.actor.send({ type: 'list.reload' })
    t.fetchPage.run(1).reject(apiError('http', 500, 'Internal Server Error'))
    await settle()
    expect(t.snap().value).toBe('failed')
    expect(t.snap().context.failure).toBe('server')
    expect(t.snap().context.items).toEqual(items(1, 10))
    expect(t.loadFailed).toHaveBeenCalledWith(expect.anything(), { failure: 'server' })
  })

  it('failed → loading on list.reload (retry), the failure cleared', async () => {
    const t = start()
    t.fetchPage.run(0).reject(apiError('network', null, null))
    await settle()
    expect(t.snap().context.failure).toBe('network')
    t.actor.send({ type: 'list.reload' })
    expect(t.snap().value).toBe('loading')
    expect(t.snap().context.failure).toBeNull()
    expect(t.fetchPage.runs).toHaveLength(2)
  })

  it('ready → loading on list.reload: the same page again', async () => {
    const t = await ready()
    t.actor.send({ type: 'list.reload' })
    expect(t.snap().value).toBe('loading')
    expect(t.fetchPage.run(1).input.page).toBe(1)
  })

  it('list.page goes to an existing page only', async () => {
    const t = await ready(35)
    t.actor.send({ type: 'list.page', page: 5 })
    t.actor.send({ type: 'list.page', page: 0 })
    t.actor.send({ type: 'list.page', page: 1 })
    expect(t.snap().value).toBe('ready')
    expect(t.fetchPage.runs).toHaveLength(1)
    t.actor.send({ type: 'list.page', page: 4 })
    expect(t.snap().value).toBe('loading')
    expect(t.snap().context.page).toBe(4)
    expect(t.fetchPage.run(1).input).toMatchObject({ page: 4, limit: 10 })
  })

  it('list.page works from failed too', async () => {
    const t = await ready(35)
    t.actor.send({ type: 'list.page', page: 2 })
    t.fetchPage.run(1).reject(apiError('timeout', null, null))
    await settle()
    expect(t.snap().value).toBe('failed')
    t.actor.send({ type: 'list.page', page: 3 })
    expect(t.snap().value).toBe('loading')
    expect(t.fetchPage.run(2).input.page).toBe(3)
  })

  it('list.filter merges the change and goes back to page 1', async () => {
    const t = await ready(35)
    t.actor.send({ type: 'list.page', page: 3 })
    t.fetchPage.run(1).resolve({ items: items(21, 10), total: 35 })
    await settle()
    t.actor.send({ type: 'list.filter', filters: { tags: ['react'] } })
    expect(t.snap().value).toBe('loading')
    expect(t.snap().context.page).toBe(1)
    expect(t.fetchPage.run(2).input).toEqual({ filters: { search: '', tags: ['react'] }, page: 1, limit: 10 })
  })

  it('an unchanged filter does nothing', async () => {
    const t = await ready()
    t.actor.send({ type: 'list.filter', filters: { search: '' } })
    expect(t.snap().value).toBe('ready')
    expect(t.fetchPage.runs).toHaveLength(1)
  })

  it('a new request while loading drops the old answer (stale answers are ignored)', async () => {
    const t = await ready(35)
    t.actor.send({ type: 'list.filter', filters: { search: 'a' } })
    t.actor.send({ type: 'list.filter', filters: { search: 'ab' } })
    expect(t.fetchPage.runs).toHaveLength(3)
    t.fetchPage.run(2).resolve({ items: items(100, 2), total: 2 })
    await settle()
    t.fetchPage.run(1).resolve({ items: items(500, 10), total: 99 })
    await settle()
    expect(t.snap().value).toBe('ready')
    expect(t.snap().context).toMatchObject({ items: items(100, 2), total: 2, filters: { search: 'ab' } })
  })

  it('a stale failure is ignored too', async () => {
    const t = await ready()
    t.actor.send({ type: 'list.reload' })
    t.actor.send({ type: 'list.reload' })
    t.fetchPage.run(1).reject(apiError('http', 500, null))
    await settle()
    expect(t.snap().value).toBe('loading')
    expect(t.loadFailed).not.toHaveBeenCalled()
  })

  it('ready → loading on list.sync (changed in another tab): the current page again', async () => {
    const t = await ready()
    t.actor.send({ type: 'list.sync' })
    expect(t.snap().value).toBe('loading')
    expect(t.fetchPage.runs).toHaveLength(2)
    expect(t.fetchPage.run(1).input.page).toBe(1)
  })

  it('failed → loading on list.sync', async () => {
    const t = start()
    t.fetchPage.run(0).reject(apiError('network', null, null))
    await settle()
    t.actor.send({ type: 'list.sync' })
    expect(t.snap().value).toBe('loading')
    expect(t.fetchPage.runs).toHaveLength(2)
  })

  it('list.sync during a load is coalesced: that load finishes, then exactly one more follows', async () => {
    const t = await ready(19)
    t.actor.send({ type: 'list.sync' })
    // Nine more notices while the load is in flight: it is not restarted, nothing is dropped.
    for (let i = 0; i < 9; i++) t.actor.send({ type: 'list.sync' })
    expect(t.fetchPage.runs).toHaveLength(2)
    expect(t.snap().context.stale).toBe(true)
    t.fetchPage.run(1).resolve({ items: items(1, 10), total: 19 })
    await settle()
    // The answer may predate the last change: one final load.
    expect(t.snap().value).toBe('loading')
    expect(t.fetchPage.runs).toHaveLength(3)
    t.fetchPage.run(2).resolve({ items: items(1, 10), total: 20 })
    await settle()
    expect(t.snap().value).toBe('ready')
    expect(t.snap().context).toMatchObject({ total: 20, stale: false })
    expect(t.fetchPage.runs).toHaveLength(3)
  })

  it('an empty first page is just an empty list', async () => {
    const t = start()
    t.fetchPage.run(0).resolve({ items: [], total: 0 })
    await settle()
    expect(t.snap().value).toBe('ready')
    expect(t.snap().context).toMatchObject({ items: [], total: 0, more: false })
  })
})
