/**
 * One request-and-show machine for the browser-feature challenges: status codes,
 * basic auth, file upload and geolocation send something (a fetch, the browser's location
 * API) and show what came back. The effect is the named actor `request` (provided by the page);
 * expected outcomes (a 404, a refused password, a denied permission) resolve with `ok: false`
 * or a code, only an unexpected failure rejects. The challenge is solved once `goal` distinct
 * codes were answered with `ok: true` (status codes: all four; the others: one success).
 */
import { assign, fromPromise, setup } from 'xstate'
import { failureCode } from '../shared/errors'

export interface BrowserRequestResult {
  /** Counts towards the goal. */
  ok: boolean
  /** What happened, for the view to translate ('200', 'granted', 'denied', 'uploaded', …). */
  code: string
  /** The HTTP status, when there was one. */
  status: number | null
  /** Values the view shows (coordinates, file name and size, the redirect target…). */
  values: Record<string, string | number | boolean>
}

export interface BrowserRequestInput {
  /** Distinct ok codes needed to solve (default 1). */
  goal?: number
}

export interface BrowserRequestContext {
  goal: number
  params: Record<string, unknown>
  result: BrowserRequestResult | null
  /** A failure code (machines/shared/errors FailureCode) the view translates. */
  error: string | null
  /** Distinct codes answered with ok. */
  okCodes: string[]
}

export type BrowserRequestEvent = { type: 'request.send'; params: Record<string, unknown> }

export const browserRequestMachine = setup({
  types: {
    context: {} as BrowserRequestContext,
    events: {} as BrowserRequestEvent,
    input: {} as BrowserRequestInput,
    tags: {} as 'busy' | 'solved',
  },
  actors: {
    /** The page's effect (fetch, geolocation, upload). */
    request: fromPromise<BrowserRequestResult, Record<string, unknown>>(async () => ({ ok: true, code: 'ok', status: null, values: {} })),
  },
  guards: {
    reachesGoal: ({ context, event }) => {
      const output = (event as unknown as { output?: BrowserRequestResult }).output
      if (!output?.ok) return context.okCodes.length >= context.goal
      return new Set([...context.okCodes, output.code]).size >= context.goal
    },
  },
  actions: {
    remember: assign(({ event }) => ({ params: event.params, error: null })),
    store: assign(({ context, event }) => {
      const output = (event as unknown as { output: BrowserRequestResult }).output
      const okCodes = output.ok && !context.okCodes.includes(output.code) ? [...context.okCodes, output.code] : context.okCodes
      return { result: output, error: null, okCodes }
    }),
    storeError: assign(({ event }) => ({ result: null, error: failureCode((event as unknown as { error: unknown }).error) })),
  },
}).createMachine({
  id: 'challengeBrowserRequest',
  context: ({ input }) => ({ goal: input.goal ?? 1, params: {}, result: null, error: null, okCodes: [] }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing sent yet.',
      on: { 'request.send': { target: 'sending', actions: 'remember' } },
    },
    sending: {
      tags: 'busy',
      description: 'The request (or the browser API) is running; the page shows a busy state.',
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ context }) => context.params,
        onDone: [
          { guard: 'reachesGoal', target: 'solved', actions: 'store', description: 'The answer completes the goal.' },
          { target: 'answered', actions: 'store' },
        ],
        onError: { target: 'failed', actions: 'storeError', description: 'An unexpected failure (network, timeout): translated, never raw.' },
      },
    },
    answered: {
      description: 'The answer is shown; another request can be sent.',
      on: { 'request.send': { target: 'sending', actions: 'remember' } },
    },
    failed: {
      description: 'The failure is shown; the learner can try again.',
      on: { 'request.send': { target: 'sending', actions: 'remember' } },
    },
    solved: {
      tags: 'solved',
      description: 'The goal was reached once: stays solved; later answers are still shown.',
      initial: 'shown',
      states: {
        shown: { on: { 'request.send': { target: 'sending', actions: 'remember' } } },
        sending: {
          tags: 'busy',
          invoke: {
            id: 'request',
            src: 'request',
            input: ({ context }) => context.params,
            onDone: { target: 'shown', actions: 'store' },
            onError: { target: 'shown', actions: 'storeError' },
          },
        },
      },
    },
  },
})
