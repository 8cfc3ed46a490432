/**
 * Account calls of docs/spec/1-shell-and-accounts.md §7: sign-up, password reset, e-mail verification, profile update,
 * password change, account deletion and the upload helper. Every function rejects with the
 * client's normalised ApiError (machines/shared/errors.ts).
 */
import type {
  ApiUser,
  ChangePasswordLegacyRequest,
  ChangePasswordRequest,
  ErrorBody,
  MessageResponse,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PasswordResetResponse,
  RegisterRequest,
  UpdateProfileRequest,
  UploadResponse,
  VerifyEmailRequest,
} from '@machines/shared/contracts'
import { UPLOAD_FIELD } from '@machines/shared/contracts'
import { isApiError, type ApiError } from '@machines/shared/errors'
import type { User } from '@machines/shared/types'
import { toUser } from './auth'
import { API_TIMEOUT_MS, baseURL, detailMessage, refreshSession, request } from './client'
import { getAccessToken, getRefreshToken } from './tokens'

/**
 * POST /auth/register (docs/spec/1-shell-and-accounts.md §3.2): the username is the e-mail's part before the at sign and
 * the full name the trimmed name. Resolves with the created user; the caller then logs in (§4).
 */
export async function register(input: {
  name: string
  email: string
  password: string
  termsAccepted: boolean
  privacyAccepted: boolean
}): Promise<User> {
  const email = input.email.trim()
  const body: RegisterRequest = {
    email,
    username: email.split('@')[0] ?? '',
    password: input.password,
    full_name: input.name.trim(),
    terms_accepted: input.termsAccepted,
    privacy_accepted: input.privacyAccepted,
  }
  return toUser(await request<ApiUser>('/auth/register', { method: 'POST', body, anonymous: true }))
}

/**
 * POST /auth/password-reset. `tempPassword` is set when the e-mail is not registered (valid 30
 * minutes); `registered` is the server's flag, else whether no temporary password came back.
 */
export async function requestPasswordReset(email: string): Promise<{ message: string; tempPassword: string | null; registered: boolean }> {
  const body: PasswordResetRequest = { email: email.trim() }
  const answer = await request<PasswordResetResponse>('/auth/password-reset', { method: 'POST', body, anonymous: true })
  const tempPassword = typeof answer?.tempPassword === 'string' && answer.tempPassword !== '' ? answer.tempPassword : null
  return {
    message: answer?.message ?? '',
    tempPassword,
    registered: typeof answer?.registered === 'boolean' ? answer.registered : tempPassword === null,
  }
}

/** POST /auth/password-reset/confirm with the token of the reset link. */
export async function confirmPasswordReset(input: { token: string; newPassword: string }): Promise<void> {
  const body: PasswordResetConfirmRequest = { token: input.token, newPassword: input.newPassword }
  await request<MessageResponse>('/auth/password-reset/confirm', { method: 'POST', body, anonymous: true })
}

/** POST /auth/verify-email with the token of the verification link. */
export async function verifyEmail(token: string): Promise<void> {
  const body: VerifyEmailRequest = { token }
  await request<MessageResponse>('/auth/verify-email', { method: 'POST', body, anonymous: true })
}

/** POST /auth/resend-verification for the signed-in user. */
export async function resendVerification(): Promise<void> {
  await request<MessageResponse>('/auth/resend-verification', { method: 'POST' })
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim())

/** PATCH /auth/profile with full_name, bio, location and website (docs/spec/1-shell-and-accounts.md §5); empty values become null. */
export async function updateProfile(input: { name: string; bio: string; location: string; website: string }): Promise<User> {
  const body: UpdateProfileRequest = {
    full_name: orNull(input.name),
    bio: orNull(input.bio),
    location: orNull(input.location),
    website: orNull(input.website),
  }
  return toUser(await request<ApiUser>('/auth/profile', { method: 'PATCH', body }))
}

/**
 * POST /auth/change-password with current_password and new_password; on a 422 the call is
 * retried once with oldPassword and newPassword (docs/spec/1-shell-and-accounts.md §7). Any other failure is rethrown.
 */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  const first: ChangePasswordLegacyRequest = { current_password: input.currentPassword, new_password: input.newPassword }
  try {
    await request<MessageResponse>('/auth/change-password', { method: 'POST', body: first })
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'http' || error.status !== 422) throw error
    const retry: ChangePasswordRequest = { oldPassword: input.currentPassword, newPassword: input.newPassword }
    await request<MessageResponse>('/auth/change-password', { method: 'POST', body: retry })
  }
}

/** DELETE /users/me (settings' danger zone). */
export async function deleteMyAccount(): Promise<void> {
  await request<MessageResponse>('/users/me', { method: 'DELETE' })
}

// ---- upload helper --------------------------------------------------------------------------

export interface UploadedFile {
  filename: string
  contentType: string
  size: number
  url: string
}

const transportError = (kind: ApiError['kind']): ApiError => ({ kind, status: null, message: null, issues: null })

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}

/** An HTTP failure as client.ts's normalizeError shapes it: detail, else message. */
function httpError(status: number, text: string): ApiError {
  const body = parseJson(text) as (Partial<ErrorBody> & { message?: unknown }) | undefined
  const { message, issues } = detailMessage(body?.detail)
  const fallback = typeof body?.message === 'string' ? body.message : null
  return { kind: 'http', status, message: message ?? fallback, issues }
}

/** One XMLHttpRequest: resolves with the parsed 2xx answer, rejects with an ApiError. */
function send(file: File, accessToken: string | undefined, progress: (loaded: number, total: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${baseURL()}/upload`)
    xhr.timeout = API_TIMEOUT_MS
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) progress(event.loaded, event.total)
    })
    xhr.addEventListener('load', () => {
      if (xhr.status === 0) return reject(transportError('network'))
      if (xhr.status < 200 || xhr.status >= 300) return reject(httpError(xhr.status, xhr.responseText))
      const answer = parseJson(xhr.responseText) as UploadResponse | undefined
      if (!answer || typeof answer !== 'object') return reject({ kind: 'http', status: xhr.status, message: null, issues: null } satisfies ApiError)
      resolve(answer)
    })
    xhr.addEventListener('error', () => reject(transportError('network')))
    xhr.addEventListener('timeout', () => reject(transportError('timeout')))
    xhr.addEventListener('abort', () => reject(transportError('aborted')))
    const form = new FormData()
    form.append(UPLOAD_FIELD, file, file.name)
    xhr.send(form)
  })
}

/**
 * POST /upload as multipart/form-data with the field `file` (allowed: jpeg, png, gif, webp, pdf;
 * at most 10 MB, docs/spec/1-shell-and-accounts.md §3.7). Uses XMLHttpRequest because fetch reports no upload progress:
 * `onProgress` gets whole percents, never decreasing, and 100 once the upload has succeeded.
 * Same base URL, bearer token and 401 → refresh → one retry as every other call.
 */
export async function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  let reported = -1
  const report = (percent: number) => {
    const value = Math.max(0, Math.min(100, Math.round(percent)))
    if (value <= reported) return
    reported = value
    onProgress?.(value)
  }
  const progress = (loaded: number, total: number) => report((loaded / total) * 100)

  const token = getAccessToken()
  let answer: UploadResponse
  try {
    answer = await send(file, token, progress)
  } catch (error) {
    const failure = error as ApiError
    const canRefresh = failure.status === 401 && token !== undefined && getRefreshToken() !== undefined
    if (!canRefresh) throw failure
    const current = getAccessToken()
    const refreshed = current !== undefined && current !== token ? true : await refreshSession()
    if (!refreshed) throw { kind: 'session', status: 401, message: null, issues: null } satisfies ApiError
    answer = await send(file, getAccessToken(), progress)
  }
  report(100)
  return {
    filename: answer.filename,
    contentType: answer.content_type,
    size: answer.size,
    url: answer.url,
  }
}
