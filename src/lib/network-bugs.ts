/**
 * Catalogued bugs in network mode (the practice server serves the app, mocks/network/app.ts): the
 * server names the bugs on for this page's session and the server-wide ones (`npm run kill-score`,
 * PUT /__sandbox/bugs/global) in `<meta name="qa-bugs" content="id,id">`. Screen-logic bugs
 * (machine mutations, src/lab-runtime/use-machine.ts) and display bugs
 * (src/features/personas/view-bugs.ts) read them here, as the sandbox's own do from
 * `window.__sandbox.bugs`; handler bugs act in the server itself. Read once per page load: a bug
 * switched on later applies from the next load. Never in the sandbox or hosted mode (no tag).
 */
import type { AnyActorLogic, AnyStateMachine } from 'xstate'
import type * as MutationsModule from '@machines/bugs/mutations'
import type { BugId } from '@machines/bugs/registry'

export const BUGS_META = 'meta[name="qa-bugs"]'

/**
 * The bug ids the page's meta tag names (the server writes known ids only, in catalogue order; an id
 * no mutation or view knows does nothing); [] without the tag. No registry import: this runs on
 * every page, and the home page's bytes are budgeted (.ci/size.mjs).
 */
export function networkBugIds(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): BugId[] {
  const content = doc?.querySelector(BUGS_META)?.getAttribute('content')
  return content ? (content.split(',').filter((id) => /^[a-z0-9-]+$/.test(id)) as BugId[]) : []
}

let mutations: typeof MutationsModule | null = null

/** Loads the machine mutations when the page names any bug (boot awaits it before the first render). */
export async function loadNetworkBugs(doc?: Pick<Document, 'querySelector'>): Promise<void> {
  if (networkBugIds(doc).length > 0) mutations ??= await import('@machines/bugs/mutations')
}

/** The machine with the named bugs' mutations provided; the logic itself without any (or before loading). */
export function networkMutate<T extends AnyActorLogic>(logic: T, ids: readonly string[] = networkBugIds()): T {
  const isMachine = typeof logic === 'object' && logic !== null && 'provide' in logic && 'id' in logic
  if (!mutations || ids.length === 0 || !isMachine) return logic
  return mutations.mutateMachine(logic as unknown as AnyStateMachine, ids) as unknown as T
}
