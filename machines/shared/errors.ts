/**
 * Error codes the machines emit. Views translate them (i18n key `errors.<code>`); a server
 * message, when there is one, is carried alongside and shown instead where the spec says so.
 */
export type ErrorCode =
  | 'network'
  | 'timeout'
  | 'certificate'
  | 'sessionExpired'
  /** The server answered success with a body that is empty or not JSON. */
  | 'badResponse'
  | 'loadFailed'
  | 'unknown'

// ApiError and its guards live in ./api-error (tiny, no tables): the session machine, on every
// page, imports them from there without this module's server-text mapping.
import { toApiError, type ApiError } from './api-error'
export { isApiError, toApiError, type ApiError } from './api-error'

/** The generic code for transport failures, or null when the server answered. */
export function transportErrorCode(error: ApiError): ErrorCode | null {
  if (error.kind === 'network' || error.kind === 'aborted') return 'network'
  if (error.kind === 'timeout') return 'timeout'
  if (error.kind === 'certificate') return 'certificate'
  if (error.kind === 'session') return 'sessionExpired'
  if (error.kind === 'bad_response') return 'badResponse'
  return null
}

/**
 * The server texts the app knows (docs/spec/1-shell-and-accounts.md §8 and the API's own messages), each with the code of
 * its translated message (i18n key `common:serverTexts.<code>`). This is the ONE mapping every
 * screen uses: a raw server text never reaches the screen.
 */
export const SERVER_TEXTS = {
  emailWithdrawn: 'This email was previously used and cannot be reused',
  usernameWithdrawn: 'This username was previously used and cannot be reused',
  emailExists: 'This email is already registered',
  usernameTaken: 'This username is already taken',
  currentPasswordIncorrect: 'Current password is incorrect',
  samePassword: 'New password must be different from current password',
  invalidCredentials: 'Incorrect email or password',
  invalidResetToken: 'Invalid or expired reset token',
  invalidVerificationToken: 'Invalid or expired verification token',
  alreadyVerified: 'Email is already verified',
  userNotFound: 'User not found',
  /** Listed before notAllowed: the upload's refusal contains "not allowed" too. */
  fileTypeNotAllowed: 'File type not allowed',
  notAllowed: 'Not allowed',
  termsRequired: 'Terms acceptance required',
  fileTooLarge: 'File too large. Maximum size is 10 MB',
  /** 507 from the sandbox: a write its storage refused (quota, private mode); nothing was saved. */
  storageFull: "Could not save: the browser's storage for this site is full or unavailable. Nothing was saved",
  /** 507 from the sandbox: the stored data comes from a newer version of the app, so it is read-only here; nothing was saved. */
  storageNewer: 'Could not save: the stored sandbox data comes from a newer version of the app and is read-only here. Nothing was saved',
  /** Posts and comments (docs/spec/2-everyday-modules.md §8; mocks/handlers/posts.ts, comments.ts). */
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  alreadyLiked: 'Already liked this post',
  notLiked: 'Post not liked',
  notAuthorizedUpdatePost: 'Not authorized to update this post',
  notAuthorizedDeletePost: 'Not authorized to delete this post',
  notAuthorizedDeleteComment: 'Not authorized to delete this comment',
  accountLocked: 'This account has been locked. Please contact support',
} as const

export type ServerTextCode = keyof typeof SERVER_TEXTS

/** Kept for the sign-up machine's callers (docs/spec/1-shell-and-accounts.md §8: replaced by a translated withdrawn-account text). */
export const EMAIL_REUSED_TEXT = SERVER_TEXTS.emailWithdrawn
export const USERNAME_REUSED_TEXT = SERVER_TEXTS.usernameWithdrawn

const normalise = (text: string) => text.trim().replace(/[.!]+$/, '').toLowerCase()
const KNOWN = (Object.entries(SERVER_TEXTS) as Array<[ServerTextCode, string]>).map(([code, text]) => [code, normalise(text)] as const)

/**
 * The code of a known server text, or null. Case and a trailing full stop do not matter; a text
 * that contains a known one (a 422's joined messages) is recognised too.
 */
export function knownServerText(message: string | null | undefined): ServerTextCode | null {
  if (typeof message !== 'string' || message.trim() === '') return null
  const text = normalise(message)
  for (const [code, known] of KNOWN) if (text === known) return code
  for (const [code, known] of KNOWN) if (text.includes(known)) return code
  return null
}

/**
 * What a screen shows for a failed request, as a code the view translates; never the raw text.
 * - a transport failure: 'network' | 'timeout' | 'certificate' | 'sessionExpired' (`common:errors.<code>`)
 * - a success answer with an empty or non-JSON body: 'badResponse' (`common:errors.badResponse`)
 * - the sandbox's 507 "storage full": 'storageFull' (`common:serverTexts.storageFull`), or its 507
 *   "data of a newer version, read-only": 'storageNewer'
 * - any other 5xx: 'server' (`common:errors.server`), whatever its body says (HTML of a proxy included)
 * - a known server text: its ServerTextCode (`common:serverTexts.<code>`)
 * - a 422 with unknown texts: 'validation' (`common:errors.validation`)
 * - any other refusal (4xx with an unknown text or none): 'failed', the screen's own translated
 *   default ("Failed to update profile", "Failed to delete account", …)
 */
export type FailureCode = ServerTextCode | 'server' | 'validation' | 'failed' | 'network' | 'timeout' | 'certificate' | 'sessionExpired' | 'badResponse'

export function failureCode(error: unknown): FailureCode {
  const e = toApiError(error)
  const transport = transportErrorCode(e)
  if (transport === 'network' || transport === 'timeout' || transport === 'certificate' || transport === 'sessionExpired' || transport === 'badResponse') return transport
  // The sandbox's 507 carries a known text worth showing (storage full); any other 5xx is generic.
  if (e.status === 507) {
    const known = knownServerText(e.message)
    if (known === 'storageFull' || known === 'storageNewer') return known
  }
  if (e.status !== null && e.status >= 500) return 'server'
  const known = knownServerText(e.message) ?? knownServerText(e.issues?.map((i) => i.msg).join(', '))
  if (known) return known
  if (e.status === 422) return 'validation'
  return 'failed'
}

/** A code that `common:errors.<code>` translates (the rest are server texts or the screen's default). */
export function isGenericFailure(code: FailureCode): code is 'server' | 'validation' | 'network' | 'timeout' | 'certificate' | 'sessionExpired' | 'badResponse' {
  return code === 'server' || code === 'validation' || code === 'network' || code === 'timeout' || code === 'certificate' || code === 'sessionExpired' || code === 'badResponse'
}
