/**
 * A generic "reach the target" challenge (an input-devices challenge): the page knows a target value
 * (a key, a slider value, an order, a typed text, a chosen menu item…), the learner's actions set
 * the current value, and the first value that equals the target solves the challenge. Used by
 * hovers, context-menu, double-click, key-presses, horizontal-slider, scroll-to-click, overlapped,
 * sortable-list and html5-drag. Values are strings so one machine fits them all.
 */
import { assign, setup } from 'xstate'

export interface TargetMatchInput {
  target: string
  /** The value shown before the learner acts (e.g. the slider's start, the list's start order). */
  initial?: string | null
}

export interface TargetMatchContext {
  target: string
  value: string | null
  /** How many values the learner set (shown as "attempts"). */
  tries: number
}

export type TargetMatchEvent = { type: 'goal.set'; value: string }

export const targetMatchMachine = setup({
  types: {
    context: {} as TargetMatchContext,
    events: {} as TargetMatchEvent,
    input: {} as TargetMatchInput,
    tags: {} as 'solved',
  },
  guards: {
    matches: ({ context, event }) => event.value === context.target,
  },
  actions: {
    record: assign(({ context, event }) => ({ value: event.value, tries: context.tries + 1 })),
  },
}).createMachine({
  id: 'challengeTargetMatch',
  context: ({ input }) => ({ target: input.target, value: input.initial ?? null, tries: 0 }),
  initial: 'pending',
  states: {
    pending: {
      description: 'The target is not reached yet.',
      on: {
        'goal.set': [
          { guard: 'matches', target: 'solved', actions: 'record', description: 'The value equals the target: solved.' },
          { actions: 'record', description: 'Another value: shown, still pending.' },
        ],
      },
    },
    solved: {
      tags: 'solved',
      description: 'Reached once: stays solved; later values are still shown.',
      on: {
        'goal.set': { actions: 'record' },
      },
    },
  },
})
