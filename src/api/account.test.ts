// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sandbox, server } from '@mocks/node'
import { DEMO, login as apiLogin, useSandboxServer as withSandboxServer } from '@mocks/test-helpers'
import { clock } from '@mocks/tokens'
import { setSandboxMode } from '../lib/env'
import {
  changePassword,
  confirmPasswordReset,
  deleteMyAccount,
  register,
  requestPasswordReset,
  resendVerification,
  updateProfile,
  uploadFile,
  verifyEmail,
} from './account'
import { fetchCurrentUser, login } from './auth'
import { setSessionExpiredHandler } from './session-events'
import { getAccessToken, storeTokens } from './tokens'

withSandboxServer() // renamed on import: not a React hook, whatever react-hooks/rules-of-hooks thinks of the `use` prefix

/** Bodies of the requests that reached MSW, by "METHOD /path". */
const seen: Array<{ key: string; body: string; authorization: string | null }> = []
async function record({ request }: { request: Request }): Promise<void> {
  const body = request.method === 'GET' ? '' : await request.clone().text()
  seen.push({ key: `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, '')}`, body, authorization: request.headers.get('authorization') })
}
const bodiesOf = (key: string) => seen.filter((s) => s.key === key).map((s) => (s.body ? (JSON.parse(s.body) as unknown) : null))

beforeAll(() => server.events.on('request:start', record))
afterAll(() => server.events.removeListener('request:start', record))

beforeEach(() => {
  setSandboxMode(true)
  localStorage.removeItem('access_token')
  localStorage.removeItem('refresh_token')
  setSessionExpiredHandler(() => {})
  seen.length = 0
})

async function signIn(account: { email: string; password: string } = DEMO): Promise<void> {
  const answer = await apiLogin(account)
  storeTokens({ accessToken: answer.access_token, refreshToken: answer.refresh_token })
  seen.length = 0
}

const newAccount = { name: '  Ann Lee ', email: 'ann.lee@example.org', password: 'Secret123', termsAccepted: true, privacyAccepted: true }

describe('register', () => {
  it('sends the sign-up payload of docs/spec/1-shell-and-accounts.md §3.2 and resolves with the created user', async () => {
    const user = await register(newAccount)
    expect(bodiesOf('POST /auth/register')).toEqual([
      {
        email: 'ann.lee@example.org',
        username: 'ann.lee',
        password: 'Secret123',
        full_name: 'Ann Lee',
        terms_accepted: true,
        privacy_accepted: true,
      },
    ])
    expect(user).toMatchObject({ email: 'ann.lee@example.org', username: 'ann.lee', name: 'Ann Lee', role: 'user', termsAccepted: true })
    await expect(login({ email: newAccount.email, password: newAccount.password })).resolves.toMatchObject({ requiresTerms: false })
  })

  it('rejects a taken e-mail with the 409 message', async () => {
    await expect(register({ ...newAccount, email: DEMO.email })).rejects.toEqual({
      kind: 'http',
      status: 409,
      message: 'This email is already registered',
      issues: null,
    })
  })

  it('rejects the e-mail of a deleted account with the "previously used" message', async () => {
    await expect(register({ ...newAccount, email: 'withdrawn@example.com' })).rejects.toMatchObject({
      status: 409,
      message: 'This email was previously used and cannot be reused',
    })
  })

  it('rejects unaccepted terms with the 422 details joined by commas', async () => {
    await expect(register({ ...newAccount, termsAccepted: false, privacyAccepted: false })).rejects.toMatchObject({
      status: 422,
      message: 'You must accept the terms of service, You must accept the privacy policy',
      issues: [expect.objectContaining({ loc: ['body', 'terms_accepted'] }), expect.objectContaining({ loc: ['body', 'privacy_accepted'] })],
    })
  })

  it('sends no bearer token', async () => {
    await signIn()
    await register(newAccount)
    expect(seen.find((s) => s.key === 'POST /auth/register')?.authorization).toBeNull()
  })
})

describe('requestPasswordReset', () => {
  it('resolves without a temporary password for a registered e-mail', async () => {
    await expect(requestPasswordReset(DEMO.email)).resolves.toEqual({
      message: 'Password reset instructions have been sent to your email',
      tempPassword: null,
      registered: true,
    })
  })

  it('resolves with the temporary password for an unregistered e-mail, which then signs in', async () => {
    const answer = await requestPasswordReset(' new.person@example.org ')
    expect(answer).toEqual({
      message: 'This email is not registered. A temporary password has been generated.',
      tempPassword: expect.stringMatching(/^.{12}$/),
      registered: false,
    })
    await expect(login({ email: 'new.person@example.org', password: answer.tempPassword! })).resolves.toMatchObject({ requiresTerms: false })
  })

  it('rejects a malformed e-mail with the 422 issue', async () => {
    await expect(requestPasswordReset('nobody')).rejects.toMatchObject({ status: 422, issues: [expect.objectContaining({ loc: ['body', 'email'] })] })
  })
})

describe('confirmPasswordReset', () => {
  it('resets the password with the mailed token', async () => {
    await requestPasswordReset(DEMO.email)
    const token = sandbox.mailbox()[0]!.token
    await expect(confirmPasswordReset({ token, newPassword: 'Fresh1234' })).resolves.toBeUndefined()
    expect(bodiesOf('POST /auth/password-reset/confirm')).toEqual([{ token, newPassword: 'Fresh1234' }])
    await expect(login({ email: DEMO.email, password: 'Fresh1234' })).resolves.toMatchObject({ requiresTerms: false })
  })

  it('rejects an expired token with the server message', async () => {
    await requestPasswordReset(DEMO.email)
    clock.advance(30 * 60 * 1000)
    await expect(confirmPasswordReset({ token: sandbox.mailbox()[0]!.token, newPassword: 'Fresh1234' })).rejects.toEqual({
      kind: 'http',
      status: 400,
      message: 'Invalid or expired reset token',
      issues: null,
    })
  })
})

describe('verifyEmail and resendVerification', () => {
  it('verifies with the token mailed at sign-up, and resends a fresh one', async () => {
    await register(newAccount)
    await login({ email: newAccount.email, password: newAccount.password })
    await expect(resendVerification()).resolves.toBeUndefined()
    const [latest, earlier] = sandbox.mailbox()
    await expect(verifyEmail(earlier!.token)).rejects.toMatchObject({ status: 400, message: 'Invalid or expired verification token' })
    await expect(verifyEmail(latest!.token)).resolves.toBeUndefined()
    await expect(resendVerification()).rejects.toMatchObject({ status: 400, message: 'Email is already verified' })
  })
})

describe('updateProfile', () => {
  it('sends full_name, bio, location and website, empty ones as null, and resolves with the user', async () => {
    await signIn()
    const user = await updateProfile({ name: ' Demo Tester ', bio: 'QA', location: '  ', website: '' })
    expect(bodiesOf('PATCH /auth/profile')).toEqual([{ full_name: 'Demo Tester', bio: 'QA', location: null, website: null }])
    expect(user).toMatchObject({ id: DEMO.id, name: 'Demo Tester', bio: 'QA', location: null, website: null })
    await expect(fetchCurrentUser()).resolves.toMatchObject({ name: 'Demo Tester' })
  })

  it('rejects a one-letter name with the 422 message', async () => {
    await signIn()
    await expect(updateProfile({ name: 'A', bio: '', location: '', website: '' })).rejects.toMatchObject({
      status: 422,
      message: 'String should have at least 2 characters',
    })
  })
})

describe('changePassword', () => {
  it('sends current_password/new_password, and on the 422 retries with oldPassword/newPassword', async () => {
    await signIn()
    await expect(changePassword({ currentPassword: DEMO.password, newPassword: 'Newpass123' })).resolves.toBeUndefined()
    expect(bodiesOf('POST /auth/change-password')).toEqual([
      { current_password: DEMO.password, new_password: 'Newpass123' },
      { oldPassword: DEMO.password, newPassword: 'Newpass123' },
    ])
    await expect(login({ email: DEMO.email, password: 'Newpass123' })).resolves.toMatchObject({ requiresTerms: false })
  })

  it('does not retry when the first call succeeds (a server that takes current_password)', async () => {
    await signIn()
    server.use(http.post('*/api/v1/auth/change-password', () => HttpResponse.json({ message: 'Password changed successfully' })))
    await changePassword({ currentPassword: DEMO.password, newPassword: 'Newpass123' })
    expect(bodiesOf('POST /auth/change-password')).toHaveLength(1)
  })

  it('rejects a wrong current password with the server message (after the retry)', async () => {
    await signIn()
    await expect(changePassword({ currentPassword: 'Wrong1234', newPassword: 'Newpass123' })).rejects.toEqual({
      kind: 'http',
      status: 400,
      message: 'Current password is incorrect',
      issues: null,
    })
    expect(bodiesOf('POST /auth/change-password')).toHaveLength(2)
  })

  it('rejects a weak new password with the retry’s 422', async () => {
    await signIn()
    await expect(changePassword({ currentPassword: DEMO.password, newPassword: 'newpass1' })).rejects.toMatchObject({
      status: 422,
      message: 'Password must contain at least one uppercase letter',
    })
  })

  it('rethrows other failures without a retry', async () => {
    await signIn()
    sandbox.scenario('POST /auth/change-password', { status: 500, times: 1 })
    await expect(changePassword({ currentPassword: DEMO.password, newPassword: 'Newpass123' })).rejects.toMatchObject({ status: 500 })
    expect(bodiesOf('POST /auth/change-password')).toHaveLength(1)
    sandbox.scenario('POST /auth/change-password', { networkError: true, times: 1 })
    await expect(changePassword({ currentPassword: DEMO.password, newPassword: 'Newpass123' })).rejects.toMatchObject({ kind: 'network' })
  })
})

describe('deleteMyAccount', () => {
  it('deletes the signed-in account', async () => {
    await signIn()
    await expect(deleteMyAccount()).resolves.toBeUndefined()
    await expect(login({ email: DEMO.email, password: DEMO.password })).rejects.toMatchObject({ status: 401 })
  })

  it('rejects with the server detail', async () => {
    await signIn()
    sandbox.scenario('DELETE /users/me', { status: 403, body: { detail: 'Not allowed' }, times: 1 })
    await expect(deleteMyAccount()).rejects.toEqual({ kind: 'http', status: 403, message: 'Not allowed', issues: null })
  })
})

describe('uploadFile', () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'avatar.png', { type: 'image/png' })

  it('uploads with the bearer token, reports progress up to 100 and resolves with the file', async () => {
    await signIn()
    const percents: number[] = []
    const uploaded = await uploadFile(png(), (p) => percents.push(p))
    // jsdom's FormData reaches MSW through vitest's Request shim, which renames every file
    // "blob"; browsers keep the name (the handler's own tests check it with Node's FormData).
    expect(uploaded).toEqual({ filename: expect.any(String), contentType: 'image/png', size: 7, url: 'data:image/png;base64,iVBORwECAw==' })
    expect(percents.at(-1)).toBe(100)
    expect([...percents].sort((a, b) => a - b)).toEqual(percents)
    expect(new Set(percents).size).toBe(percents.length)
    const request = seen.find((s) => s.key === 'POST /upload')!
    expect(request.authorization).toBe(`Bearer ${getAccessToken()}`)
    expect(request.body).toContain('Content-Disposition: form-data; name="file"')
  })

  it('works without a progress callback', async () => {
    await signIn()
    await expect(uploadFile(png())).resolves.toMatchObject({ contentType: 'image/png', size: 7 })
  })

  it('maps a wrong type to the 422 ApiError', async () => {
    await signIn()
    const percents: number[] = []
    const error = await uploadFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }), (p) => percents.push(p)).catch((e: unknown) => e)
    expect(error).toEqual({
      kind: 'http',
      status: 422,
      message: expect.stringContaining('File type not allowed'),
      issues: [{ loc: ['body', 'file'], msg: expect.any(String), type: 'value_error' }],
    })
    // The upload itself completed (progress may reach 100) before the server refused it.
    expect(percents.every((p) => p >= 0 && p <= 100)).toBe(true)
  })

  it('maps 413 and a plain-text error body', async () => {
    await signIn()
    sandbox.scenario('POST /upload', { status: 413, body: { detail: 'File too large. Maximum size is 10 MB' }, times: 1 })
    await expect(uploadFile(png())).rejects.toEqual({ kind: 'http', status: 413, message: 'File too large. Maximum size is 10 MB', issues: null })
    sandbox.scenario('POST /upload', { status: 500, body: { message: 'Disk full' }, times: 1 })
    await expect(uploadFile(png())).rejects.toEqual({ kind: 'http', status: 500, message: 'Disk full', issues: null })
  })

  it('maps a network failure', async () => {
    await signIn()
    sandbox.scenario('POST /upload', { networkError: true, times: 1 })
    await expect(uploadFile(png())).rejects.toEqual({ kind: 'network', status: null, message: null, issues: null })
  })

  it('refreshes an expired access token once and retries', async () => {
    await signIn()
    const before = getAccessToken()
    sandbox.expireAccessTokens()
    await expect(uploadFile(png())).resolves.toMatchObject({ contentType: 'image/png', size: 7 })
    expect(getAccessToken()).not.toBe(before)
    expect(seen.map((s) => s.key)).toEqual(['POST /upload', 'POST /auth/refresh', 'POST /upload'])
  })

  it('ends the session when the refresh fails', async () => {
    await signIn()
    let expired = 0
    setSessionExpiredHandler(() => expired++)
    sandbox.expireAccessTokens()
    sandbox.scenario('POST /auth/refresh', { status: 401, times: 1 })
    await expect(uploadFile(png())).rejects.toEqual({ kind: 'session', status: 401, message: null, issues: null })
    expect(expired).toBe(1)
  })

  it('rejects 401 without a stored token, with no refresh', async () => {
    await expect(uploadFile(png())).rejects.toEqual({ kind: 'http', status: 401, message: 'Not authenticated', issues: null })
    expect(seen.map((s) => s.key)).toEqual(['POST /upload'])
  })
})
