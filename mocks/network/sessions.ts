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
 * cap with maximum-length todos about 10 MB. So 200 typical sessions need ~100 MB, but 200 filled ones
 * up to ~2 GB, past the heap limit the server runs with (`--max-old-space-size=256`,
 * scripts/heap-limit.mjs). So the count cap has a second one that follows the heap: while V8's live
 * heap is above `heapShare` (0.6) of its limit, the least recently used idle data sets are evicted too
 * (`SessionStore.fitHeap`). Evicted ones are freed. `limitsFromEnv` reads the caps and idle times from
 * the environment.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { constants as perfConstants, PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'
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
  /**
   * The share of V8's heap limit (`heap_size_limit`) the live heap may take before idle data sets
   * are evicted, least recently used first, whatever their count (default 0.6; 0 = off, the count
   * cap alone). V8's limit counts a young generation of about 48 MB besides `--max-old-space-size`,
   * so 0.6 is 71 % of a 256 MB old generation but 90 % of a 96 MB one: lower it with a smaller limit.
   * See `SessionStore.fitHeap`.
   */
  heapShare: number
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  maxSessions: 200,
  maxRecords: 3000,
  idleMs: 24 * 60 * 60 * 1000,
  cookieIdleMs: 60 * 60 * 1000,
  heapShare: 0.6,
}

/** Above its target, the heap cap evicts down to this share of the target (not just under it, where the next data set puts it back above). */
const HEAP_GOAL = 0.9

/** V8's heap as the session store sees it: measured right after the last major GC. */
export interface HeapReading {
  /** Major GCs seen so far: a reading is acted on once, when this changes (0: none yet, nothing measured). */
  majorGcs: number
  /** Bytes of heap in use right after the last major GC: the live heap, without the garbage a GC would free. */
  used: number
  /** V8's heap limit (`heap_size_limit`: `--max-old-space-size` plus the young generation). */
  limit: number
}

/** Reads the heap (the server: `heapAfterMajorGc`; tests pass their own). Called on every acquire, so it must be cheap. */
export type HeapReader = () => HeapReading

const lastMajorGc: HeapReading = { majorGcs: 0, used: 0, limit: 0 }
let gcObserver: PerformanceObserver | undefined

/**
 * The heap after the last major (mark-sweep-compact) GC of this process. The first call starts
 * one PerformanceObserver on `gc` entries for the whole process; a major GC's entry reads
 * `used_heap_size` (entries arrive a turn or two of the event loop after their GC, so it is the live
 * heap plus the little allocated since). Every later call is a plain read, no call into V8.
 */
export function heapAfterMajorGc(): HeapReading {
  if (!gcObserver) {
    lastMajorGc.limit = v8.getHeapStatistics().heap_size_limit
    gcObserver = new PerformanceObserver((list) => {
      const major = list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR)
      if (!major) return
      const stats = v8.getHeapStatistics()
      lastMajorGc.used = stats.used_heap_size
      lastMajorGc.limit = stats.heap_size_limit
      lastMajorGc.majorGcs += 1
    })
    gcObserver.observe({ entryTypes: ['gc'] })
  }
  return lastMajorGc
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
   * one, or the heap was too full) or ended (DELETE /__sandbox/session), e.g. to delete its stored data set.
   */
  onForget?: (session: Session, reason: ForgetReason) => void
  /** How the heap is read for `heapShare` (default `heapAfterMajorGc`; tests pass a fake one). */
  heap?: HeapReader
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
  private readonly readHeap: HeapReader
  /** The reading's `majorGcs` last acted on. */
  private heapSeen = 0
  /** Data sets evicted since the server started: to make room for a new one, or for the heap (`heapEvictions` of them). */
  evictions = 0
  /** Of `evictions`, those evicted because the live heap was above `heapShare` of its limit. */
  heapEvictions = 0
  /** Data sets forgotten after their idle time since the server started. */
  expirations = 0

  constructor(options: SessionStoreOptions = {}) {
    this.limits = {
      maxSessions: options.maxSessions ?? DEFAULT_SESSION_LIMITS.maxSessions,
      maxRecords: options.maxRecords ?? DEFAULT_SESSION_LIMITS.maxRecords,
      idleMs: options.idleMs ?? DEFAULT_SESSION_LIMITS.idleMs,
      cookieIdleMs: options.cookieIdleMs ?? DEFAULT_SESSION_LIMITS.cookieIdleMs,
      heapShare: options.heapShare ?? DEFAULT_SESSION_LIMITS.heapShare,
    }
    this.now = options.now ?? Date.now
    this.onForget = options.onForget
    this.readHeap = options.heap ?? heapAfterMajorGc
    // Starts watching the GCs now, so the first requests already have a reading.
    if (this.limits.heapShare > 0) this.heapSeen = this.readHeap().majorGcs
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

  /** Evicts the least recently used data set with no request in flight, other than `keep`; false when there is none. */
  private evictOne(keep?: string): boolean {
    for (const session of this.sessions.values()) {
      if (session.inFlight > 0 || session.id === keep) continue
      this.forget(session, 'evicted')
      this.evictions += 1
      return true
    }
    return false
  }

  /**
   * The cap that follows the heap: when the heap measured after a major GC it has not acted on yet is
   * above `heapShare` of V8's limit, evicts a batch of the least recently used idle data sets (never
   * one with a request in flight, nor `keep`; the shared data set is not in the store); returns how many.
   *
   * Why so: the heap is read right after a major GC (`heapAfterMajorGc`), when it holds what is alive
   * and not the garbage the next GC would free; a read at any other moment would count garbage and
   * evict for nothing, and forcing a GC per request would cost a pause each. Each reading is acted on
   * once, at the next acquire: a compare per request, and one batch per measurement (the evicted data
   * sets are freed only by the next GC, which gives the next reading). The batch is the share of the
   * data sets in memory that the heap is above a tenth under the target, `size × (used − 0.9 × target)
   * ÷ used`, at least one: data sets are most of what grows, and V8's major GCs come often when the
   * heap nears its limit, so a heap still above the target gets another batch soon, one below it none.
   * The margin above the target must hold what arrives between two major GCs: with the default 256 MB
   * old generation, 0.6 of V8's limit (304 MB, young generation included) is 182 MB, 74 MB under it.
   * On a database an evicted data set stays stored; only in memory (`SANDBOX_STORAGE=memory`) is it lost.
   */
  fitHeap(keep?: string): number {
    if (!(this.limits.heapShare > 0)) return 0
    const heap = this.readHeap()
    if (heap.majorGcs === this.heapSeen) return 0
    this.heapSeen = heap.majorGcs
    const target = heap.limit * this.limits.heapShare
    if (heap.used <= target || this.sessions.size === 0) return 0
    const batch = Math.max(1, Math.ceil((this.sessions.size * (heap.used - HEAP_GOAL * target)) / heap.used))
    let evicted = 0
    while (evicted < batch && this.evictOne(keep)) evicted += 1
    this.heapEvictions += evicted
    return evicted
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
    this.fitHeap(id)
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
 * `SANDBOX_COOKIE_IDLE_MINUTES` (browser-context data sets); and `SANDBOX_HEAP_SHARE`, a number from 0
 * (off) to below 1 (the share of the heap limit above which idle data sets are evicted).
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
  const heapShare = env.SANDBOX_HEAP_SHARE?.trim() ? Number(env.SANDBOX_HEAP_SHARE) : NaN
  if (heapShare >= 0 && heapShare < 1) limits.heapShare = heapShare
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
