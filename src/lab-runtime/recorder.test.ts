// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, setup, type AnyTransitionDefinition, type InspectionEvent } from 'xstate'

import type * as RecorderModule from './recorder'

type Recorder = typeof RecorderModule

const KEY = 'qa-lab-coverage-v1'

/** A fresh recorder module (it loads the stored record when imported). */
async function freshRecorder(): Promise<Recorder> {
  vi.resetModules()
  return import('./recorder')
}

/**
 * A small hand-made machine under a catalogued id (the recorder only records catalogued ids):
 * idle --go--> busy --go--> idle, busy --halt--> stopped (final), and an eventless step
 * checking --(always)--> idle from the start.
 */
const machine = setup({ types: { events: {} as { type: 'go' } | { type: 'halt' } } }).createMachine({
  id: 'playgroundCounter',
  initial: 'checking',
  states: {
    checking: { always: 'idle' },
    idle: { on: { go: 'busy' } },
    busy: { on: { go: 'idle', halt: 'stopped' } },
    stopped: { type: 'final' },
  },
})

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('recorder: what it records', () => {
  it('records states entered, transitions taken and consecutive pairs, per machine id', async () => {
    const { labInspect, readLabRecord } = await freshRecorder()
    const actor = createActor(machine, { inspect: labInspect }).start()
    actor.send({ type: 'go' })
    actor.send({ type: 'go' })
    actor.send({ type: 'halt' }) // ignored in idle: no transition, no pair
    actor.send({ type: 'go' })
    actor.send({ type: 'halt' })
    const entry = readLabRecord().machines.playgroundCounter!
    expect(entry.states.sort()).toEqual(['busy', 'checking', 'idle', 'stopped'])
    expect(entry.transitions.sort()).toEqual([
      'playgroundCounter.busy go #0',
      'playgroundCounter.busy halt #0',
      'playgroundCounter.checking (always) #0',
      'playgroundCounter.idle go #0',
    ])
    // always → go(idle) → go(busy) → go(idle) → halt: four pairs, one of them seen twice.
    expect(entry.pairs.sort()).toEqual([
      'playgroundCounter.busy go #0 → playgroundCounter.idle go #0',
      'playgroundCounter.checking (always) #0 → playgroundCounter.idle go #0',
      'playgroundCounter.idle go #0 → playgroundCounter.busy go #0',
      'playgroundCounter.idle go #0 → playgroundCounter.busy halt #0',
    ])
    expect(Object.keys(readLabRecord().machines)).toEqual(['playgroundCounter'])
  })

  it('records the initial state of a machine that starts without an eventless step', async () => {
    const { labInspect, readLabRecord } = await freshRecorder()
    const plain = setup({}).createMachine({ id: 'playgroundTabs', initial: 'first', states: { first: { on: { next: 'second' } }, second: {} } })
    createActor(plain, { inspect: labInspect }).start()
    expect(readLabRecord().machines.playgroundTabs).toEqual({ states: ['first'], transitions: [], pairs: [] })
  })

  it('keeps pairs per actor: two actors of one machine do not pair with each other', async () => {
    const { labInspect, readLabRecord } = await freshRecorder()
    const a = createActor(machine, { inspect: labInspect }).start()
    const b = createActor(machine, { inspect: labInspect }).start()
    a.send({ type: 'go' })
    b.send({ type: 'go' })
    expect(readLabRecord().machines.playgroundCounter!.pairs).toEqual(['playgroundCounter.checking (always) #0 → playgroundCounter.idle go #0'])
  })

  it('ignores machines that are not catalogued', async () => {
    const { labInspect, readLabRecord } = await freshRecorder()
    const stranger = setup({}).createMachine({ id: 'notInTheCatalog', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } })
    createActor(stranger, { inspect: labInspect }).start().send({ type: 'go' })
    expect(readLabRecord().machines).toEqual({})
  })

  it('lists live actors with their last 20 transitions and drops them when stopped', async () => {
    const { labInspect, liveActors, RECENT_TRANSITIONS } = await freshRecorder()
    const actor = createActor(machine, { inspect: labInspect }).start()
    expect(liveActors()[0]!.recent).toEqual([{ time: expect.any(Number), event: '(always)', source: 'checking', target: 'idle' }])
    for (let i = 0; i < 30; i++) actor.send({ type: 'go' })
    const live = liveActors()[0]!
    expect(live.modelId).toBe('playgroundCounter')
    expect(live.recent).toHaveLength(RECENT_TRANSITIONS)
    expect(live.recent.at(-1)).toMatchObject({ event: 'go', source: 'busy', target: 'idle' })
    actor.stop()
    expect(liveActors()).toEqual([])
  })

  it('is bounded: a machine keeps at most LAB_LIMITS keys of each kind', async () => {
    const { labInspect, readLabRecord, LAB_LIMITS } = await freshRecorder()
    const actor = createActor(machine, { inspect: labInspect }).start()
    // Fabricated transition definitions with distinct keys (a foreign or runaway source).
    const fake = (i: number) => {
      const t: { eventType: string; target: undefined; source?: unknown } = { eventType: `e${i}`, target: undefined }
      t.source = { id: 'playgroundCounter', path: [], transitions: new Map([[`e${i}`, [t]]]) }
      return t as unknown as AnyTransitionDefinition
    }
    for (let i = 0; i < LAB_LIMITS.transitions + 50; i++) {
      labInspect({ type: '@xstate.microstep', actorRef: actor, rootId: 'x', event: { type: `e${i}` }, snapshot: actor.getSnapshot(), _transitions: [fake(i)] } as InspectionEvent)
    }
    const entry = readLabRecord().machines.playgroundCounter!
    expect(entry.transitions).toHaveLength(LAB_LIMITS.transitions)
    expect(entry.pairs.length).toBeLessThanOrEqual(LAB_LIMITS.pairs)
  })
})

describe('recorder: storage', () => {
  it('writes the record under a versioned key after a short delay, and reads it back on the next load', async () => {
    const { labInspect } = await freshRecorder()
    createActor(machine, { inspect: labInspect }).start().send({ type: 'go' })
    expect(localStorage.getItem(KEY)).toBeNull()
    vi.advanceTimersByTime(1000)
    const stored = JSON.parse(localStorage.getItem(KEY)!)
    expect(stored.v).toBe(1)
    expect(stored.machines.playgroundCounter.transitions).toContain('playgroundCounter.idle go #0')
    const again = await freshRecorder()
    expect(again.readLabRecord().machines.playgroundCounter!.states).toContain('busy')
  })

  it('resets a corrupted value without a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(KEY, '{"v":1,"machines":')
    const { readLabRecord } = await freshRecorder()
    expect(readLabRecord()).toEqual({ v: 1, machines: {} })
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('resets a record of another version; drops unknown machines and malformed entries; caps long lists', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(KEY, JSON.stringify({ v: 2, machines: { login: { states: ['idle'], transitions: [], pairs: [] } } }))
    expect((await freshRecorder()).readLabRecord().machines).toEqual({})
    expect(localStorage.getItem(KEY)).toBeNull()

    const { parseLabRecord, LAB_LIMITS } = await freshRecorder()
    const many = Array.from({ length: LAB_LIMITS.states + 10 }, (_, i) => `s${i}`)
    const parsed = parseLabRecord(
      JSON.stringify({
        v: 1,
        machines: {
          login: { states: many, transitions: ['t'], pairs: [] },
          stranger: { states: ['a'], transitions: [], pairs: [] },
          contact: { states: 'idle', transitions: [], pairs: [] },
          toString: { states: [], transitions: [], pairs: [] },
        },
      }),
    )
    expect(Object.keys(parsed!.machines)).toEqual(['login'])
    expect(parsed!.machines.login!.states).toHaveLength(LAB_LIMITS.states)
    expect(parseLabRecord('[]')).toBeNull()
    expect(parseLabRecord('null')).toBeNull()
  })

  it('reset clears memory and storage and tells subscribers', async () => {
    const { labInspect, readLabRecord, resetLabRecord, subscribeLabRecord } = await freshRecorder()
    createActor(machine, { inspect: labInspect }).start()
    vi.advanceTimersByTime(1000)
    expect(localStorage.getItem(KEY)).not.toBeNull()
    const listener = vi.fn()
    const unsubscribe = subscribeLabRecord(listener)
    resetLabRecord()
    expect(readLabRecord().machines).toEqual({})
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(listener).toHaveBeenCalled()
    unsubscribe()
  })

  it('follows other tabs: merges their record, clears on their reset', async () => {
    const { readLabRecord } = await freshRecorder()
    const other = { v: 1, machines: { login: { states: ['editing'], transitions: ['login.editing form.submit #0'], pairs: [] } } }
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify(other) }))
    expect(readLabRecord().machines.login!.states).toEqual(['editing'])
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }))
    expect(readLabRecord().machines).toEqual({})
  })

  it('installs window.__lab with reset and record', async () => {
    const { labInspect } = await freshRecorder()
    createActor(machine, { inspect: labInspect }).start()
    expect(Object.keys(window.__lab!.record().machines)).toEqual(['playgroundCounter'])
    window.__lab!.reset()
    expect(window.__lab!.record().machines).toEqual({})
  })
})
