/**
 * Plans model-based tests from a machine's graph (xstate/graph): a few paths that together
 * take every transition of the machine (every guarded branch, every actor result), not only
 * the shortest path to each state. Pure: used by vitest (coverage check), Playwright (runs,
 * tests/model) and the state lab (machines/lab/analysis.ts). Moved here from tests/model.
 */
import {
  createActor,
  fromCallback,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate'
import { getAdjacencyMap } from 'xstate/graph'
import type { MachineModel, ModelStart } from '../shared/model'
import { activeStateKeys, deepestStateKey, transitionKey } from './keys'

export { activeStateKeys, transitionKey }

export interface PlannedStep {
  event: EventObject
  /** The snapshot after the event. */
  snapshot: AnyMachineSnapshot
  /** Transition keys this step takes. */
  transitions: string[]
  /** An invalid transition attempted (state lab, all-transitions): the state must not change. */
  invalid?: boolean
}

export interface PlannedPath {
  start: ModelStart<AnyStateMachine>
  initial: AnyMachineSnapshot
  /** Transitions taken while starting (eventless ones). */
  initialTransitions: string[]
  steps: PlannedStep[]
}

export interface ModelPlan {
  id: string
  paths: PlannedPath[]
  states: string[]
  transitions: string[]
  coveredStates: Set<string>
  coveredTransitions: Set<string>
}

const MAX_STEPS_PER_PATH = 30

/** The node and all its descendants, depth first, in definition order. */
export function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node
  for (const child of Object.values(node.states) as AnyStateNode[]) yield* stateNodes(child)
}

/** Every transition definition of the machine, including guarded alternatives and eventless ones. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  for (const node of stateNodes(machine.root)) {
    for (const candidates of node.transitions.values()) for (const t of candidates) keys.push(transitionKey(t))
    for (const t of node.always ?? []) keys.push(transitionKey(t))
  }
  return keys
}

/** Every atomic or compound state path, e.g. `termsRequired.reviewing`. */
export function allStateKeys(machine: AnyStateMachine): string[] {
  return [...stateNodes(machine.root)]
    .filter((n) => n !== machine.root && n.type !== 'history')
    .map((n) => n.path.join('.'))
}

/** The deepest active state as `a.b`, for display and UI assertions. */
export function stateName(snapshot: AnyMachineSnapshot): string {
  return deepestStateKey(snapshot)
}

/** The machine with every actor replaced by one that never settles: the graph supplies the results. */
export function inertMachine(machine: AnyStateMachine): AnyStateMachine {
  const actors: Record<string, unknown> = {}
  for (const node of stateNodes(machine.root))
    for (const inv of node.invoke) if (typeof inv.src === 'string') actors[inv.src] = fromPromise(() => new Promise(() => {}))
  for (const key of Object.keys(machine.implementations.actors)) actors[key] ??= fromCallback(() => () => {})
  return machine.provide({ actors: actors as never })
}

function handles(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  return snapshot.machine.getTransitionData(snapshot, event).length > 0
}

interface Edge {
  from: string
  to: string
  event: EventObject
  snapshot: AnyMachineSnapshot
  transitions: string[]
}

export function planModel(model: MachineModel<AnyStateMachine>): ModelPlan {
  const machine = inertMachine(model.machine)
  const transitions = allTransitionKeys(machine)
  const states = allStateKeys(machine)
  const covered = new Set<string>()
  const coveredStates = new Set<string>()
  const paths: PlannedPath[] = []

  const serialize = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.status, model.context(s as never)])

  for (const start of model.starts) {
    const adjacency = getAdjacencyMap(machine, {
      input: start.input,
      events: (s) => (s.status === 'active' ? model.events(s as never).filter((e) => handles(s, e)) : []),
      serializeState: (s) => serialize(s as AnyMachineSnapshot),
    })

    // Transitions taken on start (eventless ones such as the session's token check).
    const initialTransitions: string[] = []
    const probe = createActor(machine, {
      input: start.input,
      inspect: (ev) => {
        if (ev.type !== '@xstate.microstep') return
        for (const t of ev._transitions) initialTransitions.push(transitionKey(t))
        for (const k of activeStateKeys(ev.snapshot as AnyMachineSnapshot)) coveredStates.add(k)
      },
    })
    probe.start()
    const initial = probe.getSnapshot()
    probe.stop()
    const initialKey = serialize(initial)

    const edges = new Map<string, Edge[]>()
    for (const [from, value] of Object.entries(adjacency)) {
      const list: Edge[] = []
      for (const { event, state } of Object.values(value.transitions) as Array<{ event: EventObject; state: unknown }>) {
        const fired = value.state ? (value.state as AnyMachineSnapshot).machine.getTransitionData(value.state as AnyMachineSnapshot, event) : []
        if (fired.length === 0) continue
        list.push({ from, to: serialize(state as AnyMachineSnapshot), event, snapshot: state as AnyMachineSnapshot, transitions: fired.map(transitionKey) })
      }
      edges.set(from, list)
    }

    const takesNew = (e: Edge) => e.transitions.some((t) => !covered.has(t))

    /** Shortest route from `from` to an edge that takes an uncovered transition. */
    const routeToUncovered = (from: string): Edge[] | null => {
      const previous = new Map<string, Edge | null>([[from, null]])
      const queue = [from]
      while (queue.length > 0) {
        const node = queue.shift()!
        for (const e of edges.get(node) ?? []) {
          if (takesNew(e)) {
            const route = [e]
            let at = previous.get(node) ?? null
            while (at) {
              route.unshift(at)
              at = previous.get(at.from) ?? null
            }
            return route
          }
          if (!previous.has(e.to)) {
            previous.set(e.to, e)
            queue.push(e.to)
          }
        }
      }
      return null
    }

    // A start whose own initial transitions (e.g. an eventless branch on its input) are new must
    // run in the browser even when no step is left to take from it.
    const freshStart = initialTransitions.some((t) => !covered.has(t))
    let pushed = false
    for (const t of initialTransitions) covered.add(t)
    for (const k of activeStateKeys(initial)) coveredStates.add(k)

    for (;;) {
      let current = initialKey
      const steps: PlannedStep[] = []
      for (;;) {
        const route = routeToUncovered(current)
        if (!route || (steps.length > 0 && steps.length + route.length > MAX_STEPS_PER_PATH)) break
        for (const e of route) {
          steps.push({ event: e.event, snapshot: e.snapshot, transitions: e.transitions })
          for (const t of e.transitions) covered.add(t)
          for (const k of activeStateKeys(e.snapshot)) coveredStates.add(k)
        }
        current = route[route.length - 1]!.to
      }
      if (steps.length === 0) break
      paths.push({ start, initial, initialTransitions, steps })
      pushed = true
    }
    if (freshStart && !pushed) paths.push({ start, initial, initialTransitions, steps: [] })
  }

  // A transient state (left at once by an eventless transition) counts as visited when one of its transitions was taken.
  for (const node of stateNodes(machine.root)) {
    if (node === machine.root) continue
    const own = [...node.transitions.values()].flat().concat(node.always ?? [])
    if (own.some((t) => covered.has(transitionKey(t)))) coveredStates.add(node.path.join('.'))
  }

  return { id: model.id, paths, states, transitions, coveredStates, coveredTransitions: covered }
}

export function coverageLine(plan: Pick<ModelPlan, 'id' | 'states' | 'transitions'>, states: Set<string>, transitions: Set<string>): string {
  const s = plan.states.filter((k) => states.has(k)).length
  const t = plan.transitions.filter((k) => transitions.has(k)).length
  return `${plan.id}: states ${s}/${plan.states.length}, transitions ${t}/${plan.transitions.length}`
}

export function uncovered(plan: ModelPlan): { states: string[]; transitions: string[] } {
  return {
    states: plan.states.filter((k) => !plan.coveredStates.has(k)),
    transitions: plan.transitions.filter((k) => !plan.coveredTransitions.has(k)),
  }
}
