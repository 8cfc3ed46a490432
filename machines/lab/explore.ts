/**
 * Explores a catalogued machine the way the model-based tests do (machines/lab/graph.ts): from
 * each of the model's starts, every sample event the current snapshot handles, with states told
 * apart by their value, status and the model's context projection. Unlike xstate/graph it
 * records, per step, every transition XState takes in order (the event's transitions, then the
 * eventless and raised ones of the same macrostep) and every state entered on the way, the same
 * things the in-app recorder sees through XState's `@xstate.microstep` inspection events.
 */
import {
  createActor,
  fromTransition,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate'
import type { MachineModel, ModelStart } from '../shared/model'
import { inertMachine } from './graph'
import { activeStateKeys, pairKey, transitionKey } from './keys'

type Model = MachineModel<AnyStateMachine>

export interface StepResult {
  snapshot: AnyMachineSnapshot
  /** `transitionKey`s in the order XState took them. */
  transitions: string[]
  /** `a.b` paths of every state active at some point of the step (transient ones included). */
  visited: string[]
}

export interface Stepper {
  machine: AnyStateMachine
  initial: (input: unknown) => StepResult
  next: (snapshot: AnyMachineSnapshot, event: EventObject) => StepResult
}

const sourcePath = (t: AnyTransitionDefinition) => (t.source as unknown as { path: string[] }).path.join('.')

/**
 * Pure steps of the machine with every actor inert (never settles: the model's sample events
 * supply actor results) and no action executed; the transitions are read from XState's own
 * inspection events of each microstep.
 */
export function createStepper(original: AnyStateMachine): Stepper {
  const machine = inertMachine(original)
  let sink: string[] | null = null
  let visited: Set<string> | null = null
  const host = createActor(
    fromTransition((s: null) => s, null),
    {
      inspect: (ev: InspectionEvent) => {
        if (ev.type !== '@xstate.microstep' || !sink || !visited) return
        for (const t of ev._transitions) {
          sink.push(transitionKey(t))
          const source = sourcePath(t)
          if (source) visited.add(source)
        }
        for (const k of activeStateKeys(ev.snapshot as AnyMachineSnapshot)) visited.add(k)
      },
    },
  )
  const scope = {
    self: host,
    id: '',
    sessionId: 'lab',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: host.system,
    stopChild: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope
  const run = (step: () => AnyMachineSnapshot): StepResult => {
    sink = []
    visited = new Set()
    try {
      const snapshot = step()
      for (const k of activeStateKeys(snapshot)) visited.add(k)
      return { snapshot, transitions: sink, visited: [...visited] }
    } finally {
      sink = null
      visited = null
    }
  }
  return {
    machine,
    initial: (input) => run(() => machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot),
    next: (snapshot, event) => run(() => machine.transition(snapshot, event, scope) as AnyMachineSnapshot),
  }
}

export interface GraphEdge {
  from: number
  to: number
  event: EventObject
  transitions: string[]
  visited: string[]
}

export interface GraphNode {
  id: number
  /** The index of the start it was reached from (each start has its own nodes). */
  start: number
  snapshot: AnyMachineSnapshot
  edges: GraphEdge[]
  /** The last transition of each way into this node (a step's last one, or a start's last one). */
  arrivals: Set<string>
}

export interface GraphStart {
  start: ModelStart<AnyStateMachine>
  node: number
  /** Transitions taken while starting (eventless ones), in order. */
  transitions: string[]
  visited: string[]
}

export interface Exploration {
  model: Model
  stepper: Stepper
  nodes: GraphNode[]
  starts: GraphStart[]
  /** Reachable items. */
  states: Set<string>
  transitions: Set<string>
  pairs: Set<string>
  /** A sample event per event type (the first the model offers anywhere), for invalid steps. */
  samples: Map<string, EventObject>
}

const MAX_NODES = 50_000
const cache = new WeakMap<object, Exploration>()

/** The explored graph of a model (computed once per model object). */
export function explore(model: Model): Exploration {
  const hit = cache.get(model)
  if (hit) return hit
  const stepper = createStepper(model.machine)
  const nodes: GraphNode[] = []
  const byKey = new Map<string, number>()
  const samples = new Map<string, EventObject>()
  const serialize = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.status, model.context(s as never)])
  // Nodes are per start, as in planModel: a model's context projection may leave out what tells
  // two starts apart (e.g. which post is being edited), so their graphs are never merged.
  let startIndex = 0
  const nodeOf = (snapshot: AnyMachineSnapshot): [number, boolean] => {
    const key = `${startIndex} ${serialize(snapshot)}`
    const known = byKey.get(key)
    if (known !== undefined) return [known, false]
    if (nodes.length >= MAX_NODES) throw new Error(`${model.id}: more than ${MAX_NODES} states to explore; narrow the model's context projection`)
    const id = nodes.length
    nodes.push({ id, start: startIndex, snapshot, edges: [], arrivals: new Set() })
    byKey.set(key, id)
    return [id, true]
  }

  const starts: GraphStart[] = []
  const queue: number[] = []
  for (const [index, start] of model.starts.entries()) {
    startIndex = index
    const step = stepper.initial(start.input)
    const [id, fresh] = nodeOf(step.snapshot)
    if (fresh) queue.push(id)
    if (step.transitions.length > 0) nodes[id]!.arrivals.add(step.transitions[step.transitions.length - 1]!)
    starts.push({ start, node: id, transitions: step.transitions, visited: step.visited })
  }
  for (let head = 0; head < queue.length; head++) {
    const node = nodes[queue[head]!]!
    startIndex = node.start
    const s = node.snapshot
    if (s.status !== 'active') continue
    const seen = new Set<string>()
    for (const event of model.events(s as never) as EventObject[]) {
      if (!samples.has(event.type)) samples.set(event.type, event)
      const id = JSON.stringify(event)
      if (seen.has(id)) continue
      seen.add(id)
      if (s.machine.getTransitionData(s, event).length === 0) continue
      const step = stepper.next(s, event)
      if (step.transitions.length === 0) continue
      const [to, fresh] = nodeOf(step.snapshot)
      if (fresh) queue.push(to)
      nodes[to]!.arrivals.add(step.transitions[step.transitions.length - 1]!)
      node.edges.push({ from: node.id, to, event, transitions: step.transitions, visited: step.visited })
    }
  }

  const states = new Set<string>()
  const transitions = new Set<string>()
  const pairs = new Set<string>()
  const addSequence = (seq: string[]) => {
    seq.forEach((t, i) => {
      transitions.add(t)
      if (i > 0) pairs.add(pairKey(seq[i - 1]!, t))
    })
  }
  for (const st of starts) {
    st.visited.forEach((k) => states.add(k))
    addSequence(st.transitions)
  }
  const sequences = new Set<string[]>()
  for (const node of nodes) {
    const firsts = new Set<string>()
    for (const e of node.edges) {
      e.visited.forEach((k) => states.add(k))
      if (e.transitions.length > 1) sequences.add(e.transitions)
      else transitions.add(e.transitions[0]!)
      firsts.add(e.transitions[0]!)
    }
    for (const a of node.arrivals) for (const f of firsts) pairs.add(pairKey(a, f))
  }
  sequences.forEach(addSequence)

  const result: Exploration = { model, stepper, nodes, starts, states, transitions, pairs, samples }
  cache.set(model, result)
  return result
}

export interface Replay {
  start: ModelStart<AnyStateMachine>
  initial: StepResult
  /** One per event, in order (an ignored event gives the same snapshot and no transitions). */
  steps: StepResult[]
}

/** Replays events from a model start (by name) with the same pure steps as the exploration. */
export function replay(model: Model, startName: string, events: EventObject[]): Replay {
  const start = model.starts.find((s) => s.name === startName)
  if (!start) throw new Error(`${model.id}: no start named "${startName}" (the model has: ${model.starts.map((s) => s.name).join(', ')})`)
  const stepper = createStepper(model.machine)
  const initial = stepper.initial(start.input)
  let snapshot = initial.snapshot
  const steps = events.map((event) => {
    const step = stepper.next(snapshot, event)
    snapshot = step.snapshot
    return step
  })
  return { start, initial, steps }
}
