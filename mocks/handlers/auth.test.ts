import { describe, expect, it } from 'vitest'
import { FIELD_LIMITS } from '@machines/shared/contracts'
import { db } from '../db/database'
import { sandbox } from '../node'
import { ADMIN, call, DEMO, login, TERMS, useSandboxServer } from '../test-helpers'
import { clock, decodeToken } from '../tokens'

useSandboxServer()

const UNAUTHENTICATED = { detail: 'Not authenticated' }
const INVALID_CREDENTIALS = { detail: 'Could not validate credentials' }

describe('POST /auth/login', () => {
  it('answers tokens for the demo user', async () => {
    const res = await call('POST', '/auth/login', { body: { email: DEMO.email, password: DEMO.password } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      requires_terms_acceptance: false,
      user_id: 1,
    })
    expect(decodeToken(res.body.access_token)).toMatchObject({ sub: '1', scope: 'full', type: 'access' })
    expect(decodeToken(res.body.refresh_token)).toMatchObject({ sub: '1', scope: 'full', type: 'refresh' })
    const access = decodeToken(res.body.access_token)!
    expect((access.exp - access.iat) * 1000).toBe(15 * 60 * 1000)
  })

  it('accepts the e-mail in any case', async () => {
    const res = await call('POST', '/auth/login', { body: { email: 'Demo@Example.com', password: DEMO.password } })
    expect(res.status).toBe(200)
  })

  it('issues terms-scoped tokens when the terms must be accepted', async () => {
    const res = await login(TERMS)
    expect(res.requires_terms_acceptance).toBe(true)
    expect(res.user_id).toBe(3)
    expect(decodeToken(res.access_token)?.scope).toBe('terms')
  })

  it.each([
    ['an unknown e-mail', { email: 'nobody@example.com', password: 'Demo1234!' }],
    ['a wrong password', { email: DEMO.email, password: 'Wrong1234!' }],
    ['a deleted account', { email: 'withdrawn@example.com', password: 'User1234!' }],
  ])('answers 401 for %s', async (_, body) => {
    const res = await call('POST', '/auth/login', { body })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Incorrect email or password' })
  })

  it('answers 401 for an inactive account', async () => {
    await db.run((c) =>
      c.users.update((q) => q.where({ id: 4 }), {
        data(u) {
          u.is_active = false
        },
      }),
    )
    const email = (await db.run((c) => c.users.findFirst((q) => q.where({ id: 4 }))))!.email
    const res = await call('POST', '/auth/login', { body: { email, password: 'User1234!' } })
    expect(res.status).toBe(401)
  })

  it('answers 422 with FastAPI details for missing fields', async () => {
    const res = await call('POST', '/auth/login', { body: {} })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({
      detail: [
        { loc: ['body', 'email'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'password'], msg: 'Field required', type: 'missing' },
      ],
    })
  })

  it('answers 422 for wrong types and formats', async () => {
    const res = await call('POST', '/auth/login', { body: { email: 'not-an-email', password: 42 } })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([
      { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
      { loc: ['body', 'password'], msg: 'Input should be a valid string', type: 'string_type' },
    ])
  })

  it('answers 422 for an empty password, and takes a blank one as typed (never trimmed)', async () => {
    const res = await call('POST', '/auth/login', { body: { email: DEMO.email, password: '' } })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([{ loc: ['body', 'password'], msg: 'Field required', type: 'string_too_short' }])
    const blank = await call('POST', '/auth/login', { body: { email: DEMO.email, password: '   ' } })
    expect(blank.status).toBe(401)
    const padded = await call('POST', '/auth/login', { body: { email: DEMO.email, password: ` ${DEMO.password} ` } })
    expect(padded.status).toBe(401)
  })

  it.each([
    ['invalid JSON', '{"email": ', [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }]],
    ['an empty body', '', [{ loc: ['body'], msg: 'Field required', type: 'missing' }]],
    ['null', 'null', [{ loc: ['body'], msg: 'Field required', type: 'missing' }]],
    [
      'an array',
      '[]',
      [{ loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', type: 'model_attributes_type' }],
    ],
  ])('answers 422 (never 500) for %s', async (_, raw, detail) => {
    const res = await call('POST', '/auth/login', { raw })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({ detail })
  })
})

describe('GET /auth/me', () => {
  it('answers the current user without secrets', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('GET', '/auth/me', { token: access_token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      id: 1,
      email: 'demo@example.com',
      username: 'demo',
      full_name: 'Demo User',
      role: 'user',
      bio: expect.any(String),
      location: 'Seoul',
      website: null,
      avatar_url: null,
      is_active: true,
      terms_accepted: true,
      email_verified: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    expect(JSON.stringify(res.body)).not.toContain('sha256')
  })

  it('answers 401 Not authenticated without a token', async () => {
    const res = await call('GET', '/auth/me')
    expect(res.status).toBe(401)
    expect(res.body).toEqual(UNAUTHENTICATED)
    expect(res.headers.get('WWW-Authenticate')).toBe('Bearer')
  })

  it('answers 401 Not authenticated for another scheme', async () => {
    const res = await call('GET', '/auth/me', { headers: { Authorization: 'Basic abc' } })
    expect(res.body).toEqual(UNAUTHENTICATED)
  })

  it.each([
    ['garbage', 'garbage'],
    ['a tampered signature', 'TAMPER'],
    ['a tampered payload', 'PAYLOAD'],
  ])('answers 401 Could not validate credentials for %s', async (_, kind) => {
    const { access_token } = await login(DEMO)
    const [h, p, s] = access_token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...decodeToken(access_token), sub: '2' })).toString('base64url')
    const token = kind === 'garbage' ? 'garbage' : kind === 'TAMPER' ? `${h}.${p}.${s!.slice(0, -2)}AA` : `${h}.${forged}.${s}`
    const res = await call('GET', '/auth/me', { token })
    expect(res.status).toBe(401)
    expect(res.body).toEqual(INVALID_CREDENTIALS)
  })

  it('rejects a refresh token used as an access token', async () => {
    const { refresh_token } = await login(DEMO)
    const res = await call('GET', '/auth/me', { token: refresh_token })
    expect(res.status).toBe(401)
    expect(res.body).toEqual(INVALID_CREDENTIALS)
  })

  it('answers 401 Token has expired once the sandbox clock passes the expiry', async () => {
    const { access_token } = await login(DEMO)
    clock.advance(15 * 60 * 1000 - 1000)
    expect((await call('GET', '/auth/me', { token: access_token })).status).toBe(200)
    clock.advance(1000)
    const res = await call('GET', '/auth/me', { token: access_token })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Token has expired' })
  })

  it('honours a shorter access-token TTL and expireAccessTokens()', async () => {
    sandbox.setAccessTokenTtl(2000)
    const short = await login(DEMO)
    const shortPayload = decodeToken(short.access_token)!
    expect((shortPayload.exp - shortPayload.iat) * 1000).toBe(2000)
    sandbox.setAccessTokenTtl(60 * 60 * 1000)
    const long = await login(ADMIN)
    sandbox.expireAccessTokens()
    for (const token of [short.access_token, long.access_token]) {
      expect((await call('GET', '/auth/me', { token })).body).toEqual({ detail: 'Token has expired' })
    }
    // Refresh tokens stay valid.
    const refreshed = await call('POST', '/auth/refresh', { body: { refreshToken: long.refresh_token } })
    expect(refreshed.status).toBe(200)
    expect((await call('GET', '/auth/me', { token: refreshed.body.accessToken })).status).toBe(200)
  })

  it('answers 403 Terms acceptance required for a terms-scoped token', async () => {
    const { access_token } = await login(TERMS)
    const res = await call('GET', '/auth/me', { token: access_token })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ detail: 'Terms acceptance required' })
  })
})

describe('POST /auth/refresh', () => {
  it('rotates: new tokens work, the old refresh token is rejected', async () => {
    const first = await login(DEMO)
    const res = await call('POST', '/auth/refresh', { body: { refreshToken: first.refresh_token } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
    })
    // Snake case alongside, as login answers: the same tokens.
    expect(res.body.access_token).toBe(res.body.accessToken)
    expect(res.body.refresh_token).toBe(res.body.refreshToken)
    expect(res.body.refreshToken).not.toBe(first.refresh_token)
    expect((await call('GET', '/auth/me', { token: res.body.accessToken })).status).toBe(200)

    const again = await call('POST', '/auth/refresh', { body: { refreshToken: first.refresh_token } })
    expect(again.status).toBe(401)
    expect(again.body).toEqual({ detail: 'Invalid refresh token' })
    // The rotated-away session no longer authorises its access token either.
    expect((await call('GET', '/auth/me', { token: first.access_token })).body).toEqual(INVALID_CREDENTIALS)
    // The new refresh token works once more.
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: res.body.refreshToken } })).status).toBe(200)
  })

  it('answers 401 for an access token, garbage and an expired refresh token', async () => {
    const { access_token, refresh_token } = await login(DEMO)
    for (const refreshToken of [access_token, 'garbage', 'a.b.c']) {
      const res = await call('POST', '/auth/refresh', { body: { refreshToken } })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ detail: 'Invalid refresh token' })
    }
    clock.advance(7 * 24 * 60 * 60 * 1000)
    const expired = await call('POST', '/auth/refresh', { body: { refreshToken: refresh_token } })
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual({ detail: 'Invalid refresh token' })
  })

  it('keeps the terms scope until the terms are accepted', async () => {
    const { refresh_token } = await login(TERMS)
    const res = await call('POST', '/auth/refresh', { body: { refreshToken: refresh_token } })
    expect(decodeToken(res.body.accessToken)?.scope).toBe('terms')
  })

  it('takes the token as refresh_token too (the name login answers with), and rotates it', async () => {
    const first = await login(DEMO)
    const res = await call('POST', '/auth/refresh', { body: { refresh_token: first.refresh_token } })
    expect(res.status).toBe(200)
    expect(res.body.refresh_token).toEqual(expect.any(String))
    expect((await call('GET', '/auth/me', { token: res.body.access_token })).status).toBe(200)
    // Rotated: the old one is refused under either name.
    expect((await call('POST', '/auth/refresh', { body: { refresh_token: first.refresh_token } })).body).toEqual({ detail: 'Invalid refresh token' })
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: first.refresh_token } })).status).toBe(401)
    // Login's answer chains into the next refresh as is.
    expect((await call('POST', '/auth/refresh', { body: { refresh_token: res.body.refresh_token } })).status).toBe(200)
    expect((await call('POST', '/auth/refresh', { body: { refresh_token: 'garbage' } })).status).toBe(401)
  })

  it('answers 422 for a missing or mistyped refreshToken', async () => {
    const missing = await call('POST', '/auth/refresh', { body: { token: 'x' } })
    expect(missing.status).toBe(422)
    expect(missing.body.detail).toEqual([
      { loc: ['body', 'refreshToken'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'token'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ])
    const wrongType = await call('POST', '/auth/refresh', { body: { refreshToken: 5 } })
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.detail).toEqual([{ loc: ['body', 'refreshToken'], msg: 'Input should be a valid string', type: 'string_type' }])
    const wrongSnake = await call('POST', '/auth/refresh', { body: { refresh_token: 5 } })
    expect(wrongSnake.body.detail[0]).toMatchObject({ loc: ['body', 'refresh_token'], type: 'string_type' })
    expect((await call('POST', '/auth/refresh', { raw: '{' })).status).toBe(422)
    const tooLong = await call('POST', '/auth/refresh', { body: { refresh_token: 'x'.repeat(FIELD_LIMITS.token + 1) } })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.detail).toEqual([
      { loc: ['body', 'refresh_token'], msg: `String should have at most ${FIELD_LIMITS.token} characters`, type: 'string_too_long' },
    ])
  })
})

describe('POST /auth/logout', () => {
  it("revokes this session's tokens and leaves the user's other sessions signed in", async () => {
    const one = await login(DEMO)
    const two = await login(DEMO)
    const res = await call('POST', '/auth/logout', { token: one.access_token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: 'Successfully logged out' })
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: one.refresh_token } })).status).toBe(401)
    expect((await call('GET', '/auth/me', { token: one.access_token })).body).toEqual(INVALID_CREDENTIALS)
    // Another device of the same user, and other users, keep their sessions.
    expect((await call('GET', '/auth/me', { token: two.access_token })).status).toBe(200)
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: two.refresh_token } })).status).toBe(200)
    const admin = await login(ADMIN)
    await call('POST', '/auth/logout', { token: (await login(DEMO)).access_token })
    expect((await call('GET', '/auth/me', { token: admin.access_token })).status).toBe(200)
  })

  it('works with a terms-scoped token', async () => {
    const { access_token } = await login(TERMS)
    expect((await call('POST', '/auth/logout', { token: access_token })).status).toBe(200)
  })

  it('answers 401 without a valid token', async () => {
    expect((await call('POST', '/auth/logout')).body).toEqual(UNAUTHENTICATED)
    expect((await call('POST', '/auth/logout', { token: 'x.y.z' })).body).toEqual(INVALID_CREDENTIALS)
  })
})

describe('POST /auth/accept-terms', () => {
  it('stores the acceptance and answers full-scope tokens', async () => {
    const terms = await login(TERMS)
    const res = await call('POST', '/auth/accept-terms', { token: terms.access_token, body: { user_id: 3 } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer' })
    expect(decodeToken(res.body.access_token)?.scope).toBe('full')
    const me = await call('GET', '/auth/me', { token: res.body.access_token })
    expect(me.status).toBe(200)
    expect(me.body.terms_accepted).toBe(true)
    // The terms-scoped session is gone.
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: terms.refresh_token } })).status).toBe(401)
    // Persisted: the next login needs no acceptance.
    const again = await login(TERMS)
    expect(again.requires_terms_acceptance).toBe(false)
    const user = db.snapshot().collections.users.find((u) => u.id === 3)!
    expect(user.requires_terms).toBe(false)
    expect(user.terms_accepted_at).not.toBeNull()
  })

  it('answers 403 Not allowed for another user id', async () => {
    const terms = await login(TERMS)
    const res = await call('POST', '/auth/accept-terms', { token: terms.access_token, body: { user_id: 1 } })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ detail: 'Not allowed' })
  })

  it('answers 404 User not found for an unknown user id', async () => {
    const terms = await login(TERMS)
    const res = await call('POST', '/auth/accept-terms', { token: terms.access_token, body: { user_id: 999 } })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ detail: 'User not found' })
  })

  it('answers 401 without a token and 422 for a bad body', async () => {
    expect((await call('POST', '/auth/accept-terms', { body: { user_id: 3 } })).status).toBe(401)
    const { access_token } = await login(TERMS)
    for (const body of [{}, { user_id: 'three' }, { user_id: 1.5 }, { user_id: -1 }]) {
      const res = await call('POST', '/auth/accept-terms', { token: access_token, body })
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.body.detail[0].loc).toEqual(['body', 'user_id'])
    }
  })
})

describe('unknown routes', () => {
  it('answers FastAPI 404 and 405', async () => {
    expect(await call('GET', '/nope')).toMatchObject({ status: 404, body: { detail: 'Not Found' } })
    const wrongMethod = await call('GET', '/auth/login')
    expect(wrongMethod).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } })
    expect(wrongMethod.headers.get('Allow')).toBe('POST')
  })
})
