/**
 * Token refresh (docs/spec/1-shell-and-accounts.md §4, §7): a 401 triggers one refresh; requests that get a 401 while a
 * refresh runs wait for that same refresh (one call for any number of concurrent 401s).
 * The HTTP client subscribes to the emitted `refresh.succeeded` / `refresh.failed` and retries.
 */
import { emit, fromPromise, setup } from 'xstate'

export type TokenRefreshEvent = { type: 'refresh.request' }
export type TokenRefreshEmitted = { type: 'refresh.succeeded' } | { type: 'refresh.failed' }

export const tokenRefreshMachine = setup({
  types: {
    events: {} as TokenRefreshEvent,
    emitted: {} as TokenRefreshEmitted,
  },
  actors: {
    /** POST /auth/refresh with the stored refresh token; stores the new tokens. */
    refreshTokens: fromPromise<void>(async () => {
      throw new Error('refreshTokens is provided by the app')
    }),
  },
  actions: {
    /** Clears tokens and ends the session (the app sends the user to /login). */
    expireSession: () => {},
  },
}).createMachine({
  id: 'tokenRefresh',
  initial: 'idle',
  states: {
    idle: {
      on: { 'refresh.request': 'refreshing' },
    },
    refreshing: {
      description: 'Further refresh requests are absorbed: they wait for this call.',
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: { target: 'idle', actions: emit({ type: 'refresh.succeeded' }) },
        onError: { target: 'failed', actions: [emit({ type: 'refresh.failed' }), 'expireSession'] },
      },
    },
    failed: {
      description: 'The last refresh failed and the session ended; a later 401 (after a new login) may refresh again.',
      on: { 'refresh.request': 'refreshing' },
    },
  },
})

export type TokenRefreshMachine = typeof tokenRefreshMachine
