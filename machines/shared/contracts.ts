/**
 * Request and response shapes of /api/v1 (spec 1 §7, spec 2 §7).
 * The sandbox validates every body with these schemas (422 on mismatch) and the
 * client uses the same types, so the two cannot drift apart.
 */
import * as z from 'zod/mini'
import { EMAIL_PATTERN } from './validation'

export { API_PREFIX } from './api-prefix'

const email = z.string().check(z.trim(), z.regex(EMAIL_PATTERN, 'value is not a valid email address'))
const nonEmpty = z.string().check(z.trim(), z.minLength(1, 'Field required'))

/** Passwords are taken as typed: never trimmed. */
const password = z.string().check(z.minLength(1, 'Field required'))

export const loginRequest = z.object({ email, password })
export type LoginRequest = z.infer<typeof loginRequest>

export const refreshRequest = z.object({ refreshToken: nonEmpty })
export type RefreshRequest = z.infer<typeof refreshRequest>

export const acceptTermsRequest = z.object({ user_id: z.number().check(z.int(), z.positive()) })
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequest>

export const contactRequest = z.object({
  name: nonEmpty,
  email,
  subject: nonEmpty,
  message: nonEmpty,
})
export type ContactRequest = z.infer<typeof contactRequest>

export type Role = 'admin' | 'user' | 'moderator' | 'guest'

/** The user as GET /auth/me answers it (no secrets). */
export interface ApiUser {
  id: number
  email: string
  username: string
  full_name: string | null
  role: Role
  bio: string | null
  location: string | null
  website: string | null
  avatar_url: string | null
  is_active: boolean
  terms_accepted: boolean
  created_at: string
  updated_at: string
}

export interface LoginResponse {
  access_token: string
  refresh_token: string
  token_type: 'bearer'
  requires_terms_acceptance: boolean
  user_id: number
}

export interface RefreshResponse {
  accessToken: string
  refreshToken: string
  token_type: 'bearer'
}

export interface AcceptTermsResponse {
  access_token: string
  refresh_token: string
  token_type: 'bearer'
}

export interface MessageResponse {
  message: string
}

export interface ContactResponse {
  success: boolean
  message: string
}

/** FastAPI error bodies. */
export interface ValidationIssue {
  loc: Array<string | number>
  msg: string
  type: string
}
export interface ErrorBody {
  detail: string | ValidationIssue[]
}
