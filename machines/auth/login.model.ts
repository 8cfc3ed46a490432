/** The login machine's graph model (tests/model/login.model.spec.ts). */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { DEMO_ACCOUNTS } from '../shared/demo-accounts'
import { defineModel, done, failed } from '../shared/model'
import { SAMPLE_USER } from '../shared/testing'
import { loginMachine, type LoginOutput } from './login.machine'

const SAMPLE_TOKENS = { accessToken: 'sample-access-token', refreshToken: 'sample-refresh-token' }
const httpError = (status: number, message: string): ApiError => ({ kind: 'http', status, message, issues: null })

const LOGIN_EMAILS = ['', 'demo@example.com', 'terms@example.com', 'not-an-email']
const LOGIN_PASSWORDS = ['', 'Demo1234!', 'Terms1234!']

/** Which account the typed credentials open, if any. */
export function credentialsOf(email: string, password: string): 'demo' | 'terms' | null {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email.trim() && a.password === password)
  if (!account) return null
  return 'mustAcceptTerms' in account ? 'terms' : 'demo'
}

export const loginModel = defineModel({
  id: 'login',
  area: 'app',
  routes: ['/login'],
  title: 'Login',
  description: 'Login form, failure message, and the terms-acceptance modal with accept and two-step delete.',
  machine: loginMachine,
  starts: [
    { name: 'first visit', input: { rememberedEmail: null } },
    { name: 'remembered e-mail', input: { rememberedEmail: 'demo@example.com' } },
  ],
  events: (s) => {
    const events: EventFromLogic<typeof loginMachine>[] = [
      ...LOGIN_EMAILS.map((value) => ({ type: 'email.change' as const, value })),
      ...LOGIN_PASSWORDS.map((value) => ({ type: 'password.change' as const, value })),
      { type: 'password.toggleVisibility' },
      { type: 'capsLock.change', on: !s.context.capsLock },
      { type: 'remember.toggle' },
      { type: 'form.submit' },
      { type: 'terms.toggleTerms' },
      { type: 'terms.togglePrivacy' },
      { type: 'terms.accept' },
      { type: 'terms.dismiss' },
      { type: 'terms.deleteRequest' },
      { type: 'terms.deleteCancel' },
      { type: 'terms.deleteConfirm' },
      failed('login', httpError(401, 'Incorrect email or password')) as unknown as EventFromLogic<typeof loginMachine>,
      done('acceptTerms', SAMPLE_TOKENS) as unknown as EventFromLogic<typeof loginMachine>,
      failed('acceptTerms', httpError(500, 'Internal Server Error')) as unknown as EventFromLogic<typeof loginMachine>,
      done('deleteAccount', undefined) as unknown as EventFromLogic<typeof loginMachine>,
      failed('deleteAccount', httpError(500, 'Internal Server Error')) as unknown as EventFromLogic<typeof loginMachine>,
    ]
    // The server's answer depends on the typed credentials: only the right ones succeed.
    const account = credentialsOf(s.context.email, s.context.password)
    const output: LoginOutput | null =
      account === 'demo'
        ? { requiresTerms: false, user: SAMPLE_USER }
        : account === 'terms'
          ? { requiresTerms: true, userId: 3, tokens: SAMPLE_TOKENS }
          : null
    if (output) events.push(done('login', output) as unknown as EventFromLogic<typeof loginMachine>)
    return events
  },
  context: (s) => {
    const c = s.context
    return [
      c.email,
      c.password,
      c.showPassword,
      c.capsLock,
      c.remember,
      c.submitted,
      c.error?.code ?? null,
      c.termsChecked,
      c.privacyChecked,
      c.termsError,
      c.termsFailure?.code ?? null,
    ]
  },
})
