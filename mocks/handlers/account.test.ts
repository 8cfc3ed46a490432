import { describe, expect, it } from 'vitest'
import { db } from '../db/database'
import { sandbox } from '../node'
import { call, DEMO, login, TERMS, useSandboxServer } from '../test-helpers'
import { clock } from '../tokens'
import { MESSAGES } from './account'

useSandboxServer()

const MINUTE = 60 * 1000
const WITHDRAWN = { email: 'withdrawn@example.com', username: 'withdrawn' }

/** What the storage holds (read back from it, not from memory). */
const stored = () => db.stored()
const storedUser = async (email: string) => (await stored()).collections.users.find((u) => u.email === email)

const signUp = (overrides: Record<string, unknown> = {}) => ({
  email: 'ann.lee@example.org',
  username: 'ann.lee',
  password: 'Secret123',
  full_name: 'Ann Lee',
  terms_accepted: true,
  privacy_accepted: true,
  ...overrides,
})

const loginStatus = async (email: string, password: string) => (await call('POST', '/auth/login', { body: { email, password } })).status

/** The newest mailbox token of a kind for an e-mail. */
function latestToken(kind: 'password-reset' | 'verify-email', email: string): string {
  const mail = sandbox.mailbox().find((m) => m.kind === kind && m.email === email)
  if (!mail) throw new Error(`no ${kind} mail for ${email}`)
  return mail.token
}

describe('POST /auth/register', () => {
  it('creates the user (201), persisted before the response, who can then sign in', async () => {
    const revision = (await stored()).revision
    const res = await call('POST', '/auth/register', { body: signUp({ full_name: '  Ann Lee  ', email: ' Ann.Lee@Example.org ' }) })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: 21,
      email: 'ann.lee@example.org',
      username: 'ann.lee',
      full_name: 'Ann Lee',
      role: 'user',
      bio: null,
      location: null,
      website: null,
      avatar_url: null,
      is_active: true,
      terms_accepted: true,
      email_verified: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    expect((await stored()).revision).toBeGreaterThan(revision)
    expect(await storedUser('ann.lee@example.org')).toMatchObject({ requires_terms: false, terms_accepted_at: expect.any(String), deleted_at: null })
    expect(JSON.stringify(res.body)).not.toContain('sha256')
    const signedIn = await login({ email: 'ann.lee@example.org', password: 'Secret123' })
    expect(signedIn.requires_terms_acceptance).toBe(false)
    const me = await call('GET', '/auth/me', { token: signedIn.access_token })
    expect(me.body).toMatchObject({ id: 21, full_name: 'Ann Lee', email_verified: false })
  })

  it('mails a verification token', async () => {
    await call('POST', '/auth/register', { body: signUp() })
    expect(sandbox.mailbox()).toEqual([
      {
        kind: 'verify-email',
        email: 'ann.lee@example.org',
        token: expect.stringMatching(/^[0-9a-f]{40}$/),
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        usedAt: null,
      },
    ])
  })

  it.each([
    ['qa.admin@example.org', 'admin'],
    ['ADMIN.team@corp.example', 'admin'],
    ['sysadministrator@example.org', 'admin'],
    ['ann.lee@example.org', 'user'],
    ['adm.in@example.org', 'user'],
  ])('gives %s the role %s', async (email, role) => {
    const res = await call('POST', '/auth/register', { body: signUp({ email, username: email.split('@')[0] }) })
    expect(res.status).toBe(201)
    expect(res.body.role).toBe(role)
  })

  it('answers 409 for a registered e-mail, in any case', async () => {
    const res = await call('POST', '/auth/register', { body: signUp({ email: 'DEMO@example.com', username: 'someone' }) })
    expect(res).toMatchObject({ status: 409, body: { detail: 'This email is already registered' } })
  })

  it('answers 409 "previously used" for the e-mail of a deleted account', async () => {
    const res = await call('POST', '/auth/register', { body: signUp({ email: WITHDRAWN.email, username: 'someone' }) })
    expect(res).toMatchObject({ status: 409, body: { detail: 'This email was previously used and cannot be reused' } })
  })

  it('answers 409 "previously used" for the username of a deleted account', async () => {
    const res = await call('POST', '/auth/register', { body: signUp({ email: 'withdrawn@other.example', username: 'Withdrawn' }) })
    expect(res).toMatchObject({ status: 409, body: { detail: 'This username was previously used and cannot be reused' } })
  })

  it('answers 409 for a username a live user has', async () => {
    const res = await call('POST', '/auth/register', { body: signUp({ email: 'demo@other.example', username: 'demo' }) })
    expect(res).toMatchObject({ status: 409, body: { detail: 'This username is already taken' } })
  })

  it('creates nothing when it refuses', async () => {
    const before = (await stored()).collections.users.length
    await call('POST', '/auth/register', { body: signUp({ email: DEMO.email }) })
    await call('POST', '/auth/register', { body: signUp({ password: 'weak' }) })
    expect((await stored()).collections.users).toHaveLength(before)
    expect(sandbox.mailbox()).toEqual([])
  })

  it('answers 422 listing every missing field', async () => {
    const res = await call('POST', '/auth/register', { body: {} })
    expect(res.status).toBe(422)
    expect(res.body.detail.map((d: { loc: string[] }) => d.loc[1])).toEqual([
      'email',
      'username',
      'password',
      'full_name',
      'terms_accepted',
      'privacy_accepted',
    ])
    for (const d of res.body.detail) expect(d).toMatchObject({ msg: 'Field required', type: 'missing' })
  })

  it.each([
    ['short', 'Ab1', ['String should have at least 8 characters']],
    ['no uppercase', 'secret123', ['Password must contain at least one uppercase letter']],
    ['no lowercase', 'SECRET123', ['Password must contain at least one lowercase letter']],
    ['no number', 'SecretPass', ['Password must contain at least one number']],
    [
      'empty',
      '',
      [
        'String should have at least 8 characters',
        'Password must contain at least one uppercase letter',
        'Password must contain at least one lowercase letter',
        'Password must contain at least one number',
      ],
    ],
  ])('answers 422 for a weak password (%s)', async (_, password, messages) => {
    const res = await call('POST', '/auth/register', { body: signUp({ password }) })
    expect(res.status).toBe(422)
    expect(res.body.detail.map((d: { msg: string }) => d.msg)).toEqual(messages)
    for (const d of res.body.detail) expect(d.loc).toEqual(['body', 'password'])
  })

  it.each([
    ['one character', ' A ', 'String should have at least 2 characters'],
    ['51 characters', 'A'.repeat(51), 'String should have at most 50 characters'],
  ])('answers 422 for a full name of %s (trimmed)', async (_, full_name, msg) => {
    const res = await call('POST', '/auth/register', { body: signUp({ full_name }) })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([{ loc: ['body', 'full_name'], msg, type: expect.stringMatching(/^string_too_(short|long)$/) }])
  })

  it('accepts a full name of exactly 2 and 50 characters', async () => {
    expect((await call('POST', '/auth/register', { body: signUp({ full_name: 'Al' }) })).status).toBe(201)
    const fifty = signUp({ full_name: 'B'.repeat(50), email: 'bo@example.org', username: 'bo' })
    expect((await call('POST', '/auth/register', { body: fifty })).status).toBe(201)
  })

  it('answers 422 unless both the terms and the privacy policy are accepted', async () => {
    const res = await call('POST', '/auth/register', { body: signUp({ terms_accepted: false, privacy_accepted: false }) })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([
      { loc: ['body', 'terms_accepted'], msg: 'You must accept the terms of service', type: 'value_error' },
      { loc: ['body', 'privacy_accepted'], msg: 'You must accept the privacy policy', type: 'value_error' },
    ])
  })

  it('answers 422 for a malformed e-mail and wrong types', async () => {
    const res = await call('POST', '/auth/register', {
      body: signUp({ email: 'ann.example.org', username: 7, terms_accepted: 'yes', full_name: null }),
    })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([
      { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
      { loc: ['body', 'username'], msg: 'Input should be a valid string', type: 'string_type' },
      { loc: ['body', 'full_name'], msg: 'Input should be a valid string', type: 'string_type' },
      { loc: ['body', 'terms_accepted'], msg: 'Input should be a valid boolean', type: 'bool_type' },
    ])
  })

  it.each(['', '{', '[]', '"text"'])('answers 422 (never 500) for the raw body %j', async (raw) => {
    const res = await call('POST', '/auth/register', { raw })
    expect(res.status).toBe(422)
    expect(res.body.detail[0].loc).toEqual(['body'])
  })
})

describe('DELETE /users/me, then', () => {
  it('the account cannot sign in, and its e-mail and username cannot be registered again', async () => {
    await call('POST', '/auth/register', { body: signUp() })
    const { access_token } = await login({ email: 'ann.lee@example.org', password: 'Secret123' })
    expect((await call('DELETE', '/users/me', { token: access_token })).status).toBe(200)
    expect(await loginStatus('ann.lee@example.org', 'Secret123')).toBe(401)
    expect(await call('POST', '/auth/register', { body: signUp() })).toMatchObject({ status: 409, body: { detail: MESSAGES.emailReused } })
    const sameName = signUp({ email: 'ann.lee@elsewhere.example' })
    expect(await call('POST', '/auth/register', { body: sameName })).toMatchObject({ status: 409, body: { detail: MESSAGES.usernameReused } })
  })
})

describe('PATCH /auth/profile', () => {
  it('updates the given fields, returns the user with a new updated_at, and persists', async () => {
    const { access_token } = await login(DEMO)
    const before = (await call('GET', '/auth/me', { token: access_token })).body
    const res = await call('PATCH', '/auth/profile', {
      token: access_token,
      body: { full_name: ' Demo Tester ', bio: 'Hunting bugs', location: 'Busan', website: 'https://demo.example.com' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      ...before,
      full_name: 'Demo Tester',
      bio: 'Hunting bugs',
      location: 'Busan',
      website: 'https://demo.example.com',
      updated_at: expect.any(String),
    })
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(before.updated_at))
    expect(await storedUser(DEMO.email)).toMatchObject({ full_name: 'Demo Tester', location: 'Busan' })
    expect((await call('GET', '/auth/me', { token: access_token })).body).toEqual(res.body)
  })

  it('leaves absent fields alone and clears fields sent as null or an empty string', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('PATCH', '/auth/profile', { token: access_token, body: { bio: '', location: null, avatar_url: '/a.png' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ full_name: 'Demo User', bio: null, location: null, avatar_url: '/a.png' })
    const cleared = await call('PATCH', '/auth/profile', { token: access_token, body: { full_name: null } })
    expect(cleared.body.full_name).toBeNull()
  })

  it('answers the user unchanged for an empty body', async () => {
    const { access_token } = await login(DEMO)
    const before = (await call('GET', '/auth/me', { token: access_token })).body
    expect(await call('PATCH', '/auth/profile', { token: access_token, body: {} })).toMatchObject({ status: 200, body: before })
  })

  it('gives every update a later updated_at, even within one millisecond', async () => {
    const { access_token } = await login(DEMO)
    const first = await call('PATCH', '/auth/profile', { token: access_token, body: { bio: 'one' } })
    const second = await call('PATCH', '/auth/profile', { token: access_token, body: { bio: 'two' } })
    expect(Date.parse(second.body.updated_at)).toBeGreaterThan(Date.parse(first.body.updated_at))
  })

  it('answers 422 for unknown fields (the e-mail is not editable here)', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('PATCH', '/auth/profile', { token: access_token, body: { full_name: 'Demo', email: 'x@y.z', role: 'admin' } })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([
      { loc: ['body', 'email'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
      { loc: ['body', 'role'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ])
    expect((await storedUser(DEMO.email))!.role).toBe('user')
  })

  it('answers 422 for wrong types and a full name outside 2–50 characters', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('PATCH', '/auth/profile', { token: access_token, body: { full_name: 'A', bio: 5, website: ['x'] } })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([
      { loc: ['body', 'full_name'], msg: 'String should have at least 2 characters', type: 'string_too_short' },
      { loc: ['body', 'bio'], msg: 'Input should be a valid string', type: 'string_type' },
      { loc: ['body', 'website'], msg: 'Input should be a valid string', type: 'string_type' },
    ])
    const long = await call('PATCH', '/auth/profile', { token: access_token, body: { full_name: 'A'.repeat(51) } })
    expect(long.body.detail).toEqual([{ loc: ['body', 'full_name'], msg: 'String should have at most 50 characters', type: 'string_too_long' }])
    for (const raw of ['', '[]', '{']) expect((await call('PATCH', '/auth/profile', { token: access_token, raw })).status).toBe(422)
  })

  it('answers 401 without a token and 403 for a terms-scoped one', async () => {
    expect(await call('PATCH', '/auth/profile', { body: { bio: 'x' } })).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } })
    const { access_token } = await login(TERMS)
    expect((await call('PATCH', '/auth/profile', { token: access_token, body: { bio: 'x' } })).status).toBe(403)
  })
})

describe('POST /auth/change-password', () => {
  it('refuses current_password/new_password with a 422 naming oldPassword and newPassword (and the unknown fields)', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('POST', '/auth/change-password', {
      token: access_token,
      body: { current_password: DEMO.password, new_password: 'Newpass123' },
    })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([
      { loc: ['body', 'oldPassword'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'newPassword'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'current_password'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
      { loc: ['body', 'new_password'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ])
    expect(await loginStatus(DEMO.email, DEMO.password)).toBe(200)
  })

  it('changes the password: the new one signs in, the old one no longer; other sessions end', async () => {
    const other = await login(DEMO)
    const current = await login(DEMO)
    const res = await call('POST', '/auth/change-password', {
      token: current.access_token,
      body: { oldPassword: DEMO.password, newPassword: 'Newpass123' },
    })
    expect(res).toMatchObject({ status: 200, body: { message: 'Password changed successfully' } })
    expect(await loginStatus(DEMO.email, 'Newpass123')).toBe(200)
    expect(await loginStatus(DEMO.email, DEMO.password)).toBe(401)
    expect((await call('GET', '/auth/me', { token: current.access_token })).status).toBe(200)
    expect((await call('GET', '/auth/me', { token: other.access_token })).status).toBe(401)
  })

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('POST', '/auth/change-password', { token: access_token, body: { oldPassword: 'Wrong1234', newPassword: 'Newpass123' } })
    expect(res).toMatchObject({ status: 400, body: { detail: 'Current password is incorrect' } })
    expect(await loginStatus(DEMO.email, 'Newpass123')).toBe(401)
  })

  it('answers 400 when the new password equals the current one', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('POST', '/auth/change-password', { token: access_token, body: { oldPassword: DEMO.password, newPassword: DEMO.password } })
    expect(res).toMatchObject({ status: 400, body: { detail: 'New password must be different from current password' } })
  })

  it('answers 422 for a weak new password', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('POST', '/auth/change-password', { token: access_token, body: { oldPassword: DEMO.password, newPassword: 'newpass1' } })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([
      { loc: ['body', 'newPassword'], msg: 'Password must contain at least one uppercase letter', type: 'value_error' },
    ])
    expect(await loginStatus(DEMO.email, DEMO.password)).toBe(200)
  })

  it('answers 422 for wrong types and malformed bodies, 401 without a token', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('POST', '/auth/change-password', { token: access_token, body: { oldPassword: 1, newPassword: null } })
    expect(res.body.detail.map((d: { type: string }) => d.type)).toEqual(['string_type', 'string_type'])
    expect((await call('POST', '/auth/change-password', { token: access_token, raw: '{' })).status).toBe(422)
    expect((await call('POST', '/auth/change-password', { body: { oldPassword: 'a', newPassword: 'Newpass123' } })).status).toBe(401)
  })
})

describe('POST /auth/password-reset', () => {
  it('mails a reset token to a registered e-mail and answers no temporary password', async () => {
    const res = await call('POST', '/auth/password-reset', { body: { email: 'Demo@Example.com' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: 'Password reset instructions have been sent to your email' })
    expect(sandbox.mailbox()).toEqual([expect.objectContaining({ kind: 'password-reset', email: DEMO.email, usedAt: null })])
    // The password is unchanged until the link is used.
    expect(await loginStatus(DEMO.email, DEMO.password)).toBe(200)
  })

  it('answers an unregistered e-mail a 12-character temporary password valid 30 minutes', async () => {
    const res = await call('POST', '/auth/password-reset', { body: { email: 'new.person@example.org' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      message: 'This email is not registered. A temporary password has been generated.',
      registered: false,
      tempPassword: expect.any(String),
      expires_in: 1800,
    })
    const temp: string = res.body.tempPassword
    expect(temp).toHaveLength(12)
    for (const pattern of [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/]) expect(temp).toMatch(pattern)
    expect(sandbox.mailbox()).toEqual([])
    expect(JSON.stringify((await stored()).collections.tempPasswords)).not.toContain(temp)
  })

  it('lets the temporary password sign in, creating the account on first login', async () => {
    const { body } = await call('POST', '/auth/password-reset', { body: { email: 'New.Person@example.org' } })
    clock.advance(30 * MINUTE - 1000)
    const signedIn = await login({ email: 'new.person@example.org', password: body.tempPassword })
    expect(signedIn.requires_terms_acceptance).toBe(false)
    const me = await call('GET', '/auth/me', { token: signedIn.access_token })
    expect(me.body).toMatchObject({
      email: 'new.person@example.org',
      username: 'new.person',
      full_name: null,
      role: 'user',
      terms_accepted: true,
      email_verified: false,
    })
    // It is now the account's password, past the 30 minutes too.
    clock.advance(60 * MINUTE)
    expect(await loginStatus('new.person@example.org', body.tempPassword)).toBe(200)
    expect(await loginStatus('new.person@example.org', 'Other1234!')).toBe(401)
  })

  it('makes an account created with a temporary password an admin when the e-mail contains "admin"', async () => {
    const { body } = await call('POST', '/auth/password-reset', { body: { email: 'qa-Admin@newco.example' } })
    const signedIn = await login({ email: 'qa-admin@newco.example', password: body.tempPassword })
    expect((await call('GET', '/auth/me', { token: signedIn.access_token })).body.role).toBe('admin')
  })

  it('gives the created account a free username when the e-mail local part is taken', async () => {
    const { body } = await call('POST', '/auth/password-reset', { body: { email: 'demo@newco.example' } })
    const signedIn = await login({ email: 'demo@newco.example', password: body.tempPassword })
    expect((await call('GET', '/auth/me', { token: signedIn.access_token })).body.username).toBe('demo2')
  })

  it('refuses the temporary password after 30 minutes with the normal login failure', async () => {
    const { body } = await call('POST', '/auth/password-reset', { body: { email: 'late@example.org' } })
    clock.advance(30 * MINUTE)
    const res = await call('POST', '/auth/login', { body: { email: 'late@example.org', password: body.tempPassword } })
    expect(res).toMatchObject({ status: 401, body: { detail: 'Incorrect email or password' } })
    expect(await storedUser('late@example.org')).toBeUndefined()
  })

  it('keeps only the latest temporary password of an e-mail', async () => {
    const first = (await call('POST', '/auth/password-reset', { body: { email: 'twice@example.org' } })).body.tempPassword
    const second = (await call('POST', '/auth/password-reset', { body: { email: 'twice@example.org' } })).body.tempPassword
    expect(await loginStatus('twice@example.org', first)).toBe(401)
    expect(await loginStatus('twice@example.org', second)).toBe(200)
  })

  it('drops a temporary password when the e-mail registers normally', async () => {
    const { body } = await call('POST', '/auth/password-reset', { body: { email: 'ann.lee@example.org' } })
    await call('POST', '/auth/register', { body: signUp() })
    expect(await loginStatus('ann.lee@example.org', body.tempPassword)).toBe(401)
    expect(await loginStatus('ann.lee@example.org', 'Secret123')).toBe(200)
  })

  it('answers 409 for the e-mail of a deleted account (it cannot come back)', async () => {
    const res = await call('POST', '/auth/password-reset', { body: { email: WITHDRAWN.email } })
    expect(res).toMatchObject({ status: 409, body: { detail: 'This email was previously used and cannot be reused' } })
  })

  it('answers 422 for a malformed or missing e-mail', async () => {
    const bad = await call('POST', '/auth/password-reset', { body: { email: 'nobody' } })
    expect(bad.status).toBe(422)
    expect(bad.body.detail).toEqual([{ loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' }])
    expect((await call('POST', '/auth/password-reset', { body: {} })).body.detail[0]).toMatchObject({ loc: ['body', 'email'], type: 'missing' })
    expect((await call('POST', '/auth/password-reset', { raw: 'null' })).status).toBe(422)
  })
})

describe('POST /auth/password-reset/confirm', () => {
  async function requestReset(): Promise<string> {
    await call('POST', '/auth/password-reset', { body: { email: DEMO.email } })
    return latestToken('password-reset', DEMO.email)
  }

  it('sets the new password once per token and ends every session', async () => {
    const session = await login(DEMO)
    const token = await requestReset()
    const res = await call('POST', '/auth/password-reset/confirm', { body: { token, newPassword: 'Fresh1234' } })
    expect(res).toMatchObject({ status: 200, body: { message: 'Password has been reset successfully' } })
    expect(await loginStatus(DEMO.email, 'Fresh1234')).toBe(200)
    expect(await loginStatus(DEMO.email, DEMO.password)).toBe(401)
    expect((await call('GET', '/auth/me', { token: session.access_token })).status).toBe(401)
    expect(sandbox.mailbox()[0]!.usedAt).not.toBeNull()
    const again = await call('POST', '/auth/password-reset/confirm', { body: { token, newPassword: 'Other1234' } })
    expect(again).toMatchObject({ status: 400, body: { detail: 'Invalid or expired reset token' } })
  })

  it('answers 400 for an unknown token', async () => {
    const res = await call('POST', '/auth/password-reset/confirm', { body: { token: 'nope', newPassword: 'Fresh1234' } })
    expect(res).toMatchObject({ status: 400, body: { detail: 'Invalid or expired reset token' } })
  })

  it('answers 400 once the token is 30 minutes old', async () => {
    const token = await requestReset()
    clock.advance(30 * MINUTE)
    const res = await call('POST', '/auth/password-reset/confirm', { body: { token, newPassword: 'Fresh1234' } })
    expect(res).toMatchObject({ status: 400, body: { detail: 'Invalid or expired reset token' } })
    expect(await loginStatus(DEMO.email, DEMO.password)).toBe(200)
  })

  it('accepts a token just before the 30 minutes end', async () => {
    const token = await requestReset()
    clock.advance(30 * MINUTE - 1000)
    expect((await call('POST', '/auth/password-reset/confirm', { body: { token, newPassword: 'Fresh1234' } })).status).toBe(200)
  })

  it('answers 400 for a token superseded by a newer request', async () => {
    const first = await requestReset()
    const second = await requestReset()
    expect((await call('POST', '/auth/password-reset/confirm', { body: { token: first, newPassword: 'Fresh1234' } })).status).toBe(400)
    expect((await call('POST', '/auth/password-reset/confirm', { body: { token: second, newPassword: 'Fresh1234' } })).status).toBe(200)
  })

  it('answers 422 for a weak password and keeps the token usable', async () => {
    const token = await requestReset()
    const res = await call('POST', '/auth/password-reset/confirm', { body: { token, newPassword: 'fresh' } })
    expect(res.status).toBe(422)
    expect(res.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual(Array(3).fill(['body', 'newPassword']))
    expect((await call('POST', '/auth/password-reset/confirm', { body: { token, newPassword: 'Fresh1234' } })).status).toBe(200)
  })

  it('answers 422 for a missing or empty token and malformed bodies', async () => {
    const res = await call('POST', '/auth/password-reset/confirm', { body: { newPassword: 'Fresh1234' } })
    expect(res.body.detail).toEqual([{ loc: ['body', 'token'], msg: 'Field required', type: 'missing' }])
    expect((await call('POST', '/auth/password-reset/confirm', { body: { token: '  ', newPassword: 'Fresh1234' } })).status).toBe(422)
    expect((await call('POST', '/auth/password-reset/confirm', { raw: '[1]' })).status).toBe(422)
  })
})

describe('POST /auth/verify-email and POST /auth/resend-verification', () => {
  async function registerAnn(): Promise<string> {
    await call('POST', '/auth/register', { body: signUp() })
    return (await login({ email: 'ann.lee@example.org', password: 'Secret123' })).access_token
  }

  it('verifies the e-mail with the mailed token, once', async () => {
    const access = await registerAnn()
    const token = latestToken('verify-email', 'ann.lee@example.org')
    const res = await call('POST', '/auth/verify-email', { body: { token } })
    expect(res).toMatchObject({ status: 200, body: { message: 'Email verified successfully' } })
    expect((await call('GET', '/auth/me', { token: access })).body.email_verified).toBe(true)
    expect((await storedUser('ann.lee@example.org'))!.email_verified).toBe(true)
    expect(await call('POST', '/auth/verify-email', { body: { token } })).toMatchObject({
      status: 400,
      body: { detail: 'Invalid or expired verification token' },
    })
  })

  it('answers 400 for an unknown token, a reset token and an expired one', async () => {
    expect(await call('POST', '/auth/verify-email', { body: { token: 'abc' } })).toMatchObject({
      status: 400,
      body: { detail: 'Invalid or expired verification token' },
    })
    await call('POST', '/auth/password-reset', { body: { email: DEMO.email } })
    expect((await call('POST', '/auth/verify-email', { body: { token: latestToken('password-reset', DEMO.email) } })).status).toBe(400)
    await registerAnn()
    clock.advance(24 * 60 * MINUTE)
    expect((await call('POST', '/auth/verify-email', { body: { token: latestToken('verify-email', 'ann.lee@example.org') } })).status).toBe(400)
  })

  it('answers 422 for a missing token', async () => {
    const res = await call('POST', '/auth/verify-email', { body: {} })
    expect(res.body.detail).toEqual([{ loc: ['body', 'token'], msg: 'Field required', type: 'missing' }])
    expect((await call('POST', '/auth/verify-email', { body: { token: 1 } })).status).toBe(422)
  })

  it('resends: a fresh token works and the earlier one no longer', async () => {
    const access = await registerAnn()
    const first = latestToken('verify-email', 'ann.lee@example.org')
    const res = await call('POST', '/auth/resend-verification', { token: access })
    expect(res).toMatchObject({ status: 200, body: { message: 'Verification email sent' } })
    const second = latestToken('verify-email', 'ann.lee@example.org')
    expect(second).not.toBe(first)
    expect(sandbox.mailbox().filter((m) => m.kind === 'verify-email')).toHaveLength(2)
    expect((await call('POST', '/auth/verify-email', { body: { token: first } })).status).toBe(400)
    expect((await call('POST', '/auth/verify-email', { body: { token: second } })).status).toBe(200)
  })

  it('answers 400 to resend for a verified e-mail, 401 without a token', async () => {
    const { access_token } = await login(DEMO)
    expect(await call('POST', '/auth/resend-verification', { token: access_token })).toMatchObject({
      status: 400,
      body: { detail: 'Email is already verified' },
    })
    expect((await call('POST', '/auth/resend-verification')).status).toBe(401)
  })
})

describe('sandbox.mailbox()', () => {
  it('lists the mails newest first and is emptied by a reset', async () => {
    await call('POST', '/auth/register', { body: signUp() })
    await call('POST', '/auth/password-reset', { body: { email: DEMO.email } })
    expect(sandbox.mailbox().map((m) => [m.kind, m.email])).toEqual([
      ['password-reset', DEMO.email],
      ['verify-email', 'ann.lee@example.org'],
    ])
    await sandbox.reset()
    expect(sandbox.mailbox()).toEqual([])
  })
})
