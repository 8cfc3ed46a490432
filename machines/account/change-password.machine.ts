/**
 * Change password, in the profile's security section (docs/spec/1-shell-and-accounts.md §2.7, §4, §5, §8): a form that
 * toggles open and closed (current, new, confirm); every field required, the new password at
 * least 8 characters with a lowercase letter, an uppercase letter and a digit, different from
 * the current one, and confirmed. Field errors appear on submit and clear when their field is
 * edited. A server answer about the current password marks that field "Current password is
 * incorrect"; every failure toasts its shared translated message (machines/shared/errors.ts:
 * never the raw server text; else a generic text). After success a
 * toast, then logout 1.5 s later.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { stateName } from '../shared/state-name'
import { failureCode, knownServerText, toApiError, type FailureCode } from '../shared/errors'
import { MIN_PASSWORD_LENGTH, type FieldError } from '../shared/validation'

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword'
export type PasswordValues = Record<PasswordField, string>

/** The shared field codes (translated in common `validation.*`) plus the two of this form. */
export type ChangePasswordError = FieldError | { code: 'sameAsCurrent' } | { code: 'currentIncorrect' }
export type PasswordErrors = Record<PasswordField, ChangePasswordError | null>

export const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword']

/** Logout after a successful change (docs/spec/1-shell-and-accounts.md §4, §9). */
export const LOGOUT_DELAY_MS = 1500

const EMPTY_VALUES: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' }
const NO_ERRORS: PasswordErrors = { currentPassword: null, newPassword: null, confirmPassword: null }

/** The rules of the new password, in the spec's order: length, lowercase, uppercase, digit. */
const NEW_PASSWORD_RULES = [
  { code: 'passwordLowercase', pattern: /[a-z]/ },
  { code: 'passwordUppercase', pattern: /[A-Z]/ },
  { code: 'passwordNumber', pattern: /[0-9]/ },
] as const

/** The first broken rule of each field (passwords are never trimmed; blank counts as empty). */
export function changePasswordErrors(values: PasswordValues): PasswordErrors {
  const blank = (v: string) => v.trim() === ''
  const current: ChangePasswordError | null = blank(values.currentPassword) ? { code: 'required' } : null

  let next: ChangePasswordError | null = null
  if (blank(values.newPassword)) next = { code: 'required' }
  else if (values.newPassword.length < MIN_PASSWORD_LENGTH) next = { code: 'minLength', n: MIN_PASSWORD_LENGTH }
  else {
    const broken = NEW_PASSWORD_RULES.find((rule) => !rule.pattern.test(values.newPassword))
    if (broken) next = { code: broken.code }
    else if (values.newPassword === values.currentPassword) next = { code: 'sameAsCurrent' }
  }

  let confirm: ChangePasswordError | null = null
  if (blank(values.confirmPassword)) confirm = { code: 'required' }
  else if (values.confirmPassword !== values.newPassword) confirm = { code: 'passwordsMismatch' }

  return { currentPassword: current, newPassword: next, confirmPassword: confirm }
}

export function changePasswordValid(values: PasswordValues): boolean {
  return Object.values(changePasswordErrors(values)).every((e) => e === null)
}

/** A server text that says the new password equals the current one. */
export const SAME_PASSWORD_MESSAGE = /different|same/i
/** A server text about the current password (docs/spec/1-shell-and-accounts.md §8: the field shows "Current password is incorrect"). */
export const CURRENT_PASSWORD_MESSAGE = /current password/i

export interface ChangePasswordFailure {
  /** What the toast says; 'failed' → "Failed to change password. Please check your current password." */
  reason: FailureCode
}

export interface ChangePasswordContext {
  values: PasswordValues
  errors: PasswordErrors
}

export type ChangePasswordEvent =
  | { type: 'form.toggle' }
  | { type: 'field.change'; field: PasswordField; value: string }
  | { type: 'form.submit' }

function failureOf(error: unknown): ChangePasswordFailure {
  return { reason: failureCode(error) }
}

/** The server's own text (for the field guards only; it is never shown as is). */
const serverMessage = (error: unknown) => {
  const apiError = toApiError(error)
  return apiError.kind === 'http' && (apiError.status ?? 0) < 500 ? (apiError.message ?? '') : ''
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as 'busy' | 'open',
  },
  actors: {
    /** POST /auth/change-password (the client retries with oldPassword/newPassword on a 422). */
    changePassword: fromPromise<void, { currentPassword: string; newPassword: string }>(async () => {
      throw new Error('changePassword is provided by the app')
    }),
  },
  actions: {
    /** Success toast ("Password changed successfully. Please log in again."). */
    notifyChanged: () => {},
    /**
     * Failure toast: the translated message of `reason`, else "Failed to change password. Please
     * check your current password." `reason` 'sessionExpired': the session already told the user.
     */
    notifyFailed: (_, _params: ChangePasswordFailure) => {},
    /** Ends the session (POST /auth/logout); the user lands on /login. */
    logout: () => {},
  },
  delays: {
    logoutDelay: LOGOUT_DELAY_MS,
  },
  guards: {
    formValid: ({ context }) => changePasswordValid(context.values),
    sameAsCurrentAnswer: (_, params: { error: unknown }) =>
      knownServerText(serverMessage(params.error)) === 'samePassword' || SAME_PASSWORD_MESSAGE.test(serverMessage(params.error)),
    currentPasswordAnswer: (_, params: { error: unknown }) =>
      knownServerText(serverMessage(params.error)) === 'currentPasswordIncorrect' || CURRENT_PASSWORD_MESSAGE.test(serverMessage(params.error)),
  },
}).createMachine({
  id: 'changePassword',
  context: { values: EMPTY_VALUES, errors: NO_ERRORS },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'form.toggle': { target: 'open', actions: assign({ values: EMPTY_VALUES, errors: NO_ERRORS }) },
      },
    },
    open: {
      tags: ['open'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.toggle': {
              description: 'Closing the form forgets what was typed.',
              target: '#changePassword.closed',
              actions: assign({ values: EMPTY_VALUES, errors: NO_ERRORS }),
            },
            'field.change': {
              description: "Editing a field clears that field's error.",
              actions: assign({
                values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
                errors: ({ context, event }) => ({ ...context.errors, [event.field]: null }),
              }),
            },
            'form.submit': [
              { guard: 'formValid', target: 'submitting', actions: assign({ errors: NO_ERRORS }) },
              {
                description: 'Each broken rule shows under its field.',
                actions: assign({ errors: ({ context }) => changePasswordErrors(context.values) }),
              },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => ({ currentPassword: context.values.currentPassword, newPassword: context.values.newPassword }),
            onDone: {
              target: '#changePassword.succeeded',
              actions: [assign({ values: EMPTY_VALUES, errors: NO_ERRORS }), 'notifyChanged'],
            },
            onError: [
              {
                guard: { type: 'sameAsCurrentAnswer', params: ({ event }) => ({ error: event.error }) },
                description: 'The server refuses a new password equal to the current one: the new-password field says so.',
                target: 'editing',
                actions: [
                  assign({ errors: ({ context }) => ({ ...context.errors, newPassword: { code: 'sameAsCurrent' } }) }),
                  { type: 'notifyFailed', params: ({ event }) => failureOf(event.error) },
                ],
              },
              {
                guard: { type: 'currentPasswordAnswer', params: ({ event }) => ({ error: event.error }) },
                description: 'The server message mentions the current password: "Current password is incorrect" on that field.',
                target: 'editing',
                actions: [
                  assign({ errors: ({ context }) => ({ ...context.errors, currentPassword: { code: 'currentIncorrect' } }) }),
                  { type: 'notifyFailed', params: ({ event }) => failureOf(event.error) },
                ],
              },
              {
                target: 'editing',
                actions: { type: 'notifyFailed', params: ({ event }) => failureOf(event.error) },
              },
            ],
          },
        },
      },
    },
    succeeded: {
      description: 'The success toast shows; the user is logged out 1.5 s later.',
      after: { logoutDelay: { target: 'loggedOut', actions: 'logout' } },
    },
    loggedOut: { type: 'final' },
  },
})

export type ChangePasswordMachine = typeof changePasswordMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type ChangePasswordSnap = SnapshotFrom<typeof changePasswordMachine>

/** The password was changed (then the user is logged out). */
export function selectPasswordChanged(s: ChangePasswordSnap): boolean {
  return s.matches('succeeded') || s.matches('loggedOut')
}

/** What the change-password section renders: `useSelector(ref, selectChangePasswordView, shallowEqual)`. */
export function selectChangePasswordView(s: ChangePasswordSnap) {
  return { state: stateName(s), context: s.context, open: s.hasTag('open'), busy: s.hasTag('busy'), done: selectPasswordChanged(s) }
}
export type ChangePasswordViewModel = ReturnType<typeof selectChangePasswordView>
