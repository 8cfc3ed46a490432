/** The forgot-password machine's graph model (tests/model/forgot-password.model.spec.ts runs it in Chromium). */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { forgotPasswordMachine, type PasswordResetOutput } from './forgot-password.machine'

type Ev = EventFromLogic<typeof forgotPasswordMachine>

/** A registered e-mail (the demo account) and one without an account. */
export const RESET_REGISTERED_EMAIL = 'demo@example.com'
export const RESET_UNREGISTERED_EMAIL = 'new.person@example.com'

/** Empty (required message), malformed (@ message), registered (check-email view), unregistered (temporary password). */
export const RESET_EMAIL_SAMPLES = ['', 'nobody', RESET_REGISTERED_EMAIL, RESET_UNREGISTERED_EMAIL] as const

export const RESET_SENT: PasswordResetOutput = {
  message: 'Password reset instructions have been sent to your email',
  tempPassword: null,
  registered: true,
}

export const RESET_TEMP: PasswordResetOutput = {
  message: 'This email is not registered. A temporary password has been generated.',
  tempPassword: 'Sample-Temp-1',
  registered: false,
}

/** A request that never reaches the server: reported as a probable firewall block. */
export const RESET_NETWORK_ERROR: ApiError = { kind: 'network', status: null, message: null, issues: null }

export const forgotPasswordModel = defineModel({
  id: 'forgotPassword',
  area: 'account',
  routes: ['/forgot-password'],
  title: 'Forgot password',
  description: 'E-mail form, the check-email view, the temporary-password modal (show/hide, copy, close, go to login), failures.',
  machine: forgotPasswordMachine,
  starts: [{ name: 'empty form', input: undefined }],
  events: (s) => {
    // A copy settles by itself in the browser (the clipboard answers at once): only its results follow.
    if (s.matches({ tempPassword: 'copying' }))
      return [done('copyText', undefined), failed('copyText', new Error('NotAllowedError: Write permission denied.'))] as unknown as Ev[]
    const email = s.context.email.trim()
    const events: Ev[] = [
      ...RESET_EMAIL_SAMPLES.filter((value) => value !== s.context.email).map((value) => ({ type: 'email.change' as const, value })),
      { type: 'form.submit' },
      { type: 'checkEmail.retry' },
      { type: 'tempPassword.toggleVisibility' },
      { type: 'tempPassword.copy' },
      { type: 'tempPassword.close' },
      { type: 'tempPassword.goToLogin' },
      failed('requestReset', RESET_NETWORK_ERROR) as unknown as Ev,
      done('copyText', undefined) as unknown as Ev,
      failed('copyText', new Error('NotAllowedError: Write permission denied.')) as unknown as Ev,
    ]
    // The server's answer depends on the e-mail: registered → instructions mailed, else a temporary password.
    if (email === RESET_REGISTERED_EMAIL) events.push(done('requestReset', RESET_SENT) as unknown as Ev)
    if (email === RESET_UNREGISTERED_EMAIL) events.push(done('requestReset', RESET_TEMP) as unknown as Ev)
    return events
  },
  context: (s) => {
    const c = s.context
    return [c.email, c.attempted, c.tempPassword !== null, c.showTempPassword, c.copied, c.failure?.code ?? null]
  },
})
