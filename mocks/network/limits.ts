/**
 * The practice server's limits that are decisions, not plumbing (Node only; mocks/server.ts applies
 * them): which requests the records cap refuses, and login throttling. Each is a small function or
 * class over plain values, so it can move onto a database table when the data does.
 *
 * Records cap: a data set at `maxRecords` refuses only the requests that create records (429);
 * reads, every delete (DELETE and the bulk-delete POSTs), updates (PATCH/PUT change existing
 * records), logout and a card move still work, and so do login, refresh and accept-terms, so a
 * learner can always sign in and clean up. These three add one small session record each, so they
 * are refused only past `maxRecords + recordsHeadroom(maxRecords)` (deliberate abuse: about 1,500
 * sign-ins after filling the data set); POST /__sandbox/reset always works.
 *
 * Login throttling (practice material: a real API locks out password guessing): after
 * `maxFailures` wrong passwords for one e-mail in one data set within `windowMs`, POST /auth/login
 * for that e-mail answers 429 with `Retry-After` (seconds) until `lockMs` after the last failure,
 * even with the right password. A successful login clears the count. Per data set, so one
 * learner's lock never reaches another; switchable per data set (POST /__sandbox/login-throttle)
 * and for the whole server (`SANDBOX_LOGIN_MAX_FAILURES=0`). While a scenario or fault is set on
 * the login, it answers instead and nothing is counted (mocks/server.ts).
 */
import { API_PREFIX } from '@machines/shared/api-prefix'

/** POSTs that never create a record: always allowed at the records cap. */
const NEVER_REFUSED = [/^\/auth\/logout\/?$/, /\/bulk-delete\/?$/, /^\/kanban\/cards\/[^/]+\/move\/?$/]
/** POSTs of the session flow that add one session record each: allowed at the cap, up to its headroom. */
const ADD_A_SESSION_RECORD = [/^\/auth\/(login|refresh|accept-terms)\/?$/]

/** The records beyond the cap that logins and refreshes may still add (each one session record). */
export function recordsHeadroom(maxRecords: number): number {
  return Math.max(500, Math.floor(maxRecords / 2))
}

/**
 * Whether a request must be refused (429) in a data set holding `records` records, `maxRecords`
 * at most. `path` is the request's path (with /api/v1).
 */
export function refusedAtRecordsCap(method: string, path: string, records: number, maxRecords: number): boolean {
  if (records < maxRecords) return false
  if (method.toUpperCase() !== 'POST') return false // GET/HEAD/OPTIONS read, DELETE removes, PUT/PATCH change existing records
  if (!(path === API_PREFIX || path.startsWith(`${API_PREFIX}/`))) return false
  const apiPath = path.slice(API_PREFIX.length)
  if (NEVER_REFUSED.some((pattern) => pattern.test(apiPath))) return false
  if (ADD_A_SESSION_RECORD.some((pattern) => pattern.test(apiPath))) return records >= maxRecords + recordsHeadroom(maxRecords)
  return true
}

export interface LoginThrottleLimits {
  /** Wrong passwords for one e-mail within `windowMs` before login is locked; 0 = no throttling (default 5). */
  maxFailures: number
  /** The window in which failures are counted (default 60 s). */
  windowMs: number
  /** How long login stays locked after the last failure (default 60 s). */
  lockMs: number
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = { maxFailures: 5, windowMs: 60_000, lockMs: 60_000 }

export const loginThrottledDetail = (seconds: number) =>
  `Too many failed login attempts for this account; try again in ${seconds} second${seconds === 1 ? '' : 's'}`

/** The throttle limits from `SANDBOX_LOGIN_MAX_FAILURES` (0 = off), `SANDBOX_LOGIN_WINDOW_SECONDS`, `SANDBOX_LOGIN_LOCK_SECONDS`. */
export function loginThrottleFromEnv(env: Record<string, string | undefined>): Partial<LoginThrottleLimits> {
  const read = (name: string, min: number) => {
    const value = Number(env[name])
    return env[name] !== undefined && env[name] !== '' && Number.isSafeInteger(value) && value >= min ? value : undefined
  }
  const limits: Partial<LoginThrottleLimits> = {}
  const maxFailures = read('SANDBOX_LOGIN_MAX_FAILURES', 0)
  const windowS = read('SANDBOX_LOGIN_WINDOW_SECONDS', 1)
  const lockS = read('SANDBOX_LOGIN_LOCK_SECONDS', 1)
  if (maxFailures !== undefined) limits.maxFailures = maxFailures
  if (windowS !== undefined) limits.windowMs = windowS * 1000
  if (lockS !== undefined) limits.lockMs = lockS * 1000
  return limits
}

/** A throttle's state: on or off, and per e-mail (lower-cased) when each counted failure happened (oldest first, at most `maxFailures`). */
export interface LoginThrottleState {
  enabled: boolean
  failures: Record<string, number[]>
}

/** Where a throttle keeps its state: in the throttle (the default), or elsewhere (the server: the data set's shared runtime settings). */
export interface LoginThrottleStore {
  read(): Readonly<LoginThrottleState>
  update(change: (state: LoginThrottleState) => void): void
}

export function memoryThrottleStore(): LoginThrottleStore {
  const state: LoginThrottleState = { enabled: true, failures: {} }
  return { read: () => state, update: (change) => change(state) }
}

/**
 * One data set's login throttle. The server keeps one per data set (a `scoped()` value) whose
 * state is that data set's runtime settings, so every process of the server counts the same
 * failures (mocks/network/runtime-share.ts) and a reset clears them.
 */
export class LoginThrottle {
  constructor(
    readonly limits: LoginThrottleLimits,
    private readonly now: () => number,
    private readonly store: LoginThrottleStore = memoryThrottleStore(),
  ) {}

  get enabled(): boolean {
    return this.store.read().enabled
  }

  set enabled(value: boolean) {
    this.store.update((s) => {
      s.enabled = value
    })
  }

  private key(email: string): string {
    return email.trim().toLowerCase()
  }

  private active(): boolean {
    return this.enabled && this.limits.maxFailures > 0
  }

  /** The seconds until a login for `email` may be tried again, or 0 when it may now. */
  retryAfter(email: string): number {
    if (!this.active()) return 0
    const at = this.store.read().failures[this.key(email)]
    if (!at || at.length < this.limits.maxFailures) return 0
    const now = this.now()
    const first = at[at.length - this.limits.maxFailures]!
    const last = at[at.length - 1]!
    if (last - first > this.limits.windowMs) return 0 // the failures were spread out: no lock
    const left = last + this.limits.lockMs - now
    if (left <= 0) {
      this.forget(email)
      return 0
    }
    return Math.ceil(left / 1000)
  }

  /** Records a wrong password for `email`. */
  failed(email: string): void {
    if (!this.active()) return
    const now = this.now()
    const key = this.key(email)
    this.store.update((s) => {
      s.failures[key] = [...(s.failures[key] ?? []).filter((t) => now - t < this.limits.windowMs), now].slice(-this.limits.maxFailures)
      this.prune(s, now)
    })
  }

  /** A successful login: the count for `email` starts again. */
  succeeded(email: string): void {
    this.forget(email)
  }

  /** Clears every count (switching the throttle, resetting the data set). */
  clear(): void {
    if (Object.keys(this.store.read().failures).length === 0) return
    this.store.update((s) => {
      s.failures = {}
    })
  }

  private forget(email: string): void {
    const key = this.key(email)
    if (!(key in this.store.read().failures)) return
    this.store.update((s) => {
      delete s.failures[key]
    })
  }

  /** Forgets entries that can no longer lock (keeps the state small). */
  private prune(state: LoginThrottleState, now: number): void {
    const keys = Object.keys(state.failures)
    if (keys.length < 1000) return
    const horizon = Math.max(this.limits.windowMs, this.limits.lockMs)
    for (const key of keys) if (now - (state.failures[key]!.at(-1) ?? 0) > horizon) delete state.failures[key]
  }
}
