/**
 * The lab's simulator: a live actor of a catalogued machine whose invoked actors never settle
 * (their results are sent as the model's sample events, as the graph planner does), the steps
 * taken so far (undo replays the path minus its last step on a fresh actor), and why an event
 * is refused in the current snapshot. Framework-free; the page subscribes to it.
 */
import { createActor, type Actor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate'
import type { MachineModel } from '@machines/shared/model'
import { inertMachine } from '@machines/lab/graph'
import { transitionKey } from '@machines/lab/keys'
import { implName } from '../diagram/diagram-model'

type Model = MachineModel<AnyStateMachine>

export interface SimStep {
  event: EventObject
  /** `transitionKey`s the step took. */
  transitions: string[]
  /** The deepest state after the step. */
  state: string
  /** Fired by a timer (not by a button). */
  timer: boolean
}

export type Refusal = { kind: 'finished' } | { kind: 'noTransition' } | { kind: 'guard'; guards: string[] }

/** Why `event` does nothing in `snapshot`, or null when it is accepted. */
export function refusal(snapshot: AnyMachineSnapshot, event: EventObject): Refusal | null {
  if (snapshot.status !== 'active') return { kind: 'finished' }
  if (snapshot.can(event)) return null
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes ?? []
  const candidates = nodes.flatMap((n) => n.transitions.get(event.type) ?? [])
  if (candidates.length === 0) return { kind: 'noTransition' }
  return { kind: 'guard', guards: [...new Set(candidates.map((t) => (t.guard ? implName(t.guard) : '(none)')))] }
}

function deepest(value: AnyMachineSnapshot['value']): string {
  if (typeof value === 'string') return value
  const parts: string[] = []
  for (const [k, v] of Object.entries(value)) parts.push(`${k}.${deepest(v as AnyMachineSnapshot['value'])}`)
  return parts.join(' + ')
}

/** The state as shown: `a.b`, parallel regions joined with ` + `. */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  return deepest(snapshot.value)
}

export interface SimulatorState {
  snapshot: AnyMachineSnapshot
  steps: SimStep[]
  /** Transitions taken while starting (eventless ones). */
  initialTransitions: string[]
  startIndex: number
}

export class Simulator {
  private actor: Actor<AnyStateMachine> | null = null
  private buffer: Array<{ key: string; event: EventObject }> = []
  private sending = false
  private listeners = new Set<() => void>()
  private readonly machine: AnyStateMachine
  state: SimulatorState

  constructor(
    private readonly model: Model,
    startIndex = 0,
  ) {
    this.machine = inertMachine(model.machine)
    this.state = this.boot(startIndex, [])
  }

  private boot(startIndex: number, replay: EventObject[]): SimulatorState {
    this.actor?.stop()
    const start = this.model.starts[startIndex] ?? this.model.starts[0]!
    this.buffer = []
    const actor = createActor(this.machine, {
      input: start.input,
      inspect: (ev) => {
        if (ev.type === '@xstate.microstep') for (const t of ev._transitions) this.buffer.push({ key: transitionKey(t), event: ev.event })
      },
    })
    this.actor = actor
    actor.start()
    const initialTransitions = this.buffer.map((b) => b.key)
    this.buffer = []
    const steps: SimStep[] = []
    this.state = { snapshot: actor.getSnapshot(), steps, initialTransitions, startIndex }
    for (const event of replay) this.send(event, true)
    // Timers firing on their own become steps too.
    actor.subscribe((snapshot) => {
      if (this.sending || this.buffer.length === 0) return
      const step = { event: this.buffer[0]!.event, transitions: this.buffer.map((b) => b.key), state: stateLabel(snapshot), timer: true }
      this.buffer = []
      this.state = { ...this.state, snapshot, steps: [...this.state.steps, step] }
      this.emit()
    })
    return this.state
  }

  private emit(): void {
    this.listeners.forEach((l) => l())
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getState = (): SimulatorState => this.state

  /** The model's sample events in the current snapshot. */
  events(): EventObject[] {
    return this.model.events(this.state.snapshot as never) as EventObject[]
  }

  send(event: EventObject, quiet = false): void {
    const actor = this.actor
    if (!actor || refusal(this.state.snapshot, event)) return
    this.buffer = []
    this.sending = true
    try {
      actor.send(event)
    } finally {
      this.sending = false
    }
    const snapshot = actor.getSnapshot()
    const step: SimStep = { event, transitions: this.buffer.map((b) => b.key), state: stateLabel(snapshot), timer: false }
    this.buffer = []
    this.state = { ...this.state, snapshot, steps: [...this.state.steps, step] }
    if (!quiet) this.emit()
  }

  undo(): void {
    if (this.state.steps.length === 0) return
    this.state = this.boot(
      this.state.startIndex,
      this.state.steps.slice(0, -1).map((s) => s.event),
    )
    this.emit()
  }

  reset(startIndex = this.state.startIndex): void {
    this.state = this.boot(startIndex, [])
    this.emit()
  }

  stop(): void {
    this.actor?.stop()
    this.actor = null
  }

  /** Starts again after `stop()` where it was (React's StrictMode unmounts and remounts once in development). */
  resume(): void {
    if (this.actor) return
    this.state = this.boot(
      this.state.startIndex,
      this.state.steps.map((s) => s.event),
    )
    this.emit()
  }
}
