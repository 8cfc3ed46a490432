/**
 * Request and response shapes of /api/v1 (docs/spec/1-shell-and-accounts.md §7, docs/spec/2-everyday-modules.md §7).
 * The sandbox validates every body with these schemas (422 on mismatch) and the
 * client uses the same types, so the two cannot drift apart.
 */
import * as z from 'zod/mini'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FORBIDDEN_IDENTIFIER_CHARACTERS,
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_CHARACTER_RULES,
  PASSWORD_MAX_LENGTH,
} from './validation'

export { API_PREFIX } from './api-prefix'

/**
 * The longest value of every string field of the /api/v1 bodies (characters, after trimming
 * where the field is trimmed); past it the sandbox answers 422 `string_too_long`. Bodies
 * themselves are capped at `REQUEST_BODY_MAX_BYTES` (413). Kept here, next to the schemas,
 * so documentation (the README's endpoint table, an OpenAPI document) can read them.
 */
export const FIELD_LIMITS = {
  email: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  username: 64,
  full_name: NAME_MAX_LENGTH,
  contactName: 100,
  subject: 200,
  message: 5000,
  bio: 500,
  location: 100,
  website: 200,
  avatar_url: 2048,
  /** refresh tokens, reset and verification tokens */
  token: 2048,
} as const

/** The largest request body the sandbox reads (1 MB); larger ones get 413. POST /upload allows `UPLOAD_MAX_BYTES` plus the multipart framing. */
export const REQUEST_BODY_MAX_BYTES = 1_048_576

/** The 422 `msg` for an e-mail or username with a control, zero-width or bidirectional character. */
export const FORBIDDEN_CHARACTERS_MESSAGE = 'Value must not contain control, zero-width or bidirectional formatting characters'

/** Aborts the checks after it on failure: an over-long value is never matched against a pattern. */
const ABORT = { abort: true } as const

/** Refuses `FORBIDDEN_IDENTIFIER_CHARACTERS` (exported so the OpenAPI document can say which fields do). */
export const noForbiddenCharacters = z.refine<string>((value) => !FORBIDDEN_IDENTIFIER_CHARACTERS.test(value), {
  message: FORBIDDEN_CHARACTERS_MESSAGE,
  abort: true,
})

const email = z
  .string()
  .check(
    z.trim(),
    z.maxLength(FIELD_LIMITS.email, ABORT),
    noForbiddenCharacters,
    z.regex(EMAIL_PATTERN, 'value is not a valid email address'),
  )
/** Trimmed, not empty, at most `max` characters. */
const boundedText = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Field required'), z.maxLength(max))
const token = boundedText(FIELD_LIMITS.token)

/** Passwords are taken as typed: never trimmed. */
const password = z.string().check(z.minLength(1, 'Field required'), z.maxLength(FIELD_LIMITS.password))

/** The sandbox's English texts of the password rules of docs/spec/1-shell-and-accounts.md §5 (422 `msg`). */
export const PASSWORD_RULE_MESSAGES = {
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
} as const

/** A new password (sign-up, change, reset): at least 8 characters with an uppercase letter, a lowercase letter and a number. */
const strongPassword = z.string().check(
  z.maxLength(FIELD_LIMITS.password, ABORT),
  z.minLength(MIN_PASSWORD_LENGTH),
  ...PASSWORD_CHARACTER_RULES.map((rule) => z.regex(rule.pattern, PASSWORD_RULE_MESSAGES[rule.code])),
)

/** A person's name: 2 to 50 characters once trimmed. */
const fullName = z.string().check(z.trim(), z.minLength(NAME_MIN_LENGTH), z.maxLength(NAME_MAX_LENGTH))

/** A consent box: a boolean that must be true. */
const accepted = (message: string) => z.boolean().check(z.refine((value) => value === true, message))

/** Optional free text; null clears it. Trimmed. */
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))))

export const loginRequest = z.object({ email, password })
export type LoginRequest = z.infer<typeof loginRequest>

/**
 * POST /auth/refresh: the refresh token as `refreshToken` (what the app sends) or
 * `refresh_token` (the name login answers with, which API tests often send back). With both,
 * `refreshToken` is used. Neither: 422 "Field required" at ['body', 'refreshToken'].
 */
export const refreshRequest = z
  .object({ refreshToken: z.optional(token), refresh_token: z.optional(token) })
  .check(
    z.superRefine((value, ctx) => {
      if (value.refreshToken === undefined && value.refresh_token === undefined) {
        ctx.issues.push({ code: 'invalid_type', expected: 'string', input: undefined, path: ['refreshToken'], message: 'Field required' })
      }
    }),
  )
export type RefreshRequest = z.input<typeof refreshRequest>

/** The refresh token of a valid `RefreshRequest`. */
export function refreshTokenOf(body: { refreshToken?: string; refresh_token?: string }): string {
  return body.refreshToken ?? body.refresh_token ?? ''
}

export const acceptTermsRequest = z.object({ user_id: z.number().check(z.int(), z.positive()) })
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequest>

export const contactRequest = z.object({
  name: boundedText(FIELD_LIMITS.contactName),
  email,
  subject: boundedText(FIELD_LIMITS.subject),
  message: boundedText(FIELD_LIMITS.message),
})
export type ContactRequest = z.infer<typeof contactRequest>

/** POST /auth/register (docs/spec/1-shell-and-accounts.md §3.2): the username is the e-mail's part before the at sign. */
export const registerRequest = z.object({
  email,
  username: z.string().check(z.trim(), z.minLength(1, 'Field required'), z.maxLength(FIELD_LIMITS.username, ABORT), noForbiddenCharacters),
  password: strongPassword,
  full_name: fullName,
  terms_accepted: accepted('You must accept the terms of service'),
  privacy_accepted: accepted('You must accept the privacy policy'),
})
export type RegisterRequest = z.input<typeof registerRequest>

/**
 * PATCH /auth/profile: every field optional; null (or, except full_name, an empty string)
 * clears it. Unknown fields are refused (422 extra_forbidden), as a pydantic model with
 * `extra="forbid"` does.
 */
export const updateProfileRequest = z.strictObject({
  full_name: z.optional(z.nullable(fullName)),
  bio: optionalText(FIELD_LIMITS.bio),
  location: optionalText(FIELD_LIMITS.location),
  website: optionalText(FIELD_LIMITS.website),
  avatar_url: optionalText(FIELD_LIMITS.avatar_url),
})
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>

/**
 * POST /auth/change-password as the sandbox takes it. The client first sends
 * `ChangePasswordLegacyRequest` (current_password, new_password), which the sandbox refuses with
 * a 422, and retries with this shape (docs/spec/1-shell-and-accounts.md §7).
 */
export const changePasswordRequest = z.object({ oldPassword: password, newPassword: strongPassword })
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>
export interface ChangePasswordLegacyRequest {
  current_password: string
  new_password: string
}

export const passwordResetRequest = z.object({ email })
export type PasswordResetRequest = z.input<typeof passwordResetRequest>

export const passwordResetConfirmRequest = z.object({ token, newPassword: strongPassword })
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequest>

export const verifyEmailRequest = z.object({ token })
export type VerifyEmailRequest = z.input<typeof verifyEmailRequest>

/** POST /upload (docs/spec/1-shell-and-accounts.md §3.7, §9): multipart field `file`. */
export const UPLOAD_FIELD = 'file'
export const UPLOAD_MAX_BYTES = 10_485_760
export const UPLOAD_ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const
/** Lifetime of a temporary password (docs/spec/1-shell-and-accounts.md §9), in ms. */
export const TEMP_PASSWORD_TTL_MS = 30 * 60 * 1000

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
  /** Whether the e-mail address was verified (POST /auth/verify-email). The sandbox always sends it. */
  email_verified?: boolean
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

/** Camel case (what the app reads) and, for API tests that use login's names, the same tokens in snake case. */
export interface RefreshResponse {
  accessToken: string
  refreshToken: string
  access_token: string
  refresh_token: string
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

/**
 * POST /auth/password-reset. A registered e-mail gets only `message` (a reset link is "mailed");
 * an unregistered one `registered: false` and a temporary password valid `expires_in` seconds.
 */
export interface PasswordResetResponse {
  message: string
  registered?: boolean
  tempPassword?: string
  expires_in?: number
}

export interface UploadResponse {
  filename: string
  content_type: string
  size: number
  url: string
}

/** The API's answer to a sent contact message (docs/spec/2-everyday-modules.md §7), translated by the app where it knows it. */
export const CONTACT_SUCCESS_MESSAGE = 'Your message has been sent successfully. We will get back to you soon.'

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
