import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { SEARCH_SAMPLES, searchSamples } from './search-data'
import { sameSearchView, SEARCH_DELAY_MS, searchMachine, selectSearchView } from './search.machine'

describe('search samples', () => {
  it('match every word in either language, case-insensitively; a blank query matches nothing', () => {
    expect(searchSamples('TEST').length).toBeGreaterThan(1)
    expect(searchSamples('login test').map((r) => r.id)).toEqual(['todo-1'])
    expect(searchSamples('자동화').map((r) => r.type)).toEqual(expect.arrayContaining(['post', 'todo', 'user']))
    expect(searchSamples('   ')).toEqual([])
    expect(searchSamples('zzz')).toEqual([])
  })

  it('cover the three types, each with an app url', () => {
    expect(new Set(SEARCH_SAMPLES.map((s) => s.type))).toEqual(new Set(['post', 'todo', 'user']))
    for (const s of SEARCH_SAMPLES) expect(s.url).toMatch(/^\/(posts\/\d+|todos|profile)$/)
    expect(new Set(SEARCH_SAMPLES.map((s) => s.id)).size).toBe(SEARCH_SAMPLES.length)
  })
})

describe('search machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('edits the query in any state', () => {
    const actor = createActor(searchMachine).start()
    actor.send({ type: 'query.change', value: 'test' })
    expect(actor.getSnapshot().context.query).toBe('test')
  })

  it('does not search a blank query: the message shows until the query changes', () => {
    const actor = createActor(searchMachine).start()
    actor.send({ type: 'query.change', value: '   ' })
    actor.send({ type: 'search.submit' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.blankAttempt).toBe(true)
    expect(actor.getSnapshot().context.searched).toBeNull()
    actor.send({ type: 'query.change', value: 't' })
    expect(actor.getSnapshot().context.blankAttempt).toBe(false)
  })

  it('searches for 1 second, then shows the matching samples; the query is trimmed', () => {
    const actor = createActor(searchMachine).start()
    actor.send({ type: 'query.change', value: '  login test ' })
    actor.send({ type: 'search.submit' })
    expect(actor.getSnapshot().value).toBe('searching')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.searched).toBe('login test')
    // A second submit while searching does nothing.
    actor.send({ type: 'search.submit' })
    vi.advanceTimersByTime(SEARCH_DELAY_MS - 1)
    expect(actor.getSnapshot().value).toBe('searching')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.resultIds).toEqual(['todo-1'])
  })

  it('a search without matches ends with no results; a new search replaces the old results', () => {
    const actor = createActor(searchMachine).start()
    actor.send({ type: 'query.change', value: 'test' })
    actor.send({ type: 'search.submit' })
    vi.advanceTimersByTime(SEARCH_DELAY_MS)
    expect(actor.getSnapshot().context.resultIds.length).toBeGreaterThan(0)
    actor.send({ type: 'query.change', value: 'zzz' })
    // Editing keeps the last results until the next search.
    expect(actor.getSnapshot().context.resultIds.length).toBeGreaterThan(0)
    actor.send({ type: 'search.submit' })
    vi.advanceTimersByTime(SEARCH_DELAY_MS)
    expect(actor.getSnapshot().context).toMatchObject({ searched: 'zzz', resultIds: [] })
  })
})

describe('search view model', () => {
  it('is the context, the busy tag and the state name; equal while nothing changes', () => {
    const actor = createActor(searchMachine).start()
    const first = selectSearchView(actor.getSnapshot())
    expect(first).toEqual({ ...actor.getSnapshot().context, searching: false, state: String(actor.getSnapshot().value) })
    expect(sameSearchView(first, selectSearchView(actor.getSnapshot()))).toBe(true)
    actor.send({ type: 'query.change', value: 'test' })
    const typed = selectSearchView(actor.getSnapshot())
    expect(typed.query).toBe('test')
    expect(sameSearchView(first, typed)).toBe(false)
  })
})
