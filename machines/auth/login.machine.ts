/**
 * The login page (docs/spec/1-shell-and-accounts.md §2.4, §3.3, §4, §5, §8): e-mail and password, show/hide, caps-lock
 * warning, remember-email, the signing-in state, the failure message, and the terms-acceptance
 * modal with its two required boxes, accept (new tokens, reload) and two-step account deletion.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureCode, knownServerText, toApiError, transportErrorCode, type FailureCode } from '../shared/errors'
import type { TokenPair, User } from '../shared/types'
import { emailError, required, type FieldError } from '../shared/validation'

export type LoginOutput =
  | { requiresTerms: false; user: User }
  | { requiresTerms: true; userId: number; tokens: TokenPair }

export interface LoginFailure {
  /**
   * loginFailed: the server refused the credentials (401, or a 400/422 for the request);
   * server: any other answer (a 5xx, a proxy's 502 with an HTML body, a 403/404/429…), never
   * reported as wrong credentials; accountLocked: 403 with the locked-account text
   * (SERVER_TEXTS.accountLocked, the locked persona), shown as `common:serverTexts.accountLocked`;
   * the others are transport failures.
   */
  code: 'loginFailed' | 'accountLocked' | 'server' | 'network' | 'timeout' | 'certificate'
}

export interface TermsFailure {
  code: 'acceptFailed' | 'deleteFailed'
  /** What the modal says (machines/shared/errors.ts); 'failed' → the translated accept or delete error. */
  reason: FailureCode
}

/** The answers that mean "these credentials (or this request) were refused" (docs/spec/1-shell-and-accounts.md §8). */
export const CREDENTIALS_REFUSED_STATUSES: readonly number[] = [400, 401, 422]

export interface LoginContext {
  email: string
  password: string
  showPassword: boolean
  capsLock: boolean
  remember: boolean
  /** Field messages show after the first submit attempt. */
  submitted: boolean
  error: LoginFailure | null
  pending: { userId: number; tokens: TokenPair } | null
  termsChecked: boolean
  privacyChecked: boolean
  termsError: 'acceptBoth' | null
  termsFailure: TermsFailure | null
}

export type LoginEvent =
  | { type: 'email.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'password.toggleVisibility' }
  | { type: 'capsLock.change'; on: boolean }
  | { type: 'remember.toggle' }
  | { type: 'form.submit' }
  | { type: 'terms.toggleTerms' }
  | { type: 'terms.togglePrivacy' }
  | { type: 'terms.accept' }
  | { type: 'terms.dismiss' }
  | { type: 'terms.deleteRequest' }
  | { type: 'terms.deleteCancel' }
  | { type: 'terms.deleteConfirm' }

export interface LoginInput {
  rememberedEmail: string | null
}

export interface LoginFieldErrors {
  email: FieldError | null
  password: FieldError | null
}

export function loginFieldErrors(context: Pick<LoginContext, 'email' | 'password'>): LoginFieldErrors {
  return { email: emailError(context.email), password: required(context.password) }
}

export function loginFailure(error: unknown): LoginFailure {
  const apiError = toApiError(error)
  const code = transportErrorCode(apiError)
  if (code === 'network' || code === 'timeout' || code === 'certificate') return { code }
  if (apiError.status !== null && CREDENTIALS_REFUSED_STATUSES.includes(apiError.status)) return { code: 'loginFailed' }
  if (apiError.status === 403 && knownServerText(apiError.message) === 'accountLocked') return { code: 'accountLocked' }
  return { code: 'server' }
}

function termsFailure(code: TermsFailure['code'], error: unknown): TermsFailure {
  return { code, reason: failureCode(error) }
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as 'busy' | 'termsOpen',
  },
  actors: {
    /** POST /auth/login; when no terms acceptance is needed, stores the tokens and loads GET /auth/me. */
    login: fromPromise<LoginOutput, { email: string; password: string }>(async () => {
      throw new Error('login is provided by the app')
    }),
    /** POST /auth/accept-terms with the pending tokens; stores the new tokens it answers with. */
    acceptTerms: fromPromise<TokenPair, { userId: number; tokens: TokenPair }>(async () => {
      throw new Error('acceptTerms is provided by the app')
    }),
    /** DELETE /users/{id} with the pending tokens. */
    deleteAccount: fromPromise<void, { userId: number; tokens: TokenPair }>(async () => {
      throw new Error('deleteAccount is provided by the app')
    }),
  },
  actions: {
    /** Keeps (or forgets) the e-mail and the remember flag in local storage. */
    rememberEmail: (_, _params: { email: string; remember: boolean }) => {},
    /** Hands the user to the session, shows the success toast and goes to the origin. */
    completeLogin: (_, _params: { user: User }) => {},
    /** After terms acceptance the page reloads with the new tokens. */
    reloadPage: () => {},
    notifyAccountDeleted: () => {},
  },
  guards: {
    formValid: ({ context }) => {
      const errors = loginFieldErrors(context)
      return errors.email === null && errors.password === null
    },
    requiresTerms: (_, params: { output: LoginOutput }) => params.output.requiresTerms,
    bothAccepted: ({ context }) => context.termsChecked && context.privacyChecked,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: input.rememberedEmail ?? '',
    password: '',
    showPassword: false,
    capsLock: false,
    remember: input.rememberedEmail !== null,
    submitted: false,
    error: null,
    pending: null,
    termsChecked: false,
    privacyChecked: false,
    termsError: null,
    termsFailure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value }) },
        'password.change': { actions: assign({ password: ({ event }) => event.value }) },
        'password.toggleVisibility': { actions: assign({ showPassword: ({ context }) => !context.showPassword }) },
        'capsLock.change': { actions: assign({ capsLock: ({ event }) => event.on }) },
        'remember.toggle': { actions: assign({ remember: ({ context }) => !context.remember }) },
        'form.submit': [
          { guard: 'formValid', target: 'submitting', actions: assign({ submitted: true, error: null }) },
          {
            description: 'Required and e-mail format messages appear under the fields.',
            actions: assign({ submitted: true }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: [
          {
            guard: { type: 'requiresTerms', params: ({ event }) => ({ output: event.output }) },
            description: 'The server asks for terms acceptance: still signed out, no error, the modal opens.',
            target: 'termsRequired',
            actions: assign({
              pending: ({ event }) =>
                event.output.requiresTerms ? { userId: event.output.userId, tokens: event.output.tokens } : null,
            }),
          },
          {
            target: 'authenticated',
            actions: [
              {
                type: 'rememberEmail',
                params: ({ context }) => ({ email: context.email.trim(), remember: context.remember }),
              },
              {
                type: 'completeLogin',
                params: ({ event }) => ({ user: (event.output as Extract<LoginOutput, { requiresTerms: false }>).user }),
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => loginFailure(event.error), password: '' }),
        },
      },
    },
    termsRequired: {
      tags: ['termsOpen'],
      entry: assign({ termsChecked: false, privacyChecked: false, termsError: null, termsFailure: null }),
      initial: 'reviewing',
      states: {
        reviewing: {
          on: {
            'terms.toggleTerms': {
              actions: assign({ termsChecked: ({ context }) => !context.termsChecked, termsError: null }),
            },
            'terms.togglePrivacy': {
              actions: assign({ privacyChecked: ({ context }) => !context.privacyChecked, termsError: null }),
            },
            'terms.accept': [
              { guard: 'bothAccepted', target: 'accepting', actions: assign({ termsFailure: null }) },
              { description: 'Both boxes are required.', actions: assign({ termsError: 'acceptBoth' }) },
            ],
            'terms.deleteRequest': { target: 'confirmingDelete', actions: assign({ termsFailure: null }) },
            'terms.dismiss': {
              description: 'Closing the modal leaves the user signed out; the pending tokens are dropped.',
              target: '#login.editing',
              actions: assign({ pending: null, password: '' }),
            },
          },
        },
        accepting: {
          tags: ['busy'],
          invoke: {
            id: 'acceptTerms',
            src: 'acceptTerms',
            input: ({ context }) => context.pending!,
            onDone: {
              target: '#login.termsAccepted',
              actions: [
                {
                  type: 'rememberEmail',
                  params: ({ context }) => ({ email: context.email.trim(), remember: context.remember }),
                },
                'reloadPage',
              ],
            },
            onError: {
              target: 'reviewing',
              actions: assign({ termsFailure: ({ event }) => termsFailure('acceptFailed', event.error) }),
            },
          },
        },
        confirmingDelete: {
          description: 'Deleting the account needs a second, confirming step.',
          on: {
            'terms.deleteCancel': 'reviewing',
            'terms.deleteConfirm': 'deleting',
            'terms.dismiss': { target: '#login.editing', actions: assign({ pending: null, password: '' }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteAccount',
            src: 'deleteAccount',
            input: ({ context }) => context.pending!,
            onDone: {
              target: '#login.editing',
              description: 'The deleted account is forgotten, including a remembered e-mail.',
              actions: [
                { type: 'rememberEmail', params: { email: '', remember: false } },
                assign({ pending: null, password: '', email: '', remember: false, submitted: false }),
                'notifyAccountDeleted',
              ],
            },
            onError: {
              target: 'reviewing',
              actions: assign({ termsFailure: ({ event }) => termsFailure('deleteFailed', event.error) }),
            },
          },
        },
      },
    },
    authenticated: { type: 'final' },
    termsAccepted: {
      type: 'final',
      description: 'New tokens are stored; the page reloads and the session check signs the user in.',
    },
  },
})

export type LoginMachine = typeof loginMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type LoginSnap = SnapshotFrom<typeof loginMachine>

/** Signing in, or signed in. */
export function selectLoginBusy(s: LoginSnap): boolean {
  return s.matches('submitting') || s.status === 'done'
}

/** The terms modal asks to confirm the account deletion, or deletes it. */
export function selectConfirmingTermsDeletion(s: LoginSnap): boolean {
  return s.matches({ termsRequired: 'confirmingDelete' }) || s.matches({ termsRequired: 'deleting' })
}

/** What the login view and its terms modal render: `useSelector(ref, selectLoginView, shallowEqual)`. */
export function selectLoginView(s: LoginSnap) {
  return {
    state: typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${String(v)}`)[0]!,
    finished: s.status === 'done',
    context: s.context,
    /** Signing in (the form is disabled). */
    loggingIn: selectLoginBusy(s),
    /** Any call under way (the terms modal's buttons are disabled). */
    busy: s.hasTag('busy'),
    termsOpen: s.hasTag('termsOpen'),
    confirmingDeletion: selectConfirmingTermsDeletion(s),
  }
}
export type LoginViewModel = ReturnType<typeof selectLoginView>
