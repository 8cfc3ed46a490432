/**
 * A generic "report what you read" check (a content challenge): the page knows the answer (a cell of
 * a shuffled table, whether this load has a typo, how many images are broken), the learner's test
 * submits what it read, and the page says right or wrong. Used by dynamic-table, typos and
 * broken-images. Answers are compared trimmed and case-insensitively.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'

export interface AnswerCheckInput {
  answer: string
}

export interface AnswerCheckContext {
  answer: string
  /** The last submitted value. */
  last: string | null
  tries: number
}

export type AnswerCheckEvent = { type: 'answer.submit'; value: string }

const normal = (value: string) => value.trim().toLowerCase()

export const answerCheckMachine = setup({
  types: {
    context: {} as AnswerCheckContext,
    events: {} as AnswerCheckEvent,
    input: {} as AnswerCheckInput,
    tags: {} as 'solved',
  },
  guards: {
    right: ({ context, event }) => event.type === 'answer.submit' && normal(event.value) === normal(context.answer),
  },
  actions: {
    record: assign(({ context, event }) => (event.type === 'answer.submit' ? { last: event.value, tries: context.tries + 1 } : {})),
  },
}).createMachine({
  id: 'challengeAnswerCheck',
  context: ({ input }) => ({ answer: input.answer, last: null, tries: 0 }),
  initial: 'asking',
  states: {
    asking: {
      description: 'Nothing submitted yet.',
      on: {
        'answer.submit': [
          { guard: 'right', target: 'solved', actions: 'record', description: 'The value matches what the page shows.' },
          { target: 'wrong', actions: 'record', description: 'Another value: the page says it is wrong.' },
        ],
      },
    },
    wrong: {
      description: 'The last value was wrong; the learner may submit again.',
      on: {
        'answer.submit': [
          { guard: 'right', target: 'solved', actions: 'record' },
          { target: 'wrong', actions: 'record', reenter: true, description: 'Still wrong: the verdict stays.' },
        ],
      },
    },
    solved: {
      tags: 'solved',
      description: 'Right once: stays solved.',
    },
  },
})

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type AnswerCheckSnap = SnapshotFrom<typeof answerCheckMachine>

/** The form's verdict: solved, wrong, or still asking. */
export function selectAnswerVerdict(s: AnswerCheckSnap): 'solved' | 'wrong' | 'asking' {
  return (s.hasTag('solved') ? 'solved' : s.matches('wrong') ? 'wrong' : 'asking')
}
