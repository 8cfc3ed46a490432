import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { apiError, controlled } from '../shared/testing'
import {
  changePasswordErrors,
  changePasswordMachine,
  changePasswordValid,
  LOGOUT_DELAY_MS,
  type PasswordValues,
} from './change-password.machine'

const VALID: PasswordValues = { currentPassword: 'Demo1234!', newPassword: 'NewPass123', confirmPassword: 'NewPass123' }

function setup() {
  const changePassword = controlled<void, { currentPassword: string; newPassword: string }>()
  const notifyChanged = vi.fn()
  const notifyFailed = vi.fn()
  const logout = vi.fn()
  const actor = createActor(
    changePasswordMachine.provide({ actors: { changePassword: changePassword.logic }, actions: { notifyChanged, notifyFailed, logout } }),
  )
  actor.start()
  return { actor, changePassword, notifyChanged, notifyFailed, logout }
}

function fill(actor: ReturnType<typeof setup>['actor'], values: Partial<PasswordValues>) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as keyof PasswordValues, value })
}

function opened(values: Partial<PasswordValues> = {}) {
  const t = setup()
  t.actor.send({ type: 'form.toggle' })
  fill(t.actor, values)
  return t
}

function submitting() {
  const t = opened(VALID)
  t.actor.send({ type: 'form.submit' })
  return t
}

const flush = () => Promise.resolve().then(() => Promise.resolve())

describe('changePasswordErrors', () => {
  it('requires every field', () => {
    expect(changePasswordErrors({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: { code: 'required' },
      newPassword: { code: 'required' },
      confirmPassword: { code: 'required' },
    })
    expect(changePasswordErrors({ currentPassword: '  ', newPassword: ' ', confirmPassword: '\t' }).currentPassword).toEqual({ code: 'required' })
  })

  it.each<[string, string, unknown]>([
    ['shorter than 8', 'Ab1defg', { code: 'minLength', n: 8 }],
    ['without a lowercase letter', 'ABCDEFG1', { code: 'passwordLowercase' }],
    ['without an uppercase letter', 'abcdefg1', { code: 'passwordUppercase' }],
    ['without a digit', 'Abcdefgh', { code: 'passwordNumber' }],
    ['equal to the current one', 'Demo1234!', { code: 'sameAsCurrent' }],
  ])('a new password %s is refused', (_name, newPassword, error) => {
    expect(changePasswordErrors({ ...VALID, newPassword, confirmPassword: newPassword }).newPassword).toEqual(error)
  })

  it('checks the rules in order: length first, then lowercase, uppercase, digit', () => {
    expect(changePasswordErrors({ ...VALID, newPassword: 'ABC' }).newPassword).toEqual({ code: 'minLength', n: 8 })
    expect(changePasswordErrors({ ...VALID, newPassword: '12345678' }).newPassword).toEqual({ code: 'passwordLowercase' })
    expect(changePasswordErrors({ ...VALID, newPassword: 'abcdefgh' }).newPassword).toEqual({ code: 'passwordUppercase' })
  })

  it('asks the confirmation to match', () => {
    expect(changePasswordErrors({ ...VALID, confirmPassword: 'NewPass124' }).confirmPassword).toEqual({ code: 'passwordsMismatch' })
  })

  it('accepts a valid form', () => {
    expect(changePasswordErrors(VALID)).toEqual({ currentPassword: null, newPassword: null, confirmPassword: null })
    expect(changePasswordValid(VALID)).toBe(true)
    expect(changePasswordValid({ ...VALID, confirmPassword: '' })).toBe(false)
  })
})

describe('change-password machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts closed and ignores form events until opened', () => {
    const { actor } = setup()
    fill(actor, { currentPassword: 'x' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.values.currentPassword).toBe('')
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('form.toggle opens an empty form, and closes it forgetting values and errors', () => {
    const { actor } = opened({ currentPassword: 'abc' })
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors.newPassword).toEqual({ code: 'required' })
    actor.send({ type: 'form.toggle' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'form.toggle' })
    expect(actor.getSnapshot().context).toEqual({
      values: { currentPassword: '', newPassword: '', confirmPassword: '' },
      errors: { currentPassword: null, newPassword: null, confirmPassword: null },
    })
  })

  it('an invalid submit shows each field error and stays', () => {
    const { actor, changePassword } = opened({ currentPassword: 'Demo1234!', newPassword: 'short', confirmPassword: 'other' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
    expect(actor.getSnapshot().context.errors).toEqual({
      currentPassword: null,
      newPassword: { code: 'minLength', n: 8 },
      confirmPassword: { code: 'passwordsMismatch' },
    })
    expect(changePassword.runs).toHaveLength(0)
  })

  it('no error shows before the first submit', () => {
    const { actor } = opened({ newPassword: 'short' })
    expect(actor.getSnapshot().context.errors).toEqual({ currentPassword: null, newPassword: null, confirmPassword: null })
  })

  it("editing a field clears that field's error only", () => {
    const { actor } = opened()
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'field.change', field: 'newPassword', value: 'x' })
    expect(actor.getSnapshot().context.errors).toEqual({
      currentPassword: { code: 'required' },
      newPassword: null,
      confirmPassword: { code: 'required' },
    })
  })

  it('a valid submit calls the server with the current and new password (busy); toggling is ignored meanwhile', () => {
    const { actor, changePassword } = submitting()
    expect(actor.getSnapshot().value).toEqual({ open: 'submitting' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(changePassword.runs[0]!.input).toEqual({ currentPassword: 'Demo1234!', newPassword: 'NewPass123' })
    actor.send({ type: 'form.toggle' })
    actor.send({ type: 'field.change', field: 'currentPassword', value: 'x' })
    expect(actor.getSnapshot().value).toEqual({ open: 'submitting' })
    expect(actor.getSnapshot().context.values.currentPassword).toBe('Demo1234!')
  })

  it('success: clears the form, toasts, then logs out after 1.5 s (not before)', async () => {
    const { actor, changePassword, notifyChanged, logout } = submitting()
    changePassword.run(0).resolve()
    await flush()
    expect(actor.getSnapshot().value).toBe('succeeded')
    expect(actor.getSnapshot().context.values).toEqual({ currentPassword: '', newPassword: '', confirmPassword: '' })
    expect(notifyChanged).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(LOGOUT_DELAY_MS - 1)
    expect(logout).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(logout).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(actor.getSnapshot().status).toBe('done')
    expect(LOGOUT_DELAY_MS).toBe(1500)
  })

  it('a wrong current password: the current field says so, and the server message is toasted', async () => {
    const { actor, changePassword, notifyFailed } = submitting()
    changePassword.run(0).reject(apiError('http', 400, 'Current password is incorrect'))
    await flush()
    const s = actor.getSnapshot()
    expect(s.value).toEqual({ open: 'editing' })
    expect(s.context.errors).toEqual({ currentPassword: { code: 'currentIncorrect' }, newPassword: null, confirmPassword: null })
    expect(s.context.values).toEqual(VALID)
    expect(notifyFailed.mock.calls[0]![1]).toEqual({ reason: 'currentPasswordIncorrect' })
  })

  it('a server "must be different" answer marks the new-password field, not the current one', async () => {
    const { actor, changePassword, notifyFailed } = submitting()
    changePassword.run(0).reject(apiError('http', 400, 'New password must be different from current password'))
    await flush()
    expect(actor.getSnapshot().context.errors).toEqual({ currentPassword: null, newPassword: { code: 'sameAsCurrent' }, confirmPassword: null })
    expect(notifyFailed.mock.calls[0]![1]).toEqual({ reason: 'samePassword' })
  })

  it.each<[string, ReturnType<typeof apiError>, { reason: string }]>([
    ['a 5xx with a raw text (the server-error text)', apiError('http', 500, 'Password service down'), { reason: 'server' }],
    ['a 5xx without a message', apiError('http', 500, null), { reason: 'server' }],
    ['an unknown refusal (the default text)', apiError('http', 400, 'Odd'), { reason: 'failed' }],
    ['a network error', apiError('network', null, null), { reason: 'network' }],
    ['an ended session', apiError('session', 401, null), { reason: 'sessionExpired' }],
  ])('other failures (%s) toast and mark no field', async (_name, error, failure) => {
    const { actor, changePassword, notifyFailed, logout } = submitting()
    changePassword.run(0).reject(error)
    await flush()
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
    expect(actor.getSnapshot().context.errors).toEqual({ currentPassword: null, newPassword: null, confirmPassword: null })
    expect(notifyFailed.mock.calls[0]![1]).toEqual(failure)
    vi.advanceTimersByTime(5000)
    expect(logout).not.toHaveBeenCalled()
  })

  it('after a failure the corrected form can be sent again', async () => {
    const { actor, changePassword } = submitting()
    changePassword.run(0).reject(apiError('http', 400, 'Current password is incorrect'))
    await flush()
    actor.send({ type: 'field.change', field: 'currentPassword', value: 'Right1234!' })
    expect(actor.getSnapshot().context.errors.currentPassword).toBeNull()
    actor.send({ type: 'form.submit' })
    expect(changePassword.runs[1]!.input).toEqual({ currentPassword: 'Right1234!', newPassword: 'NewPass123' })
  })
})
