/**
 * Delete account, in the settings' danger zone (docs/spec/1-shell-and-accounts.md §2.8, §4, §5, §7, §8, §9): a dialog whose
 * confirm button is enabled only when the typed text is exactly DELETE; a loading label while
 * DELETE /users/me runs; Escape or the backdrop closes and resets it. On success the stored
 * tokens and user are cleared at once, a success message shows, and 2 s later the user goes to /
 * (signed out). A failure shows the shared translated message of its FailureCode (a known server
 * text's translation, the server-error text for any 5xx, else "Failed to delete account").
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { stateName } from '../shared/state-name'
import { failureCode, type FailureCode } from '../shared/errors'

/** The word to type (docs/spec/1-shell-and-accounts.md §5, §9): exactly this, case-sensitive, no spaces. */
export const DELETE_CONFIRM_WORD = 'DELETE'

/** Redirect to / after a deletion (docs/spec/1-shell-and-accounts.md §4, §9). */
export const REDIRECT_DELAY_MS = 2000

export function confirmWordMatches(text: string): boolean {
  return text === DELETE_CONFIRM_WORD
}

export interface DeleteAccountFailure {
  /** What the dialog says (machines/shared/errors.ts); 'failed' → "Failed to delete account". */
  reason: FailureCode
}

export interface DeleteAccountContext {
  confirmText: string
  failure: DeleteAccountFailure | null
}

export type DeleteAccountEvent =
  | { type: 'delete.open' }
  | { type: 'delete.change'; value: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.close' }

function failureOf(error: unknown): DeleteAccountFailure {
  return { reason: failureCode(error) }
}

const RESET = { confirmText: '', failure: null }

export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    tags: {} as 'busy' | 'open',
  },
  actors: {
    /** DELETE /users/me. */
    deleteAccount: fromPromise<void>(async () => {
      throw new Error('deleteAccount is provided by the app')
    }),
  },
  actions: {
    /** Clears the stored tokens and user: the deleted account's session is gone. */
    clearStoredSession: () => {},
    /** Goes to / and ends the session without a server call. */
    leave: () => {},
  },
  delays: {
    redirectDelay: REDIRECT_DELAY_MS,
  },
  guards: {
    confirmed: ({ context }) => confirmWordMatches(context.confirmText),
  },
}).createMachine({
  id: 'deleteAccount',
  context: RESET,
  initial: 'closed',
  states: {
    closed: {
      on: { 'delete.open': { target: 'open', actions: assign(RESET) } },
    },
    open: {
      tags: ['open'],
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'delete.change': { actions: assign({ confirmText: ({ event }) => event.value }) },
            'delete.confirm': {
              guard: 'confirmed',
              description: 'Enabled only when the typed text is exactly DELETE.',
              target: 'deleting',
              actions: assign({ failure: null }),
            },
            'delete.close': {
              description: 'Escape, the backdrop or Cancel close the dialog and reset it.',
              target: '#deleteAccount.closed',
              actions: assign(RESET),
            },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteAccount',
            src: 'deleteAccount',
            onDone: { target: '#deleteAccount.deleted' },
            onError: {
              target: 'confirming',
              description: 'The server detail, else "Failed to delete account", shows in the dialog.',
              actions: assign({ failure: ({ event }) => failureOf(event.error) }),
            },
          },
        },
      },
    },
    deleted: {
      tags: ['open'],
      description: 'The tokens and user are cleared; a success message shows until the redirect 2 s later.',
      entry: 'clearStoredSession',
      after: { redirectDelay: { target: 'left', actions: 'leave' } },
    },
    left: { type: 'final' },
  },
})

export type DeleteAccountMachine = typeof deleteAccountMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type DeleteAccountSnap = SnapshotFrom<typeof deleteAccountMachine>

/** The account was deleted (then the user leaves). */
export function selectAccountDeleted(s: DeleteAccountSnap): boolean {
  return s.matches('deleted') || s.matches('left')
}

/** What the delete-account dialog renders: `useSelector(ref, selectDeleteAccountView, shallowEqual)`. */
export function selectDeleteAccountView(s: DeleteAccountSnap) {
  return { state: stateName(s), context: s.context, open: s.hasTag('open'), busy: s.hasTag('busy'), deleted: selectAccountDeleted(s) }
}
export type DeleteAccountViewModel = ReturnType<typeof selectDeleteAccountView>
