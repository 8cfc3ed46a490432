/**
 * The session (spec 1 §3.4, §4): the startup authentication check, authenticated and
 * anonymous, logout that ignores a server failure, and expiry when a token refresh fails.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { User } from '../shared/types'

export interface SessionContext {
  hasToken: boolean
  user: User | null
  /** Why the session ended, for the toast: 'sessionExpired' after a failed refresh. */
  reason: 'sessionExpired' | 'loggedOut' | null
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
    input: {} as { hasToken: boolean },
    tags: {} as 'loading',
  },
  actors: {
    /** GET /auth/me with the stored token (the client refreshes once on a 401). */
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
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ hasToken: input.hasToken, user: null, reason: null }),
  initial: 'booting',
  states: {
    booting: {
      description: 'The authentication check runs only when an access token is stored.',
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
        onError: {
          description: 'A failed check clears the tokens; the visitor continues anonymously.',
          target: 'anonymous',
          actions: ['clearSession', assign({ user: null })],
        },
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
