/**
 * The session (docs/spec/1-shell-and-accounts.md §3.4, §4): the startup authentication check, authenticated and
 * anonymous, logout that ignores a server failure, and expiry when a token refresh fails.
 */
import { assign, fromPromise, setup } from 'xstate'
import { toApiError } from '../shared/api-error'
import type { User } from '../shared/types'

/** The check was refused for the stored credentials (a 401/403, or the refresh failed): they are dead. */
export function credentialsRefused(error: unknown): boolean {
  const e = toApiError(error)
  return e.kind === 'session' || e.status === 401 || e.status === 403
}

export interface SessionContext {
  hasToken: boolean
  user: User | null
  /**
   * Why the session ended, for the toast: 'sessionExpired' after a failed refresh; 'unreachable'
   * when the startup check got no answer (network, 5xx) and the tokens were kept for the next visit.
   */
  reason: 'sessionExpired' | 'loggedOut' | 'unreachable' | null
}

export type SessionEvent =
  | { type: 'session.login'; user: User }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  /** The profile was saved: the signed-in user's new values (header name, stored user). */
  | { type: 'session.userUpdated'; user: User }
  /** Local sign-out without a server call: the account was deleted, its tokens are revoked. */
  | { type: 'session.clear' }

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    /** hasToken: an access token or a refresh token is stored (src/api/tokens.ts hasStoredToken). */
    input: {} as { hasToken: boolean },
    tags: {} as 'loading',
  },
  actors: {
    /**
     * GET /auth/me with the stored token. The client renews the access token first when only the
     * refresh token is usable (a corrupted access token is discarded), and refreshes once on a 401
     * and retries; only a failed refresh ends the session (session.expired).
     */
    fetchCurrentUser: fromPromise<User>(async () => {
      throw new Error('fetchCurrentUser is provided by the app')
    }),
    /** POST /auth/logout; its failure is ignored. */
    logout: fromPromise<void>(async () => {
      throw new Error('logout is provided by the app')
    }),
  },
  actions: {
    /** Stores the user and the persisted auth state. */
    persistUser: (_, _params: { user: User }) => {},
    /** Clears tokens, user and the persisted auth state. */
    clearSession: () => {},
    /** Tells the user the session expired and sends them to /login (unless on an auth page). */
    notifyExpired: () => {},
    notifyLoggedOut: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    credentialsRefused: (_, params: { error: unknown }) => credentialsRefused(params.error),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ hasToken: input.hasToken, user: null, reason: null }),
  initial: 'booting',
  states: {
    booting: {
      description: 'The authentication check runs when an access or a refresh token is stored.',
      tags: ['loading'],
      always: [{ guard: 'hasToken', target: 'checking' }, { target: 'anonymous' }],
    },
    checking: {
      tags: ['loading'],
      on: {
        'session.expired': {
          description: 'The stored tokens are dead: the refresh during the check failed.',
          target: 'anonymous',
          actions: ['clearSession', assign({ user: null, reason: 'sessionExpired' }), 'notifyExpired'],
        },
      },
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: {
          target: 'authenticated',
          actions: [
            assign({ user: ({ event }) => event.output, reason: null }),
            { type: 'persistUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'credentialsRefused', params: ({ event }) => ({ error: event.error }) },
            description: 'The server refused the stored credentials (401/403 without a usable refresh): the tokens are cleared.',
            target: 'anonymous',
            actions: ['clearSession', assign({ user: null })],
          },
          {
            description:
              'The server could not be asked (network, timeout, 5xx): the visitor continues anonymously but the tokens are kept, so the next visit checks again.',
            target: 'anonymous',
            actions: assign({ user: null, reason: 'unreachable' }),
          },
        ],
      },
    },
    anonymous: {
      on: {
        'session.login': {
          target: 'authenticated',
          actions: [
            assign({ user: ({ event }) => event.user, reason: null }),
            { type: 'persistUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
    authenticated: {
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.userUpdated': {
          description: 'The profile was saved: the header and the stored user show the new values.',
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'persistUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
        'session.clear': {
          description: 'The account was deleted: local state and storage are cleared without calling the server.',
          target: 'anonymous',
          actions: ['clearSession', assign({ user: null, reason: null })],
        },
        'session.expired': {
          description: 'The token refresh failed: tokens are cleared and the user is sent to /login.',
          target: 'anonymous',
          actions: ['clearSession', assign({ user: null, reason: 'sessionExpired' }), 'notifyExpired'],
        },
      },
    },
    loggingOut: {
      description: 'The server is told with the current token; local state is cleared whatever it answers.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'anonymous', actions: ['clearSession', assign({ user: null, reason: 'loggedOut' }), 'notifyLoggedOut'] },
        onError: { target: 'anonymous', actions: ['clearSession', assign({ user: null, reason: 'loggedOut' }), 'notifyLoggedOut'] },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
