/**
 * The state lab's engine (pure TypeScript, no React, no DOM): the ISTQB state table, the 1-switch
 * items, generated test suites for four coverage criteria, and a learner's coverage, all from a
 * catalogued machine model (machines/catalog.ts) explored the way the model-based tests explore it.
 */
import { and, not, or, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate'
import type { MachineModel } from '../shared/model'
import { explore, type Exploration, type GraphEdge } from './explore'
import { allStateKeys, allTransitionKeys, stateNodes } from './graph'
import { activeStateKeys as stateKeys, deepestStateKey, pairKey, transitionKey, type LabMachineRecord } from './keys'

export type Model = MachineModel<AnyStateMachine>

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

const KIND_ORDER: Record<ColumnKind, number> = { event: 0, done: 1, error: 2, stateDone: 3, after: 4, always: 5 }
export const ALWAYS_COLUMN = '(always)'

/** What kind of event an event type is, with its actor, state or delay (see `ColumnKind`). */
export function parseColumn(eventType: string, machine?: AnyStateMachine): TableColumn {
  const base = { eventType, delayMs: null, delayName: null }
  if (eventType === '' || eventType === ALWAYS_COLUMN) return { ...base, eventType: ALWAYS_COLUMN, kind: 'always', subject: ALWAYS_COLUMN }
  let m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (m) return { ...base, kind: m[1] as 'done' | 'error', subject: m[2]! }
  m = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (m) return { ...base, kind: 'stateDone', subject: m[1]! }
  m = /^xstate\.after\.([^.]+)\.(.+)$/.exec(eventType)
  if (m) {
    const delay = m[1]!
    if (/^\d+(\.\d+)?$/.test(delay)) return { ...base, kind: 'after', subject: m[2]!, delayMs: Number(delay) }
    const named = (machine?.implementations.delays as Record<string, unknown> | undefined)?.[delay]
    return { ...base, kind: 'after', subject: m[2]!, delayMs: typeof named === 'number' ? named : null, delayName: delay }
  }
  return { ...base, kind: 'event', subject: eventType }
}

/** A delay in words: `300 ms`, `1.5 s`. */
export function delayLabel(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`
}

/**
 * Notation for a column head or a transition label: `done: login`, `error: login`, `after 1.5 s`
 * (`after <name>` when the named delay is computed), `done: <state id>` (onDone of a compound
 * state), `(always)`, or the event type itself.
 */
export function columnLabel(column: TableColumn): string {
  switch (column.kind) {
    case 'done':
      return `done: ${column.subject}`
    case 'error':
      return `error: ${column.subject}`
    case 'stateDone':
      return `done: ${column.subject}`
    case 'after':
      return column.delayMs !== null ? `after ${delayLabel(column.delayMs)}` : `after ${column.delayName ?? '?'}`
    default:
      return column.eventType
  }
}

/** `columnLabel(parseColumn(eventType, machine))`. */
export function eventLabel(eventType: string, machine?: AnyStateMachine): string {
  return columnLabel(parseColumn(eventType, machine))
}

const NOT_CHECK = (not('x') as unknown as { check: unknown }).check
const AND_CHECK = (and(['x']) as unknown as { check: unknown }).check
const OR_CHECK = (or(['x']) as unknown as { check: unknown }).check

/** A guard's name as written in the machine: `valid`, `!valid`, `a && b`, `a || b`, `(inline)`. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type)
  if (typeof guard === 'function') {
    const g = guard as { check?: unknown; guards?: unknown[]; name?: string }
    const parts = () => (g.guards ?? []).map((x) => guardName(x) ?? '?')
    if (g.check === NOT_CHECK) return `!${parts()[0] ?? '?'}`
    if (g.check === AND_CHECK) return `(${parts().join(' && ')})`
    if (g.check === OR_CHECK) return `(${parts().join(' || ')})`
    return '(inline)'
  }
  return '(inline)'
}

/** An action's name: its string or `type`; built-ins as `assign`, `raise`…; other functions `(inline)`. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (action && (typeof action === 'object' || typeof action === 'function') && 'type' in action && typeof (action as { type: unknown }).type === 'string')
    return (action as { type: string }).type.replace(/^xstate\./, '')
  return '(inline)'
}

const pathOf = (node: AnyStateNode) => node.path.join('.')

function entryOf(t: AnyTransitionDefinition, row: AnyStateNode): TableEntry {
  const source = t.source as AnyStateNode
  return {
    key: transitionKey(t),
    source: pathOf(source),
    inherited: source !== row,
    targets: (t.target ?? []).map((n) => pathOf(n as AnyStateNode)),
    guard: guardName(t.guard),
    actions: t.actions.map(actionName),
  }
}

/** Every transition definition keyed by `transitionKey`, as a table entry (`inherited` false). */
export function transitionEntries(machine: AnyStateMachine): Map<string, TableEntry> {
  const out = new Map<string, TableEntry>()
  for (const node of stateNodes(machine.root)) {
    for (const list of node.transitions.values()) for (const t of list) out.set(transitionKey(t), entryOf(t, node))
    for (const t of node.always ?? []) out.set(transitionKey(t), entryOf(t, node))
  }
  return out
}

/** Whether `b` lies in another region of a parallel state than `a` (both can be active at once). */
function inOtherRegion(a: AnyStateNode, b: AnyStateNode): boolean {
  const ancestors = new Set<AnyStateNode>()
  for (let n: AnyStateNode | undefined = a; n; n = n.parent) ancestors.add(n)
  let child: AnyStateNode | undefined
  for (let n: AnyStateNode | undefined = b; n; n = n.parent) {
    if (ancestors.has(n)) return n.type === 'parallel' && child !== undefined && !ancestors.has(child) && n !== a
    child = n
  }
  return false
}

const tableCache = new WeakMap<object, StateTable>()

/**
 * The ISTQB state table of the machine.
 *
 * Rows: every state as the graph counts them (`allStateKeys`: atomic, compound, parallel and final
 * states, not the root, not history states). Columns: every event type some state node handles,
 * sorted by kind (events, actor results, onDone of states, timers, eventless), each in the order
 * of first appearance in the definition.
 *
 * Cells: the transitions XState looks at for that event while the row's state is active: the
 * ones defined on the state node itself, then (`inherited`) the ones its ancestors define, nearest
 * first, since XState falls back to a parent's transitions when the child has none or all its
 * guards are false. Inherited entries are shown in every descendant's row but are ONE transition
 * definition each: `valid` counts transition definitions (`allTransitionKeys`, the 0-switch
 * items), never cells. The eventless column lists only the state's own `always` transitions.
 *
 * Invalid cells (ISTQB invalid transitions: the event can occur and XState ignores it) are the
 * empty cells of rows where the machine can rest and of columns of events sent from outside:
 * rows of atomic states that are not transient (not left at once by an unguarded `always`) and not
 * final states of the root (the machine has stopped there). Every other empty cell is `none`:
 * compound and parallel rows (the active substate decides), transient and top-level final rows, and
 * the columns of actor results, timers, state onDone and `always` (those events only arise from
 * the state that owns the actor or timer, so they cannot be "attempted" elsewhere). In a parallel
 * state, a row's empty cell is `none` too when a state of another region (active at the same time)
 * handles the event: the machine as a whole does not ignore it, so it is no invalid transition.
 */
export function stateTable(model: Model): StateTable {
  const hit = tableCache.get(model)
  if (hit) return hit
  const machine = model.machine
  const order = new Map<string, number>()
  for (const node of stateNodes(machine.root)) {
    for (const type of node.transitions.keys()) if (!order.has(type)) order.set(type, order.size)
    if ((node.always ?? []).length > 0 && !order.has(ALWAYS_COLUMN)) order.set(ALWAYS_COLUMN, order.size)
  }
  const columns = [...order.keys()]
    .map((type) => parseColumn(type, machine))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || order.get(a.eventType)! - order.get(b.eventType)!)

  const handlers = new Map<string, AnyStateNode[]>()
  for (const node of stateNodes(machine.root)) for (const type of node.transitions.keys()) handlers.set(type, [...(handlers.get(type) ?? []), node])
  const rows: TableRow[] = []
  const invalidCells: Array<{ state: string; eventType: string }> = []
  for (const node of stateNodes(machine.root)) {
    if (node === machine.root || node.type === 'history') continue
    const transient = (node.always ?? []).some((t) => !t.guard)
    const type = node.type as RowType
    const canRest = type === 'atomic' && !transient
    const stopped = type === 'final' && node.parent === machine.root
    const state = pathOf(node)
    const orthogonal = (type: string) => (handlers.get(type) ?? []).some((other) => inOtherRegion(node, other))
    const cells = columns.map((column): TableCell => {
      const entries: TableEntry[] = []
      if (column.kind === 'always') for (const t of node.always ?? []) entries.push(entryOf(t, node))
      else for (let n: AnyStateNode | undefined = node; n; n = n.parent) for (const t of n.transitions.get(column.eventType) ?? []) entries.push(entryOf(t, node))
      let status: CellStatus = 'valid'
      if (entries.length === 0)
        status = column.kind === 'event' && (canRest || (type === 'final' && !stopped)) && !orthogonal(column.eventType) ? 'invalid' : 'none'
      if (status === 'invalid') invalidCells.push({ state, eventType: column.eventType })
      return { eventType: column.eventType, status, entries }
    })
    rows.push({ state, type, transient, cells })
  }
  const transitions = allTransitionKeys(machine)
  const table: StateTable = { machineId: machine.id, columns, rows, transitions, valid: transitions.length, invalid: invalidCells.length, invalidCells }
  tableCache.set(model, table)
  return table
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

/**
 * 1-switch coverage items (ISTQB glossary, N-switch coverage with N = 1): every sequence of two
 * consecutive valid transitions that can actually happen, as `pairKey(first, second)` of the
 * transition definitions' `transitionKey`s.
 *
 * How they are counted: the machine is explored from the model's starts with its sample events
 * (machines/lab/explore.ts). Every step lists the transitions XState takes in order (the event's
 * transitions, then eventless and raised ones of the same macrostep; in a parallel state one
 * event can take one transition per region, in document order). The transitions of one actor
 * form one sequence: a pair is two neighbours of that sequence, inside one step (`A → (always)`)
 * or across two steps (the last transition into a state, then the first transition of the next
 * step). Starting resets the sequence (the eventless transitions taken while starting form its
 * beginning). A pair of two definitions that never follow each other in the explored graph
 * (e.g. because a guard orders them apart) is not an item. This is the same rule the in-app
 * recorder applies to the `@xstate.microstep` events it observes (src/lab-runtime/recorder.ts).
 */
export function switchPairs(model: Model): string[] {
  return [...explore(model).pairs]
}

const MAX_STEPS_PER_CASE = 30

interface Walk {
  start: number
  edges: GraphEdge[]
}

const lastOf = (seq: string[]): string | null => (seq.length > 0 ? seq[seq.length - 1]! : null)

/**
 * Greedy covering, like planModel: from each start in turn, walk the shortest route to the
 * nearest step that covers a new item, again and again (a case ends after 30 steps or when no new
 * item is reachable from where it is), then begin a new case from the same start; a start whose
 * own starting transitions cover something new gets a case even with no step.
 * `withLast` searches over (state, last transition) pairs, needed when an item depends on how a
 * state was reached (1-switch).
 */
function greedy(
  ex: Exploration,
  wanted: Set<string>,
  startItems: (i: number) => string[],
  edgeItems: (e: GraphEdge, last: string | null) => string[],
  withLast: boolean,
): { walks: Walk[]; covered: Set<string> } {
  const covered = new Set<string>()
  const walks: Walk[] = []
  const isNew = (item: string) => wanted.has(item) && !covered.has(item)
  ex.starts.forEach((st, i) => {
    const fresh = startItems(i).some(isNew)
    startItems(i).forEach((item) => wanted.has(item) && covered.add(item))
    let pushed = false
    for (;;) {
      let node = st.node
      let last = lastOf(st.transitions)
      const edges: GraphEdge[] = []
      for (;;) {
        const route = routeToNew(ex, node, last, (e, l) => edgeItems(e, l).some(isNew), withLast)
        if (!route || (edges.length > 0 && edges.length + route.length > MAX_STEPS_PER_CASE)) break
        for (const e of route) {
          edgeItems(e, last).forEach((item) => wanted.has(item) && covered.add(item))
          edges.push(e)
          last = lastOf(e.transitions)
        }
        node = route[route.length - 1]!.to
      }
      if (edges.length === 0) break
      walks.push({ start: i, edges })
      pushed = true
    }
    if (fresh && !pushed) walks.push({ start: i, edges: [] })
  })
  return { walks, covered }
}

/** Shortest route (breadth first) from a state to a step for which `good` holds, that step included. */
function routeToNew(ex: Exploration, from: number, fromLast: string | null, good: (e: GraphEdge, last: string | null) => boolean, withLast: boolean): GraphEdge[] | null {
  const keyOf = (node: number, last: string | null) => (withLast ? `${node} ${last ?? ''}` : String(node))
  const previous = new Map<string, { edge: GraphEdge; key: string } | null>([[keyOf(from, fromLast), null]])
  const queue: Array<[number, string | null, string]> = [[from, fromLast, keyOf(from, fromLast)]]
  for (let head = 0; head < queue.length; head++) {
    const [node, last, key] = queue[head]!
    for (const e of ex.nodes[node]!.edges) {
      if (good(e, last)) {
        const route = [e]
        let at = previous.get(key) ?? null
        while (at) {
          route.unshift(at.edge)
          at = previous.get(at.key) ?? null
        }
        return route
      }
      const nextLast = lastOf(e.transitions)
      const next = keyOf(e.to, nextLast)
      if (!previous.has(next)) {
        previous.set(next, { edge: e, key })
        queue.push([e.to, nextLast, next])
      }
    }
  }
  return null
}

function pairsOfSequence(seq: string[], before: string | null): string[] {
  const out: string[] = []
  let last = before
  for (const t of seq) {
    if (last !== null) out.push(pairKey(last, t))
    last = t
  }
  return out
}

function casesOf(ex: Exploration, walks: Walk[]): TestCase[] {
  return walks.map((w, i) => ({
    id: i + 1,
    start: ex.starts[w.start]!.start.name,
    initial: deepestStateKey(ex.nodes[ex.starts[w.start]!.node]!.snapshot),
    steps: w.edges.map((e) => ({ event: e.event, eventType: e.event.type, expected: deepestStateKey(ex.nodes[e.to]!.snapshot) })),
  }))
}

function suiteOf(criterion: Criterion, items: string[], covered: Set<string>, cases: TestCase[]): TestSuite {
  return { criterion, items, covered: items.filter((k) => covered.has(k)), uncovered: items.filter((k) => !covered.has(k)), cases }
}

const suiteCache = new WeakMap<object, Partial<Record<Criterion, TestSuite>>>()

/**
 * One generated test suite (computed once per model and criterion):
 * - `allStates`: items = every state (`allStateKeys`); a state counts when a case passes through
 *   it (transient states included: they are active during the step).
 * - `zeroSwitch`: items = every transition definition (`allTransitionKeys`); also the
 *   all-valid-transitions criterion of ISTQB.
 * - `oneSwitch`: items = `switchPairs(model)` (reachable by construction, so all covered).
 * - `allTransitions`: items = every transition definition plus every invalid cell
 *   (`invalidItemKey(state, event)`); the cases are the 0-switch cases, then each invalid cell is
 *   attempted once as the LAST step of a case, never two in one case (a second invalid event
 *   could mask the failure of the first): appended to a 0-switch case that ends where the cell
 *   can be attempted, else to a new case (the shortest route from a start). The invalid step
 *   sends the event where the whole machine ignores it and expects the same state.
 * Items no case covers (not reachable from the model's starts with its sample events, or an
 * invalid cell whose event is always handled by another region) are listed in `uncovered`.
 */
export function testSuite(model: Model, criterion: Criterion): TestSuite {
  const cached = suiteCache.get(model) ?? {}
  suiteCache.set(model, cached)
  const hit = cached[criterion]
  if (hit) return hit
  const ex = explore(model)
  const machine = model.machine
  let suite: TestSuite
  if (criterion === 'allStates') {
    const items = allStateKeys(machine)
    const g = greedy(ex, new Set(items), (i) => ex.starts[i]!.visited, (e) => e.visited, false)
    suite = suiteOf(criterion, items, g.covered, casesOf(ex, g.walks))
  } else if (criterion === 'zeroSwitch') {
    const items = allTransitionKeys(machine)
    const g = greedy(ex, new Set(items), (i) => ex.starts[i]!.transitions, (e) => e.transitions, false)
    suite = suiteOf(criterion, items, g.covered, casesOf(ex, g.walks))
  } else if (criterion === 'oneSwitch') {
    const items = [...ex.pairs]
    const g = greedy(ex, new Set(items), (i) => pairsOfSequence(ex.starts[i]!.transitions, null), (e, last) => pairsOfSequence(e.transitions, last), true)
    suite = suiteOf(criterion, items, g.covered, casesOf(ex, g.walks))
  } else {
    suite = allTransitionsSuite(model, ex, testSuite(model, 'zeroSwitch'))
  }
  cached[criterion] = suite
  return suite
}

function allTransitionsSuite(model: Model, ex: Exploration, zero: TestSuite): TestSuite {
  const table = stateTable(model)
  const byState = new Map<string, string[]>()
  for (const c of table.invalidCells) byState.set(c.state, [...(byState.get(c.state) ?? []), c.eventType])
  const sampleAt = (node: number, type: string): EventObject => {
    const s = ex.nodes[node]!.snapshot
    const offered = (model.events(s as never) as EventObject[]).find((e) => e.type === type)
    return offered ?? ex.samples.get(type) ?? { type }
  }
  /** The invalid cells that can be attempted in a node: the row's state is active and the whole machine ignores the event. */
  const attemptable = new Map<number, Map<string, EventObject>>()
  const cellsAt = (node: number): Map<string, EventObject> => {
    let found = attemptable.get(node)
    if (found) return found
    found = new Map()
    const s = ex.nodes[node]!.snapshot
    if (s.status === 'active')
      for (const state of activeStateKeysOf(s))
        for (const type of byState.get(state) ?? []) {
          const event = sampleAt(node, type)
          if (s.machine.getTransitionData(s, event).length === 0) found.set(invalidItemKey(state, type), event)
        }
    attemptable.set(node, found)
    return found
  }

  const walks: Walk[] = []
  const endOf = (w: Walk) => (w.edges.length > 0 ? w.edges[w.edges.length - 1]!.to : ex.starts[w.start]!.node)
  // Rebuild the 0-switch walks (same cases, same order) from the exploration.
  const zeroWalks = walksOfCases(ex, zero.cases)
  const invalid = new Map<number, { item: string; event: EventObject }>()
  const pending = new Set(table.invalidCells.map((c) => invalidItemKey(c.state, c.eventType)))
  for (const w of zeroWalks) {
    const index = walks.length
    walks.push(w)
    for (const [item, event] of cellsAt(endOf(w))) {
      if (!pending.has(item)) continue
      pending.delete(item)
      invalid.set(index, { item, event })
      break
    }
  }
  // The remaining cells: the nearest node (fewest steps from a start) where each can be attempted.
  const best = new Map<string, { start: number; node: number; depth: number; event: EventObject }>()
  const reachedStates = ex.states
  for (const item of [...pending]) if (!reachedStates.has(item.slice(0, item.indexOf(' ⊘ ')))) pending.delete(item)
  const parents = new Map<number, GraphEdge | null>()
  ex.starts.forEach((st, i) => {
    if (pending.size === 0) return
    const depth = new Map<number, number>([[st.node, 0]])
    parents.set(st.node, parents.get(st.node) ?? null)
    const queue = [st.node]
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!
      const d = depth.get(node)!
      for (const [item, event] of cellsAt(node)) {
        if (!pending.has(item)) continue
        const known = best.get(item)
        if (!known || known.depth > d) best.set(item, { start: i, node, depth: d, event })
      }
      if ([...pending].every((item) => (best.get(item)?.depth ?? Infinity) <= d)) break
      for (const e of ex.nodes[node]!.edges)
        if (!depth.has(e.to)) {
          depth.set(e.to, d + 1)
          parents.set(e.to, e)
          queue.push(e.to)
        }
    }
  })
  for (const item of table.invalidCells.map((c) => invalidItemKey(c.state, c.eventType))) {
    const target = best.get(item)
    if (!target || !pending.has(item)) continue
    const edges: GraphEdge[] = []
    for (let at = parents.get(target.node) ?? null; at; at = parents.get(at.from) ?? null) edges.unshift(at)
    invalid.set(walks.length, { item, event: target.event })
    walks.push({ start: target.start, edges })
  }

  const cases = casesOf(ex, walks)
  const covered = new Set(zero.covered)
  invalid.forEach(({ item, event }, index) => {
    const c = cases[index]!
    const expected = c.steps.length > 0 ? c.steps[c.steps.length - 1]!.expected : c.initial
    c.steps.push({ event, eventType: event.type, expected, invalid: true })
    covered.add(item)
  })
  const items = [...table.transitions, ...table.invalidCells.map((c) => invalidItemKey(c.state, c.eventType))]
  return suiteOf('allTransitions', items, covered, cases)
}

const activeStateKeysOf = (s: { value: unknown }) => stateKeys(s as never)

/** The explored route of each case (each step is the edge with that event from the current node). */
function walksOfCases(ex: Exploration, cases: TestCase[]): Walk[] {
  return cases.map((c) => {
    const start = ex.starts.findIndex((st) => st.start.name === c.start)
    let node = ex.starts[start]!.node
    const edges = c.steps.map((step) => {
      const id = JSON.stringify(step.event)
      const edge = ex.nodes[node]!.edges.find((e) => JSON.stringify(e.event) === id)!
      node = edge.to
      return edge
    })
    return { start, edges }
  })
}

export function testSuites(model: Model): TestSuite[] {
  return CRITERIA.map((c) => testSuite(model, c))
}

export interface CriterionCoverage {
  /** The denominator: the items reachable from the model's starts with its sample events (not every item of the definition). */
  items: string[]
  covered: string[]
  uncovered: string[]
  /** covered / items × 100, rounded to one decimal; 100 when there are no items. */
  percent: number
}

export interface MachineCoverage {
  machineId: string
  /** All-states: reachable states entered (a transient state counts when one of its transitions was taken). */
  states: CriterionCoverage
  /** 0-switch: reachable transition definitions taken. */
  transitions: CriterionCoverage
  /** 1-switch: reachable pairs (`switchPairs`) taken. */
  pairs: CriterionCoverage
}

export function percentOf(covered: number, total: number): number {
  return total === 0 ? 100 : Math.round((covered / total) * 1000) / 10
}

function criterionCoverage(items: string[], has: (item: string) => boolean): CriterionCoverage {
  const covered = items.filter(has)
  return { items, covered, uncovered: items.filter((k) => !has(k)), percent: percentOf(covered.length, items.length) }
}

/**
 * The coverage items of a model: its reachable states, transition definitions and 1-switch pairs
 * (explored from the model's starts with its sample events). machines/lab/reachable.json holds
 * them per model id (written by `npm run lab:counts -- --write`, kept current by a unit test), so
 * a learner's coverage never waits for the exploration (the login machine's takes seconds).
 */
export interface ReachableItems {
  states: string[]
  transitions: string[]
  pairs: string[]
}

export function reachableItems(model: Model): ReachableItems {
  const ex = explore(model)
  const machine = model.machine
  return {
    states: allStateKeys(machine).filter((k) => ex.states.has(k)),
    transitions: allTransitionKeys(machine).filter((k) => ex.transitions.has(k)),
    pairs: [...ex.pairs],
  }
}

/**
 * A learner's coverage of one machine from the recorder's entry (`LabRecord.machines[machine.id]`).
 * Denominators are the REACHABLE items (`reachableItems`; pass the precomputed ones to skip the
 * exploration). Recorded items outside them (e.g. from data the samples do not have) are not counted.
 */
export function coverageOf(model: Model, recorded: LabMachineRecord | undefined, items: ReachableItems = reachableItems(model)): MachineCoverage {
  const machine = model.machine
  const states = new Set(recorded?.states ?? [])
  const transitions = new Set(recorded?.transitions ?? [])
  const pairs = new Set(recorded?.pairs ?? [])
  // A transition's source state was active when it was taken (covers transient states, which no snapshot shows).
  if (transitions.size > 0) {
    const entries = transitionEntries(machine)
    for (const t of transitions) {
      const source = entries.get(t)?.source
      if (source) states.add(source)
    }
  }
  return {
    machineId: machine.id,
    states: criterionCoverage(items.states, (k) => states.has(k)),
    transitions: criterionCoverage(items.transitions, (k) => transitions.has(k)),
    pairs: criterionCoverage(items.pairs, (k) => pairs.has(k)),
  }
}

export interface MachineCounts {
  /** `allStateKeys` (the table's rows). */
  states: number
  /** Transition definitions (the 0-switch items, the table's `valid`). */
  transitions: number
  /** 1-switch items (`switchPairs`). */
  pairs: number
  /** The table's invalid cells. */
  invalidCells: number
}

/** The coverage denominators (reachable states, transitions and pairs): a learner with no record has 0 of these. */
export interface ReachableCounts {
  states: number
  transitions: number
  pairs: number
}

export function reachableCounts(model: Model): ReachableCounts {
  const items = reachableItems(model)
  return { states: items.states.length, transitions: items.transitions.length, pairs: items.pairs.length }
}

/** What machines/lab/counts.json holds per model id (written by `npm run lab:counts -- --write`). */
export type PrecomputedCounts = MachineCounts & { reachable: ReachableCounts }

export function precomputedCounts(model: Model): PrecomputedCounts {
  return { ...machineCounts(model), reachable: reachableCounts(model) }
}

export function machineCounts(model: Model): MachineCounts {
  const table = stateTable(model)
  return { states: table.rows.length, transitions: table.valid, pairs: explore(model).pairs.size, invalidCells: table.invalid }
}
