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
 * A session's data is created on its first request, seeded like the sandbox: in Korean (the `ko`
 * seed) when that request asks for Korean (`X-Sandbox-Language: ko`, `?lng=ko`, or an
 * `Accept-Language` whose first choice is Korean, as a Korean browser sends), else in English
 * (`sessionLanguage`); the language stays the session's until it ends. It is forgotten after
 * `idleMs` (24 h) without a request for a named one (header), `cookieIdleMs` (1 h) for a browser
 * context's (cookie); the next request with that id starts from the seed again. At most
 * `maxSessions` sessions are kept in memory: a new one past that evicts the least recently used one
 * with no request in flight (expired ones are swept first), so a newcomer is never refused. In memory
 * an evicted session's data is gone; on a database (PGlite, PostgreSQL) it stays stored and comes back
 * on the session's next request, and is deleted only when idle for its time. The records cap
 * and login throttling are in mocks/network/limits.ts, the shared data set's protection in
 * mocks/network/shared.ts; the shared data set counts in no figure here and never expires.
 * DELETE /__sandbox/session ends the caller's session at once (a test suite can do it in its teardown).
 *
 * Memory (measured with the default seed): a session takes about 0.5 MB; one filled to the records
 * cap with maximum-length todos about 10 MB. So 200 typical sessions need ~100 MB, and the worst
 * case (every session deliberately filled) stays under ~2 GB; evicted ones are freed. `limitsFromEnv`
 * reads the caps and idle times from the environment.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { setScopeResolver, setSharedResolver } from './scope'
import { SESSION_COOKIE, SESSION_ID_PATTERN, SHARED_SESSION_ID } from './contract'

export {
  INVALID_SESSION_DETAIL,
  SESSION_COOKIE,
  SESSION_HEADER,
  SESSION_ID_MAX_LENGTH,
  SHARED_SESSION_ID,
  tooManyRecordsDetail,
} from './contract'

/** Picks the language of a new session's sample data (`en` or `ko`); the answer's header of the same name says the session's. */
export const LANGUAGE_HEADER = 'X-Sandbox-Language'
export const SESSION_LANGUAGES = ['en', 'ko'] as const
export type SessionLanguage = (typeof SESSION_LANGUAGES)[number]

export interface SessionLimits {
  /**
   * Data sets kept at once, the shared one not counted (default 200). A new one past it evicts the
   * least recently used idle data set (no request in flight) instead of being refused.
   */
  maxSessions: number
  /** Records one data set may hold before its record-creating POSTs get 429 (default 3000; the largest seed, `busy`, has 2561). */
  maxRecords: number
  /** A named data set (`X-Sandbox-Session` header) without a request for this long is forgotten (default 24 h). */
  idleMs: number
  /** A browser-context data set (the network-mode cookie) without a request for this long is forgotten (default 1 h). */
  cookieIdleMs: number
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  maxSessions: 200,
  maxRecords: 3000,
  idleMs: 24 * 60 * 60 * 1000,
  cookieIdleMs: 60 * 60 * 1000,
}


/** Where a data set's id came from: a named `X-Sandbox-Session` header, or the network-mode cookie of one browser context. */
export type SessionKind = 'header' | 'cookie'

/** One learner's session; the object itself is the scope key of its data (mocks/network/scope.ts). */
export interface Session {
  readonly id: string
  readonly kind: SessionKind
  /** The language of the session's sample data, chosen by the request that created it. */
  readonly language: SessionLanguage
  readonly createdAt: number
  lastSeen: number
  /** Requests of this session being answered now: a data set with one is never evicted. */
  inFlight: number
}

export function isValidSessionId(value: string): boolean {
  return SESSION_ID_PATTERN.test(value)
}

const isSessionLanguage = (value: string): value is SessionLanguage => (SESSION_LANGUAGES as readonly string[]).includes(value)

/**
 * The language a request asks its data in: `X-Sandbox-Language` (en or ko), else `?lng=`, else
 * the first choice of `Accept-Language` (highest q; `ko`, `ko-KR` → ko); English otherwise.
 * An unknown value of the header or parameter counts as none.
 */
export function sessionLanguage(header: string | string[] | undefined, lng: unknown, acceptLanguage: string | undefined): SessionLanguage {
  const explicit = [Array.isArray(header) ? header[0] : header, typeof lng === 'string' ? lng : undefined]
  for (const value of explicit) {
    const tag = value?.trim().toLowerCase().split('-')[0]
    if (tag && isSessionLanguage(tag)) return tag
  }
  if (!acceptLanguage) return 'en'
  let best: { tag: string; q: number } | undefined
  for (const part of acceptLanguage.split(',')) {
    const [range = '', ...params] = part.trim().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!range || !Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { tag: range.toLowerCase(), q }
  }
  return best && best.tag.split('-')[0] === 'ko' ? 'ko' : 'en'
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

/** How long the browser keeps the session cookie (the data itself expires sooner when idle, server side). */
export const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

/** The Set-Cookie value of a session cookie (HttpOnly: the app never reads it; Lax: sent on same-site requests). */
export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax`
}

export type SessionChoice =
  | { kind: 'shared' }
  | { kind: 'session'; id: string; from: SessionKind }
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

/** Why a session left the store. */
export type ForgetReason = 'expired' | 'evicted' | 'ended'

export interface SessionStoreOptions extends Partial<SessionLimits> {
  /** The clock (tests pass a fake one). */
  now?: () => number
  /**
   * Called when a session is forgotten: expired (idle too long), evicted (the cap made room for a new
   * one) or ended (DELETE /__sandbox/session), e.g. to delete its stored data set.
   */
  onForget?: (session: Session, reason: ForgetReason) => void
}

/**
 * The live data sets, least recently used first (a Map keeps insertion order; a used session is
 * moved to the end). The limits' logic is in `acquire` / `sweep` / `evictOne`: small enough to
 * move onto a database table (last_seen, in_flight columns) later.
 */
export class SessionStore {
  readonly limits: SessionLimits
  private readonly now: () => number
  private readonly sessions = new Map<string, Session>()
  /** Data sets evicted to make room for a new one since the server started. */
  evictions = 0
  /** Data sets forgotten after their idle time since the server started. */
  expirations = 0

  constructor(options: SessionStoreOptions = {}) {
    this.limits = {
      maxSessions: options.maxSessions ?? DEFAULT_SESSION_LIMITS.maxSessions,
      maxRecords: options.maxRecords ?? DEFAULT_SESSION_LIMITS.maxRecords,
      idleMs: options.idleMs ?? DEFAULT_SESSION_LIMITS.idleMs,
      cookieIdleMs: options.cookieIdleMs ?? DEFAULT_SESSION_LIMITS.cookieIdleMs,
    }
    this.now = options.now ?? Date.now
    this.onForget = options.onForget
  }

  private readonly onForget: ((session: Session, reason: ForgetReason) => void) | undefined

  /** Removes a session from the store and tells `onForget`. */
  private forget(session: Session, reason: ForgetReason): void {
    this.sessions.delete(session.id)
    this.onForget?.(session, reason)
  }

  /** Sessions alive now (the shared data set not counted). */
  get size(): number {
    return this.sessions.size
  }

  /** How long a data set of this kind may stay idle. */
  idleLimit(kind: SessionKind): number {
    return kind === 'cookie' ? this.limits.cookieIdleMs : this.limits.idleMs
  }

  private expired(session: Session, now: number): boolean {
    return session.inFlight === 0 && now - session.lastSeen >= this.idleLimit(session.kind)
  }

  /** Forgets every session idle for its idle time or longer; returns how many. */
  sweep(): number {
    const now = this.now()
    let removed = 0
    for (const session of this.sessions.values()) {
      if (this.expired(session, now)) {
        this.forget(session, 'expired')
        removed += 1
      }
    }
    this.expirations += removed
    return removed
  }

  /** Evicts the least recently used data set with no request in flight; false when every one is busy. */
  private evictOne(): boolean {
    for (const session of this.sessions.values()) {
      if (session.inFlight > 0) continue
      this.forget(session, 'evicted')
      this.evictions += 1
      return true
    }
    return false
  }

  /**
   * The session with this id, marked as used now: the live one, or a new one (fresh data, in
   * `language`) when
   * there is none or it expired. Never refused: past `maxSessions` the expired ones are swept and
   * then the least recently used idle ones evicted. Only when every data set has a request in
   * flight does the store hold more than `maxSessions` for a moment (bounded by the requests
   * being answered); the next new session evicts back down to the cap.
   */
  acquire(id: string, kind: SessionKind = 'header', language: SessionLanguage = 'en'): Session {
    const now = this.now()
    const live = this.sessions.get(id)
    if (live && !this.expired(live, now)) {
      live.lastSeen = now
      // Most recently used: to the end of the Map's order.
      this.sessions.delete(id)
      this.sessions.set(id, live)
      return live
    }
    if (live) {
      this.forget(live, 'expired')
      this.expirations += 1
    }
    if (this.sessions.size >= this.limits.maxSessions) this.sweep()
    while (this.sessions.size >= this.limits.maxSessions && this.evictOne()) {
      // evicted one; check again
    }
    const session: Session = { id, kind, language, createdAt: now, lastSeen: now, inFlight: 0 }
    this.sessions.set(id, session)
    return session
  }

  /** Marks a request of `session` as started (it cannot be evicted until `end`). */
  begin(session: Session): void {
    session.inFlight += 1
  }

  /** Marks a request of `session` as answered; its idle time starts now. */
  end(session: Session): void {
    session.inFlight = Math.max(0, session.inFlight - 1)
    session.lastSeen = this.now()
  }

  /** Ends a session now (its data is dropped); false when there was none. */
  drop(id: string): boolean {
    const session = this.sessions.get(id)
    if (!session) return false
    this.forget(session, 'ended')
    return true
  }

  /** The live session with this id, without touching it. */
  peek(id: string): Session | undefined {
    const session = this.sessions.get(id)
    return session && !this.expired(session, this.now()) ? session : undefined
  }
}

/**
 * The limits from the environment (positive integers; other values ignored): `SANDBOX_MAX_SESSIONS`,
 * `SANDBOX_MAX_RECORDS`, `SANDBOX_SESSION_IDLE_MINUTES` (named data sets) and
 * `SANDBOX_COOKIE_IDLE_MINUTES` (browser-context data sets).
 */
export function limitsFromEnv(env: Record<string, string | undefined>): Partial<SessionLimits> {
  const read = (name: string) => {
    const value = Number(env[name])
    return Number.isSafeInteger(value) && value > 0 ? value : undefined
  }
  const limits: Partial<SessionLimits> = {}
  const maxSessions = read('SANDBOX_MAX_SESSIONS')
  const maxRecords = read('SANDBOX_MAX_RECORDS')
  const idleMinutes = read('SANDBOX_SESSION_IDLE_MINUTES')
  const cookieIdleMinutes = read('SANDBOX_COOKIE_IDLE_MINUTES')
  if (maxSessions !== undefined) limits.maxSessions = maxSessions
  if (maxRecords !== undefined) limits.maxRecords = maxRecords
  if (idleMinutes !== undefined) limits.idleMs = idleMinutes * 60_000
  if (cookieIdleMinutes !== undefined) limits.cookieIdleMs = cookieIdleMinutes * 60_000
  return limits
}

const context = new AsyncLocalStorage<Session>()
/** Set (true) while the server handles a request on the shared data set whose protection is on. */
const sharedProtected = new AsyncLocalStorage<boolean>()
let installed = false

/** Makes `scoped()` values follow the session whose request is being handled (idempotent). */
export function installSessionScope(): void {
  if (installed) return
  installed = true
  setScopeResolver(() => context.getStore())
  setSharedResolver(() => sharedProtected.getStore() === true)
}

/**
 * Runs `fn` (and everything it starts) with `session`'s data; undefined = the shared data set,
 * protected (mocks/network/shared.ts) when `protectShared` is true.
 */
export function runInSession<T>(session: Session | undefined, fn: () => T, protectShared = false): T {
  installSessionScope()
  return session ? context.run(session, () => sharedProtected.run(false, fn)) : context.exit(() => sharedProtected.run(protectShared, fn))
}
