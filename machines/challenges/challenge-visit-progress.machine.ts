/**
 * Progress over distinct marks (a content challenge): each `progress.mark` with a new key counts once;
 * `target` distinct keys solve the challenge. Used by infinite-scroll (one key per loaded paragraph)
 * and floating-menu (one key per menu item used).
 */
import { assign, setup } from 'xstate'

export interface VisitProgressInput {
  target: number
  /** Keys already counted when the page starts (e.g. the first paragraphs). */
  initial?: string[]
}

export interface VisitProgressContext {
  target: number
  marked: string[]
}

export type VisitProgressEvent = { type: 'progress.mark'; key: string }

export const visitProgressMachine = setup({
  types: {
    context: {} as VisitProgressContext,
    events: {} as VisitProgressEvent,
    input: {} as VisitProgressInput,
    tags: {} as 'solved',
  },
  guards: {
    completes: ({ context, event }) => !context.marked.includes(event.key) && context.marked.length + 1 >= context.target,
  },
  actions: {
    /** Adds a key seen for the first time (a repeat changes nothing). */
    add: assign({ marked: ({ context, event }) => (context.marked.includes(event.key) ? context.marked : [...context.marked, event.key]) }),
  },
}).createMachine({
  id: 'challengeVisitProgress',
  context: ({ input }) => ({ target: input.target, marked: [...(input.initial ?? [])] }),
  initial: 'going',
  states: {
    going: {
      description: 'Fewer than `target` distinct keys so far.',
      on: {
        'progress.mark': [
          { guard: 'completes', target: 'done', actions: 'add', description: 'The last missing key: solved.' },
          { actions: 'add', description: 'A new key counts once; a key seen before changes nothing.' },
        ],
      },
    },
    done: {
      tags: 'solved',
      description: 'Every needed key was marked; more keys still count.',
      on: { 'progress.mark': { actions: 'add', description: 'Keys beyond the target still count (the infinite scroll keeps loading).' } },
    },
  },
})
