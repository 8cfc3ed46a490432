/**
 * /auth (docs/spec/1-shell-and-accounts.md §7): login, current user, token refresh with rotation, logout, terms acceptance.
 * A user with `requires_terms` gets terms-scoped tokens at login: they only reach
 * accept-terms, logout and DELETE /users/{id} until the terms are accepted.
 * An e-mail without an account signs in with the temporary password POST /auth/password-reset
 * gave it (30 minutes): the first such login creates the account. The rest of the account
 * calls (register, profile, passwords, e-mail verification) are in account.ts.
 */
import { HttpResponse } from 'msw'
import {
  acceptTermsRequest,
  loginRequest,
  refreshRequest,
  refreshTokenOf,
  type AcceptTermsResponse,
  type ApiUser,
  type LoginResponse,
  type MessageResponse,
  type RefreshResponse,
} from '@machines/shared/contracts'
import { SERVER_TEXTS } from '@machines/shared/errors'
import { personaById } from '@machines/shared/personas'
import type { Collections } from '../db/database'
import type { UserRecord } from '../db/schema'
import { bugOn } from '../bugs/index'
import { checkTempPassword, dropTempPassword } from '../mail'
import { hashPassword, verifyPassword } from '../passwords'
import { clock, issueTokens, revokeSessions, verifyToken } from '../tokens'
import { fail, parseBody, requireUser, route } from './http'
import { createUser, findActiveUser, findUserByEmail, findUserByUsername, toApiUser } from './users'

/**
 * The first login with a temporary password creates the account: username from the e-mail's
 * part before the at sign (a number appended while taken), role by the admin rule, terms
 * accepted, e-mail not verified. The temporary password becomes the account's password.
 */
async function signUpWithTempPassword(c: Collections, email: string, password: string): Promise<UserRecord | undefined> {
  if (!(await checkTempPassword(c, email, password))) return undefined
  dropTempPassword(c, email)
  const base = email.trim().split('@')[0]!.slice(0, 60)
  let username = base
  for (let n = 2; findUserByUsername(c, username); n++) username = `${base}${n}`
  return createUser(c, { email, username, password_hash: await hashPassword(password), full_name: null, email_verified: false })
}

export const authRoutes = [
  route('POST', '/auth/login', async ({ request, c }) => {
    const body = await parseBody(request, loginRequest)
    let user = findUserByEmail(c, body.email)
    if (!user) user = await signUpWithTempPassword(c, body.email, body.password)
    else if (user.deleted_at !== null || !user.is_active || !(await verifyPassword(body.password, user.password_hash))) user = undefined
    // Bug 'login-wrong-status' (mocks/bugs): refused credentials answer 500 instead of 401.
    if (!user) fail(bugOn('login-wrong-status') ? 500 : 401, 'Incorrect email or password')
    // The locked persona (machines/shared/personas.ts): the right password, but the account is locked.
    if (personaById(user.id)?.locked) fail(403, SERVER_TEXTS.accountLocked)
    const tokens = await issueTokens(c, user.id, user.requires_terms ? 'terms' : 'full')
    return HttpResponse.json<LoginResponse>({
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      token_type: 'bearer',
      requires_terms_acceptance: user.requires_terms,
      user_id: user.id,
    })
  }, { body: loginRequest }),

  route('GET', '/auth/me', async ({ request }) => {
    const { user } = await requireUser(request)
    return HttpResponse.json<ApiUser>(toApiUser(user))
  }),

  /**
   * Rotation: the presented refresh token (`refreshToken` or `refresh_token`) is revoked and a new
   * pair issued, answered in camel case (the app) and snake case (as login answers).
   */
  route('POST', '/auth/refresh', async ({ request, c }) => {
    const refreshToken = refreshTokenOf(await parseBody(request, refreshRequest))
    const verified = await verifyToken(refreshToken)
    if (!verified.ok || verified.payload.type !== 'refresh') fail(401, 'Invalid refresh token')
    const session = c.sessions.findFirst((q) => q.where({ id: verified.payload.jti }))
    if (!session || session.revoked || session.token !== refreshToken) fail(401, 'Invalid refresh token')
    const user = findActiveUser(c, session.user_id)
    if (!user || !user.is_active) fail(401, 'Invalid refresh token')
    await revokeSessions(c, { sessionId: session.id })
    const tokens = await issueTokens(c, user.id, user.requires_terms ? 'terms' : 'full')
    return HttpResponse.json<RefreshResponse>({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      token_type: 'bearer',
    })
  }, { body: refreshRequest }),

  /** Revokes this session (its refresh token and access tokens); the user's other devices stay signed in. */
  route('POST', '/auth/logout', async ({ request, c }) => {
    const { session } = await requireUser(request, { scope: 'any' })
    await revokeSessions(c, { sessionId: session.id })
    return HttpResponse.json<MessageResponse>({ message: 'Successfully logged out' })
  }),

  route('POST', '/auth/accept-terms', async ({ request, c }) => {
    const auth = await requireUser(request, { scope: 'any' })
    const { user_id } = await parseBody(request, acceptTermsRequest)
    const target = findActiveUser(c, user_id)
    if (!target) fail(404, 'User not found')
    if (auth.user.id !== user_id) fail(403, 'Not allowed')
    const now = clock.iso()
    await c.users.update((q) => q.where({ id: user_id }), {
      data(u) {
        u.requires_terms = false
        u.terms_accepted_at = now
        u.updated_at = now
      },
    })
    await revokeSessions(c, { sessionId: auth.session.id })
    const tokens = await issueTokens(c, user_id, 'full')
    return HttpResponse.json<AcceptTermsResponse>({
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      token_type: 'bearer',
    })
  }, { body: acceptTermsRequest }),
]
