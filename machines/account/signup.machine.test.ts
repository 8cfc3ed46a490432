import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { ApiError } from '../shared/errors'
import { apiError, controlled, SAMPLE_USER } from '../shared/testing'
import type { User } from '../shared/types'
import {
  EMPTY_SIGNUP,
  signupCanSubmit,
  signupFailure,
  signupFieldErrors,
  signupFormValid,
  signupMachine,
  signupMissing,
  usernameFromEmail,
  visibleSignupErrors,
  type RegisterInput,
  type SignupValues,
} from './signup.machine'

const VALID: SignupValues = {
  name: '  Ada Tester ',
  email: ' ada@example.com ',
  password: 'Tester123',
  confirmPassword: 'Tester123',
  termsAccepted: true,
  privacyAccepted: true,
}

const NEW_USER: User = { ...SAMPLE_USER, id: 99, email: 'ada@example.com', username: 'ada', name: 'Ada Tester' }

function setup() {
  const register = controlled<User, RegisterInput>()
  const login = controlled<User, { email: string; password: string }>()
  const completeSignup = vi.fn()
  const machine = signupMachine.provide({
    actors: { register: register.logic, login: login.logic },
    actions: { completeSignup },
  })
  const actor = createActor(machine)
  actor.start()
  return { actor, register, login, completeSignup }
}

type Actor = ReturnType<typeof setup>['actor']

function fill(actor: Actor, values: SignupValues) {
  for (const field of ['name', 'email', 'password', 'confirmPassword'] as const) actor.send({ type: 'field.change', field, value: values[field] })
  if (values.termsAccepted) actor.send({ type: 'consent.toggle', consent: 'termsAccepted' })
  if (values.privacyAccepted) actor.send({ type: 'consent.toggle', consent: 'privacyAccepted' })
}

function confirming() {
  const t = setup()
  fill(t.actor, VALID)
  t.actor.send({ type: 'form.submit' })
  return t
}

function registering() {
  const t = confirming()
  t.actor.send({ type: 'confirm.accept' })
  return t
}

async function signingIn() {
  const t = registering()
  t.register.run(0).resolve(NEW_USER)
  await waitFor(t.actor, (s) => s.matches('signingIn'))
  return t
}

async function failedWith(error: unknown) {
  const t = registering()
  t.register.run(0).reject(error)
  await waitFor(t.actor, (s) => s.matches('editing'))
  return t
}

const issues = (msgs: string[]): ApiError => ({
  kind: 'http',
  status: 422,
  message: msgs.join(', '),
  issues: msgs.map((msg) => ({ loc: ['body', 'x'], msg })),
})

describe('signupFieldErrors (docs/spec/1-shell-and-accounts.md §5)', () => {
  it('an empty form: required everywhere, both boxes unticked', () => {
    expect(signupFieldErrors(EMPTY_SIGNUP)).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
      password: { code: 'required' },
      confirmPassword: { code: 'required' },
      termsAccepted: { code: 'termsRequired' },
      privacyAccepted: { code: 'privacyRequired' },
    })
  })

  it('name: blank is required, trimmed 1 is too short, 2 and 50 are fine, 51 too long', () => {
    const name = (n: string) => signupFieldErrors({ ...VALID, name: n }).name
    expect(name('   ')).toEqual({ code: 'required' })
    expect(name(' A ')).toEqual({ code: 'minLength', n: 2 })
    expect(name('Al')).toBeNull()
    expect(name('x'.repeat(50))).toBeNull()
    expect(name(` ${'x'.repeat(50)} `)).toBeNull()
    expect(name('x'.repeat(51))).toEqual({ code: 'maxLength', n: 50 })
  })

  it('email: required, then x@y.z or the @ message', () => {
    const email = (e: string) => signupFieldErrors({ ...VALID, email: e }).email
    expect(email('')).toEqual({ code: 'required' })
    expect(email('ada')).toEqual({ code: 'emailAt' })
    expect(email('ada@example')).toEqual({ code: 'emailAt' })
    expect(email('ada@example.com')).toBeNull()
  })

  it('password: required, minimum 8, then uppercase, lowercase and number, in that order', () => {
    const password = (p: string) => signupFieldErrors({ ...VALID, password: p, confirmPassword: p }).password
    expect(password('')).toEqual({ code: 'required' })
    expect(password('Ab1')).toEqual({ code: 'minLength', n: 8 })
    expect(password('tester123')).toEqual({ code: 'passwordUppercase' })
    expect(password('TESTER123')).toEqual({ code: 'passwordLowercase' })
    expect(password('Testerabc')).toEqual({ code: 'passwordNumber' })
    expect(password('Tester123')).toBeNull()
  })

  it('confirmation: required, then equal to the password', () => {
    const confirm = (c: string) => signupFieldErrors({ ...VALID, confirmPassword: c }).confirmPassword
    expect(confirm('')).toEqual({ code: 'required' })
    expect(confirm('Tester124')).toEqual({ code: 'passwordsMismatch' })
    expect(confirm('Tester123')).toBeNull()
  })

  it('the boxes must be ticked', () => {
    expect(signupFieldErrors({ ...VALID, termsAccepted: false }).termsAccepted).toEqual({ code: 'termsRequired' })
    expect(signupFieldErrors({ ...VALID, privacyAccepted: false }).privacyAccepted).toEqual({ code: 'privacyRequired' })
    expect(signupFormValid(VALID)).toBe(true)
  })
})

describe('signupCanSubmit (the enabling rule of docs/spec/1-shell-and-accounts.md §5)', () => {
  it('holds for a complete form', () => {
    expect(signupCanSubmit(VALID)).toBe(true)
  })

  it.each([
    ['name trimmed shorter than 2', { name: ' A ' }],
    ['empty e-mail', { email: '  ' }],
    ['password shorter than 8', { password: 'Test123', confirmPassword: 'Test123' }],
    ['empty confirmation', { confirmPassword: '' }],
    ['different confirmation', { confirmPassword: 'Tester124' }],
    ['terms unticked', { termsAccepted: false }],
    ['privacy unticked', { privacyAccepted: false }],
  ])('fails with %s', (_name, change) => {
    expect(signupCanSubmit({ ...VALID, ...change })).toBe(false)
  })

  it('ignores the rules it does not name: the e-mail shape, password characters, name over 50', () => {
    expect(signupCanSubmit({ ...VALID, email: 'ada' })).toBe(true)
    expect(signupCanSubmit({ ...VALID, password: 'testerabc', confirmPassword: 'testerabc' })).toBe(true)
    expect(signupCanSubmit({ ...VALID, name: 'x'.repeat(51) })).toBe(true)
    expect(signupFormValid({ ...VALID, email: 'ada' })).toBe(false)
  })
})

describe('signupMissing (the hint next to the disabled submit button)', () => {
  it('names every unmet enabling rule in form order, nothing for a complete form', () => {
    expect(signupMissing(EMPTY_SIGNUP)).toEqual(['name', 'email', 'password', 'confirmPassword', 'termsAccepted', 'privacyAccepted'])
    expect(signupMissing(VALID)).toEqual([])
    expect(signupMissing({ ...VALID, name: ' A ', confirmPassword: 'Tester124', privacyAccepted: false })).toEqual(['name', 'confirmPassword', 'privacyAccepted'])
    expect(signupMissing({ ...VALID, password: 'Test123', confirmPassword: 'Test123' })).toEqual(['password'])
  })
})

describe('visibleSignupErrors', () => {
  it('shows nothing before a field is touched, its own message after, all after an attempt', () => {
    const touched = { name: false, email: true, password: false, confirmPassword: false, termsAccepted: true, privacyAccepted: false }
    const visible = visibleSignupErrors({ values: EMPTY_SIGNUP, touched, attempted: false })
    expect(visible).toEqual({
      name: null,
      email: { code: 'required' },
      password: null,
      confirmPassword: null,
      termsAccepted: { code: 'termsRequired' },
      privacyAccepted: null,
    })
    expect(visibleSignupErrors({ values: EMPTY_SIGNUP, touched, attempted: true })).toEqual(signupFieldErrors(EMPTY_SIGNUP))
  })
})

describe('usernameFromEmail (docs/spec/1-shell-and-accounts.md §3.2)', () => {
  it('is the part before the at sign', () => {
    expect(usernameFromEmail(' ada.tester@example.com ')).toBe('ada.tester')
    expect(usernameFromEmail('no-at-sign')).toBe('no-at-sign')
  })
})

describe('signupFailure (docs/spec/1-shell-and-accounts.md §8)', () => {
  it('422: the detail entries joined by ", "', () => {
    expect(signupFailure(issues(['Password must contain at least one uppercase letter', 'value is not a valid email address']), 'a@b.c')).toEqual({
      code: 'validation',
      message: 'Password must contain at least one uppercase letter, value is not a valid email address',
    })
  })

  it('422: an entry without text reads "Validation error"; without entries the message, else null', () => {
    const error: ApiError = { kind: 'http', status: 422, message: null, issues: [{ loc: [], msg: '' }, { loc: [], msg: 'Field required' }] }
    expect(signupFailure(error, 'a@b.c')).toEqual({ code: 'validation', message: 'Validation error, Field required' })
    expect(signupFailure(apiError('http', 422, 'Bad payload'), 'a@b.c')).toEqual({ code: 'validation', message: 'Bad payload' })
    expect(signupFailure(apiError('http', 422, null), 'a@b.c')).toEqual({ code: 'validation', message: null })
  })

  it('409: the e-mail is registered (with or without a detail)', () => {
    expect(signupFailure(apiError('http', 409, 'This email is already registered'), 'a@b.c')).toEqual({ code: 'emailExists' })
    expect(signupFailure(apiError('http', 409, null), 'a@b.c')).toEqual({ code: 'emailExists' })
  })

  it('409 for the username derived from the e-mail names that username', () => {
    expect(signupFailure(apiError('http', 409, 'This username is already taken'), 'demo@other.org')).toEqual({ code: 'usernameTaken', username: 'demo' })
  })

  it('the withdrawn-account texts are replaced, whatever the status', () => {
    expect(signupFailure(apiError('http', 409, 'This email was previously used and cannot be reused'), 'a@b.c')).toEqual({ code: 'emailWithdrawn' })
    expect(signupFailure(apiError('http', 409, 'This username was previously used and cannot be reused'), 'a@b.c')).toEqual({ code: 'usernameWithdrawn' })
    expect(signupFailure(apiError('http', 400, 'this email was previously used and cannot be reused.'), 'a@b.c')).toEqual({ code: 'emailWithdrawn' })
  })

  it('other answers: the detail or message, else null (the translated default); a 5xx reason phrase or HTML page is not shown', () => {
    expect(signupFailure(apiError('http', 500, 'Database unavailable'), 'a@b.c')).toEqual({ code: 'server', message: 'Database unavailable' })
    expect(signupFailure(apiError('http', 500, 'Internal Server Error'), 'a@b.c')).toEqual({ code: 'server', message: null })
    expect(signupFailure(apiError('http', 502, '<html><body>Bad Gateway</body></html>'), 'a@b.c')).toEqual({ code: 'server', message: null })
    expect(signupFailure(apiError('http', 400, 'Registration is closed'), 'a@b.c')).toEqual({ code: 'server', message: 'Registration is closed' })
    expect(signupFailure(apiError('http', 503, null), 'a@b.c')).toEqual({ code: 'server', message: null })
    expect(signupFailure(new Error('boom'), 'a@b.c')).toEqual({ code: 'server', message: 'boom' })
  })

  it('transport failures', () => {
    expect(signupFailure(apiError('network', null, null), 'a@b.c')).toEqual({ code: 'network' })
    expect(signupFailure(apiError('aborted', null, null), 'a@b.c')).toEqual({ code: 'network' })
    expect(signupFailure(apiError('timeout', null, null), 'a@b.c')).toEqual({ code: 'timeout' })
    expect(signupFailure(apiError('certificate', null, null), 'a@b.c')).toEqual({ code: 'certificate' })
  })
})

describe('signupMachine', () => {
  it('starts editing an empty, untouched form', () => {
    const { actor } = setup()
    const s = actor.getSnapshot()
    expect(s.value).toBe('editing')
    expect(s.context.values).toEqual(EMPTY_SIGNUP)
    expect(Object.values(s.context.touched).every((t) => !t)).toBe(true)
    expect(s.context).toMatchObject({ attempted: false, showPassword: false, failure: null })
  })

  it('field.change stores the value and touches the field', () => {
    const { actor } = setup()
    actor.send({ type: 'field.change', field: 'email', value: 'ada' })
    expect(actor.getSnapshot().context.values.email).toBe('ada')
    expect(actor.getSnapshot().context.touched).toMatchObject({ email: true, name: false })
  })

  it('field.blur touches the field without changing it', () => {
    const { actor } = setup()
    actor.send({ type: 'field.blur', field: 'name' })
    expect(actor.getSnapshot().context.touched.name).toBe(true)
    expect(actor.getSnapshot().context.values.name).toBe('')
    expect(visibleSignupErrors(actor.getSnapshot().context).name).toEqual({ code: 'required' })
  })

  it('consent.toggle ticks and unticks a box and touches it', () => {
    const { actor } = setup()
    actor.send({ type: 'consent.toggle', consent: 'privacyAccepted' })
    expect(actor.getSnapshot().context.values.privacyAccepted).toBe(true)
    expect(actor.getSnapshot().context.values.termsAccepted).toBe(false)
    actor.send({ type: 'consent.toggle', consent: 'privacyAccepted' })
    expect(actor.getSnapshot().context.values.privacyAccepted).toBe(false)
    expect(actor.getSnapshot().context.touched.privacyAccepted).toBe(true)
    expect(visibleSignupErrors(actor.getSnapshot().context).privacyAccepted).toEqual({ code: 'privacyRequired' })
  })

  it('password.toggleVisibility shows and hides both passwords', () => {
    const { actor } = setup()
    actor.send({ type: 'password.toggleVisibility' })
    expect(actor.getSnapshot().context.showPassword).toBe(true)
    actor.send({ type: 'password.toggleVisibility' })
    expect(actor.getSnapshot().context.showPassword).toBe(false)
  })

  it('form.submit on an invalid form marks the attempt and stays', () => {
    const { actor, register } = setup()
    fill(actor, { ...VALID, email: 'ada' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.attempted).toBe(true)
    expect(register.runs).toHaveLength(0)
  })

  it('form.submit (Enter while the button is disabled) on an empty form shows every message and stays', () => {
    const { actor, register } = setup()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.attempted).toBe(true)
    expect(Object.values(visibleSignupErrors(actor.getSnapshot().context)).every((e) => e !== null)).toBe(true)
    expect(register.runs).toHaveLength(0)
  })

  it('form.submit on a valid form opens the confirmation modal; nothing is sent yet', () => {
    const { actor, register } = confirming()
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(true)
    expect(register.runs).toHaveLength(0)
  })

  it('confirm.cancel returns to the filled form', () => {
    const { actor } = confirming()
    actor.send({ type: 'confirm.cancel' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.values.name).toBe(VALID.name)
  })

  it('field events are ignored while the modal is open', () => {
    const { actor } = confirming()
    actor.send({ type: 'field.change', field: 'email', value: 'other@example.com' })
    expect(actor.getSnapshot().context.values.email).toBe(VALID.email)
  })

  it('confirm.accept registers with trimmed name and e-mail, the password as typed and both consents', () => {
    const { actor, register } = registering()
    expect(actor.getSnapshot().value).toBe('registering')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(register.run(0).input).toEqual({ name: 'Ada Tester', email: 'ada@example.com', password: 'Tester123', termsAccepted: true, privacyAccepted: true })
  })

  it('register done → log in with the same credentials', async () => {
    const { actor, login } = await signingIn()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(login.run(0).input).toEqual({ email: 'ada@example.com', password: 'Tester123' })
  })

  it('login done → completed: completeSignup gets the user', async () => {
    const t = await signingIn()
    t.login.run(0).resolve(NEW_USER)
    await waitFor(t.actor, (s) => s.status === 'done')
    expect(t.actor.getSnapshot().value).toBe('completed')
    expect(t.completeSignup).toHaveBeenCalledTimes(1)
    expect(t.completeSignup.mock.calls[0]![1]).toEqual({ user: NEW_USER })
  })

  it('login error → registeredSignedOut (final): no second registration, no completion', async () => {
    const t = await signingIn()
    t.login.run(0).reject(apiError('http', 500, 'Internal Server Error'))
    await waitFor(t.actor, (s) => s.status === 'done')
    expect(t.actor.getSnapshot().value).toBe('registeredSignedOut')
    expect(t.completeSignup).not.toHaveBeenCalled()
    expect(t.register.runs).toHaveLength(1)
  })

  it('register error → editing with the failure; values kept; the next accept clears it', async () => {
    const t = await failedWith(apiError('http', 409, 'This email is already registered'))
    const s = t.actor.getSnapshot()
    expect(s.context.failure).toEqual({ code: 'emailExists' })
    expect(s.context.values.email).toBe(VALID.email)
    t.actor.send({ type: 'form.submit' })
    expect(t.actor.getSnapshot().context.failure).toEqual({ code: 'emailExists' })
    t.actor.send({ type: 'confirm.accept' })
    expect(t.actor.getSnapshot().context.failure).toBeNull()
    expect(t.register.runs).toHaveLength(2)
  })

  it.each<[string, unknown, unknown]>([
    ['422', issues(['a', 'b']), { code: 'validation', message: 'a, b' }],
    ['withdrawn e-mail', apiError('http', 409, 'This email was previously used and cannot be reused'), { code: 'emailWithdrawn' }],
    ['withdrawn username', apiError('http', 409, 'This username was previously used and cannot be reused'), { code: 'usernameWithdrawn' }],
    ['taken username', apiError('http', 409, 'This username is already taken'), { code: 'usernameTaken', username: 'ada' }],
    ['500', apiError('http', 500, null), { code: 'server', message: null }],
    ['network', apiError('network', null, null), { code: 'network' }],
  ])('register error %s → its failure code', async (_name, error, failure) => {
    const t = await failedWith(error)
    expect(t.actor.getSnapshot().context.failure).toEqual(failure)
  })
})
