/** The token-refresh machine's graph model (tests/model/token-refresh.model.spec.ts). */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { tokenRefreshMachine } from './token-refresh.machine'

const httpError = (status: number, message: string): ApiError => ({ kind: 'http', status, message, issues: null })

export const tokenRefreshModel = defineModel({
  id: 'tokenRefresh',
  area: 'app',
  routes: ['/dashboard'],
  title: 'Token refresh',
  description: 'One refresh for any number of concurrent 401s; a failed refresh ends the session.',
  machine: tokenRefreshMachine,
  starts: [{ name: 'idle', input: undefined }],
  events: () =>
    [
      { type: 'refresh.request' },
      done('refreshTokens', undefined),
      failed('refreshTokens', httpError(401, 'Invalid refresh token')),
    ] as EventFromLogic<typeof tokenRefreshMachine>[],
  context: () => null,
})
