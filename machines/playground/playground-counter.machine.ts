/**
 * The playground counter (docs/spec/3-playground.md "Component playground", §4): increment, decrement and reset.
 * The spec sets no bounds: the count may go below zero (a boundary worth testing).
 */
import { assign, setup } from 'xstate'

export const COUNTER_START = 0

export interface CounterContext {
  count: number
}

export type CounterEvent = { type: 'counter.increment' } | { type: 'counter.decrement' } | { type: 'counter.reset' }

export const counterMachine = setup({
  types: {
    context: {} as CounterContext,
    events: {} as CounterEvent,
  },
  actions: {
    increment: assign({ count: ({ context }) => context.count + 1 }),
    decrement: assign({ count: ({ context }) => context.count - 1 }),
    reset: assign({ count: COUNTER_START }),
  },
}).createMachine({
  id: 'playgroundCounter',
  context: { count: COUNTER_START },
  initial: 'counting',
  states: {
    counting: {
      on: {
        'counter.increment': { actions: 'increment' },
        'counter.decrement': { actions: 'decrement', description: 'No lower bound: -1, -2, … are shown.' },
        'counter.reset': { actions: 'reset', description: 'Back to 0.' },
      },
    },
  },
})
