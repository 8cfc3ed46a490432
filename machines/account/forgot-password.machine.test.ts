import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { apiError, controlled } from '../shared/testing'
import {
  forgotPasswordEmailError,
  forgotPasswordFailure,
  forgotPasswordMachine,
  TEMP_PASSWORD_MINUTES,
  type PasswordResetOutput,
} from './forgot-password.machine'

const SENT: PasswordResetOutput = { message: 'Password reset instructions have been sent to your email', tempPassword: null, registered: true }
const TEMP: PasswordResetOutput = { message: 'This email is not registered. A temporary password has been generated.', tempPassword: 'Tmp-4f9K2x', registered: false }

function setup() {
  const requestReset = controlled<PasswordResetOutput, { email: string }>()
  const copyText = controlled<void, { text: string }>()
  const actions = {
    notifySent: vi.fn(),
    notifyTempPassword: vi.fn(),
    notifyFailed: vi.fn(),
    notifyCopied: vi.fn(),
    notifyCopyFailed: vi.fn(),
    goToLogin: vi.fn(),
  }
  const machine = forgotPasswordMachine.provide({ actors: { requestReset: requestReset.logic, copyText: copyText.logic }, actions })
  const actor = createActor(machine)
  actor.start()
  return { actor, requestReset, copyText, ...actions }
}

function sending(email = ' nobody@example.com ') {
  const t = setup()
  t.actor.send({ type: 'email.change', value: email })
  t.actor.send({ type: 'form.submit' })
  return t
}

async function modal() {
  const t = sending()
  t.requestReset.run(0).resolve(TEMP)
  await waitFor(t.actor, (s) => s.matches('tempPassword'))
  return t
}

describe('forgotPasswordEmailError (docs/spec/1-shell-and-accounts.md §5)', () => {
  it('empty → "Please enter your email address" (emailRequired)', () => {
    expect(forgotPasswordEmailError('')).toEqual({ code: 'emailRequired' })
    expect(forgotPasswordEmailError('   ')).toEqual({ code: 'emailRequired' })
  })
  it('a malformed address → the @ message; a valid one → null', () => {
    expect(forgotPasswordEmailError('nobody')).toEqual({ code: 'emailAt' })
    expect(forgotPasswordEmailError('nobody@example')).toEqual({ code: 'emailAt' })
    expect(forgotPasswordEmailError(' nobody@example.com ')).toBeNull()
  })
})

describe('forgotPasswordFailure (docs/spec/1-shell-and-accounts.md §2.6, §8)', () => {
  it('network, aborted and certificate failures are reported as a firewall block', () => {
    expect(forgotPasswordFailure(apiError('network', null, null))).toEqual({ code: 'firewall' })
    expect(forgotPasswordFailure(apiError('aborted', null, null))).toEqual({ code: 'firewall' })
    expect(forgotPasswordFailure(apiError('certificate', null, null))).toEqual({ code: 'firewall' })
  })
  it('a timeout has its own code', () => {
    expect(forgotPasswordFailure(apiError('timeout', null, null))).toEqual({ code: 'timeout' })
  })
  it('a known server text becomes its code, never the raw text (the withdrawn-account e-mail)', () => {
    expect(forgotPasswordFailure(apiError('http', 409, 'This email was previously used and cannot be reused'))).toEqual({
      code: 'failed',
      reason: 'emailWithdrawn',
    })
  })
  it('any 5xx is a server error, whatever its body says', () => {
    expect(forgotPasswordFailure(apiError('http', 500, null))).toEqual({ code: 'failed', reason: 'server' })
    expect(forgotPasswordFailure(apiError('http', 500, 'Internal Server Error'))).toEqual({ code: 'failed', reason: 'server' })
    expect(forgotPasswordFailure(apiError('http', 502, null))).toEqual({ code: 'failed', reason: 'server' })
  })
  it('an unknown refusal falls back to the screen default; a 422 to the validation message', () => {
    expect(forgotPasswordFailure(apiError('http', 400, 'Something odd'))).toEqual({ code: 'failed', reason: 'failed' })
    expect(forgotPasswordFailure(apiError('http', 422, 'value is not a valid email address'))).toEqual({ code: 'failed', reason: 'validation' })
  })
})

describe('forgotPasswordMachine', () => {
  it('the temporary password lasts 30 minutes (docs/spec/1-shell-and-accounts.md §9)', () => {
    expect(TEMP_PASSWORD_MINUTES).toBe(30)
  })

  it('starts editing an empty e-mail', () => {
    const { actor } = setup()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ email: '', attempted: false, tempPassword: null, failure: null })
  })

  it('email.change stores the value', () => {
    const { actor } = setup()
    actor.send({ type: 'email.change', value: 'a@b' })
    expect(actor.getSnapshot().context.email).toBe('a@b')
  })

  it('form.submit with an empty or malformed e-mail marks the attempt and sends nothing', () => {
    const { actor, requestReset } = setup()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.attempted).toBe(true)
    actor.send({ type: 'email.change', value: 'nobody' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(requestReset.runs).toHaveLength(0)
  })

  it('form.submit with a valid e-mail sends the trimmed address (busy)', () => {
    const { actor, requestReset } = sending()
    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(requestReset.run(0).input).toEqual({ email: 'nobody@example.com' })
  })

  it('done without a temporary password → checkEmail with the e-mail; success toast', async () => {
    const t = sending(' ann@example.com')
    t.requestReset.run(0).resolve(SENT)
    await waitFor(t.actor, (s) => s.matches('checkEmail'))
    expect(t.actor.getSnapshot().context.sentTo).toBe('ann@example.com')
    expect(t.notifySent).toHaveBeenCalledTimes(1)
    expect(t.notifyTempPassword).not.toHaveBeenCalled()
  })

  it('checkEmail.retry → the empty form', async () => {
    const t = sending()
    t.requestReset.run(0).resolve(SENT)
    await waitFor(t.actor, (s) => s.matches('checkEmail'))
    t.actor.send({ type: 'checkEmail.retry' })
    expect(t.actor.getSnapshot().value).toBe('editing')
    expect(t.actor.getSnapshot().context).toMatchObject({ email: '', attempted: false, sentTo: '' })
  })

  it('done with a temporary password → the modal, masked, with the not-registered flag; the temp toast', async () => {
    const t = await modal()
    const s = t.actor.getSnapshot()
    expect(s.value).toEqual({ tempPassword: 'idle' })
    expect(s.hasTag('modalOpen')).toBe(true)
    expect(s.context).toMatchObject({ sentTo: 'nobody@example.com', tempPassword: 'Tmp-4f9K2x', registered: false, showTempPassword: false, copied: false })
    expect(t.notifyTempPassword).toHaveBeenCalledTimes(1)
    expect(t.notifySent).not.toHaveBeenCalled()
  })

  it('an empty temporary password counts as none', async () => {
    const t = sending()
    t.requestReset.run(0).resolve({ ...TEMP, tempPassword: '' })
    await waitFor(t.actor, (s) => s.matches('checkEmail'))
  })

  it('error → editing with the failure and the failure toast; the e-mail stays; the next submit clears it', async () => {
    const t = sending()
    t.requestReset.run(0).reject(apiError('network', null, null))
    await waitFor(t.actor, (s) => s.matches('editing'))
    expect(t.actor.getSnapshot().context.failure).toEqual({ code: 'firewall' })
    expect(t.actor.getSnapshot().context.email).toBe(' nobody@example.com ')
    expect(t.notifyFailed.mock.calls[0]![1]).toEqual({ failure: { code: 'firewall' } })
    t.actor.send({ type: 'form.submit' })
    expect(t.actor.getSnapshot().context.failure).toBeNull()
  })

  it('tempPassword.toggleVisibility shows and hides the password', async () => {
    const { actor } = await modal()
    actor.send({ type: 'tempPassword.toggleVisibility' })
    expect(actor.getSnapshot().context.showTempPassword).toBe(true)
    actor.send({ type: 'tempPassword.toggleVisibility' })
    expect(actor.getSnapshot().context.showTempPassword).toBe(false)
  })

  it('tempPassword.copy copies the password; done → copied and the copied toast', async () => {
    const t = await modal()
    t.actor.send({ type: 'tempPassword.copy' })
    expect(t.actor.getSnapshot().value).toEqual({ tempPassword: 'copying' })
    expect(t.copyText.run(0).input).toEqual({ text: 'Tmp-4f9K2x' })
    t.copyText.run(0).resolve()
    await waitFor(t.actor, (s) => s.matches({ tempPassword: 'idle' }))
    expect(t.actor.getSnapshot().context.copied).toBe(true)
    expect(t.notifyCopied).toHaveBeenCalledTimes(1)
  })

  it('a refused copy reveals the password and toasts the copy-failed message', async () => {
    const t = await modal()
    t.actor.send({ type: 'tempPassword.copy' })
    t.copyText.run(0).reject(new Error('NotAllowedError'))
    await waitFor(t.actor, (s) => s.matches({ tempPassword: 'idle' }))
    expect(t.actor.getSnapshot().context).toMatchObject({ copied: false, showTempPassword: true })
    expect(t.notifyCopyFailed).toHaveBeenCalledTimes(1)
  })

  it('tempPassword.close → the form with the e-mail kept; the password is forgotten', async () => {
    const { actor } = await modal()
    actor.send({ type: 'tempPassword.toggleVisibility' })
    actor.send({ type: 'tempPassword.close' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ email: ' nobody@example.com ', tempPassword: null, showTempPassword: false, copied: false })
  })

  it('tempPassword.close also works while a copy runs', async () => {
    const { actor } = await modal()
    actor.send({ type: 'tempPassword.copy' })
    actor.send({ type: 'tempPassword.close' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('tempPassword.goToLogin → leaving (final) with the navigation', async () => {
    const t = await modal()
    t.actor.send({ type: 'tempPassword.goToLogin' })
    expect(t.actor.getSnapshot().status).toBe('done')
    expect(t.actor.getSnapshot().value).toBe('leaving')
    expect(t.goToLogin).toHaveBeenCalledTimes(1)
  })
})
