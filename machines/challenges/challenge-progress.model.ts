/** Graph model of the progress bar challenge: 50 % steps so the bar reaches 100 in two ticks. */
import type { EventFromLogic } from 'xstate'
import { after, defineModel } from '../shared/model'
import { progressMachine } from './challenge-progress.machine'

/** The model's input: the page's `?tick=` and `?step=` (see tests/model/ui/challenge-progress.ui.ts). */
export const PROGRESS_MODEL_INPUT = { tickMs: 2000, step: 50 }

export const progressModel = defineModel({
  id: 'challengeProgress',
  area: 'challenges',
  routes: ['/challenges/progress-bar'],
  title: 'Progress bar challenge',
  description: 'Start, one step per tick, Stop measures how far from 75 % the bar stopped; it stops by itself at 100 %.',
  machine: progressMachine,
  starts: [{ name: 'idle', input: PROGRESS_MODEL_INPUT }],
  events: () => [{ type: 'progress.start' }, { type: 'progress.stop' }, after('tick', 'challengeProgress.running')] as EventFromLogic<typeof progressMachine>[],
  context: (s) => ({ value: s.context.value, offBy: s.context.offBy }),
})
