/**
 * The app's only way to create an actor: @xstate/react's hooks and xstate's `createActor` with
 * the lab recorder as `inspect`, so every catalogued machine's steps are recorded.
 * ESLint forbids importing them from '@xstate/react' / 'xstate' anywhere else in src/. No app code
 * uses `useMachine`/`useActor` today; wrap them here the same way when one does (each hook
 * costs main-chunk bytes only once it is imported).
 */
import { useActorRef as useActorRefBase } from '@xstate/react'
import { createActor as createActorBase } from 'xstate'
import type { ActorOptions, AnyActorLogic, InspectionEvent, Observer } from 'xstate'
import { labInspect } from './recorder'
import { networkMutate } from '../lib/network-bugs'
import { installedSandbox } from '../lib/sandbox-api'

type Inspect = ActorOptions<AnyActorLogic>['inspect']

/** `inspect` option with the recorder added (a call site's own inspector still runs). */
export function withLabInspect<O extends { inspect?: Inspect }>(options?: O): O & { inspect: Inspect } {
  const own = options?.inspect
  if (!own) return { ...(options as O), inspect: labInspect }
  const observer = typeof own === 'function' ? { next: own } : (own as Observer<InspectionEvent>)
  return {
    ...(options as O),
    inspect: (event: InspectionEvent) => {
      labInspect(event)
      observer.next?.(event)
    },
  }
}

/**
 * The switched-on bugs of the sandbox (mocks/bugs): a machine gets their mutations
 * here, the one place actors are created; in network mode the bugs the practice server names in the
 * page (src/lib/network-bugs.ts). Without the sandbox or any active bug it is the logic itself.
 * (`provide()` keeps the machine's config, so @xstate/react keeps the actor across renders.)
 */
const withBugs = <T extends AnyActorLogic>(logic: T): T => installedSandbox()?.bugs.mutate(logic) ?? networkMutate(logic)

export const useActorRef = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>, observer?: never) =>
  useActorRefBase(withBugs(logic), withLabInspect(options), observer)) as typeof useActorRefBase

export const createActor = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
  createActorBase(withBugs(logic), withLabInspect(options))) as typeof createActorBase
