/**
 * /users: account deletion (docs/spec/1-shell-and-accounts.md §7). Soft delete: the record stays as a tombstone
 * (deleted_at set, is_active false) so its e-mail and username can never be registered again
 * ("… was previously used and cannot be reused"), and every session of the user is revoked.
 * Also the user helpers the other handlers share (lookup, creation, the API shape).
 */
import { HttpResponse } from 'msw'
import type { ApiUser, MessageResponse, Role } from '@machines/shared/contracts'
import { nextId, type Collections } from '../db/database'
import type { UserRecord } from '../db/schema'
import { clock, revokeSessions } from '../tokens'
import { fail, intParam, requireUser, route } from './http'
import { onProtectedSharedDataSet, SHARED_PROTECTED_DETAIL } from '../network/shared'

/** The user as the API shows it: never the password hash or internal flags. */
export function toApiUser(user: UserRecord): ApiUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.full_name,
    role: user.role,
    bio: user.bio,
    location: user.location,
    website: user.website,
    avatar_url: user.avatar_url,
    is_active: user.is_active,
    terms_accepted: user.terms_accepted_at !== null && !user.requires_terms,
    email_verified: user.email_verified,
    created_at: user.created_at,
    updated_at: user.updated_at,
  }
}

/** An active (not deleted) user by id. */
export function findActiveUser(c: Collections, id: number): UserRecord | undefined {
  const user = c.users.findFirst((q) => q.where({ id }))
  return user && user.deleted_at === null ? user : undefined
}

/** Any user with this e-mail (case-insensitive), deleted ones (tombstones) included. */
export function findUserByEmail(c: Collections, email: string): UserRecord | undefined {
  const key = email.trim().toLowerCase()
  return c.users.findFirst((q) => q.where({ email: (value: string) => value.toLowerCase() === key }))
}

/** Any user with this username (case-insensitive), deleted ones (tombstones) included. */
export function findUserByUsername(c: Collections, username: string): UserRecord | undefined {
  const key = username.trim().toLowerCase()
  return c.users.findFirst((q) => q.where({ username: (value: string) => value.toLowerCase() === key }))
}

/**
 * The sandbox's role rule (docs/spec/1-shell-and-accounts.md §6, offline fallback): an e-mail containing "admin" is an admin,
 * except on the practice server's protected shared data set (mocks/network/shared.ts).
 */
export function roleForEmail(email: string): Role {
  return /admin/i.test(email) && !onProtectedSharedDataSet() ? 'admin' : 'user'
}

export interface NewUser {
  email: string
  username: string
  password_hash: string
  full_name: string | null
  email_verified: boolean
}

/** Creates an active user who has accepted the terms, with the role of `roleForEmail`. */
export async function createUser(c: Collections, input: NewUser): Promise<UserRecord> {
  const now = clock.iso()
  return c.users.create({
    id: nextId(c.users),
    email: input.email.trim().toLowerCase(),
    username: input.username,
    full_name: input.full_name,
    role: roleForEmail(input.email),
    bio: null,
    location: null,
    website: null,
    avatar_url: null,
    password_hash: input.password_hash,
    is_active: true,
    email_verified: input.email_verified,
    requires_terms: false,
    terms_accepted_at: now,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  })
}

/** A timestamp for `updated_at` that is later than `previous` even within the same millisecond. */
export function nextTimestamp(previous: string): string {
  const now = clock.now()
  const before = Date.parse(previous)
  return new Date(Number.isFinite(before) && now <= before ? before + 1 : now).toISOString()
}

async function softDelete(c: Collections, user: UserRecord): Promise<Response> {
  const now = clock.iso()
  await c.users.update((q) => q.where({ id: user.id }), {
    data(u) {
      u.deleted_at = now
      u.is_active = false
      u.updated_at = now
    },
  })
  await revokeSessions(c, { userId: user.id })
  return HttpResponse.json<MessageResponse>({ message: 'User deleted successfully' })
}

export const userRoutes = [
  /** Deletes the signed-in user (settings page). Full-scope token. */
  route('DELETE', '/users/me', async ({ request, c }) => {
    const { user } = await requireUser(request)
    if (onProtectedSharedDataSet()) fail(403, SHARED_PROTECTED_DETAIL)
    return softDelete(c, user)
  }),

  /** Deletes a user: the user themself (terms or full scope, e.g. from the terms modal) or an admin. */
  route('DELETE', '/users/:id', async ({ request, params, c }) => {
    const auth = await requireUser(request, { scope: 'any' })
    const id = intParam(params.id, 'id')
    const target = findActiveUser(c, id)
    if (!target) fail(404, 'User not found')
    if (auth.user.id !== id && auth.user.role !== 'admin') fail(403, 'Not allowed')
    if (onProtectedSharedDataSet()) fail(403, SHARED_PROTECTED_DETAIL)
    return softDelete(c, target)
  }),
]
