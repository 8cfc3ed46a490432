/**
 * A seeded draw from a fixed list (a browser-features challenge; the-internet "Notification
 * Messages"): each `draw.next` "reloads" (the named delay `reload`) and then shows one of
 * `size` messages, chosen by mulberry32 from the seed and the number of draws so far. The same
 * seed always gives the same sequence. Solved once the `target` message was shown.
 */
import { assign, setup } from 'xstate'
import { mulberry32 } from '../shared/random'

export interface SeededDrawInput {
  seed: number
  size: number
  /** The index that solves the challenge. */
  target: number
}

export interface SeededDrawContext extends SeededDrawInput {
  draws: number
  current: number | null
}

export type SeededDrawEvent = { type: 'draw.next' } | { type: 'draw.dismiss' }

/** The n-th draw (0-based) of a seed: an index in [0, size). */
export function drawAt(seed: number, n: number, size: number): number {
  const rand = mulberry32((seed >>> 0) + n * 7919)
  return Math.floor(rand() * size)
}

export const seededDrawMachine = setup({
  types: {
    context: {} as SeededDrawContext,
    events: {} as SeededDrawEvent,
    input: {} as SeededDrawInput,
    tags: {} as 'busy' | 'solved',
  },
  delays: {
    /** The reference page reloads before showing the message. */
    reload: 300,
  },
  guards: {
    /** The draw about to be made is the target. */
    nextHitsTarget: ({ context }) => drawAt(context.seed, context.draws, context.size) === context.target,
  },
  actions: {
    draw: assign(({ context }) => ({ current: drawAt(context.seed, context.draws, context.size), draws: context.draws + 1 })),
    dismiss: assign({ current: null }),
  },
}).createMachine({
  id: 'challengeSeededDraw',
  context: ({ input }) => ({ ...input, draws: 0, current: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No message shown (at first, or dismissed).',
      on: { 'draw.next': 'loading' },
    },
    loading: {
      tags: 'busy',
      description: 'The "page reload" before the next message.',
      after: {
        reload: [
          { guard: 'nextHitsTarget', target: 'solved', actions: 'draw', description: 'The drawn message is the target: solved.' },
          { target: 'shown', actions: 'draw' },
        ],
      },
    },
    shown: {
      description: 'A message that is not the target is shown.',
      on: { 'draw.next': 'loading', 'draw.dismiss': { target: 'idle', actions: 'dismiss' } },
    },
    solved: {
      tags: 'solved',
      description: 'The target message was shown once: stays solved; more draws still work.',
      initial: 'shown',
      states: {
        shown: { on: { 'draw.next': 'loading', 'draw.dismiss': { target: 'hidden', actions: 'dismiss' } } },
        hidden: { on: { 'draw.next': 'loading' } },
        loading: { tags: 'busy', after: { reload: { target: 'shown', actions: 'draw' } } },
      },
    },
  },
})
