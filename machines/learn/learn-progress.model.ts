/**
 * The learnProgress machine's graph model (tests/model/learn-progress.model.spec.ts runs it on /learn
 * against the sandbox's GET/PUT/DELETE /progress and POST /progress/events).
 */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { learnProgressMachine } from './learn-progress.machine'
import { emptyProgressDocument, type ProgressResponse } from './progress-contract'

type Ev = EventFromLogic<typeof learnProgressMachine>

export const LEARN_SAMPLE_PROGRESS: ProgressResponse = { ...emptyProgressDocument(), email: 'demo@example.com' }
const SERVER_ERROR: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }
const REFUSED: ApiError = { kind: 'http', status: 422, message: 'Unprocessable Entity', issues: [{ loc: ['body', 'version'], msg: "Input should be 1", type: 'literal_error' }] }

export const learnProgressModel = defineModel({
  id: 'learnProgress',
  area: 'app',
  routes: ['/learn', '/dashboard', '/profile'],
  title: 'Learning progress',
  description: 'The progress record on /learn: load, sync what the browser holds, import an export, reset after a confirmation; visitors read without progress.',
  machine: learnProgressMachine,
  starts: [
    { name: 'signed in', input: { signedIn: true } },
    { name: 'visitor', input: { signedIn: false } },
  ],
  events: (s) => {
    const events: Ev[] = []
    if (s.matches('loading')) events.push(done('loadProgress', LEARN_SAMPLE_PROGRESS) as unknown as Ev, failed('loadProgress', SERVER_ERROR) as unknown as Ev)
    if (s.matches('syncing')) events.push(done('syncLocal', { progress: LEARN_SAMPLE_PROGRESS, ticked: [] }) as unknown as Ev, failed('syncLocal', SERVER_ERROR) as unknown as Ev)
    if (s.matches('failed')) events.push({ type: 'progress.retry' })
    if (s.matches('ready')) events.push({ type: 'progress.import', record: { version: 1, evidence: {} } }, { type: 'reset.request' })
    if (s.matches('importing')) events.push(done('importProgress', LEARN_SAMPLE_PROGRESS) as unknown as Ev, failed('importProgress', REFUSED) as unknown as Ev)
    if (s.matches('confirmingReset')) events.push({ type: 'reset.confirm' }, { type: 'reset.cancel' })
    if (s.matches('resetting')) events.push(done('resetProgress', LEARN_SAMPLE_PROGRESS) as unknown as Ev, failed('resetProgress', SERVER_ERROR) as unknown as Ev)
    return events
  },
  context: (s) => [s.context.failure !== null, s.context.actionFailure !== null],
})
