/**
 * Per-learner sessions of the practice server (Node only). A class can share one server and run
 * destructive tests safely: every learner gets a data set (and runtime settings: scenarios,
 * latency, faults, bugs) of their own, chosen per request by
 *
 *   1. the `X-Sandbox-Session` header (any id you choose, 1–64 characters of `A-Z a-z 0-9 _ -`;
 *      like API Challenges' `X-CHALLENGER`), else
 *   2. the `qa_sandbox_session` cookie, which the server sets when it serves the app's page in
 *      network mode (so the browser app gets its own data set without doing anything), else
 *   3. the shared data set `shared` (curl or Postman without a header: every such request sees
 *      the same data, so a login followed by a GET works without a cookie jar).
 *
 * A session's data is created on its first request (seeded like the sandbox) and forgotten after
 * `idleMs` (24 h) without a request; the next request with that id starts from the seed again.
 * At most `maxSessions` sessions live at once (429 for a new one past that; expired ones are
 * swept first), and a session refuses writes (POST/PUT/PATCH, 429) once it holds `maxRecords`
 * records until some are deleted or it is reset. The shared data set counts in neither figure
 * and never expires (POST /__sandbox/reset without a header reseeds it). DELETE /__sandbox/session
 * ends the caller's session at once (frees its place; a test suite can do it in its teardown).
 *
 * Memory (measured with the default seed): a session takes about 0.5 MB; one filled to the records
 * cap with maximum-length todos about 10 MB. So 200 typical sessions need ~100 MB, and the worst
 * case (every session deliberately filled) stays under ~2 GB. `SANDBOX_MAX_SESSIONS` and
 * `SANDBOX_MAX_RECORDS` change the caps (`limitsFromEnv`).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { setScopeResolver } from './scope'

export const SESSION_HEADER = 'X-Sandbox-Session'
export const SESSION_COOKIE = 'qa_sandbox_session'
/** The id of the data set of requests with neither header nor cookie. */
export const SHARED_SESSION_ID = 'shared'
export const SESSION_ID_MAX_LENGTH = 64
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export interface SessionLimits {
  /** Sessions alive at once, the shared one not counted (default 200). */
  maxSessions: number
  /** Records one session may hold before its writes get 429 (default 3000; the largest seed, `busy`, has 2561). */
  maxRecords: number
  /** A session without a request for this long is forgotten (default 24 h). */
  idleMs: number
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  maxSessions: 200,
  maxRecords: 3000,
  idleMs: 24 * 60 * 60 * 1000,
}

export const INVALID_SESSION_DETAIL = `${SESSION_HEADER} must be 1-${SESSION_ID_MAX_LENGTH} characters, each a letter, a digit, '-' or '_'`
export const tooManySessionsDetail = (max: number) =>
  `This practice server already holds the maximum of ${max} sandbox sessions; reuse your ${SESSION_HEADER}, or try again when idle sessions expire (after 24 h)`
export const tooManyRecordsDetail = (max: number) =>
  `This sandbox session holds the maximum of ${max} records; delete some, or reset it with POST /__sandbox/reset`

/** One learner's session; the object itself is the scope key of its data (mocks/network/scope.ts). */
export interface Session {
  readonly id: string
  readonly createdAt: number
  lastSeen: number
}

export function isValidSessionId(value: string): boolean {
  return SESSION_ID_PATTERN.test(value)
}

/** A new random id for a cookie session. */
export function newSessionId(): string {
  return randomUUID()
}

/** The value of one cookie in a Cookie header (first occurrence), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** How long the browser keeps the session cookie (the data itself expires after 24 h idle, server side). */
export const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

/** The Set-Cookie value of a session cookie (HttpOnly: the app never reads it; Lax: sent on same-site requests). */
export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax`
}

export type SessionChoice =
  | { kind: 'shared' }
  | { kind: 'session'; id: string; from: 'header' | 'cookie' }
  | { kind: 'invalid' }

/**
 * Which data set a request asks for: a header wins (an invalid one is an error, never silently
 * replaced); a malformed cookie counts as none.
 */
export function chooseSession(header: string | string[] | undefined, cookieHeader: string | undefined): SessionChoice {
  if (header !== undefined) {
    const value = Array.isArray(header) ? header.join(', ') : header
    const id = value.trim()
    if (!isValidSessionId(id)) return { kind: 'invalid' }
    return id === SHARED_SESSION_ID ? { kind: 'shared' } : { kind: 'session', id, from: 'header' }
  }
  const cookie = readCookie(cookieHeader, SESSION_COOKIE)
  if (cookie !== undefined && isValidSessionId(cookie) && cookie !== SHARED_SESSION_ID) return { kind: 'session', id: cookie, from: 'cookie' }
  return { kind: 'shared' }
}

export interface SessionStoreOptions extends Partial<SessionLimits> {
  /** The clock (tests pass a fake one). */
  now?: () => number
}

export class SessionStore {
  readonly limits: SessionLimits
  private readonly now: () => number
  private readonly sessions = new Map<string, Session>()

  constructor(options: SessionStoreOptions = {}) {
    this.limits = {
      maxSessions: options.maxSessions ?? DEFAULT_SESSION_LIMITS.maxSessions,
      maxRecords: options.maxRecords ?? DEFAULT_SESSION_LIMITS.maxRecords,
      idleMs: options.idleMs ?? DEFAULT_SESSION_LIMITS.idleMs,
    }
    this.now = options.now ?? Date.now
  }

  /** Sessions alive now (the shared data set not counted). */
  get size(): number {
    return this.sessions.size
  }

  private expired(session: Session, now: number): boolean {
    return now - session.lastSeen >= this.limits.idleMs
  }

  /** Forgets every session idle for `idleMs` or longer; returns how many. */
  sweep(): number {
    const now = this.now()
    let removed = 0
    for (const [id, session] of this.sessions) {
      if (this.expired(session, now)) {
        this.sessions.delete(id)
        removed += 1
      }
    }
    return removed
  }

  /**
   * The session with this id, marked as used now: the live one, or a new one (fresh data) when
   * there is none or it expired. Undefined when a new one would pass `maxSessions`.
   */
  acquire(id: string): Session | undefined {
    const now = this.now()
    const live = this.sessions.get(id)
    if (live && !this.expired(live, now)) {
      live.lastSeen = now
      return live
    }
    if (live) this.sessions.delete(id)
    if (this.sessions.size >= this.limits.maxSessions) this.sweep()
    if (this.sessions.size >= this.limits.maxSessions) return undefined
    const session: Session = { id, createdAt: now, lastSeen: now }
    this.sessions.set(id, session)
    return session
  }

  /** Ends a session now (its data is dropped); false when there was none. */
  drop(id: string): boolean {
    return this.sessions.delete(id)
  }

  /** The live session with this id, without touching it. */
  peek(id: string): Session | undefined {
    const session = this.sessions.get(id)
    return session && !this.expired(session, this.now()) ? session : undefined
  }
}

/** The caps from `SANDBOX_MAX_SESSIONS` / `SANDBOX_MAX_RECORDS` (positive integers; others ignored). */
export function limitsFromEnv(env: Record<string, string | undefined>): Partial<SessionLimits> {
  const read = (name: string) => {
    const value = Number(env[name])
    return Number.isSafeInteger(value) && value > 0 ? value : undefined
  }
  const limits: Partial<SessionLimits> = {}
  const maxSessions = read('SANDBOX_MAX_SESSIONS')
  const maxRecords = read('SANDBOX_MAX_RECORDS')
  if (maxSessions !== undefined) limits.maxSessions = maxSessions
  if (maxRecords !== undefined) limits.maxRecords = maxRecords
  return limits
}

const context = new AsyncLocalStorage<Session>()
let installed = false

/** Makes `scoped()` values follow the session whose request is being handled (idempotent). */
export function installSessionScope(): void {
  if (installed) return
  installed = true
  setScopeResolver(() => context.getStore())
}

/** Runs `fn` (and everything it starts) with `session`'s data; undefined = the shared data set. */
export function runInSession<T>(session: Session | undefined, fn: () => T): T {
  installSessionScope()
  return session ? context.run(session, fn) : context.exit(fn)
}
