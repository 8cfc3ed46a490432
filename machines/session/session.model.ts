/** The session machine's graph model (tests/model/session.model.spec.ts). */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { SAMPLE_USER } from '../shared/testing'
import { sessionMachine } from './session.machine'

const httpError = (status: number, message: string): ApiError => ({ kind: 'http', status, message, issues: null })

export const sessionModel = defineModel({
  id: 'session',
  area: 'app',
  routes: ['/login', '/dashboard'],
  title: 'Session',
  description: 'Startup authentication check, signed in and out, logout, expiry after a failed refresh.',
  machine: sessionMachine,
  starts: [
    { name: 'no stored token', input: { hasToken: false } },
    { name: 'stored token', input: { hasToken: true } },
  ],
  events: () =>
    [
      { type: 'session.login', user: SAMPLE_USER },
      { type: 'session.logout' },
      { type: 'session.expired' },
      { type: 'session.userUpdated', user: SAMPLE_USER },
      { type: 'session.clear' },
      done('fetchCurrentUser', SAMPLE_USER),
      failed('fetchCurrentUser', httpError(500, 'Internal Server Error')),
      failed('fetchCurrentUser', httpError(403, 'Not allowed')),
      done('logout', undefined),
      failed('logout', httpError(500, 'Internal Server Error')),
    ] as EventFromLogic<typeof sessionMachine>[],
  context: (s) => ({ signedIn: s.context.user !== null }),
})
