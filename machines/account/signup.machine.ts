/**
 * The sign-up screen (docs/spec/1-shell-and-accounts.md §2.5, §3.2, §4 "Sign-up flow", §5, §8): full name, e-mail, password,
 * confirmation and the two consent boxes; field messages once a field is touched or a submit was
 * attempted; submit opens a confirmation modal ("I understand" / cancel); then register, then log
 * in, then the dashboard. Server failures become codes the view translates (§8 mapping).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { EMAIL_REUSED_TEXT, knownServerText, toApiError, USERNAME_REUSED_TEXT, type ApiError } from '../shared/errors'
import type { User } from '../shared/types'
import {
  emailError,
  lengthError,
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  passwordError,
  required,
  type FieldError,
} from '../shared/validation'

export type SignupTextField = 'name' | 'email' | 'password' | 'confirmPassword'
export type SignupConsent = 'termsAccepted' | 'privacyAccepted'
export type SignupField = SignupTextField | SignupConsent

/** The form as docs/spec/1-shell-and-accounts.md §3.2 names it. */
export interface SignupValues {
  name: string
  email: string
  password: string
  confirmPassword: string
  termsAccepted: boolean
  privacyAccepted: boolean
}

/** What register() takes; the API derives the username from the e-mail (docs/spec/1-shell-and-accounts.md §3.2). */
export interface RegisterInput {
  name: string
  email: string
  password: string
  termsAccepted: boolean
  privacyAccepted: boolean
}

/** A field message: the shared codes of docs/spec/1-shell-and-accounts.md §5, plus the two consent messages. */
export type SignupFieldError = FieldError | { code: 'termsRequired' } | { code: 'privacyRequired' }

/**
 * Why the sign-up failed (docs/spec/1-shell-and-accounts.md §8). `validation`: a 422, its detail entries joined by ", "
 * (null: "Validation error"). `emailExists`: 409 for a registered e-mail. `emailWithdrawn` /
 * `usernameWithdrawn`: the e-mail or username of a deleted account. `usernameTaken`: another
 * account has the username derived from the e-mail. `server`: any other answer, its detail or
 * message (null: the translated default). The rest are transport failures.
 */
export type SignupFailure =
  | { code: 'validation'; message: string | null }
  | { code: 'emailExists' }
  | { code: 'emailWithdrawn' }
  | { code: 'usernameWithdrawn' }
  | { code: 'usernameTaken'; username: string }
  | { code: 'server'; message: string | null }
  | { code: 'network' }
  | { code: 'timeout' }
  | { code: 'certificate' }

export interface SignupContext {
  values: SignupValues
  /** A text field is touched once edited or left; a box once toggled. Its message shows from then on. */
  touched: Record<SignupField, boolean>
  /** A submit was attempted with an invalid form: every message shows. */
  attempted: boolean
  /** Show/hide for both password fields. */
  showPassword: boolean
  /** The red box above the form. */
  failure: SignupFailure | null
}

export type SignupEvent =
  | { type: 'field.change'; field: SignupTextField; value: string }
  | { type: 'field.blur'; field: SignupTextField }
  | { type: 'consent.toggle'; consent: SignupConsent }
  | { type: 'password.toggleVisibility' }
  | { type: 'form.submit' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }

export const SIGNUP_TEXT_FIELDS: readonly SignupTextField[] = ['name', 'email', 'password', 'confirmPassword']
export const SIGNUP_FIELDS: readonly SignupField[] = [...SIGNUP_TEXT_FIELDS, 'termsAccepted', 'privacyAccepted']

export const EMPTY_SIGNUP: SignupValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
  privacyAccepted: false,
}

const UNTOUCHED: Record<SignupField, boolean> = {
  name: false,
  email: false,
  password: false,
  confirmPassword: false,
  termsAccepted: false,
  privacyAccepted: false,
}

/** The server texts of docs/spec/1-shell-and-accounts.md §8 that the app replaces by a translated withdrawn-account text (the shared mapping). */
export { EMAIL_REUSED_TEXT, USERNAME_REUSED_TEXT }

/** docs/spec/1-shell-and-accounts.md §3.2: the username is the part of the e-mail before the at sign. */
export function usernameFromEmail(email: string): string {
  const trimmed = email.trim()
  const at = trimmed.indexOf('@')
  return at === -1 ? trimmed : trimmed.slice(0, at)
}

/** Every field's message (docs/spec/1-shell-and-accounts.md §5), or null. */
export function signupFieldErrors(values: SignupValues): Record<SignupField, SignupFieldError | null> {
  return {
    name: required(values.name) ?? lengthError(values.name, NAME_MIN_LENGTH, NAME_MAX_LENGTH),
    email: emailError(values.email),
    password: passwordError(values.password),
    confirmPassword:
      values.confirmPassword === ''
        ? { code: 'required' }
        : values.confirmPassword !== values.password
          ? { code: 'passwordsMismatch' }
          : null,
    termsAccepted: values.termsAccepted ? null : { code: 'termsRequired' },
    privacyAccepted: values.privacyAccepted ? null : { code: 'privacyRequired' },
  }
}

/** Every rule of docs/spec/1-shell-and-accounts.md §5 holds: the confirmation modal may open. */
export function signupFormValid(values: SignupValues): boolean {
  return Object.values(signupFieldErrors(values)).every((e) => e === null)
}

/**
 * The enabling rule of the submit button (docs/spec/1-shell-and-accounts.md §5): name trimmed ≥ 2, e-mail non-empty, password
 * ≥ 8, confirmation non-empty and equal, both boxes ticked. A form that passes it but breaks another
 * rule (e-mail shape, password characters, name > 50) shows the messages when submitted.
 */
export function signupCanSubmit(values: SignupValues): boolean {
  return signupMissing(values).length === 0
}

/**
 * What the enabling rule (docs/spec/1-shell-and-accounts.md §5) still lacks, in form order: the hint next to the disabled
 * submit button names these. `confirmPassword` stands for "a confirmation equal to the password".
 */
export function signupMissing(values: SignupValues): SignupField[] {
  const missing: SignupField[] = []
  if (values.name.trim().length < NAME_MIN_LENGTH) missing.push('name')
  if (values.email.trim() === '') missing.push('email')
  if (values.password.length < MIN_PASSWORD_LENGTH) missing.push('password')
  if (values.confirmPassword === '' || values.confirmPassword !== values.password) missing.push('confirmPassword')
  if (!values.termsAccepted) missing.push('termsAccepted')
  if (!values.privacyAccepted) missing.push('privacyAccepted')
  return missing
}

/** The messages the view shows: a field's own once touched, every one after an attempt. */
export function visibleSignupErrors(context: Pick<SignupContext, 'values' | 'touched' | 'attempted'>): Record<SignupField, SignupFieldError | null> {
  const errors = signupFieldErrors(context.values)
  const out = { ...errors }
  for (const field of SIGNUP_FIELDS) if (!context.attempted && !context.touched[field]) out[field] = null
  return out
}

const REASON_PHRASE = /^(internal server error|bad gateway|service unavailable|gateway time-?out|server error)\.?$/i

/** docs/spec/1-shell-and-accounts.md §8: an ApiError as the sign-up's failure. */
export function signupFailure(error: unknown, email: string): SignupFailure {
  const e: ApiError = toApiError(error)
  if (e.kind === 'network' || e.kind === 'aborted') return { code: 'network' }
  if (e.kind === 'timeout') return { code: 'timeout' }
  if (e.kind === 'certificate') return { code: 'certificate' }
  // docs/spec/1-shell-and-accounts.md §8 shows the server's detail; a 5xx's bare reason phrase or a proxy's HTML page is not
  // a detail, so the translated default explains it instead.
  if (e.status !== null && e.status >= 500 && (e.message === null || /^\s*</.test(e.message) || REASON_PHRASE.test(e.message.trim()))) return { code: 'server', message: null }
  const text = (e.message ?? '').toLowerCase()
  const known = knownServerText(e.message)
  if (known === 'emailWithdrawn') return { code: 'emailWithdrawn' }
  if (known === 'usernameWithdrawn') return { code: 'usernameWithdrawn' }
  if (e.status === 422) {
    const joined = e.issues && e.issues.length > 0 ? e.issues.map((i) => i.msg || 'Validation error').join(', ') : e.message
    return { code: 'validation', message: joined }
  }
  if (e.status === 409) {
    // Only the e-mail's own conflict becomes the e-mail text; a taken username names the username.
    if (text.includes('username')) return { code: 'usernameTaken', username: usernameFromEmail(email) }
    return { code: 'emailExists' }
  }
  return { code: 'server', message: e.message }
}

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    tags: {} as 'busy' | 'confirmOpen',
  },
  actors: {
    /** POST /auth/register (username from the e-mail's local part); resolves with the new user. */
    register: fromPromise<User, RegisterInput>(async () => {
      throw new Error('register is provided by the app')
    }),
    /**
     * POST /auth/login then GET /auth/me; resolves with the signed-in user. Rejects when signing in
     * fails (or would need the terms step, which a new account has already accepted).
     */
    login: fromPromise<User, { email: string; password: string }>(async () => {
      throw new Error('login is provided by the app')
    }),
  },
  actions: {
    /** Hands the user to the session, toasts the success and goes to /dashboard. */
    completeSignup: (_, _params: { user: User }) => {},
  },
  guards: {
    // The modal opens only from an enabled button: every rule holds and the enabling rule too.
    formValid: ({ context }) => signupFormValid(context.values) && signupCanSubmit(context.values),
  },
}).createMachine({
  id: 'signup',
  context: { values: EMPTY_SIGNUP, touched: UNTOUCHED, attempted: false, showPassword: false, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }),
          }),
        },
        'field.blur': {
          description: 'Leaving a field shows its message (e.g. "This field is required" for an empty one).',
          actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
        },
        'consent.toggle': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.consent]: !context.values[event.consent] }),
            touched: ({ context, event }) => ({ ...context.touched, [event.consent]: true }),
          }),
        },
        'password.toggleVisibility': { actions: assign({ showPassword: ({ context }) => !context.showPassword }) },
        'form.submit': [
          {
            guard: 'formValid',
            target: 'confirming',
            description: 'Every rule holds: the confirmation modal shows the e-mail and name before anything is sent.',
          },
          { description: 'Every field message shows; nothing is sent.', actions: assign({ attempted: true }) },
        ],
      },
    },
    confirming: {
      tags: ['confirmOpen'],
      description: 'The data-handling warning and the test-data recommendation; "I understand" proceeds.',
      on: {
        'confirm.accept': { target: 'registering', actions: assign({ failure: null }) },
        'confirm.cancel': { target: 'editing', description: 'Cancel (or Escape) returns to the filled form.' },
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          name: context.values.name.trim(),
          email: context.values.email.trim(),
          password: context.values.password,
          termsAccepted: context.values.termsAccepted,
          privacyAccepted: context.values.privacyAccepted,
        }),
        onDone: { target: 'signingIn', description: 'Spec 1 §4: register, then log in.' },
        onError: {
          target: 'editing',
          description: 'The red box above the form explains the failure; the values stay.',
          actions: assign({ failure: ({ context, event }) => signupFailure(event.error, context.values.email) }),
        },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
        onDone: {
          target: 'completed',
          actions: { type: 'completeSignup', params: ({ event }) => ({ user: event.output }) },
        },
        onError: {
          target: 'registeredSignedOut',
          description: 'The account exists (a new sign-up would get 409): the user is sent to log in.',
        },
      },
    },
    registeredSignedOut: {
      type: 'final',
      description: 'The account was created but the automatic sign-in failed: the page offers the login link.',
    },
    completed: { type: 'final', description: 'Signed in; the page goes to /dashboard with a success toast.' },
  },
})

export type SignupMachine = typeof signupMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type SignupSnap = SnapshotFrom<typeof signupMachine>

/** Registered: signing in now (or done). */
export function selectSigningIn(s: SignupSnap): boolean {
  return s.matches('signingIn') || s.value === 'completed'
}

/** What the signup view and its confirm modal render: `useSelector(ref, selectSignupView, shallowEqual)`. */
export function selectSignupView(s: SignupSnap) {
  return {
    state: String(s.value),
    finished: s.status === 'done',
    context: s.context,
    /** A call is under way or the account is made (the form stays disabled). */
    busy: s.hasTag('busy') || s.matches('completed'),
    /** Registered, but signing in afterwards failed. */
    signedOut: s.matches('registeredSignedOut'),
    signingIn: selectSigningIn(s),
    confirmOpen: s.hasTag('confirmOpen'),
  }
}
export type SignupViewModel = ReturnType<typeof selectSignupView>
