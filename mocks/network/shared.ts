/**
 * The practice server's shared data set (requests with neither `X-Sandbox-Session` nor the session
 * cookie: curl, Postman, the hosted app) is used by everyone at once, so nobody may break it for
 * the others. While its protection is on (the default; `SANDBOX_SHARED_PROTECTED=0` turns it off):
 *
 * - a sign-up never becomes an admin by its e-mail ("admin" in the address makes an admin only in
 *   a data set of your own);
 * - users cannot be deleted (DELETE /users/{id} and DELETE /users/me answer 403);
 * - POST /__sandbox/reset answers 403 (`SANDBOX_SHARED_RESET=allow` permits it, e.g. for a CI
 *   server with one client);
 * - it resets itself every `resetEveryMs` (default 10 minutes, `SANDBOX_SHARED_RESET_MINUTES`,
 *   0 = never) when anything but a read reached it since the last reset, so whatever someone did
 *   to it (filled it, changed a demo password, set a fault) lasts at most that long.
 *
 * The browser sandbox and named data sets are never affected (`onProtectedSharedDataSet()` is
 * false there).
 */
import { onProtectedSharedDataSet } from './scope'

export { onProtectedSharedDataSet }

export const SHARED_PROTECTED_DETAIL =
  'The shared data set is protected: users cannot be deleted and it cannot be reset here. Send an X-Sandbox-Session header (any id you choose) to get a data set of your own'

export const DEFAULT_SHARED_RESET_MS = 10 * 60 * 1000

export interface SharedDataSetOptions {
  /** Refuse the changes above on the shared data set (default true). */
  protect: boolean
  /** Allow POST /__sandbox/reset on it even when protected (default false). */
  allowReset: boolean
  /** Reseed it this often when it was changed (ms; 0 = never; default 10 minutes). */
  resetEveryMs: number
}

export const DEFAULT_SHARED_OPTIONS: SharedDataSetOptions = { protect: true, allowReset: false, resetEveryMs: DEFAULT_SHARED_RESET_MS }

/** `SANDBOX_SHARED_PROTECTED` (0/false = off), `SANDBOX_SHARED_RESET` (allow), `SANDBOX_SHARED_RESET_MINUTES` (0 = never). */
export function sharedOptionsFromEnv(env: Record<string, string | undefined>): Partial<SharedDataSetOptions> {
  const options: Partial<SharedDataSetOptions> = {}
  const protect = env.SANDBOX_SHARED_PROTECTED?.trim().toLowerCase()
  if (protect === '0' || protect === 'false' || protect === 'off') options.protect = false
  if (env.SANDBOX_SHARED_RESET?.trim().toLowerCase() === 'allow') options.allowReset = true
  const minutes = Number(env.SANDBOX_SHARED_RESET_MINUTES)
  if (env.SANDBOX_SHARED_RESET_MINUTES !== undefined && Number.isFinite(minutes) && minutes >= 0) options.resetEveryMs = minutes * 60_000
  return options
}
