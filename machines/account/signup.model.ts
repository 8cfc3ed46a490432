/** The sign-up machine's graph model (tests/model/signup.model.spec.ts runs it in Chromium). */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { SAMPLE_USER } from '../shared/testing'
import type { User } from '../shared/types'
import { signupMachine, type SignupTextField } from './signup.machine'

type Ev = EventFromLogic<typeof signupMachine>

/** The e-mail the model registers (each path runs in a fresh browser context, so a fresh sandbox). */
export const SIGNUP_MODEL_EMAIL = 'new.tester@example.com'

/**
 * Two sample values per text field: one that breaks a rule and one that passes, so that every
 * guard branch is reachable while the graph stays small. Only `name` is left untouched by a blur
 * (one field suffices for the transition; Playwright's own focus moves only blur touched fields).
 */
export const SIGNUP_SAMPLES: Record<SignupTextField, readonly string[]> = {
  name: ['A', 'Ada Tester'],
  email: ['ada', SIGNUP_MODEL_EMAIL],
  password: ['weak', 'Tester123'],
  confirmPassword: ['Other1234', 'Tester123'],
}

export const SIGNUP_MODEL_USER: User = { ...SAMPLE_USER, id: 100, email: SIGNUP_MODEL_EMAIL, username: 'new.tester', name: 'Ada Tester' }

/** The 409 of an e-mail that is already registered; the sign-in after it fails with a 500. */
export const SIGNUP_MODEL_ERRORS = {
  register: { kind: 'http', status: 409, message: 'This email is already registered', issues: null } satisfies ApiError,
  login: { kind: 'http', status: 500, message: 'Internal Server Error', issues: null } satisfies ApiError,
}

export const signupModel = defineModel({
  id: 'signup',
  area: 'account',
  routes: ['/signup'],
  title: 'Sign-up',
  description: 'Sign-up form with touched/attempted messages, the confirmation modal, register then log in, failures.',
  machine: signupMachine,
  starts: [{ name: 'empty form', input: undefined }],
  events: (s) => {
    const c = s.context
    const events: Ev[] = [
      ...(Object.entries(SIGNUP_SAMPLES) as Array<[SignupTextField, readonly string[]]>).flatMap(([field, values]) =>
        values.filter((value) => value !== c.values[field]).map((value) => ({ type: 'field.change' as const, field, value })),
      ),
      { type: 'consent.toggle', consent: 'termsAccepted' },
      { type: 'consent.toggle', consent: 'privacyAccepted' },
      { type: 'password.toggleVisibility' },
      { type: 'form.submit' },
      { type: 'confirm.accept' },
      { type: 'confirm.cancel' },
      done('register', SIGNUP_MODEL_USER) as unknown as Ev,
      failed('register', SIGNUP_MODEL_ERRORS.register) as unknown as Ev,
      done('login', SIGNUP_MODEL_USER) as unknown as Ev,
      failed('login', SIGNUP_MODEL_ERRORS.login) as unknown as Ev,
    ]
    if (!c.touched.name) events.push({ type: 'field.blur', field: 'name' })
    return events
  },
  context: (s) => {
    const c = s.context
    return [c.values, c.touched, c.attempted, c.showPassword, c.failure?.code ?? null]
  },
})
