/**
 * Limits of the /api/v1 bodies through the in-process handlers (the same code the browser
 * sandbox runs): 413 past 1 MB (Content-Length and actual size), 422 past every string
 * field's maximum, and no control, zero-width or bidi characters in e-mails and usernames.
 */
import { describe, expect, it } from 'vitest'
import { FIELD_LIMITS, FORBIDDEN_CHARACTERS_MESSAGE, REQUEST_BODY_MAX_BYTES } from '@machines/shared/contracts'
import { db } from '../db/database'
import { BASE, call, DEMO, login, useSandboxServer } from '../test-helpers'
import { BODY_TOO_LARGE_MESSAGE } from './http'

useSandboxServer()

/** The users the storage holds (read back from it). */
const users = async () => (await db.stored()).collections.users
const contact = { name: 'Ann Tester', email: 'ann@example.com', subject: 'Hello', message: 'Testing the contact form.' }
const signUp = (overrides: Record<string, unknown> = {}) => ({
  email: 'new.user@example.com',
  username: 'new.user',
  password: 'Secret123!',
  full_name: 'New User',
  terms_accepted: true,
  privacy_accepted: true,
  ...overrides,
})
const tooLong = (field: string, max: number) => ({
  loc: ['body', field],
  msg: `String should have at most ${max} character${max === 1 ? '' : 's'}`,
  type: 'string_too_long',
})

describe('bodies over 1 MB', () => {
  it('answers 413 {"detail"} to a 10 MB contact message and stores nothing', async () => {
    const res = await call('POST', '/contact', { body: { ...contact, message: 'x'.repeat(10 * 1_048_576) } })
    expect(res).toMatchObject({ status: 413, body: { detail: BODY_TOO_LARGE_MESSAGE } })
    expect(BODY_TOO_LARGE_MESSAGE).toBe('Request body too large. Maximum size is 1 MB')
  })

  it('answers 413 from the bytes received when no Content-Length is given (a stream)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await fetch(`${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ detail: BODY_TOO_LARGE_MESSAGE })
  })

  it('reads a body of exactly 1 MB (then validates it) and refuses one byte more', async () => {
    const prefix = '{"email":"demo@example.com","password":"'
    const body = (n: number) => prefix + 'x'.repeat(n - prefix.length - 2) + '"}'
    const atLimit = await call('POST', '/auth/login', { raw: body(REQUEST_BODY_MAX_BYTES) })
    expect(atLimit.status).toBe(422)
    expect(atLimit.body.detail).toEqual([tooLong('password', FIELD_LIMITS.password)])
    expect((await call('POST', '/auth/login', { raw: body(REQUEST_BODY_MAX_BYTES + 1) })).status).toBe(413)
  })

  it('answers the next request normally afterwards', async () => {
    await call('POST', '/contact', { body: { ...contact, message: 'x'.repeat(2 * 1_048_576) } })
    expect((await login(DEMO)).token_type).toBe('bearer')
  })
})

describe('string limits (422 string_too_long)', () => {
  it('e-mail: 254 characters at most, checked before the pattern', async () => {
    const local = 'a'.repeat(64)
    const atLimit = `${local}@${'b'.repeat(254 - 64 - 1 - 4)}.com`
    expect(atLimit).toHaveLength(254)
    expect((await call('POST', '/auth/password-reset', { body: { email: atLimit } })).status).toBe(200)
    const res = await call('POST', '/auth/password-reset', { body: { email: `a${atLimit}` } })
    expect(res).toEqual({ status: 422, body: { detail: [tooLong('email', 254)] }, headers: expect.anything() })
  })

  it('password: 128 characters at most at login, sign-up, change and reset', async () => {
    const long = 'Aa1' + 'x'.repeat(126)
    expect((await call('POST', '/auth/login', { body: { email: DEMO.email, password: long } })).body.detail).toEqual([
      tooLong('password', 128),
    ])
    expect((await call('POST', '/auth/register', { body: signUp({ password: long }) })).body.detail).toEqual([tooLong('password', 128)])
    const { access_token } = await login(DEMO)
    const change = await call('POST', '/auth/change-password', { token: access_token, body: { oldPassword: DEMO.password, newPassword: long } })
    expect(change.body.detail).toEqual([tooLong('newPassword', 128)])
    const reset = await call('POST', '/auth/password-reset/confirm', { body: { token: 't', newPassword: long } })
    expect(reset.body.detail).toEqual([tooLong('newPassword', 128)])
    // 128 itself is fine.
    expect((await call('POST', '/auth/register', { body: signUp({ password: long.slice(0, 128) }) })).status).toBe(201)
  })

  it.each([
    ['username', FIELD_LIMITS.username],
    ['full_name', FIELD_LIMITS.full_name],
  ])('sign-up %s: %i characters at most', async (field, max) => {
    const res = await call('POST', '/auth/register', { body: signUp({ [field]: 'n'.repeat(max + 1) }) })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([tooLong(field, max)])
    expect((await call('POST', '/auth/register', { body: signUp({ [field]: 'n'.repeat(max) }) })).status).toBe(201)
  })

  it.each([
    ['name', FIELD_LIMITS.contactName],
    ['subject', FIELD_LIMITS.subject],
    ['message', FIELD_LIMITS.message],
  ])('contact %s: %i characters at most', async (field, max) => {
    const res = await call('POST', '/contact', { body: { ...contact, [field]: 'm'.repeat(max + 1) } })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([tooLong(field, max)])
    expect((await call('POST', '/contact', { body: { ...contact, [field]: 'm'.repeat(max) } })).status).toBe(200)
  })

  it.each([
    ['full_name', FIELD_LIMITS.full_name],
    ['bio', FIELD_LIMITS.bio],
    ['location', FIELD_LIMITS.location],
    ['website', FIELD_LIMITS.website],
    ['avatar_url', FIELD_LIMITS.avatar_url],
  ])('profile %s: %i characters at most', async (field, max) => {
    const { access_token } = await login(DEMO)
    const value = (n: number) => (field === 'website' || field === 'avatar_url' ? 'https://e.com/' + 'p'.repeat(n - 14) : 'p'.repeat(n))
    const res = await call('PATCH', '/auth/profile', { token: access_token, body: { [field]: value(max + 1) } })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([tooLong(field, max)])
    expect((await call('PATCH', '/auth/profile', { token: access_token, body: { [field]: value(max) } })).status).toBe(200)
  })

  it.each([
    ['POST', '/auth/verify-email', 'token'],
    ['POST', '/auth/password-reset/confirm', 'token'],
    ['POST', '/auth/refresh', 'refreshToken'],
  ])('%s %s: the %s is limited', async (method, path, field) => {
    const body = { [field]: 't'.repeat(FIELD_LIMITS.token + 1), ...(path.endsWith('/confirm') ? { newPassword: 'Secret123!' } : {}) }
    const res = await call(method, path, { body })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([tooLong(field, FIELD_LIMITS.token)])
  })

  it('the tokens the sandbox issues fit the token limit', async () => {
    const { access_token, refresh_token } = await login(DEMO)
    expect(access_token.length).toBeLessThan(FIELD_LIMITS.token)
    expect(refresh_token.length).toBeLessThan(FIELD_LIMITS.token)
  })
})

describe('control, zero-width and bidi characters in e-mails and usernames', () => {
  const forbidden = (field: string) => ({ loc: ['body', field], msg: FORBIDDEN_CHARACTERS_MESSAGE, type: 'value_error' })

  it.each([
    ['ZERO WIDTH SPACE', '\u200b'],
    ['ZERO WIDTH NON-JOINER', '\u200c'],
    ['ZERO WIDTH JOINER', '\u200d'],
    ['WORD JOINER', '\u2060'],
    ['RIGHT-TO-LEFT OVERRIDE', '\u202e'],
    ['LEFT-TO-RIGHT EMBEDDING', '\u202a'],
    ['FIRST STRONG ISOLATE', '\u2068'],
    ['POP DIRECTIONAL ISOLATE', '\u2069'],
    ['NUL', '\u0000'],
    ['a C1 control', '\u0085'],
    ['DELETE', '\u007f'],
  ])('refuses %s in the e-mail: no look-alike of demo@example.com', async (_name, char) => {
    const res = await call('POST', '/auth/register', { body: signUp({ email: `demo@example.com${char}`, username: 'lookalike' }) })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([forbidden('email')])
    const inside = await call('POST', '/auth/register', { body: signUp({ email: `de${char}mo@example.com`, username: 'lookalike' }) })
    expect(inside.body.detail).toEqual([forbidden('email')])
    expect((await users()).filter((u) => u.username === 'lookalike')).toEqual([])
  })

  it.each(['\u200b', '\u202e', '\u0000', '\u0007', '\ufeff'])('refuses %j inside a username', async (char) => {
    const res = await call('POST', '/auth/register', { body: signUp({ username: `new${char}user` }) })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([forbidden('username')])
  })

  it('refuses them at login, password reset and contact too (the same e-mail rule)', async () => {
    const email = 'demo@example.com\u200b'
    expect((await call('POST', '/auth/login', { body: { email, password: DEMO.password } })).body.detail).toEqual([forbidden('email')])
    expect((await call('POST', '/auth/password-reset', { body: { email } })).body.detail).toEqual([forbidden('email')])
    expect((await call('POST', '/contact', { body: { ...contact, email } })).body.detail).toEqual([forbidden('email')])
  })

  it('still accepts non-ASCII letters in names and usernames', async () => {
    const res = await call('POST', '/auth/register', { body: signUp({ username: '김민수', full_name: '김민수' }) })
    expect(res.status).toBe(201)
  })
})
