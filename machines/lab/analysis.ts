/**
 * The state lab's engine (pure TypeScript, no React, no DOM): the ISTQB state table, the 1-switch
 * items, generated test suites for four coverage criteria, and a learner's coverage, all from a
 * catalogued machine model (machines/catalog.ts) explored the way the model-based tests explore it.
 */
import type { AnyStateMachine, EventObject } from 'xstate'
import type { MachineModel } from '../shared/model'
import type { LabMachineRecord } from './keys'

type Model = MachineModel<AnyStateMachine>

// ---------------------------------------------------------------------------------------------
// State table
// ---------------------------------------------------------------------------------------------

/**
 * The kind of an event column: `event` = an event sent from outside (user actions, the app);
 * `done` / `error` = an invoked actor's result (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`);
 * `after` = a delayed transition (`xstate.after.<delay>.<state id>`); `stateDone` = a compound
 * state reached its final state (`xstate.done.state.<state id>`, onDone); `always` = eventless.
 */
export type ColumnKind = 'event' | 'done' | 'error' | 'after' | 'stateDone' | 'always'

export interface TableColumn {
  /** The XState event type (`(always)` for the eventless column). */
  eventType: string
  kind: ColumnKind
  /** `done`/`error`: the actor id; `after`: the state node id the timer belongs to; `stateDone`: the state node id; otherwise the event type. */
  subject: string
  /** `after`: the delay in ms when known (a number, or a named delay the machine defines as a number); otherwise null. */
  delayMs: number | null
  /** `after` with a named delay: the delay's name; otherwise null. */
  delayName: string | null
}

export interface TableEntry {
  /** The transition's `transitionKey`. */
  key: string
  /** The `a.b` path of the state node that defines it ('' = the machine root). */
  source: string
  /** Defined on an ancestor of the row's state (applies to it because XState looks up the parents). */
  inherited: boolean
  /** `a.b` paths of the targets; empty for a targetless transition (stays, runs actions). */
  targets: string[]
  /** The guard's name (`!name` / `and(a, b)` for combinators as XState names them), or null. */
  guard: string | null
  /** Action names (inline functions as `(inline)`). */
  actions: string[]
}

/**
 * `valid`: at least one transition applies; `invalid`: an ISTQB invalid transition (the event can
 * occur there and XState ignores it); `none`: empty but not counted as invalid (see `stateTable`).
 */
export type CellStatus = 'valid' | 'invalid' | 'none'

export interface TableCell {
  eventType: string
  status: CellStatus
  /** Guarded alternatives are several entries, in XState's order (own ones before inherited ones). */
  entries: TableEntry[]
}

export type RowType = 'atomic' | 'compound' | 'parallel' | 'final'

export interface TableRow {
  /** `a.b` path as `allStateKeys` gives it. */
  state: string
  type: RowType
  /** Left at once by an eventless transition (the machine never rests there). */
  transient: boolean
  /** One per column, in column order. */
  cells: TableCell[]
}

export interface StateTable {
  /** The machine's config id (`machine.id`), the key of the LabRecord. */
  machineId: string
  columns: TableColumn[]
  rows: TableRow[]
  /** Every transition definition (`transitionKey`s), the 0-switch items. */
  transitions: string[]
  /** Number of transition definitions. */
  valid: number
  /** Number of invalid cells. */
  invalid: number
  invalidCells: Array<{ state: string; eventType: string }>
}

export function parseColumn(eventType: string, machine?: AnyStateMachine): TableColumn {
  void machine
  return { eventType, kind: 'event', subject: eventType, delayMs: null, delayName: null }
}

/** Notation for a column head: `done: login`, `error: login`, `after 1.5 s`, `done: <state>`, `(always)`, or the event type. */
export function columnLabel(column: TableColumn): string {
  return column.eventType
}

export function stateTable(model: Model): StateTable {
  return { machineId: model.machine.id, columns: [], rows: [], transitions: [], valid: 0, invalid: 0, invalidCells: [] }
}

// ---------------------------------------------------------------------------------------------
// Criteria, suites, coverage
// ---------------------------------------------------------------------------------------------

export type Criterion = 'allStates' | 'zeroSwitch' | 'oneSwitch' | 'allTransitions'
export const CRITERIA: readonly Criterion[] = ['allStates', 'zeroSwitch', 'oneSwitch', 'allTransitions']

/** The coverage item of an invalid cell (all-transitions): `<state> ⊘ <event type>`. */
export function invalidItemKey(state: string, eventType: string): string {
  return `${state} ⊘ ${eventType}`
}

export interface TestStep {
  event: EventObject
  eventType: string
  /** The deepest state after the step, `a.b`. */
  expected: string
  /** The step attempts an invalid transition: the state must stay `expected` (= the state before). */
  invalid?: true
}

export interface TestCase {
  id: number
  /** The model start's name. */
  start: string
  /** The deepest state after starting. */
  initial: string
  steps: TestStep[]
}

export interface TestSuite {
  criterion: Criterion
  /** Every coverage item of the criterion (reachable or not). */
  items: string[]
  /** Items the cases cover. */
  covered: string[]
  /** Items no case covers (not reachable from the model's starts with its sample events). */
  uncovered: string[]
  cases: TestCase[]
}

/** 1-switch items reachable in the explored graph (`pairKey`s). */
export function switchPairs(model: Model): string[] {
  void model
  return []
}

export function testSuite(model: Model, criterion: Criterion): TestSuite {
  void model
  return { criterion, items: [], covered: [], uncovered: [], cases: [] }
}

export function testSuites(model: Model): TestSuite[] {
  return CRITERIA.map((c) => testSuite(model, c))
}

export interface CriterionCoverage {
  /** The denominator: the items reachable from the model's starts. */
  items: string[]
  covered: string[]
  uncovered: string[]
  /** covered / items × 100, rounded to one decimal; 100 when there are no items. */
  percent: number
}

export interface MachineCoverage {
  machineId: string
  states: CriterionCoverage
  transitions: CriterionCoverage
  pairs: CriterionCoverage
}

export function coverageOf(model: Model, recorded: LabMachineRecord | undefined): MachineCoverage {
  void recorded
  const empty: CriterionCoverage = { items: [], covered: [], uncovered: [], percent: 100 }
  return { machineId: model.machine.id, states: empty, transitions: empty, pairs: empty }
}

export interface MachineCounts {
  states: number
  transitions: number
  pairs: number
  invalidCells: number
}

export function machineCounts(model: Model): MachineCounts {
  void model
  return { states: 0, transitions: 0, pairs: 0, invalidCells: 0 }
}
