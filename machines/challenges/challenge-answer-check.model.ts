/** Graph model of the "report what you read" check (a content challenge), as the typos page uses it. */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { answerCheckMachine } from './challenge-answer-check.machine'

export const answerCheckModel = defineModel({
  id: 'challengeAnswerCheck',
  area: 'challenges',
  routes: ['/challenges/typos', '/challenges/dynamic-table', '/challenges/broken-images'],
  title: 'Answer check',
  description: 'The learner submits what the page shows (a table cell, typo or not, a count); wrong answers may be retried, a right one solves it.',
  machine: answerCheckMachine,
  starts: [{ name: 'a load with a typo', input: { answer: 'typo' } }],
  events: (): Array<EventFromLogic<typeof answerCheckMachine>> => [
    { type: 'answer.submit', value: 'clean' },
    { type: 'answer.submit', value: 'typo' },
  ],
  context: (s) => s.context.last,
})
