import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { TokenPair, User } from '../shared/types'
import { loginFieldErrors, loginMachine, type LoginInput, type LoginOutput } from './login.machine'
import { apiError, controlled, SAMPLE_USER } from '../shared/testing'

const user: User = SAMPLE_USER
const tokens: TokenPair = { accessToken: 'pending-access', refreshToken: 'pending-refresh' }
const pending = { userId: 42, tokens }
const newTokens: TokenPair = { accessToken: 'new-access', refreshToken: 'new-refresh' }

type Pending = { userId: number; tokens: TokenPair }

function setup(input: LoginInput = { rememberedEmail: null }) {
  const log: string[] = []
  const login = controlled<LoginOutput, { email: string; password: string }>()
  const acceptTerms = controlled<TokenPair, Pending>()
  const deleteAccount = controlled<void, Pending>()
  const rememberEmail = vi.fn(() => log.push('rememberEmail'))
  const completeLogin = vi.fn(() => log.push('completeLogin'))
  const reloadPage = vi.fn(() => log.push('reloadPage'))
  const notifyAccountDeleted = vi.fn(() => log.push('notifyAccountDeleted'))
  const machine = loginMachine.provide({
    actors: { login: login.logic, acceptTerms: acceptTerms.logic, deleteAccount: deleteAccount.logic },
    actions: { rememberEmail, completeLogin, reloadPage, notifyAccountDeleted },
  })
  const actor = createActor(machine, { input })
  actor.start()
  return { actor, log, login, acceptTerms, deleteAccount, rememberEmail, completeLogin, reloadPage, notifyAccountDeleted }
}

/** Fills a valid form and submits it: the machine is in submitting. */
function submitting(input?: LoginInput) {
  const t = setup(input)
  t.actor.send({ type: 'email.change', value: '  ada@example.com ' })
  t.actor.send({ type: 'password.change', value: 'Secret123' })
  t.actor.send({ type: 'form.submit' })
  return t
}

/** Logs in with an account that must accept the terms: the modal is open, reviewing. */
async function reviewing() {
  const t = submitting()
  t.login.run(0).resolve({ requiresTerms: true, ...pending })
  await waitFor(t.actor, (s) => s.matches({ termsRequired: 'reviewing' }))
  return t
}

/** Both boxes checked and accepted: the acceptance request runs. */
async function accepting() {
  const t = await reviewing()
  t.actor.send({ type: 'terms.toggleTerms' })
  t.actor.send({ type: 'terms.togglePrivacy' })
  t.actor.send({ type: 'terms.accept' })
  return t
}

describe('loginFieldErrors', () => {
  it('requires both fields', () => {
    expect(loginFieldErrors({ email: '', password: '' })).toEqual({
      email: { code: 'required' },
      password: { code: 'required' },
    })
  })

  it('asks for an at sign when the e-mail has no valid format', () => {
    expect(loginFieldErrors({ email: 'not-an-email', password: 'x' })).toEqual({
      email: { code: 'emailAt' },
      password: null,
    })
  })

  it('treats a blank password as missing', () => {
    expect(loginFieldErrors({ email: 'ada@example.com', password: '   ' }).password).toEqual({ code: 'required' })
  })

  it('accepts a valid e-mail (surrounding spaces ignored) and any password', () => {
    expect(loginFieldErrors({ email: ' ada@example.com ', password: 'x' })).toEqual({ email: null, password: null })
  })
})

describe('login machine', () => {
  describe('start', () => {
    it('starts editing with an empty form when no e-mail is remembered', () => {
      const { actor } = setup({ rememberedEmail: null })

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('editing')
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.hasTag('termsOpen')).toBe(false)
      expect(snapshot.context).toEqual({
        email: '',
        password: '',
        showPassword: false,
        capsLock: false,
        remember: false,
        submitted: false,
        error: null,
        pending: null,
        termsChecked: false,
        privacyChecked: false,
        termsError: null,
        termsFailure: null,
      })
    })

    it('pre-fills the e-mail and checks remember when an e-mail is remembered', () => {
      const { actor } = setup({ rememberedEmail: 'ada@example.com' })

      expect(actor.getSnapshot().context.email).toBe('ada@example.com')
      expect(actor.getSnapshot().context.remember).toBe(true)
    })
  })

  describe('editing', () => {
    it('stores the typed e-mail and password', () => {
      const { actor } = setup()

      actor.send({ type: 'email.change', value: 'ada@' })
      actor.send({ type: 'password.change', value: 'Sec' })

      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context.email).toBe('ada@')
      expect(actor.getSnapshot().context.password).toBe('Sec')
    })

    it('shows and hides the password', () => {
      const { actor } = setup()

      actor.send({ type: 'password.toggleVisibility' })
      expect(actor.getSnapshot().context.showPassword).toBe(true)

      actor.send({ type: 'password.toggleVisibility' })
      expect(actor.getSnapshot().context.showPassword).toBe(false)
      expect(actor.getSnapshot().value).toBe('editing')
    })

    it('follows the caps-lock state', () => {
      const { actor } = setup()

      actor.send({ type: 'capsLock.change', on: true })
      expect(actor.getSnapshot().context.capsLock).toBe(true)

      actor.send({ type: 'capsLock.change', on: false })
      expect(actor.getSnapshot().context.capsLock).toBe(false)
    })

    it('toggles remember-email', () => {
      const { actor } = setup()

      actor.send({ type: 'remember.toggle' })
      expect(actor.getSnapshot().context.remember).toBe(true)

      actor.send({ type: 'remember.toggle' })
      expect(actor.getSnapshot().context.remember).toBe(false)
    })

    it('marks the form submitted and calls nothing when submitted empty', () => {
      const { actor, login } = setup()

      actor.send({ type: 'form.submit' })

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('editing')
      expect(snapshot.context.submitted).toBe(true)
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(login.runs).toHaveLength(0)
      expect(loginFieldErrors(snapshot.context)).toEqual({ email: { code: 'required' }, password: { code: 'required' } })
    })

    it('marks the form submitted and calls nothing when the e-mail is malformed', () => {
      const { actor, login } = setup()
      actor.send({ type: 'email.change', value: 'not-an-email' })
      actor.send({ type: 'password.change', value: 'Secret123' })

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context.submitted).toBe(true)
      expect(login.runs).toHaveLength(0)
      expect(loginFieldErrors(actor.getSnapshot().context).email).toEqual({ code: 'emailAt' })
    })

    it('marks the form submitted and calls nothing when the password is missing', () => {
      const { actor, login } = setup({ rememberedEmail: 'ada@example.com' })

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context.submitted).toBe(true)
      expect(login.runs).toHaveLength(0)
    })

    it('goes to submitting (busy) with the trimmed e-mail and the password as it was typed when valid', () => {
      const { actor, login } = submitting()

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('submitting')
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.submitted).toBe(true)
      expect(snapshot.context.error).toBeNull()
      expect(login.runs).toHaveLength(1)
      expect(login.run(0).input).toEqual({ email: 'ada@example.com', password: 'Secret123' })
    })

    it('clears the previous failure when a valid form is submitted again', async () => {
      const { actor, login } = submitting()
      login.run(0).reject(apiError('http', 401, 'Incorrect email or password'))
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.error).toEqual({ code: 'loginFailed' })

      actor.send({ type: 'password.change', value: 'Secret1234' })
      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().value).toBe('submitting')
      expect(actor.getSnapshot().context.error).toBeNull()
      expect(login.run(1).input).toEqual({ email: 'ada@example.com', password: 'Secret1234' })
    })

    it('keeps the previous failure when an invalid form is submitted', async () => {
      const { actor, login } = submitting()
      login.run(0).reject(apiError('http', 401, 'Incorrect email or password'))
      await waitFor(actor, (s) => s.matches('editing'))

      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context.error).toEqual({ code: 'loginFailed' })
      expect(login.runs).toHaveLength(1)
    })

    it('ignores terms events while editing', () => {
      const { actor, acceptTerms, deleteAccount } = setup()

      actor.send({ type: 'terms.toggleTerms' })
      actor.send({ type: 'terms.accept' })
      actor.send({ type: 'terms.deleteRequest' })
      actor.send({ type: 'terms.deleteConfirm' })

      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context.termsChecked).toBe(false)
      expect(acceptTerms.runs).toHaveLength(0)
      expect(deleteAccount.runs).toHaveLength(0)
    })
  })

  describe('submitting', () => {
    it('ignores field events and a second submit while signing in', () => {
      const { actor, login } = submitting()

      actor.send({ type: 'email.change', value: 'bob@example.com' })
      actor.send({ type: 'form.submit' })

      expect(actor.getSnapshot().value).toBe('submitting')
      expect(actor.getSnapshot().context.email).toBe('  ada@example.com ')
      expect(login.runs).toHaveLength(1)
    })

    it('ends authenticated, remembering the trimmed e-mail then completing the login, when no terms are needed', async () => {
      const { actor, login, log, rememberEmail, completeLogin, reloadPage } = submitting()
      actor.send({ type: 'remember.toggle' }) // ignored while submitting: remember stays false

      login.run(0).resolve({ requiresTerms: false, user })
      const snapshot = await waitFor(actor, (s) => s.matches('authenticated'))

      expect(snapshot.status).toBe('done')
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(rememberEmail).toHaveBeenCalledTimes(1)
      expect(rememberEmail).toHaveBeenCalledWith(expect.anything(), { email: 'ada@example.com', remember: false })
      expect(completeLogin).toHaveBeenCalledTimes(1)
      expect(completeLogin).toHaveBeenCalledWith(expect.anything(), { user })
      expect(reloadPage).not.toHaveBeenCalled()
      expect(log).toEqual(['rememberEmail', 'completeLogin'])
    })

    it('passes remember: true to rememberEmail when remember is checked', async () => {
      const { actor, login, rememberEmail } = submitting({ rememberedEmail: 'old@example.com' })

      login.run(0).resolve({ requiresTerms: false, user })
      await waitFor(actor, (s) => s.matches('authenticated'))

      expect(rememberEmail).toHaveBeenCalledWith(expect.anything(), { email: 'ada@example.com', remember: true })
    })

    it('opens the terms modal (reviewing) with the pending tokens and no error when the server asks for terms', async () => {
      const { actor, login, rememberEmail, completeLogin } = submitting()

      login.run(0).resolve({ requiresTerms: true, ...pending })
      const snapshot = await waitFor(actor, (s) => s.matches({ termsRequired: 'reviewing' }))

      expect(snapshot.status).toBe('active')
      expect(snapshot.hasTag('termsOpen')).toBe(true)
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.context.pending).toEqual(pending)
      expect(snapshot.context.error).toBeNull()
      expect(snapshot.context.termsChecked).toBe(false)
      expect(snapshot.context.privacyChecked).toBe(false)
      expect(snapshot.context.termsError).toBeNull()
      expect(snapshot.context.termsFailure).toBeNull()
      expect(rememberEmail).not.toHaveBeenCalled()
      expect(completeLogin).not.toHaveBeenCalled()
    })

    it.each([
      ['an http 401', apiError('http', 401, 'Incorrect email or password'), 'loginFailed'],
      ['an http 400', apiError('http', 400, 'Bad request'), 'loginFailed'],
      ['an http 422', apiError('http', 422, 'Field required'), 'loginFailed'],
      ['an http 500', apiError('http', 500, 'Internal error'), 'server'],
      ['a 502 with an HTML body (no detail)', apiError('http', 502, null), 'server'],
      ['an http 503', apiError('http', 503, 'Service Unavailable'), 'server'],
      ['an http 429', apiError('http', 429, 'Too Many Requests'), 'server'],
      ['a 403 with the locked-account text (the locked persona)', apiError('http', 403, 'This account has been locked. Please contact support'), 'accountLocked'],
      ['a 403 with another text', apiError('http', 403, 'Not allowed'), 'server'],
      ['a plain Error', new Error('boom'), 'server'],
      ['a network failure', apiError('network', null, null), 'network'],
      ['an aborted request', apiError('aborted', null, null), 'network'],
      ['a timeout', apiError('timeout', null, null), 'timeout'],
      ['a certificate failure', apiError('certificate', null, null), 'certificate'],
    ] as const)('goes back to editing with error %s → %s and a cleared password', async (_name, error, code) => {
      const { actor, login, rememberEmail, completeLogin } = submitting()

      login.run(0).reject(error)
      const snapshot = await waitFor(actor, (s) => s.matches('editing'))

      expect(snapshot.context.error).toEqual({ code })
      expect(snapshot.context.password).toBe('')
      expect(snapshot.context.email).toBe('  ada@example.com ')
      expect(snapshot.context.submitted).toBe(true)
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(rememberEmail).not.toHaveBeenCalled()
      expect(completeLogin).not.toHaveBeenCalled()
    })
  })

  describe('termsRequired.reviewing', () => {
    it('toggles the two boxes', async () => {
      const { actor } = await reviewing()

      actor.send({ type: 'terms.toggleTerms' })
      expect(actor.getSnapshot().context.termsChecked).toBe(true)
      actor.send({ type: 'terms.togglePrivacy' })
      expect(actor.getSnapshot().context.privacyChecked).toBe(true)
      actor.send({ type: 'terms.toggleTerms' })
      actor.send({ type: 'terms.togglePrivacy' })

      expect(actor.getSnapshot().matches({ termsRequired: 'reviewing' })).toBe(true)
      expect(actor.getSnapshot().context.termsChecked).toBe(false)
      expect(actor.getSnapshot().context.privacyChecked).toBe(false)
    })

    it.each([
      ['no box', [] as const],
      ['only the terms box', ['terms.toggleTerms'] as const],
      ['only the privacy box', ['terms.togglePrivacy'] as const],
    ])('shows acceptBoth and calls nothing when accepting with %s checked', async (_name, toggles) => {
      const { actor, acceptTerms } = await reviewing()
      for (const type of toggles) actor.send({ type })

      actor.send({ type: 'terms.accept' })

      expect(actor.getSnapshot().matches({ termsRequired: 'reviewing' })).toBe(true)
      expect(actor.getSnapshot().context.termsError).toBe('acceptBoth')
      expect(acceptTerms.runs).toHaveLength(0)
    })

    it('clears acceptBoth when either box is toggled', async () => {
      const { actor } = await reviewing()
      actor.send({ type: 'terms.accept' })

      actor.send({ type: 'terms.toggleTerms' })
      expect(actor.getSnapshot().context.termsError).toBeNull()

      actor.send({ type: 'terms.accept' })
      expect(actor.getSnapshot().context.termsError).toBe('acceptBoth')
      actor.send({ type: 'terms.togglePrivacy' })
      expect(actor.getSnapshot().context.termsError).toBeNull()
    })

    it('goes to accepting (busy, modal still open) with the pending tokens when both boxes are checked', async () => {
      const { actor, acceptTerms } = await accepting()

      const snapshot = actor.getSnapshot()
      expect(snapshot.matches({ termsRequired: 'accepting' })).toBe(true)
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.hasTag('termsOpen')).toBe(true)
      expect(snapshot.context.termsError).toBeNull()
      expect(acceptTerms.runs).toHaveLength(1)
      expect(acceptTerms.run(0).input).toEqual(pending)
    })

    it('goes to confirmingDelete on terms.deleteRequest', async () => {
      const { actor, deleteAccount } = await reviewing()

      actor.send({ type: 'terms.deleteRequest' })

      expect(actor.getSnapshot().matches({ termsRequired: 'confirmingDelete' })).toBe(true)
      expect(actor.getSnapshot().hasTag('termsOpen')).toBe(true)
      expect(actor.getSnapshot().hasTag('busy')).toBe(false)
      expect(deleteAccount.runs).toHaveLength(0)
    })

    it('closes the modal on terms.dismiss: back to editing, signed out, pending tokens and password dropped', async () => {
      const { actor, rememberEmail, completeLogin, reloadPage, notifyAccountDeleted } = await reviewing()

      actor.send({ type: 'terms.dismiss' })

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('editing')
      expect(snapshot.hasTag('termsOpen')).toBe(false)
      expect(snapshot.context.pending).toBeNull()
      expect(snapshot.context.password).toBe('')
      expect(snapshot.context.email).toBe('  ada@example.com ')
      expect(rememberEmail).not.toHaveBeenCalled()
      expect(completeLogin).not.toHaveBeenCalled()
      expect(reloadPage).not.toHaveBeenCalled()
      expect(notifyAccountDeleted).not.toHaveBeenCalled()
    })

    it('opens the modal with unchecked boxes and no messages again after a dismiss and a new login', async () => {
      const { actor, login } = await reviewing()
      actor.send({ type: 'terms.toggleTerms' })
      actor.send({ type: 'terms.accept' })
      actor.send({ type: 'terms.dismiss' })
      actor.send({ type: 'password.change', value: 'Secret123' })
      actor.send({ type: 'form.submit' })

      login.run(1).resolve({ requiresTerms: true, ...pending })
      const snapshot = await waitFor(actor, (s) => s.matches({ termsRequired: 'reviewing' }))

      expect(snapshot.context.termsChecked).toBe(false)
      expect(snapshot.context.privacyChecked).toBe(false)
      expect(snapshot.context.termsError).toBeNull()
      expect(snapshot.context.pending).toEqual(pending)
    })
  })

  describe('termsRequired.accepting', () => {
    it('ends termsAccepted, remembering the e-mail then reloading the page, when acceptance succeeds', async () => {
      const { actor, acceptTerms, log, rememberEmail, reloadPage, completeLogin } = await accepting()

      acceptTerms.run(0).resolve(newTokens)
      const snapshot = await waitFor(actor, (s) => s.matches('termsAccepted'))

      expect(snapshot.status).toBe('done')
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(rememberEmail).toHaveBeenCalledWith(expect.anything(), { email: 'ada@example.com', remember: false })
      expect(reloadPage).toHaveBeenCalledTimes(1)
      expect(completeLogin).not.toHaveBeenCalled()
      expect(log).toEqual(['rememberEmail', 'reloadPage'])
    })

    it.each([
      ['the default for an unknown server text (never the raw text)', apiError('http', 403, 'Terms version mismatch'), 'failed'],
      ['a known server text', apiError('http', 403, 'Not allowed'), 'notAllowed'],
      ['the server-error text for a 5xx', apiError('http', 500, null), 'server'],
      ['the network text for a network failure', apiError('network', null, 'Failed to fetch'), 'network'],
      ['the timeout text for a timeout', apiError('timeout', null, null), 'timeout'],
    ] as const)('goes back to reviewing with acceptFailed and %s when acceptance fails', async (_name, error, reason) => {
      const { actor, acceptTerms, reloadPage, rememberEmail } = await accepting()

      acceptTerms.run(0).reject(error)
      const snapshot = await waitFor(actor, (s) => s.matches({ termsRequired: 'reviewing' }))

      expect(snapshot.context.termsFailure).toEqual({ code: 'acceptFailed', reason })
      expect(snapshot.context.pending).toEqual(pending)
      expect(snapshot.context.termsChecked).toBe(true)
      expect(snapshot.context.privacyChecked).toBe(true)
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.hasTag('termsOpen')).toBe(true)
      expect(reloadPage).not.toHaveBeenCalled()
      expect(rememberEmail).not.toHaveBeenCalled()
    })

    it('clears the acceptance failure when accepting again', async () => {
      const { actor, acceptTerms } = await accepting()
      acceptTerms.run(0).reject(apiError('http', 500, 'Server error'))
      await waitFor(actor, (s) => s.matches({ termsRequired: 'reviewing' }))

      actor.send({ type: 'terms.accept' })

      expect(actor.getSnapshot().matches({ termsRequired: 'accepting' })).toBe(true)
      expect(actor.getSnapshot().context.termsFailure).toBeNull()
      expect(acceptTerms.runs).toHaveLength(2)
    })

    it('ignores terms.dismiss, toggles and delete requests while accepting', async () => {
      const { actor, deleteAccount } = await accepting()

      actor.send({ type: 'terms.dismiss' })
      actor.send({ type: 'terms.toggleTerms' })
      actor.send({ type: 'terms.deleteRequest' })

      expect(actor.getSnapshot().matches({ termsRequired: 'accepting' })).toBe(true)
      expect(actor.getSnapshot().context.pending).toEqual(pending)
      expect(actor.getSnapshot().context.termsChecked).toBe(true)
      expect(deleteAccount.runs).toHaveLength(0)
    })
  })

  describe('termsRequired.confirmingDelete', () => {
    it('clears a previous failure when the deletion is requested', async () => {
      const { actor, acceptTerms } = await accepting()
      acceptTerms.run(0).reject(apiError('http', 500, 'Server error'))
      await waitFor(actor, (s) => s.matches({ termsRequired: 'reviewing' }))

      actor.send({ type: 'terms.deleteRequest' })

      expect(actor.getSnapshot().matches({ termsRequired: 'confirmingDelete' })).toBe(true)
      expect(actor.getSnapshot().context.termsFailure).toBeNull()
    })

    it('goes back to reviewing on terms.deleteCancel', async () => {
      const { actor, deleteAccount } = await reviewing()
      actor.send({ type: 'terms.deleteRequest' })

      actor.send({ type: 'terms.deleteCancel' })

      expect(actor.getSnapshot().matches({ termsRequired: 'reviewing' })).toBe(true)
      expect(actor.getSnapshot().context.pending).toEqual(pending)
      expect(deleteAccount.runs).toHaveLength(0)
    })

    it('goes to deleting (busy) with the pending tokens on terms.deleteConfirm', async () => {
      const { actor, deleteAccount } = await reviewing()
      actor.send({ type: 'terms.deleteRequest' })

      actor.send({ type: 'terms.deleteConfirm' })

      expect(actor.getSnapshot().matches({ termsRequired: 'deleting' })).toBe(true)
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(actor.getSnapshot().hasTag('termsOpen')).toBe(true)
      expect(deleteAccount.runs).toHaveLength(1)
      expect(deleteAccount.run(0).input).toEqual(pending)
    })

    it('closes the modal on terms.dismiss: back to editing with pending tokens and password dropped', async () => {
      const { actor, deleteAccount } = await reviewing()
      actor.send({ type: 'terms.deleteRequest' })

      actor.send({ type: 'terms.dismiss' })

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('editing')
      expect(snapshot.hasTag('termsOpen')).toBe(false)
      expect(snapshot.context.pending).toBeNull()
      expect(snapshot.context.password).toBe('')
      expect(deleteAccount.runs).toHaveLength(0)
    })

    it('ignores terms.accept while confirming the deletion', async () => {
      const { actor, acceptTerms } = await reviewing()
      actor.send({ type: 'terms.toggleTerms' })
      actor.send({ type: 'terms.togglePrivacy' })
      actor.send({ type: 'terms.deleteRequest' })

      actor.send({ type: 'terms.accept' })

      expect(actor.getSnapshot().matches({ termsRequired: 'confirmingDelete' })).toBe(true)
      expect(acceptTerms.runs).toHaveLength(0)
    })
  })

  describe('termsRequired.deleting', () => {
    async function deleting() {
      const t = await reviewing()
      t.actor.send({ type: 'terms.deleteRequest' })
      t.actor.send({ type: 'terms.deleteConfirm' })
      return t
    }

    it('goes back to an empty editing form and notifies when the account is deleted', async () => {
      const { actor, deleteAccount, notifyAccountDeleted, rememberEmail, reloadPage } = await deleting()

      deleteAccount.run(0).resolve()
      const snapshot = await waitFor(actor, (s) => s.matches('editing'))

      expect(snapshot.hasTag('termsOpen')).toBe(false)
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.context.pending).toBeNull()
      expect(snapshot.context.email).toBe('')
      expect(snapshot.context.password).toBe('')
      expect(snapshot.context.submitted).toBe(false)
      expect(snapshot.context.remember).toBe(false)
      expect(notifyAccountDeleted).toHaveBeenCalledTimes(1)
      // The deleted account's e-mail is forgotten, also when it was remembered.
      expect(rememberEmail).toHaveBeenCalledWith(expect.anything(), { email: '', remember: false })
      expect(reloadPage).not.toHaveBeenCalled()
    })

    it.each([
      ['a known server text', apiError('http', 404, 'User not found'), 'userNotFound'],
      ['the network text for a network failure', apiError('network', null, null), 'network'],
      ['the certificate text for a certificate failure', apiError('certificate', null, 'bad cert'), 'certificate'],
    ] as const)('goes back to reviewing with deleteFailed and %s when the deletion fails', async (_name, error, reason) => {
      const { actor, deleteAccount, notifyAccountDeleted } = await deleting()

      deleteAccount.run(0).reject(error)
      const snapshot = await waitFor(actor, (s) => s.matches({ termsRequired: 'reviewing' }))

      expect(snapshot.context.termsFailure).toEqual({ code: 'deleteFailed', reason })
      expect(snapshot.context.pending).toEqual(pending)
      expect(snapshot.context.email).toBe('  ada@example.com ')
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.hasTag('termsOpen')).toBe(true)
      expect(notifyAccountDeleted).not.toHaveBeenCalled()
    })

    it('ignores terms.dismiss and terms.deleteCancel while deleting', async () => {
      const { actor } = await deleting()

      actor.send({ type: 'terms.dismiss' })
      actor.send({ type: 'terms.deleteCancel' })

      expect(actor.getSnapshot().matches({ termsRequired: 'deleting' })).toBe(true)
      expect(actor.getSnapshot().context.pending).toEqual(pending)
    })
  })
})
