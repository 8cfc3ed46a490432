/**
 * What the graph tests need to know about a machine, beyond the machine itself: where it can
 * start, which events to try in a given snapshot (with sample payloads and sample actor
 * results), and which part of the context makes two snapshots different states.
 */
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate'

export interface ModelStart<M extends AnyStateMachine> {
  name: string
  input: InputFrom<M>
}

/** The state lab's groups, in the catalogue's order. */
export const LAB_AREAS = ['app', 'account', 'components', 'shop', 'banking', 'social', 'booking', 'dashboard', 'posts', 'todos', 'calendar', 'kanban', 'chat', 'search', 'challenges'] as const
export type LabArea = (typeof LAB_AREAS)[number]

export interface MachineModel<M extends AnyStateMachine> {
  /** The lab's id (its URL, /lab/<id>): the machine's own id, except where an older URL is kept. */
  id: string
  /** The lab's group for the machine. */
  area: LabArea
  /** The app's routes where the machine runs, the main one first (the lab links to them). */
  routes: string[]
  title: string
  description: string
  machine: M
  starts: Array<ModelStart<M>>
  /** Candidate events in a snapshot; events the snapshot does not handle are dropped by the harness. */
  events: (snapshot: SnapshotFrom<M>) => Array<EventFromLogic<M>>
  /** The part of the context that matters for the graph (kept small so the graph stays finite). */
  context: (snapshot: SnapshotFrom<M>) => unknown
}

export function defineModel<M extends AnyStateMachine>(model: MachineModel<M>): MachineModel<M> {
  return model
}

/** The event an invoked actor sends its parent when it resolves. */
export function done<T extends string>(id: T, output: unknown): { type: `xstate.done.actor.${T}`; output: unknown } {
  return { type: `xstate.done.actor.${id}`, output }
}

/** The event an invoked actor sends its parent when it rejects. */
export function failed<T extends string>(id: T, error: unknown): { type: `xstate.error.actor.${T}`; error: unknown } {
  return { type: `xstate.error.actor.${id}`, error }
}

export type AnyMachineModel = MachineModel<AnyStateMachine>

/**
 * The event of a delayed transition (`after: { 1000: ... }` in the state with id `stateId`,
 * e.g. 'social.feed.loadingMore'): list it in a model's events so the graph takes the timer.
 * In the browser the harness just waits for the next state.
 */
export function after<D extends number | string, S extends string>(delay: D, stateId: S): { type: `xstate.after.${D}.${S}` } {
  return { type: `xstate.after.${delay}.${stateId}` }
}
