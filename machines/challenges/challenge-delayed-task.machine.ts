/**
 * A task that finishes late (a "waiting and timing" challenge): one generic machine behind the
 * client-side delay, load delay, AJAX data, dynamic loading, animated button and
 * auto-wait challenges. The task is either a client-side timer (the named delay `work`, the
 * learner's `?delay=`) or a request (the invoked actor `task`, whose delay the sandbox route
 * applies). Starting while busy queues one more run (clicking twice queues two results).
 * `task.probe` records whether the learner acted while the task was still running (the animated
 * button clicked mid-move, the auto-wait target used while its states were applied).
 */
import { assign, fromPromise, setup } from 'xstate'

/** The reference sites' delay: 15 seconds. */
export const DEFAULT_TASK_DELAY_MS = 15_000
/** The longest client-side delay a page accepts from `?delay=`. */
export const MAX_TASK_DELAY_MS = 60_000

export type TaskMode = 'timer' | 'request'

export interface DelayedTaskInput {
  mode: TaskMode
  /** The client-side delay (timer mode) or the delay the request asks the sandbox for. */
  delayMs: number
  /** Start once on creation (a page whose content loads late; request mode only). */
  autoStart?: boolean
}

export interface DelayedTaskContext {
  mode: TaskMode
  delayMs: number
  autoStart: boolean
  /** Runs still to do after the current one. */
  queued: number
  /** Runs finished so far. */
  completed: number
  /** What each finished run gave (the request's label; '' for a timer). */
  results: string[]
  /** The failed request's error code, translated by the view. */
  error: string | null
  /** The last probe: was the task running when the learner acted? */
  probe: 'early' | 'ready' | null
}

/** `task.start` may carry its own delay (the auto-wait page's 3 s / 5 s / 10 s buttons). */
export type DelayedTaskEvent = { type: 'task.start'; delayMs?: number } | { type: 'task.probe' }

export const delayedTaskMachine = setup({
  types: {
    context: {} as DelayedTaskContext,
    events: {} as DelayedTaskEvent,
    input: {} as DelayedTaskInput,
    tags: {} as 'busy',
  },
  actors: {
    /** The request (provided by the page): resolves with the label the server sent. */
    task: fromPromise<string, { delayMs: number }>(async () => ''),
  },
  guards: {
    isTimer: ({ context }) => context.mode === 'timer',
    autoStart: ({ context }) => context.autoStart,
    hasQueued: ({ context }) => context.queued > 0,
  },
  actions: {
    queue: assign({ queued: ({ context }) => context.queued + 1 }),
    setDelay: assign({ delayMs: ({ context, event }) => (event.type === 'task.start' && event.delayMs !== undefined ? event.delayMs : context.delayMs) }),
    finish: assign(({ context }, params: { result: string }) => ({
      completed: context.completed + 1,
      results: [...context.results, params.result],
      error: null,
    })),
    clearError: assign({ error: null }),
    dequeue: assign({ queued: ({ context }) => context.queued - 1 }),
    fail: assign((_, params: { code: string }) => ({ error: params.code, queued: 0 })),
    probeEarly: assign({ probe: 'early' as const }),
    probeReady: assign({ probe: 'ready' as const }),
  },
  delays: {
    /** The client-side delay: 15 s, the reference sites'. Pages run `delayedTaskWithInputDelay` (the input's `delayMs`, their `?delay=`). */
    work: DEFAULT_TASK_DELAY_MS,
  },
}).createMachine({
  id: 'challengeDelayedTask',
  context: ({ input }) => ({
    mode: input.mode,
    delayMs: input.delayMs,
    autoStart: input.autoStart ?? false,
    queued: 0,
    completed: 0,
    results: [],
    error: null,
    probe: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      always: [
        { guard: 'autoStart', target: 'working.request', description: 'A page whose content loads late requests it at once (request mode).' },
        { target: 'idle' },
      ],
    },
    idle: {
      description: 'Nothing running: finished results (if any) are shown.',
      on: {
        'task.start': [
          { guard: 'isTimer', target: 'working.timer', actions: 'setDelay' },
          { target: 'working.request', actions: 'setDelay' },
        ],
        'task.probe': { actions: 'probeReady' },
      },
    },
    working: {
      tags: ['busy'],
      description: 'Entered at `timer` or `request` by mode (never by default).',
      initial: 'timer',
      on: {
        'task.start': { actions: 'queue', description: 'Clicking again queues one more run.' },
        'task.probe': { actions: 'probeEarly', description: 'The learner acted before the task ended.' },
      },
      states: {
        timer: {
          description: 'A client-side computation: the named delay `work`.',
          after: {
            work: [
              { guard: 'hasQueued', target: 'timer', reenter: true, actions: [{ type: 'finish', params: { result: '' } }, 'dequeue'], description: 'Done; a queued run starts now.' },
              { target: '#challengeDelayedTask.idle', actions: { type: 'finish', params: { result: '' } } },
            ],
          },
        },
        request: {
          description: 'A sandbox request answered after its `delay`.',
          invoke: {
            id: 'task',
            src: 'task',
            input: ({ context }) => ({ delayMs: context.delayMs }),
            onDone: [
              {
                guard: 'hasQueued',
                target: 'request',
                reenter: true,
                actions: [{ type: 'finish', params: ({ event }) => ({ result: String(event.output) }) }, 'dequeue'],
                description: 'Answered; the queued request goes out now.',
              },
              { target: '#challengeDelayedTask.idle', actions: { type: 'finish', params: ({ event }) => ({ result: String(event.output) }) } },
            ],
            onError: {
              target: '#challengeDelayedTask.failed',
              actions: { type: 'fail', params: ({ event }) => ({ code: (event.error as { code?: string } | null)?.code ?? 'unknown' }) },
            },
          },
        },
      },
    },
    failed: {
      description: 'The request failed: the error is shown; starting again retries.',
      on: { 'task.start': { target: 'working.request', actions: ['setDelay', 'clearError'] } },
    },
  },
})

/** The machine as pages run it: the named delay `work` is the input's `delayMs` (or the start event's). */
export const delayedTaskWithInputDelay = delayedTaskMachine.provide({ delays: { work: ({ context }) => context.delayMs } })
