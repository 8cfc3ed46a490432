/**
 * The sandbox side of the bug catalogue (machines/bugs/registry.ts): which bugs are on, kept in
 * the runtime settings (mocks/runtime.ts: sessionStorage in the browser, per learner session on
 * the practice server). Handlers ask `bugOn(id)`; the app's actor factory asks `mutate(machine)`
 * through `window.__sandbox.bugs`. Everything is off unless switched on.
 */
import type { AnyStateMachine } from 'xstate'
import type * as MutationsModule from '@machines/bugs/mutations'
import { isValidCount, isValidSeed, pickBugs } from '@machines/bugs/hunt'
import { BUGS, bugsParam, parseBugIds, type BugEntry, type BugId } from '@machines/bugs/registry'
import { VIEW_BUGS } from '@machines/shared/sandbox-runtime'
import { personaBugOn } from '../personas'
import { runtime } from '../runtime'

/** What the console and HTTP APIs say instead of the ids while a hunt runs unscored. */
export interface HiddenHunt {
  hunt: true
  /** How many bugs are hidden. */
  hidden: number
  detail: string
}
export const HUNT_RUNNING_MESSAGE = 'A bug hunt is running: its bugs stay hidden until your answer is scored on /bug-hunt (or the hunt ends).'
export const HUNT_BLOCKS_MESSAGE = 'A bug hunt is running: end it first (/bug-hunt, bugs.disable() or DELETE /__sandbox/bugs), then switch bugs.'

let huntCache: { seed: number; count: number; ids: BugId[] } | null = null
/** The hunt's bugs (from its seed and count), or null without a hunt. */
function huntBugs(): BugId[] | null {
  const hunt = runtime.state.hunt
  if (!hunt) return null
  if (huntCache?.seed !== hunt.seed || huntCache.count !== hunt.count) huntCache = { seed: hunt.seed, count: hunt.count, ids: pickBugs(hunt.seed, hunt.count) }
  return huntCache.ids
}

/**
 * Server-wide bugs (the practice server's `PUT /__sandbox/bugs/global`, used by `npm run kill-score`):
 * on for every learner session at once, on top of each session's own. Not per scope on purpose;
 * the in-browser sandbox has one learner and never sets them.
 */
let serverWide: BugId[] = []

/** The server-wide bugs (catalogue order). */
export function serverBugs(): BugId[] {
  return [...serverWide]
}

/** Switches on exactly these bugs for every session (unknown ids are refused with an Error naming them); [] switches them off. */
export function setServerBugs(ids: readonly string[]): BugId[] {
  const { known, unknown } = parseBugIds(ids)
  if (unknown.length > 0) throw new Error(`Unknown bug id(s): ${unknown.join(', ')}. Known: ${BUGS.map((b) => b.id).join(', ')}`)
  serverWide = known
  if (known.length > 0) loadMutations().catch(() => undefined)
  return serverBugs()
}

/** The bugs that are on: a hunt's, else the switched-on ones, plus the server-wide ones (catalogue order). */
function effectiveBugs(): BugId[] {
  const own = huntBugs() ?? parseBugIds(runtime.state.bugs).known
  return serverWide.length === 0 ? own : parseBugIds([...own, ...serverWide]).known
}

/**
 * The bugs a page served in network mode applies (mocks/network/app.ts writes them into index.html):
 * the session's and the server-wide ones; while a hunt runs unscored only the server-wide ones, so
 * the page's source never names the hidden bugs (a hunt's screen bugs are a sandbox matter).
 */
export function pageBugs(): BugId[] {
  return huntHidden() ? serverBugs() : effectiveBugs()
}

/** Whether a hunt runs whose answer is not scored yet (its bugs are then not named anywhere). */
export function huntHidden(): HiddenHunt | null {
  const hunt = runtime.state.hunt
  return hunt && !hunt.scored ? { hunt: true, hidden: huntBugs()!.length, detail: HUNT_RUNNING_MESSAGE } : null
}

/**
 * Whether the bug is switched on (a handler's `if (bugOn('…'))` branch): for everyone (the
 * runtime settings or the running hunt), or for the request being handled because its token is a
 * persona's that has the bug (machines/shared/personas.ts, mocks/personas.ts).
 */
export function bugOn(id: BugId): boolean {
  return effectiveBugs().includes(id) || personaBugOn(id)
}

/** The bug ids that are on, in catalogue order (the sandbox's own use: boot, mutations). */
export function activeBugs(): BugId[] {
  return effectiveBugs()
}

/** Switches on exactly these bugs (unknown ids are refused with an Error naming them; refused while a hunt runs). */
export function setBugs(ids: readonly string[]): BugId[] {
  if (runtime.state.hunt) throw new Error(HUNT_BLOCKS_MESSAGE)
  const { known, unknown } = parseBugIds(ids)
  if (unknown.length > 0) throw new Error(`Unknown bug id(s): ${unknown.join(', ')}. Known: ${BUGS.map((b) => b.id).join(', ')}`)
  runtime.update((draft) => {
    draft.bugs = [...known]
  })
  if (known.length > 0) loadMutations().catch(() => undefined)
  return known
}

/** Starts a hunt: the bugs `pickBugs(seed, count)` chooses are on, named nowhere until it is scored. */
export function startHunt(seed: number, count: number): HiddenHunt {
  if (!isValidSeed(seed) || !isValidCount(count)) throw new Error('A hunt needs a whole seed 1–999999 and a count 1–5')
  runtime.update((draft) => {
    draft.bugs = []
    draft.hunt = { seed, count, scored: false }
  })
  loadMutations().catch(() => undefined)
  return huntHidden()!
}

/** The answer was scored: the hunt's bugs may be named from now on (they stay on until the hunt ends). */
export function scoreHunt(): BugId[] {
  if (!runtime.state.hunt) return []
  runtime.update((draft) => {
    if (draft.hunt) draft.hunt.scored = true
  })
  return huntBugs() ?? []
}

/** Ends the hunt (every bug off); returns the bugs it had hidden, now revealed. */
export function endHunt(): BugId[] {
  const revealed = huntBugs() ?? []
  runtime.update((draft) => {
    draft.hunt = null
    draft.bugs = []
  })
  return revealed
}

/**
 * Reads `?bugs=id1,id2` (or `?bugs=` to switch all off): remembered for the browser session in
 * the runtime settings. Unknown ids are ignored with a console warning (a link must not break the app).
 */
export function applyBugsFromUrl(search: string): void {
  const param = bugsParam(search)
  if (param === null) return
  if (runtime.state.hunt) {
    console.warn(`[sandbox] ?bugs= is ignored while a bug hunt runs (${HUNT_BLOCKS_MESSAGE})`)
    return
  }
  const { known, unknown } = parseBugIds(param)
  if (unknown.length > 0) console.warn(`[sandbox] ?bugs= ignores unknown bug id(s): ${unknown.join(', ')}`)
  runtime.update((draft) => {
    draft.bugs = [...known]
  })
}

export interface BugsApi {
  /** The catalogue without descriptions: `[{ id, kind, class, screen, path, … }]`. */
  list(): BugEntry[]
  /** Switches on these bugs (added to the active ones); returns the active ids. Throws on an unknown id, or while a hunt runs. */
  enable(ids: string | readonly string[]): BugId[]
  /** Switches off these bugs (throws while a hunt runs), or every bug without an argument (which also ends a hunt); returns the active ids. */
  disable(ids?: string | readonly string[]): BugId[]
  /** Switches on exactly these bugs (replacing the active set). Throws while a hunt runs. */
  set(ids: readonly string[]): BugId[]
  /**
   * The active bug ids; while a bug hunt runs unscored, `{ hunt: true, hidden: <count>, detail }`
   * instead (the hunt's bugs are named once the answer is scored).
   */
  active(): BugId[] | HiddenHunt
  /** Whether a hunt runs: `{ hunt: false }`, or `{ hunt: true, hidden, scored }`. */
  hunt(): { hunt: false } | { hunt: true; hidden: number; scored: boolean }
  /** /bug-hunt: starts a hunt of `count` bugs chosen by `seed` (named nowhere until scored). */
  startHunt(seed: number, count: number): HiddenHunt
  /** /bug-hunt: the answer was scored; returns the hunt's bugs. */
  scoreHunt(): BugId[]
  /** /bug-hunt: ends the hunt, every bug off; returns the bugs it had hidden. */
  endHunt(): BugId[]
  /**
   * The machine with the active bugs' mutations provided (itself when none applies). Called by
   * the app where it creates actors (src/lab-runtime/use-machine.ts); not needed in tests.
   */
  mutate<T>(logic: T): T
  /** The app's view bugs (src/features/personas/view-bugs.ts): the ids that are on, hunt or not. Not for tests. */
  [VIEW_BUGS](): BugId[]
}

type Mutations = typeof MutationsModule
let mutations: Mutations | null = null

/**
 * Loads the machine mutations (they import a few machines' helpers, so they stay out of the
 * sandbox's boot chunk unless a bug is on). `startSandbox` awaits it when bugs are active at boot;
 * switching bugs on later loads it too, and the mutations apply from the next page load.
 */
export async function loadMutations(): Promise<void> {
  mutations ??= await import('@machines/bugs/mutations')
}

const asList = (ids: string | readonly string[]): readonly string[] => (typeof ids === 'string' ? ids.split(',') : ids)

export function createBugsApi(): BugsApi {
  return {
    list: () => BUGS.map((b) => ({ ...b, specs: [...b.specs] })),
    enable: (ids) => setBugs([...runtime.state.bugs, ...asList(ids)]),
    disable: (ids) => {
      if (ids === undefined) {
        if (runtime.state.hunt) endHunt()
        return setBugs([])
      }
      const off = new Set(asList(ids).map((id) => id.trim()))
      return setBugs(runtime.state.bugs.filter((id) => !off.has(id)))
    },
    set: (ids) => setBugs(ids),
    active: () => huntHidden() ?? activeBugs(),
    hunt: () => {
      const hunt = runtime.state.hunt
      return hunt ? { hunt: true, hidden: huntBugs()!.length, scored: hunt.scored } : { hunt: false }
    },
    startHunt: (seed, count) => startHunt(seed, count),
    scoreHunt: () => scoreHunt(),
    endHunt: () => endHunt(),
    mutate: (logic) => {
      const active = effectiveBugs()
      const isMachine = typeof logic === 'object' && logic !== null && 'provide' in logic && 'id' in logic
      return active.length === 0 || !mutations || !isMachine ? logic : (mutations.mutateMachine(logic as unknown as AnyStateMachine, active) as unknown as typeof logic)
    },
    [VIEW_BUGS]: () => activeBugs(),
  }
}

declare global {
  interface Window {
    /** Set by a test's init script (`npm run mutants`, QA_BUGS) before the app boots: the bugs to switch on. */
    __qaBugs?: string
  }
}
