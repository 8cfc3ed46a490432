/**
 * /users: account deletion (spec 1 §7). Soft delete: the record stays (deleted_at set,
 * is_active false) so its e-mail remains taken, and every session of the user is revoked.
 */
import { HttpResponse } from 'msw'
import type { ApiUser, MessageResponse } from '../../machines/shared/contracts'
import type { Collections } from '../db/database'
import type { UserRecord } from '../db/schema'
import { clock, revokeSessions } from '../tokens'
import { fail, intParam, requireUser, route } from './http'

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
    created_at: user.created_at,
    updated_at: user.updated_at,
  }
}

/** An active (not deleted) user by id. */
export function findActiveUser(c: Collections, id: number): UserRecord | undefined {
  const user = c.users.findFirst((q) => q.where({ id }))
  return user && user.deleted_at === null ? user : undefined
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
    return softDelete(c, user)
  }),

  /** Deletes a user: the user themself (terms or full scope, e.g. from the terms modal) or an admin. */
  route('DELETE', '/users/:id', async ({ request, params, c }) => {
    const auth = await requireUser(request, { scope: 'any' })
    const id = intParam(params.id, 'id')
    const target = findActiveUser(c, id)
    if (!target) fail(404, 'User not found')
    if (auth.user.id !== id && auth.user.role !== 'admin') fail(403, 'Not allowed')
    return softDelete(c, target)
  }),
]
