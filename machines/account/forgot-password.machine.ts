/**
 * The forgot-password screen (docs/spec/1-shell-and-accounts.md §2.6, §4 "Password-reset flow", §5, §8, §9): an e-mail
 * field; the request; then either the "check your email" view (registered e-mail) or the
 * temporary-password modal (unregistered e-mail: masked password with show/hide and copy, the
 * 30-minute expiry, the not-registered notice, close and go-to-login). A network or certificate
 * failure is reported as a probable firewall block.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { TEMP_PASSWORD_TTL_MS } from '../shared/contracts'
import { failureCode, toApiError, type FailureCode } from '../shared/errors'
import { emailError, type FieldError } from '../shared/validation'

/** What the API answers (src/api/account.ts requestPasswordReset). */
export interface PasswordResetOutput {
  message: string
  tempPassword: string | null
  registered: boolean
}

/** docs/spec/1-shell-and-accounts.md §5: an empty e-mail gets "Please enter your email address"; a malformed one the @ message. */
export type ForgotPasswordEmailError = { code: 'emailRequired' } | Exclude<FieldError, { code: 'required' }>

/**
 * Why the request failed (docs/spec/1-shell-and-accounts.md §8): `failed` with the shared failure code (a known server text
 * such as the withdrawn-account one, 'server' for any 5xx, 'failed' → "Failed to send reset
 * instructions"; never the raw server text), `firewall` for a network or certificate failure, `timeout`.
 */
export type ForgotPasswordFailure = { code: 'failed'; reason: FailureCode } | { code: 'firewall' } | { code: 'timeout' }

export interface ForgotPasswordContext {
  email: string
  /** A submit was attempted: the field message shows (and follows the typing from then on). */
  attempted: boolean
  /** The e-mail the last successful request was for (check-email view, modal). */
  sentTo: string
  tempPassword: string | null
  /** false: the e-mail has no account (the modal's notice). */
  registered: boolean
  showTempPassword: boolean
  /** The temporary password was copied to the clipboard (the copy button says so). */
  copied: boolean
  failure: ForgotPasswordFailure | null
}

export type ForgotPasswordEvent =
  | { type: 'email.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'checkEmail.retry' }
  | { type: 'tempPassword.toggleVisibility' }
  | { type: 'tempPassword.copy' }
  | { type: 'tempPassword.close' }
  | { type: 'tempPassword.goToLogin' }

/** docs/spec/1-shell-and-accounts.md §9: a temporary password is valid for 30 minutes. */
export const TEMP_PASSWORD_MINUTES = TEMP_PASSWORD_TTL_MS / 60_000

export function forgotPasswordEmailError(email: string): ForgotPasswordEmailError | null {
  const error = emailError(email)
  if (!error) return null
  return error.code === 'required' ? { code: 'emailRequired' } : (error as ForgotPasswordEmailError)
}

export function forgotPasswordFailure(error: unknown): ForgotPasswordFailure {
  const e = toApiError(error)
  if (e.kind === 'network' || e.kind === 'aborted' || e.kind === 'certificate') return { code: 'firewall' }
  if (e.kind === 'timeout') return { code: 'timeout' }
  return { code: 'failed', reason: failureCode(e) }
}

const INITIAL: ForgotPasswordContext = {
  email: '',
  attempted: false,
  sentTo: '',
  tempPassword: null,
  registered: true,
  showTempPassword: false,
  copied: false,
  failure: null,
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    tags: {} as 'busy' | 'modalOpen',
  },
  actors: {
    /** POST /auth/password-reset. */
    requestReset: fromPromise<PasswordResetOutput, { email: string }>(async () => {
      throw new Error('requestReset is provided by the app')
    }),
    /** Writes the text to the clipboard (the app: navigator.clipboard.writeText). */
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyText is provided by the app')
    }),
  },
  actions: {
    /** Success toast: "Password reset instructions have been sent to your email". */
    notifySent: () => {},
    /** The toast announcing the generated temporary password (Korean on the Korean screen). */
    notifyTempPassword: () => {},
    /** Failure toast: the server message, else "Failed to send reset instructions"; or the firewall text. */
    notifyFailed: (_, _params: { failure: ForgotPasswordFailure }) => {},
    notifyCopied: () => {},
    notifyCopyFailed: () => {},
    goToLogin: () => {},
  },
  guards: {
    emailValid: ({ context }) => forgotPasswordEmailError(context.email) === null,
    hasTempPassword: (_, params: { output: PasswordResetOutput }) => Boolean(params.output.tempPassword),
  },
}).createMachine({
  id: 'forgotPassword',
  context: INITIAL,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value }) },
        'form.submit': [
          { guard: 'emailValid', target: 'sending', actions: assign({ failure: null }) },
          { description: '"Please enter your email address" or "Email must contain @".', actions: assign({ attempted: true }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: 'hasTempPassword', params: ({ event }) => ({ output: event.output }) },
            target: 'tempPassword',
            description: 'An unregistered e-mail: a temporary password, valid for 30 minutes, in a modal.',
            actions: [
              assign({
                sentTo: ({ context }) => context.email.trim(),
                tempPassword: ({ event }) => event.output.tempPassword,
                registered: ({ event }) => event.output.registered,
                showTempPassword: false,
                copied: false,
              }),
              'notifyTempPassword',
            ],
          },
          {
            target: 'checkEmail',
            description: 'A registered e-mail: reset instructions were mailed.',
            actions: [assign({ sentTo: ({ context }) => context.email.trim() }), 'notifySent'],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ failure: ({ event }) => forgotPasswordFailure(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ failure: forgotPasswordFailure(event.error) }) },
          ],
        },
      },
    },
    checkEmail: {
      on: {
        'checkEmail.retry': {
          target: 'editing',
          description: '"Try again": back to the empty form.',
          actions: assign({ email: '', attempted: false, sentTo: '' }),
        },
      },
    },
    tempPassword: {
      tags: ['modalOpen'],
      initial: 'idle',
      on: {
        'tempPassword.toggleVisibility': { actions: assign({ showTempPassword: ({ context }) => !context.showTempPassword }) },
        'tempPassword.close': {
          target: 'editing',
          description: 'Close (or Escape): the modal goes; the form keeps the e-mail.',
          actions: assign({ tempPassword: null, showTempPassword: false, copied: false }),
        },
        'tempPassword.goToLogin': { target: 'leaving', actions: 'goToLogin' },
      },
      states: {
        idle: {
          on: { 'tempPassword.copy': 'copying' },
        },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: context.tempPassword ?? '' }),
            onDone: { target: 'idle', actions: [assign({ copied: true }), 'notifyCopied'] },
            onError: {
              target: 'idle',
              description: 'The clipboard refused: the password is revealed so it can be copied by hand.',
              actions: [assign({ copied: false, showTempPassword: true }), 'notifyCopyFailed'],
            },
          },
        },
      },
    },
    leaving: { type: 'final', description: 'On the way to /login.' },
  },
})

export type ForgotPasswordMachine = typeof forgotPasswordMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type ForgotPasswordSnap = SnapshotFrom<typeof forgotPasswordMachine>

/** The temporary password is being copied. */
export function selectCopyingTempPassword(s: ForgotPasswordSnap): boolean {
  return s.matches({ tempPassword: 'copying' })
}

/** The "check your e-mail" step shows. */
export function selectCheckEmail(s: ForgotPasswordSnap): boolean {
  return s.matches('checkEmail')
}

/** What the forgot-password view and its modal render: `useSelector(ref, selectForgotPasswordView, shallowEqual)`. */
export function selectForgotPasswordView(s: ForgotPasswordSnap) {
  return {
    state: typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${String(v)}`)[0]!,
    context: s.context,
    busy: s.hasTag('busy'),
    checkEmail: selectCheckEmail(s),
    modalOpen: s.hasTag('modalOpen'),
    copying: selectCopyingTempPassword(s),
  }
}
export type ForgotPasswordViewModel = ReturnType<typeof selectForgotPasswordView>
