/**
 * The bug hunt: choose how many bugs and a seed, start (the seeded set is switched
 * on without naming it), name the bugs you believe you found, submit for a score (found, missed,
 * false positives), then reveal the descriptions. The hunt survives navigation: the page stores
 * `{ phase, count, seed, claimed }` (`persist`) and passes it back as input.
 * Effects are provided by the page: `startHunt` / `scoreBugs` / `disableBugs` (the sandbox), `persist` / `clear`.
 * While the hunt runs the hidden ids are nowhere in the context (the state lab shows it): they are
 * worked out from seed and count when the answer is scored.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { HUNT_LIMITS, isValidCount, isValidSeed, pickBugs, scoreHunt, type HuntScore } from './hunt'
import { isBugId, type BugId } from './registry'

export type HuntPhase = 'hunting' | 'scored' | 'revealed'

export interface SavedHunt {
  phase: HuntPhase
  count: number
  seed: number
  claimed: BugId[]
}

export interface BugHuntInput {
  /** A hunt in progress (from session storage), or null. */
  saved: SavedHunt | null
  /** The seed proposed for a new hunt (the page draws one; it is shown and can be changed). */
  seed: number
}

export interface BugHuntContext {
  count: number
  seed: number
  /** The seed field as typed (a number once valid). */
  seedText: string
  /** The hidden bugs (from seed and count), once the answer is scored; empty while hunting. */
  hidden: BugId[]
  claimed: BugId[]
  score: HuntScore | null
  /** The phase of the stored hunt at start (null: none). */
  restore: HuntPhase | null
}

export type BugHuntEvent =
  | { type: 'count.change'; count: number }
  | { type: 'seed.change'; value: string }
  | { type: 'hunt.start' }
  | { type: 'claim.toggle'; id: string }
  | { type: 'hunt.submit' }
  | { type: 'hunt.reveal' }
  | { type: 'hunt.end' }

const scored = (context: BugHuntContext) => scoreHunt(context.hidden, context.claimed)

export const bugHuntMachine = setup({
  types: {
    context: {} as BugHuntContext,
    events: {} as BugHuntEvent,
    input: {} as BugHuntInput,
  },
  actions: {
    /** Starts the sandbox's hunt: the bugs of this seed and count are on, named nowhere. */
    startHunt: (_, _params: { seed: number; count: number }) => {},
    /** Tells the sandbox the answer is scored: its APIs may name the hunt's bugs from now on. */
    scoreBugs: () => {},
    /** Switches every bug off. */
    disableBugs: () => {},
    /** Stores the hunt so it survives navigation and reloads. */
    persist: (_, _params: SavedHunt) => {},
    /** Forgets the stored hunt. */
    clear: () => {},
    /** A scored answer goes into the learner's progress record (when signed in). */
    reportScore: (_, _params: { found: number; total: number }) => {},
  },
  guards: {
    canStart: ({ context }) => isValidSeed(Number(context.seedText)) && isValidCount(context.count),
    /** The stored hunt was in this phase. */
    restores: ({ context }, params: { phase: HuntPhase }) => context.restore === params.phase,
    knownBug: ({ event }) => event.type === 'claim.toggle' && isBugId(event.id),
  },
}).createMachine({
  id: 'bugHunt',
  context: ({ input }) => {
    const saved = input.saved && isValidSeed(input.saved.seed) && isValidCount(input.saved.count) ? input.saved : null
    const seed = saved?.seed ?? input.seed
    const count = saved?.count ?? HUNT_LIMITS.defaultCount
    const hidden = saved && saved.phase !== 'hunting' ? pickBugs(saved.seed, saved.count) : []
    const claimed = saved ? saved.claimed.filter(isBugId) : []
    return { count, seed, seedText: String(seed), hidden, claimed, score: saved && saved.phase !== 'hunting' ? scoreHunt(hidden, claimed) : null, restore: saved?.phase ?? null }
  },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'A hunt stored in this browser session continues where it was.',
      always: [
        { guard: { type: 'restores', params: { phase: 'hunting' } }, target: 'hunting' },
        { guard: { type: 'restores', params: { phase: 'scored' } }, target: 'scored' },
        { guard: { type: 'restores', params: { phase: 'revealed' } }, target: 'revealed' },
        { target: 'setup' },
      ],
    },
    setup: {
      description: 'Choose how many bugs (1–5) and the seed; the seed is shown so a hunt can be repeated.',
      on: {
        'count.change': { actions: assign({ count: ({ context, event }) => (isValidCount(event.count) ? event.count : context.count) }) },
        'seed.change': {
          actions: assign({
            seedText: ({ event }) => event.value.replace(/[^0-9]/g, '').slice(0, 6),
            seed: ({ context, event }) => (isValidSeed(Number(event.value)) ? Number(event.value) : context.seed),
          }),
        },
        'hunt.start': {
          guard: 'canStart',
          target: 'hunting',
          actions: [
            assign(({ context }) => ({ seed: Number(context.seedText), hidden: [], claimed: [], score: null })),
            { type: 'startHunt', params: ({ context }) => ({ seed: context.seed, count: context.count }) },
            { type: 'persist', params: ({ context }) => ({ phase: 'hunting' as const, count: context.count, seed: context.seed, claimed: [] }) },
          ],
        },
      },
    },
    hunting: {
      description: 'The chosen bugs are on, unnamed. Test the app, then tick the ids you believe you found.',
      on: {
        'claim.toggle': {
          guard: 'knownBug',
          actions: [
            assign({
              claimed: ({ context, event }) => (context.claimed.includes(event.id as BugId) ? context.claimed.filter((id) => id !== event.id) : [...context.claimed, event.id as BugId]),
            }),
            { type: 'persist', params: ({ context }) => ({ phase: 'hunting' as const, count: context.count, seed: context.seed, claimed: context.claimed }) },
          ],
        },
        'hunt.submit': {
          target: 'scored',
          actions: [
            assign({ hidden: ({ context }) => pickBugs(context.seed, context.count) }),
            assign({ score: ({ context }) => scored(context) }),
            'scoreBugs',
            { type: 'reportScore', params: ({ context }) => ({ found: context.score!.found.length, total: context.score!.found.length + context.score!.missed.length }) },
            { type: 'persist', params: ({ context }) => ({ phase: 'scored' as const, count: context.count, seed: context.seed, claimed: context.claimed }) },
          ],
        },
        'hunt.end': { target: 'setup', description: 'Give up: every bug off, nothing scored.', actions: ['disableBugs', 'clear', assign({ hidden: [], claimed: [], score: null })] },
      },
    },
    scored: {
      description: 'Found, missed and false positives are shown; the bugs stay on until the hunt ends.',
      on: {
        'hunt.reveal': {
          target: 'revealed',
          actions: { type: 'persist', params: ({ context }) => ({ phase: 'revealed' as const, count: context.count, seed: context.seed, claimed: context.claimed }) },
        },
        'hunt.end': { target: 'setup', actions: ['disableBugs', 'clear', assign({ hidden: [], claimed: [], score: null })] },
      },
    },
    revealed: {
      description: 'The hidden bugs are named with their descriptions.',
      on: {
        'hunt.end': { target: 'setup', actions: ['disableBugs', 'clear', assign({ hidden: [], claimed: [], score: null })] },
      },
    },
  },
})

export type BugHuntMachine = typeof bugHuntMachine

/** The hunt's top-level state. */
export type BugHuntPhase = 'restoring' | 'setup' | HuntPhase

/** What the bug hunt view renders: `useSelector(ref, selectBugHuntView, shallowEqual)` re-renders only when one of these changes. */
export function selectBugHuntView(s: SnapshotFrom<BugHuntMachine>) {
  const { count, seed, seedText, hidden, claimed, score } = s.context
  return { phase: s.value as BugHuntPhase, count, seed, seedText, hidden, claimed, score, canStart: s.can({ type: 'hunt.start' }) }
}
export type BugHuntViewModel = ReturnType<typeof selectBugHuntView>
