/**
 * The learner's progress on /learn, the dashboard and the profile (issue "Learn" §1, §3). A
 * signed-in learner's record is loaded (GET /progress), then what this browser holds is synced
 * into it (`syncLocal`, which records evidence: the one-time migration of challenge progress and lab
 * coverage, the lab's current figures, the lesson being opened); then an exported record can be
 * imported, or the record reset after a confirmation. (A challenge solved or a bug-hunt result is
 * reported by its own page as it happens: src/features/learn/learn-sync.ts.) A visitor who is not signed in reads the
 * curriculum without progress (`anonymous`). Every effect is a named actor the app provides.
 */
import { assign, fromPromise, setup } from 'xstate'
import { failureCode, type FailureCode } from '../shared/errors'
import type { ProgressImportRequest, ProgressResponse } from './progress-contract'

export interface LearnProgressContext {
  signedIn: boolean
  /** The lesson being opened (recorded as started by the sync). */
  lesson: { track: string; lesson: string } | null
  progress: ProgressResponse | null
  /** Task ids the last sync newly ticked. */
  ticked: string[]
  failure: FailureCode | null
  /** What the last import or reset refused (the record itself is unchanged). */
  actionFailure: FailureCode | null
}

export type LearnProgressEvent =
  | { type: 'progress.retry' }
  | { type: 'progress.import'; record: ProgressImportRequest }
  | { type: 'reset.request' }
  | { type: 'reset.confirm' }
  | { type: 'reset.cancel' }

export interface LearnProgressInput {
  signedIn: boolean
  lesson?: { track: string; lesson: string } | null
}

export interface SyncResult {
  progress: ProgressResponse
  ticked: string[]
}

export const learnProgressMachine = setup({
  types: {
    context: {} as LearnProgressContext,
    events: {} as LearnProgressEvent,
    input: {} as LearnProgressInput,
    tags: {} as 'busy',
  },
  actors: {
    loadProgress: fromPromise<ProgressResponse, void>(async () => {
      throw new Error('loadProgress is provided by the app')
    }),
    syncLocal: fromPromise<SyncResult, { progress: ProgressResponse; lesson: LearnProgressContext['lesson'] }>(async () => {
      throw new Error('syncLocal is provided by the app')
    }),
    importProgress: fromPromise<ProgressResponse, { record: ProgressImportRequest }>(async () => {
      throw new Error('importProgress is provided by the app')
    }),
    resetProgress: fromPromise<ProgressResponse, void>(async () => {
      throw new Error('resetProgress is provided by the app')
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: 'learnProgress',
  context: ({ input }) => ({ signedIn: input.signedIn, lesson: input.lesson ?? null, progress: null, ticked: [], failure: null, actionFailure: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'signedIn', target: 'loading' }, { target: 'anonymous', description: 'Not signed in: the curriculum is public, progress needs an account.' }],
    },
    anonymous: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProgress',
        src: 'loadProgress',
        onDone: { target: 'syncing', actions: assign({ progress: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureCode(event.error) }) },
      },
    },
    syncing: {
      tags: ['busy'],
      description: "What this browser holds goes into the record: the one-time migration, the lab's figures, the lesson opened.",
      invoke: {
        id: 'syncLocal',
        src: 'syncLocal',
        input: ({ context }) => ({ progress: context.progress!, lesson: context.lesson }),
        onDone: { target: 'ready', actions: assign({ progress: ({ event }) => event.output.progress, ticked: ({ event }) => event.output.ticked }) },
        onError: { target: 'ready', description: 'The sync is best effort: the loaded record still shows.' },
      },
    },
    failed: {
      on: { 'progress.retry': 'loading' },
    },
    ready: {
      on: {
        'progress.import': { target: 'importing' },
        'reset.request': { target: 'confirmingReset' },
      },
    },
    importing: {
      tags: ['busy'],
      entry: assign({ actionFailure: null }),
      invoke: {
        id: 'importProgress',
        src: 'importProgress',
        input: ({ event }) => ({ record: (event as Extract<LearnProgressEvent, { type: 'progress.import' }>).record }),
        onDone: { target: 'ready', actions: assign({ progress: ({ event }) => event.output, ticked: [] }) },
        onError: { target: 'ready', actions: assign({ actionFailure: ({ event }) => failureCode(event.error) }) },
      },
    },
    confirmingReset: {
      description: 'Reset asks first: the record cannot be recovered without an export.',
      on: { 'reset.confirm': 'resetting', 'reset.cancel': 'ready' },
    },
    resetting: {
      tags: ['busy'],
      entry: assign({ actionFailure: null }),
      invoke: {
        id: 'resetProgress',
        src: 'resetProgress',
        onDone: { target: 'ready', actions: assign({ progress: ({ event }) => event.output, ticked: [] }) },
        onError: { target: 'ready', actions: assign({ actionFailure: ({ event }) => failureCode(event.error) }) },
      },
    },
  },
})
