/**
 * Account calls of docs/spec/1-shell-and-accounts.md §7: sign-up, profile update, password change, password reset
 * (with temporary passwords for unregistered e-mails) and e-mail verification.
 *
 * Tokens that a real backend would e-mail go to the sandbox mailbox (mocks/mail.ts;
 * `window.__sandbox.mailbox()`): a verification link at sign-up and on resend, a reset link
 * for a registered e-mail. Deleted accounts stay as tombstones, so their e-mail and username
 * can never be registered again.
 */
import { HttpResponse } from 'msw'
import {
  changePasswordRequest,
  passwordResetConfirmRequest,
  passwordResetRequest,
  registerRequest,
  TEMP_PASSWORD_TTL_MS,
  updateProfileRequest,
  verifyEmailRequest,
  type ApiUser,
  type MessageResponse,
  type PasswordResetResponse,
} from '@machines/shared/contracts'
import type { UserRecord } from '../db/schema'
import { bugOn } from '../bugs/index'
import { dropTempPassword, findUsableMail, issueTempPassword, sendMail, useUpMail } from '../mail'
import { hashPassword, verifyPassword } from '../passwords'
import { revokeSessions } from '../tokens'
import { fail, parseBody, requireUser, route } from './http'
import { recordActivity } from './activity'
import { createUser, findActiveUser, findUserByEmail, findUserByUsername, nextTimestamp, toApiUser } from './users'

export const MESSAGES = {
  emailRegistered: 'This email is already registered',
  emailReused: 'This email was previously used and cannot be reused',
  usernameReused: 'This username was previously used and cannot be reused',
  usernameTaken: 'This username is already taken',
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'New password must be different from current password',
  passwordChanged: 'Password changed successfully',
  resetSent: 'Password reset instructions have been sent to your email',
  tempPasswordIssued: 'This email is not registered. A temporary password has been generated.',
  resetDone: 'Password has been reset successfully',
  invalidResetToken: 'Invalid or expired reset token',
  emailVerified: 'Email verified successfully',
  invalidVerificationToken: 'Invalid or expired verification token',
  verificationSent: 'Verification email sent',
  alreadyVerified: 'Email is already verified',
} as const

export const accountRoutes = [
  /**
   * Sign-up. 409 for an e-mail or username that is taken, or that belonged to a deleted
   * account. The new user has accepted the terms and gets a verification mail.
   */
  route('POST', '/auth/register', async ({ request, c }) => {
    const body = await parseBody(request, registerRequest)
    const byEmail = findUserByEmail(c, body.email)
    // Bug 'signup-duplicate-email' (mocks/bugs): a registered e-mail is not refused.
    if (byEmail && !bugOn('signup-duplicate-email')) fail(409, byEmail.deleted_at !== null ? MESSAGES.emailReused : MESSAGES.emailRegistered)
    const byUsername = findUserByUsername(c, body.username)
    if (byUsername) fail(409, byUsername.deleted_at !== null ? MESSAGES.usernameReused : MESSAGES.usernameTaken)
    const user = await createUser(c, {
      email: body.email,
      username: body.username,
      password_hash: await hashPassword(body.password),
      full_name: body.full_name,
      email_verified: false,
    })
    dropTempPassword(c, user.email)
    await sendMail(c, 'verify-email', user)
    return HttpResponse.json<ApiUser>(toApiUser(user), { status: 201 })
  }, { body: registerRequest }),

  /** Updates the fields present in the body; null (or '' except for full_name) clears one. */
  route('PATCH', '/auth/profile', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const body = await parseBody(request, updateProfileRequest)
    const changes: Partial<Pick<UserRecord, 'full_name' | 'bio' | 'location' | 'website' | 'avatar_url'>> = {}
    if (body.full_name !== undefined) changes.full_name = body.full_name
    for (const key of ['bio', 'location', 'website', 'avatar_url'] as const) {
      const value = body[key]
      if (value !== undefined) changes[key] = value === '' ? null : value
    }
    // Bug 'profile-location-into-bio' (mocks/bugs; the problem persona): the location is written into the bio as well.
    if (bugOn('profile-location-into-bio') && changes.location !== undefined) changes.bio = changes.location
    if (Object.keys(changes).length === 0) return HttpResponse.json<ApiUser>(toApiUser(user))
    const updatedAt = nextTimestamp(user.updated_at)
    const before = toApiUser(user)
    const updated = await c.users.update((q) => q.where({ id: user.id }), {
      data(u) {
        Object.assign(u, changes)
        u.updated_at = updatedAt
      },
    })
    await recordActivity(c, user.id, { kind: 'profile_updated' })
    // Bug 'profile-update-stale' (mocks/bugs): the change is stored but the answer is the user as it was.
    return HttpResponse.json<ApiUser>(bugOn('profile-update-stale') ? before : toApiUser(updated ?? user))
  }, { body: updateProfileRequest }),

  /**
   * Takes only {oldPassword, newPassword}: the client's first try with current_password and
   * new_password gets a 422 and is retried (docs/spec/1-shell-and-accounts.md §7). The user's other sessions are
   * revoked; this one stays (the app logs out 1.5 s later).
   */
  route('POST', '/auth/change-password', async ({ request, c }) => {
    const { user, session } = await requireUser(request)
    const body = await parseBody(request, changePasswordRequest)
    if (!(await verifyPassword(body.oldPassword, user.password_hash))) fail(400, MESSAGES.wrongCurrentPassword)
    if (body.newPassword === body.oldPassword) fail(400, MESSAGES.samePassword)
    const hash = await hashPassword(body.newPassword)
    const updatedAt = nextTimestamp(user.updated_at)
    await c.users.update((q) => q.where({ id: user.id }), {
      data(u) {
        u.password_hash = hash
        u.updated_at = updatedAt
      },
    })
    await revokeSessions(c, { userId: user.id, exceptSessionId: session.id })
    return HttpResponse.json<MessageResponse>({ message: MESSAGES.passwordChanged })
  }, { body: changePasswordRequest }),

  /**
   * A registered e-mail gets a reset link in the mailbox. An unregistered one gets a temporary
   * password (30 minutes) that signs in and creates the account. The e-mail of a deleted
   * account gets 409, as at sign-up: it cannot come back.
   */
  route('POST', '/auth/password-reset', async ({ request, c }) => {
    const { email } = await parseBody(request, passwordResetRequest)
    const user = findUserByEmail(c, email)
    if (user?.deleted_at != null) fail(409, MESSAGES.emailReused)
    if (user) {
      await sendMail(c, 'password-reset', user)
      return HttpResponse.json<PasswordResetResponse>({ message: MESSAGES.resetSent })
    }
    const tempPassword = await issueTempPassword(c, email)
    return HttpResponse.json<PasswordResetResponse>({
      message: MESSAGES.tempPasswordIssued,
      registered: false,
      tempPassword,
      expires_in: TEMP_PASSWORD_TTL_MS / 1000,
    })
  }, { body: passwordResetRequest }),

  /** Redeems a reset link (single use, 30 minutes); every session of the user is revoked. */
  route('POST', '/auth/password-reset/confirm', async ({ request, c }) => {
    const body = await parseBody(request, passwordResetConfirmRequest)
    const mail = findUsableMail(c, 'password-reset', body.token)
    const user = mail && findActiveUser(c, mail.user_id)
    if (!mail || !user) fail(400, MESSAGES.invalidResetToken)
    const hash = await hashPassword(body.newPassword)
    const updatedAt = nextTimestamp(user.updated_at)
    await c.users.update((q) => q.where({ id: user.id }), {
      data(u) {
        u.password_hash = hash
        u.updated_at = updatedAt
      },
    })
    await useUpMail(c, 'password-reset', user.id)
    await revokeSessions(c, { userId: user.id })
    return HttpResponse.json<MessageResponse>({ message: MESSAGES.resetDone })
  }, { body: passwordResetConfirmRequest }),

  /** Redeems a verification link (single use, 24 hours). No sign-in needed: it comes from an e-mail. */
  route('POST', '/auth/verify-email', async ({ request, c }) => {
    const body = await parseBody(request, verifyEmailRequest)
    const mail = findUsableMail(c, 'verify-email', body.token)
    const user = mail && findActiveUser(c, mail.user_id)
    if (!mail || !user) fail(400, MESSAGES.invalidVerificationToken)
    const updatedAt = nextTimestamp(user.updated_at)
    await c.users.update((q) => q.where({ id: user.id }), {
      data(u) {
        u.email_verified = true
        u.updated_at = updatedAt
      },
    })
    await useUpMail(c, 'verify-email', user.id)
    return HttpResponse.json<MessageResponse>({ message: MESSAGES.emailVerified })
  }, { body: verifyEmailRequest }),

  /** A fresh verification link; earlier ones stop working. */
  route('POST', '/auth/resend-verification', async ({ request, c }) => {
    const { user } = await requireUser(request)
    if (user.email_verified) fail(400, MESSAGES.alreadyVerified)
    await sendMail(c, 'verify-email', user)
    return HttpResponse.json<MessageResponse>({ message: MESSAGES.verificationSent })
  }),
]
