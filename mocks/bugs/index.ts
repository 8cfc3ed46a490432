/**
 * The sandbox side of the bug catalogue (machines/bugs/registry.ts): which bugs are on, kept in
 * the runtime settings (mocks/runtime.ts: sessionStorage in the browser, per learner session on
 * the practice server). Handlers ask `bugOn(id)`; the app's actor factory asks `mutate(machine)`
 * through `window.__sandbox.bugs`. Everything is off unless switched on.
 */
import type { AnyStateMachine } from 'xstate'
import type * as MutationsModule from '../../machines/bugs/mutations'
import { BUGS, bugsParam, parseBugIds, type BugEntry, type BugId } from '../../machines/bugs/registry'
import { personaBugOn } from '../personas'
import { runtime } from '../runtime'

/**
 * Whether the bug is switched on (a handler's `if (bugOn('…'))` branch): for everyone (the
 * runtime settings), or for the request being handled because its token is a persona's that
 * has the bug (machines/shared/personas.ts, mocks/personas.ts).
 */
export function bugOn(id: BugId): boolean {
  return runtime.state.bugs.includes(id) || personaBugOn(id)
}

/** The switched-on bug ids, in catalogue order. */
export function activeBugs(): BugId[] {
  return parseBugIds(runtime.state.bugs).known
}

/** Switches on exactly these bugs (unknown ids are refused with an Error naming them). */
export function setBugs(ids: readonly string[]): BugId[] {
  const { known, unknown } = parseBugIds(ids)
  if (unknown.length > 0) throw new Error(`Unknown bug id(s): ${unknown.join(', ')}. Known: ${BUGS.map((b) => b.id).join(', ')}`)
  runtime.update((draft) => {
    draft.bugs = [...known]
  })
  if (known.length > 0) loadMutations().catch(() => undefined)
  return known
}

/**
 * Reads `?bugs=id1,id2` (or `?bugs=` to switch all off): remembered for the browser session in
 * the runtime settings. Unknown ids are ignored with a console warning (a link must not break the app).
 */
export function applyBugsFromUrl(search: string): void {
  const param = bugsParam(search)
  if (param === null) return
  const { known, unknown } = parseBugIds(param)
  if (unknown.length > 0) console.warn(`[sandbox] ?bugs= ignores unknown bug id(s): ${unknown.join(', ')}`)
  runtime.update((draft) => {
    draft.bugs = [...known]
  })
}

export interface BugsApi {
  /** The catalogue without descriptions: `[{ id, kind, class, screen, path, … }]`. */
  list(): BugEntry[]
  /** Switches on these bugs (added to the active ones); returns the active ids. Throws on an unknown id. */
  enable(ids: string | readonly string[]): BugId[]
  /** Switches off these bugs, or every bug without an argument; returns the active ids. */
  disable(ids?: string | readonly string[]): BugId[]
  /** Switches on exactly these bugs (replacing the active set). */
  set(ids: readonly string[]): BugId[]
  /** The active bug ids. */
  active(): BugId[]
  /**
   * The machine with the active bugs' mutations provided (itself when none applies). Called by
   * the app where it creates actors (src/lab-runtime/use-machine.ts); not needed in tests.
   */
  mutate<T>(logic: T): T
}

type Mutations = typeof MutationsModule
let mutations: Mutations | null = null

/**
 * Loads the machine mutations (they import a few machines' helpers, so they stay out of the
 * sandbox's boot chunk unless a bug is on). `startSandbox` awaits it when bugs are active at boot;
 * switching bugs on later loads it too, and the mutations apply from the next page load.
 */
export async function loadMutations(): Promise<void> {
  mutations ??= await import('../../machines/bugs/mutations')
}

const asList = (ids: string | readonly string[]): readonly string[] => (typeof ids === 'string' ? ids.split(',') : ids)

export function createBugsApi(): BugsApi {
  return {
    list: () => BUGS.map((b) => ({ ...b, specs: [...b.specs] })),
    enable: (ids) => setBugs([...runtime.state.bugs, ...asList(ids)]),
    disable: (ids) => {
      if (ids === undefined) return setBugs([])
      const off = new Set(asList(ids).map((id) => id.trim()))
      return setBugs(runtime.state.bugs.filter((id) => !off.has(id)))
    },
    set: (ids) => setBugs(ids),
    active: () => activeBugs(),
    mutate: (logic) => {
      const active = runtime.state.bugs
      const isMachine = typeof logic === 'object' && logic !== null && 'provide' in logic && 'id' in logic
      return active.length === 0 || !mutations || !isMachine ? logic : (mutations.mutateMachine(logic as unknown as AnyStateMachine, active) as unknown as typeof logic)
    },
  }
}

declare global {
  interface Window {
    /** Set by a test's init script (`npm run mutants`, QA_BUGS) before the app boots: the bugs to switch on. */
    __qaBugs?: string
  }
}
