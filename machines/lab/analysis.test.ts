import { describe, expect, it, vi } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { catalog } from '../catalog'
import type { MachineModel } from '../shared/model'
import { columnLabel, coverageOf, CRITERIA, invalidItemKey, machineCounts, precomputedCounts, reachableItems, stateTable, switchPairs, testSuite, testSuites, type StateTable } from './analysis'
import { fetcherModel, panelModel, playerModel } from './fixtures.test-machines'
import { pairKey } from './keys'
import precomputed from './counts.json'
import reachable from './reachable.json'

const any = (m: unknown) => m as MachineModel<AnyStateMachine>
const cell = (table: StateTable, state: string, eventType: string) => {
  const row = table.rows.find((r) => r.state === state)!
  return row.cells[table.columns.findIndex((c) => c.eventType === eventType)]!
}

// The player's transitions (transitionKey: `<source id> <event> #<index>`).
const A = 'player.idle play #0' // idle → playing
const B = 'player.playing pause #0' // playing → paused
const C = 'player.paused play #0' // paused → playing
const S = 'player stop #0' // (root) any → idle

describe('stateTable', () => {
  const table = stateTable(any(playerModel))

  it('has a row per state and a column per event (the root’s `stop` first: definition order)', () => {
    expect(table.rows.map((r) => r.state)).toEqual(['idle', 'playing', 'paused', 'broken'])
    expect(table.columns.map((c) => [c.eventType, c.kind])).toEqual([
      ['stop', 'event'],
      ['play', 'event'],
      ['pause', 'event'],
    ])
  })

  it('fills a cell with the target of each transition; a parent’s transition shows, inherited, in every child', () => {
    expect(cell(table, 'idle', 'play')).toMatchObject({ status: 'valid', entries: [{ key: A, source: 'idle', targets: ['playing'], guard: null, actions: [], inherited: false }] })
    for (const state of ['idle', 'playing', 'paused', 'broken'])
      expect(cell(table, state, 'stop')).toMatchObject({ status: 'valid', entries: [{ key: S, source: '', targets: ['idle'], inherited: true }] })
  })

  it('leaves the invalid transitions empty and counts definitions, not cells', () => {
    // Empty cells: idle×pause, playing×play, paused×pause, broken×play, broken×pause.
    expect(table.invalidCells).toEqual([
      { state: 'idle', eventType: 'pause' },
      { state: 'playing', eventType: 'play' },
      { state: 'paused', eventType: 'pause' },
      { state: 'broken', eventType: 'play' },
      { state: 'broken', eventType: 'pause' },
    ])
    expect(cell(table, 'idle', 'pause')).toEqual({ eventType: 'pause', status: 'invalid', entries: [] })
    // 4 definitions: idle.play, playing.pause, paused.play and the root's stop (shown in 4 rows, counted once).
    expect(table.valid).toBe(4)
    expect(table.transitions).toEqual([S, A, B, C])
    expect(table.invalid).toBe(5)
  })

  it('names actor results, timers and eventless columns, lists guarded alternatives, and never counts them as invalid', () => {
    const t = stateTable(any(fetcherModel))
    expect(t.columns.map((c) => [c.kind, columnLabel(c)])).toEqual([
      ['event', 'fetch'],
      ['done', 'done: load'],
      ['error', 'error: load'],
      ['after', 'after 1.5 s'],
      ['always', '(always)'],
    ])
    expect(cell(t, 'loading', 'xstate.error.actor.load').entries).toMatchObject([
      { targets: ['waiting'], guard: 'hasRetries', actions: ['assign', 'log'] },
      { targets: ['failed'], guard: null, actions: [] },
    ])
    expect(t.rows.find((r) => r.state === 'check')!.transient).toBe(true)
    // Invalid: only `fetch` where the machine rests and ignores it: loading and waiting. Not check
    // (transient), not finished (final: the machine stopped), not the actor/timer columns.
    expect(t.invalidCells).toEqual([
      { state: 'loading', eventType: 'fetch' },
      { state: 'waiting', eventType: 'fetch' },
    ])
    expect(cell(t, 'idle', 'xstate.done.actor.load').status).toBe('none')
    expect(t.valid).toBe(7)
  })

  it('does not count an event another parallel region handles as invalid', () => {
    const t = stateTable(any(panelModel))
    expect(t.rows.map((r) => [r.state, r.type])).toEqual([
      ['light', 'compound'],
      ['light.off', 'atomic'],
      ['light.on', 'atomic'],
      ['sound', 'compound'],
      ['sound.mute', 'atomic'],
      ['sound.loud', 'atomic'],
    ])
    expect(cell(t, 'light.off', 'unmute').status).toBe('none')
    expect(cell(t, 'sound.loud', 'toggle').status).toBe('none')
    expect(t.invalidCells).toEqual([{ state: 'sound.loud', eventType: 'unmute' }])
  })
})

describe('switchPairs (1-switch items)', () => {
  it('counts the reachable pairs of consecutive transitions (worked by hand)', () => {
    // A transition can follow another when it leaves the state the first one enters:
    //   A (idle → playing)   then B or S   → A→B, A→S
    //   B (playing → paused) then C or S   → B→C, B→S
    //   C (paused → playing) then B or S   → C→B, C→S
    //   S (any → idle)       then A or S   → S→A, S→S
    // 4 × 2 = 8 pairs. `broken` is never entered, so nothing from it counts.
    expect(new Set(switchPairs(any(playerModel)))).toEqual(
      new Set([pairKey(A, B), pairKey(A, S), pairKey(B, C), pairKey(B, S), pairKey(C, B), pairKey(C, S), pairKey(S, A), pairKey(S, S)]),
    )
  })

  it('pairs a transition with the eventless one that follows it in the same step', () => {
    // Starting takes check's `always` first (starting resets the sequence); the fetcher's pairs include
    // (always) → fetch, fetch → error#0 (retry), error#0 → after, after → error#1, …
    const pairs = switchPairs(any(fetcherModel))
    expect(pairs).toContain(pairKey('fetcher.check (always) #0', 'fetcher.idle fetch #0'))
    expect(pairs).toContain(pairKey('fetcher.waiting xstate.after.pause.fetcher.waiting #0', 'fetcher.loading xstate.error.actor.load #1'))
    // The guard allows one retry: a second retry right after the first is not reachable.
    expect(pairs).not.toContain(pairKey('fetcher.waiting xstate.after.pause.fetcher.waiting #0', 'fetcher.loading xstate.error.actor.load #0'))
  })
})

describe('testSuites', () => {
  const suites = Object.fromEntries(testSuites(any(playerModel)).map((s) => [s.criterion, s]))

  it('has the items of each criterion and lists the unreachable ones as uncovered', () => {
    expect(CRITERIA).toEqual(['allStates', 'zeroSwitch', 'oneSwitch', 'allTransitions'])
    expect(suites.allStates!.items).toEqual(['idle', 'playing', 'paused', 'broken'])
    expect(suites.allStates!.uncovered).toEqual(['broken'])
    expect(suites.zeroSwitch!.items).toHaveLength(4)
    expect(suites.zeroSwitch!.uncovered).toEqual([])
    expect(suites.oneSwitch!.items).toHaveLength(8)
    expect(suites.oneSwitch!.uncovered).toEqual([])
    // 4 valid transitions + 5 invalid cells; broken's two cannot be attempted (never entered).
    expect(suites.allTransitions!.items).toHaveLength(9)
    expect(suites.allTransitions!.uncovered).toEqual([invalidItemKey('broken', 'play'), invalidItemKey('broken', 'pause')])
  })

  it('gives cases whose steps reach the expected states', () => {
    const zero = suites.zeroSwitch!
    expect(zero.cases.length).toBeGreaterThan(0)
    const c = zero.cases[0]!
    expect(c).toMatchObject({ id: 1, start: 'stopped', initial: 'idle' })
    expect(c.steps[0]).toEqual({ event: { type: 'play' }, eventType: 'play', expected: 'playing' })
  })

  it('attempts each invalid cell once, one per test case, as its last step, expecting the state unchanged', () => {
    for (const model of [playerModel, fetcherModel, panelModel]) {
      const suite = testSuite(any(model), 'allTransitions')
      const invalidSteps = suite.cases.flatMap((c) => c.steps.map((s, i) => ({ c, s, i })).filter(({ s }) => s.invalid))
      for (const c of suite.cases) {
        const invalid = c.steps.filter((s) => s.invalid)
        expect(invalid.length).toBeLessThanOrEqual(1)
        if (invalid.length === 1) expect(c.steps[c.steps.length - 1]!.invalid).toBe(true)
      }
      for (const { c, s, i } of invalidSteps) expect(s.expected).toBe(i === 0 ? c.initial : c.steps[i - 1]!.expected)
      const table = stateTable(any(model))
      const attempted = invalidSteps.map(({ c, s, i }) => `${i === 0 ? c.initial : c.steps[i - 1]!.expected} ${s.eventType}`)
      expect(new Set(attempted).size).toBe(attempted.length)
      expect(suite.covered.filter((k) => k.includes(' ⊘ '))).toHaveLength(table.invalid - suite.uncovered.length)
    }
    // The player's three reachable invalid cells: idle×pause, playing×play, paused×pause.
    expect(testSuite(any(playerModel), 'allTransitions').cases.flatMap((c) => c.steps.filter((s) => s.invalid).map((s) => `${s.expected} ${s.eventType}`)).sort()).toEqual([
      'idle pause',
      'paused pause',
      'playing play',
    ])
  })
})

describe('coverageOf', () => {
  it('computes the percentages of the reachable items with the uncovered lists', () => {
    const c = coverageOf(any(playerModel), { states: ['idle', 'playing'], transitions: [A], pairs: [] })
    // Denominators: 3 reachable states (not `broken`), 4 transitions, 8 pairs.
    expect(c.states).toEqual({ items: ['idle', 'playing', 'paused'], covered: ['idle', 'playing'], uncovered: ['paused'], percent: 66.7 })
    expect(c.transitions).toMatchObject({ covered: [A], uncovered: [S, B, C], percent: 25 })
    expect(c.pairs.items).toHaveLength(8)
    expect(c.pairs).toMatchObject({ covered: [], percent: 0 })
    const more = coverageOf(any(playerModel), { states: ['idle', 'playing', 'paused'], transitions: [A, B, C, S], pairs: [pairKey(A, B), pairKey(B, C), pairKey(S, S), 'not → a pair'] })
    expect(more.states.percent).toBe(100)
    expect(more.transitions.percent).toBe(100)
    expect(more.pairs).toMatchObject({ covered: expect.arrayContaining([pairKey(A, B), pairKey(B, C), pairKey(S, S)]), percent: 37.5 })
    expect(more.pairs.uncovered).toHaveLength(5)
  })

  it('counts a transient state as entered when its transition was taken, and an empty record as 0 %', () => {
    expect(coverageOf(any(fetcherModel), { states: ['idle'], transitions: ['fetcher.check (always) #0'], pairs: [] }).states.covered).toEqual(['check', 'idle'])
    const none = coverageOf(any(playerModel), undefined)
    expect([none.states.percent, none.transitions.percent, none.pairs.percent]).toEqual([0, 0, 0])
  })

  it('gives the machine counts', () => {
    expect(machineCounts(any(playerModel))).toEqual({ states: 4, transitions: 4, pairs: 8, invalidCells: 5 })
  })
})

describe('the catalog', () => {
  it('every machine gets a table, counts and four suites, without printing anything', () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m))
    for (const model of catalog) {
      const table = stateTable(model)
      expect(table.rows.length, model.id).toBeGreaterThan(0)
      expect(machineCounts(model).transitions, model.id).toBe(table.valid)
      for (const suite of testSuites(model)) {
        expect(suite.cases.length, `${model.id} ${suite.criterion}`).toBeGreaterThan(0)
        if (suite.criterion !== 'allTransitions') expect(suite.uncovered, `${model.id} ${suite.criterion}`).toEqual([])
      }
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  }, 180_000)

  it('machines/lab/counts.json holds the current counts (regenerate: npm run lab:counts -- --write)', () => {
    // Runs after the test above, so the explorations are cached.
    expect(precomputed).toEqual(Object.fromEntries(catalog.map((m) => [m.id, precomputedCounts(m)])))
  }, 180_000)

  it('machines/lab/reachable.json holds the current coverage items, in order (regenerate: npm run lab:counts -- --write)', () => {
    expect(reachable).toEqual(Object.fromEntries(catalog.map((m) => [m.id, reachableItems(m)])))
  }, 180_000)
})
