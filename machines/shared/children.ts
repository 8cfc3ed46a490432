/**
 * Parent machines that invoke child machines (banking, booking): the app provides a child's own
 * effects (toasts, downloads) without replacing the parent's wiring of that child. `provideChildren`
 * calls `provide()` on the child logic the parent already names in `setup({ actors })` and hands the
 * result back to the parent, so the parent's `sendParent` wiring, the app's effects and the sandbox's
 * bug mutations (machines/bugs/mutations.ts) all stay on the same child.
 */
import type { AnyStateMachine } from 'xstate'

/** What `provide()` accepts for each named child machine. */
export type ChildImplementations<C extends Record<string, AnyStateMachine>> = { [K in keyof C]?: Parameters<C[K]['provide']>[0] }

export const isStateMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'provide' in logic && 'root' in logic && 'id' in logic

/** The parent with each named child's implementations provided on top of the child it already uses. */
export function provideChildren<M extends AnyStateMachine, C extends Record<string, AnyStateMachine>>(machine: M, implementations: ChildImplementations<C>): M {
  const actors = (machine.implementations.actors ?? {}) as Record<string, unknown>
  const provided: Record<string, AnyStateMachine> = {}
  for (const [src, impl] of Object.entries(implementations)) {
    const child = actors[src]
    if (!isStateMachine(child)) throw new Error(`${machine.id}: '${src}' is not a child machine`)
    provided[src] = child.provide(impl as Parameters<AnyStateMachine['provide']>[0])
  }
  return machine.provide({ actors: provided } as Parameters<M['provide']>[0]) as M
}
