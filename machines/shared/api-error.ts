/**
 * The HTTP client's normalised error and its guards (re-exported by ./errors, which maps them to
 * what a screen shows). A module of its own so the session machine, on every page, does not carry
 * the server-text tables of ./errors into the home page's JavaScript.
 */

/** What the HTTP client rejects with, normalised (docs/spec/1-shell-and-accounts.md §7, §8). */
export interface ApiError {
  /** 'session': the request got a 401 and the token refresh failed; the session has ended (the app says so once). */
  kind: 'http' | 'network' | 'timeout' | 'certificate' | 'aborted' | 'session' | 'bad_response'
  status: number | null
  /** The server's message: FastAPI `detail` string, or a list's `msg`s joined by commas. */
  message: string | null
  /** The raw `detail` list of a 422, when there was one. */
  issues: Array<{ loc: Array<string | number>; msg: string; type?: string }> | null
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    typeof (value as { kind: unknown }).kind === 'string' &&
    'status' in value
  )
}

/** Turns anything an actor rejected with into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : null
  return { kind: 'http', status: null, message, issues: null }
}
