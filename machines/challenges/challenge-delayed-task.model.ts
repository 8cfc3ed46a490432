/**
 * Graph model of the delayed-task machine, from the three pages that show each part of it: a
 * client timer with a probe (the animated button), requests that queue (AJAX data) and a page
 * whose content loads at once and may fail (load delay). Counts are capped so the graph stays small.
 */
import type { EventFromLogic } from 'xstate'
import { after, defineModel, done, failed } from '../shared/model'
import { delayedTaskMachine } from './challenge-delayed-task.machine'

type Ev = EventFromLogic<typeof delayedTaskMachine>

/** The delays of the model's pages (the `?delay=` of tests/model/ui/challenge-delayed-task.ui.ts). */
export const DELAYED_TASK_MODEL_DELAY_MS = { timer: 1500, request: 0 }

export const delayedTaskModel = defineModel({
  id: 'challengeDelayedTask',
  area: 'challenges',
  routes: ['/challenges/client-delay', '/challenges/load-delay', '/challenges/ajax-data', '/challenges/dynamic-loading', '/challenges/animated-button', '/challenges/auto-wait'],
  title: 'Delayed task (waiting challenges)',
  description: 'A client timer or a sandbox request that finishes late; starts while busy queue one more run; a probe records whether the learner acted too early.',
  machine: delayedTaskMachine,
  starts: [
    { name: 'timer (animated button)', input: { mode: 'timer', delayMs: DELAYED_TASK_MODEL_DELAY_MS.timer } },
    { name: 'request (AJAX data)', input: { mode: 'request', delayMs: DELAYED_TASK_MODEL_DELAY_MS.request } },
    { name: 'load at once (load delay)', input: { mode: 'request', delayMs: DELAYED_TASK_MODEL_DELAY_MS.request, autoStart: true } },
  ],
  events: (s) => {
    const c = s.context
    if (c.mode === 'timer') {
      // The animated button: Start while it moves queues one more run; the target can be clicked any time.
      const timer: Ev[] = [{ type: 'task.start' }, { type: 'task.probe' }, after('work', 'challengeDelayedTask.working.timer') as unknown as Ev]
      return timer
    }
    const results: Ev[] = [done('task', 'Data loaded with AJAX get request.') as unknown as Ev, failed('task', { code: 'server' }) as unknown as Ev]
    // The load-delay page has no start button: only its retry after a failure.
    if (!c.autoStart || s.matches('failed')) results.push({ type: 'task.start' })
    return results
  },
  context: (s) => ({
    mode: s.context.mode,
    autoStart: s.context.autoStart,
    queued: Math.min(s.context.queued, 1),
    completed: Math.min(s.context.completed, 1),
    failed: s.context.error !== null,
    probe: s.context.probe,
  }),
})
