/**
 * The sandbox API as a real HTTP server (the same handlers as the browser worker and vitest),
 * for practising API tests with curl, Postman or Playwright's request fixture, and for running
 * the app in hosted mode against it: `npm run api`, then `VITE_API_URL=http://localhost:8000 npm start`.
 * Data: PGlite in `.data/pglite` by default (`DATA_DIR`), PostgreSQL with `DATABASE_URL`, memory
 * with `SANDBOX_STORAGE=memory` or in-process without `storage` (mocks/network/storage.ts). CORS is open to any origin (a local practice server).
 * Controls over HTTP: POST /__sandbox/reset, POST /__sandbox/expire-access-tokens,
 * POST /__sandbox/scenario {endpoint, scenario}, POST /__sandbox/release {endpoint} (lets the requests
 * a `hold` scenario keeps go on), GET /__sandbox/held (held and waiting requests per endpoint),
 * GET /__sandbox/endpoints, GET /__sandbox/mailbox (reset and verification tokens),
 * POST /__sandbox/advance-clock {ms}.
 *
 * Learners are isolated (mocks/network/sessions.ts): each `X-Sandbox-Session` header value (or the
 * `qa_sandbox_session` cookie that network mode's page sets) has its own data and runtime settings;
 * requests with neither share the `shared` data set (protected: mocks/network/shared.ts). A session's
 * sample data is Korean when the request that created it asked for Korean (`X-Sandbox-Language: ko`,
 * `?lng=ko` or a Korean `Accept-Language`), else English; the shared data set is English. POST
 * /__sandbox/reset resets only the caller's; DELETE /__sandbox/session ends it; POST
 * /__sandbox/login-throttle {"enabled"} switches its login throttling. GET /__sandbox/limits gives
 * the figures (mocks/network/limits.ts: eviction instead of a 429 for newcomers, the records cap,
 * login throttling with Retry-After).
 *
 * Network mode (`npm run start:network`, `options.app`): the same server also serves the built app
 * (mocks/network/app.ts), so app and API share one origin and the API is visible to interception.
 *
 * Hostile clients: every request body is read completely (at most 1 MB, 11 MB for /upload)
 * before a handler runs, so a slow body never holds the database lock; a body that has not
 * arrived within `bodyTimeoutMs` (10 s) gets 408 `{"detail": "Request timeout"}` and the
 * connection is closed; a larger body gets 413 and the rest of it is read and dropped, so the
 * keep-alive connection stays usable (or, past `DRAIN_MAX_BYTES`, is closed).
 */
import { getResponse } from 'msw'
import express, { type NextFunction, type Request, type Response } from 'express'
import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { API_PREFIX } from '@machines/shared/api-prefix'
import { REQUEST_BODY_MAX_BYTES, UPLOAD_MAX_BYTES, type ValidationIssue } from '@machines/shared/contracts'
import { db, firstSeedFor, recordCount } from './db/database'
import { BODY_TOO_LARGE_MESSAGE } from './handlers/http'
import { handlers } from './handlers/index'
import { handlerIndex } from './network/handler-index'
import { useAccountProgress } from './handlers/progress-store'
import { databaseProgressStore } from './db/pg/progress'
import { UPLOAD_TOO_LARGE_MESSAGE } from './handlers/upload'
import { runtime } from './runtime'
import { createSandboxApi, type SandboxApi } from './sandbox'
import { endpointKey, heldByEndpoint, scenarioHandlers } from './scenarios/index'
import { faultRoutes } from './scenarios/routes'
import { docsRouter } from './openapi/docs'
import { bugRoutes } from './bugs/routes'
import { pageBugs, serverBugs, setServerBugs } from './bugs/index'
import { appPage, appStatic, type AppOptions } from './network/app'
import {
  chooseSession,
  INVALID_SESSION_DETAIL,
  runInSession,
  SESSION_COOKIE,
  SESSION_HEADER,
  LANGUAGE_HEADER,
  sessionLanguage,
  SessionStore,
  SHARED_SESSION_ID,
  limitsFromEnv,
  tooManyRecordsDetail,
  type Session,
  type SessionStoreOptions,
} from './network/sessions'
import {
  DEFAULT_LOGIN_THROTTLE,
  LoginThrottle,
  loginThrottledDetail,
  loginThrottleFromEnv,
  refusedAtRecordsCap,
  type LoginThrottleLimits,
} from './network/limits'
import { DEFAULT_SHARED_OPTIONS, SHARED_PROTECTED_DETAIL, sharedOptionsFromEnv, type SharedDataSetOptions } from './network/shared'
import { scoped, type Scoped } from './network/scope'
import { openServerStorage, storageFromEnv, type ServerStorage, type StorageOption } from './network/storage'
import { addCounts, shareRuntime, type RuntimeShare } from './network/runtime-share'
import { heapLimitArgs } from '../scripts/heap-limit.mjs'

/** The session caps from the environment (`SANDBOX_MAX_SESSIONS`, `SANDBOX_MAX_RECORDS`, idle minutes, `SANDBOX_HEAP_SHARE`), for scripts/start-network.mjs. */
export { limitsFromEnv }

/** Every option `npm run api` and `npm run start:network` read from the environment (README: the practice server's limits). */
export function serverOptionsFromEnv(env: Record<string, string | undefined>): Pick<ApiServerOptions, 'sessions' | 'loginThrottle' | 'shared' | 'storage'> {
  return { sessions: limitsFromEnv(env), loginThrottle: loginThrottleFromEnv(env), shared: sharedOptionsFromEnv(env), storage: storageFromEnv(env) }
}

/** How long a request's body may take to arrive, by default (ms). */
export const BODY_TIMEOUT_MS = 10_000
/** The 408 `detail`. */
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout'
/** After a 413, at most this much of the rest of the body is read and dropped to keep the connection; beyond, it is closed. */
export const DRAIN_MAX_BYTES = 32 * 1_048_576

export interface ApiServerOptions {
  /** How long a request's body may take to arrive before 408 (default `BODY_TIMEOUT_MS`; `npm run api` reads `$BODY_TIMEOUT_MS`). */
  bodyTimeoutMs?: number
  /** Network mode: also serve the built app from this directory, on the same origin (mocks/network/app.ts). */
  app?: AppOptions
  /** Per-learner session limits and clock (mocks/network/sessions.ts; defaults 200 data sets, 3000 records, 24 h / 1 h idle, 0.6 of the heap limit). */
  sessions?: SessionStoreOptions
  /** Login throttling (mocks/network/limits.ts; default 5 failures in 60 s lock for 60 s; `maxFailures: 0` = off). */
  loginThrottle?: Partial<LoginThrottleLimits>
  /** The shared data set's protection and self-reset (mocks/network/shared.ts). */
  shared?: Partial<SharedDataSetOptions>
  /**
   * Where the data sets are kept (mocks/network/storage.ts): memory by default here (vitest);
   * `npm run api` and `npm run start:network` pass `storageFromEnv` (PGlite, or DATABASE_URL).
   */
  storage?: StorageOption
}

type BufferedRequest = Request & { rawBody?: Buffer }

function cors(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? `Authorization, Content-Type, X-QA-Client, ${SESSION_HEADER}, ${LANGUAGE_HEADER}`)
  res.setHeader('Access-Control-Max-Age', '600')
  // Lets a cross-origin page read the export's file name (GET /todos/export) and which session answered.
  res.setHeader('Access-Control-Expose-Headers', `Content-Disposition, ${SESSION_HEADER}, ${LANGUAGE_HEADER}, Retry-After`)
  // A CORS preflight is answered here, for any path; a plain OPTIONS goes on to the routes (204 with Allow, or 404).
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
    res.statusCode = 204
    res.end()
    return
  }
  next()
}

function sendDetail(res: Response, status: number, message: string, close = false): void {
  if (res.headersSent) return
  if (close) res.setHeader('Connection', 'close')
  res.status(status).json({ detail: message })
}

function bodyLimit(req: Request): { max: number; message: string } {
  const path = req.path
  return path === `${API_PREFIX}/upload` || path === `${API_PREFIX}/upload/`
    ? { max: UPLOAD_MAX_BYTES + REQUEST_BODY_MAX_BYTES, message: UPLOAD_TOO_LARGE_MESSAGE }
    : { max: REQUEST_BODY_MAX_BYTES, message: BODY_TOO_LARGE_MESSAGE }
}

/**
 * Reads the whole body into `req.rawBody` before anything else runs: at most the route's
 * limit (413 past it, checked on Content-Length and on the bytes received), within
 * `timeoutMs` (408 and close). After a 413 the rest of the body is drained (dropped) so the
 * next request on the connection is read correctly; a body too long to drain, or one that
 * stops arriving, ends with the connection closed.
 */
function readBody(timeoutMs: number) {
  return (req: BufferedRequest, res: Response, next: NextFunction): void => {
    const { max, message } = bodyLimit(req)
    const header = req.headers['content-length']
    const declared = header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined
    const chunks: Buffer[] = []
    let size = 0
    let state: 'reading' | 'draining' | 'done' = 'reading'

    const finish = () => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    const closeSocket = () => {
      // Let the answer go out first, then close (a client that keeps sending gets a reset).
      if (res.writableFinished) req.socket.destroy()
      else res.once('finish', () => req.socket.destroy())
    }
    const tooLarge = () => {
      state = 'draining'
      chunks.length = 0
      const drainable = declared !== undefined && declared <= DRAIN_MAX_BYTES
      sendDetail(res, 413, message, !drainable)
      if (!drainable) {
        finish()
        req.resume()
        closeSocket()
      }
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (state === 'draining') {
        if (size > DRAIN_MAX_BYTES) {
          finish()
          req.socket.destroy()
        }
        return
      }
      if (state !== 'reading') return
      if (size > max) tooLarge()
      else chunks.push(chunk)
    }
    const onEnd = () => {
      finish()
      if (state === 'reading') {
        state = 'done'
        req.rawBody = Buffer.concat(chunks)
        next()
      }
      state = 'done'
    }
    const onError = () => {
      finish()
      state = 'done'
    }
    const timer = setTimeout(() => {
      if (state === 'done') return
      finish()
      const wasReading = state === 'reading'
      state = 'done'
      if (wasReading) sendDetail(res, 408, REQUEST_TIMEOUT_MESSAGE, true)
      closeSocket()
    }, timeoutMs)
    timer.unref()

    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    if (declared !== undefined && declared > max) tooLarge()
  }
}

/** The body read by `readBody` as JSON, or undefined. */
function jsonBody(req: BufferedRequest): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(req.rawBody?.toString('utf8') ?? '')
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** A FastAPI 422 `{"detail": [{loc, msg, type}]}`. */
function sendValidation(res: Response, issues: ValidationIssue[]): void {
  res.status(422).json({ detail: issues })
}

/**
 * The endpoint key a control names in its body (`{"endpoint": "POST /auth/login"}`) or in its
 * query (`?endpoint=`), normalised ('post  /auth/login' → 'POST /auth/login'), or the FastAPI 422
 * issues: no or unparsable body, no endpoint, not a string, not a known endpoint.
 */
function endpointParam(req: BufferedRequest, from: 'body' | 'query'): { key: string } | { issues: ValidationIssue[] } {
  let value: unknown
  if (from === 'query') {
    value = req.query.endpoint
  } else {
    const text = req.rawBody?.toString('utf8') ?? ''
    if (text.trim() === '') return { issues: [{ loc: ['body'], msg: 'Field required', type: 'missing' }] }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return { issues: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] }
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { issues: [{ loc: ['body'], msg: 'Input should be a valid dictionary', type: 'dict_type' }] }
    value = (body as Record<string, unknown>).endpoint
  }
  const loc = [from, 'endpoint']
  if (value === undefined) return { issues: [{ loc, msg: 'Field required', type: 'missing' }] }
  if (typeof value !== 'string') return { issues: [{ loc, msg: 'Input should be a valid string', type: 'string_type' }] }
  try {
    return { key: endpointKey(value) }
  } catch (error) {
    return { issues: [{ loc, msg: (error as Error).message, type: 'value_error' }] }
  }
}

/** The per-server state of the data sets: the store, each data set's login throttle, the shared set's change flag. */
interface DataSets {
  store: SessionStore
  shared: SharedDataSetOptions
  /** Something but a read reached the shared data set since its last reset. */
  sharedChanged: boolean
  /** The runtime settings shared with other processes (on a database), or null. */
  share: RuntimeShare | null
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Picks the caller's data set (header, cookie or the shared one) and runs the rest of the request
 * inside it: 400 for a malformed header. A new data set past the cap evicts the least recently
 * used idle one (mocks/network/sessions.ts), never refused. Record-creating POSTs to /api/v1 get
 * 429 once the data set holds the maximum of records (mocks/network/limits.ts).
 */
function sessionScope(sets: DataSets) {
  const { store } = sets
  return (req: Request, res: Response, next: NextFunction): void => {
    const choice = chooseSession(req.headers[SESSION_HEADER.toLowerCase()], req.headers.cookie)
    if (choice.kind === 'invalid') {
      sendDetail(res, 400, INVALID_SESSION_DETAIL)
      return
    }
    const language = sessionLanguage(req.headers[LANGUAGE_HEADER.toLowerCase()], req.query.lng, req.headers['accept-language'])
    let session: Session | undefined
    if (choice.kind === 'session') {
      const acquired = store.acquire(choice.id, choice.from, language)
      session = acquired
      store.begin(acquired)
      res.once('close', () => store.end(acquired))
    } else if (!READ_METHODS.has(req.method)) {
      sets.sharedChanged = true
    }
    res.setHeader(SESSION_HEADER, session?.id ?? SHARED_SESSION_ID)
    // The shared data set is English (seeded at start); a session's is in the language it began with.
    res.setHeader(LANGUAGE_HEADER, session?.language ?? 'en')
    runInSession(
      session,
      () => {
        // A new session's data is seeded in its language (a loaded one ignores this).
        if (session) void db.ready({ firstSeed: firstSeedFor(session.language) }).catch(() => undefined)
        const path = req.baseUrl + req.path // mounted under /api or /__sandbox
        const settings = sets.share ? sets.share.pull() : Promise.resolve()
        if (req.method !== 'POST' || !(path === API_PREFIX || path.startsWith(`${API_PREFIX}/`))) {
          settings.then(() => next(), next)
          return
        }
        Promise.all([recordCount(), settings]).then(([count]) => count).then(
          (count) => {
            if (refusedAtRecordsCap(req.method, path, count, store.limits.maxRecords)) sendDetail(res, 429, tooManyRecordsDetail(store.limits.maxRecords))
            else next()
          },
          (error: unknown) => next(error),
        )
      },
      sets.shared.protect,
    )
  }
}

const LOGIN_PATHS = new Set([`${API_PREFIX}/auth/login`, `${API_PREFIX}/auth/login/`])

/**
 * Login throttling (mocks/network/limits.ts) around POST /api/v1/auth/login: 429 with
 * `Retry-After` while the e-mail is locked in the caller's data set; counts the 401s, clears on a 200.
 */
function loginThrottle(throttles: Scoped<LoginThrottle>) {
  return (req: BufferedRequest, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST' || !LOGIN_PATHS.has(req.path)) return next()
    // A scenario or fault on the login (the data set's own, e.g. a lab spec's forced 401s) answers instead: not counted, never locked.
    if (runtime.state.scenarios['POST /auth/login']) return next()
    const email = jsonBody(req)?.email
    if (typeof email !== 'string') return next()
    const throttle = throttles.get()
    const wait = throttle.retryAfter(email)
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait))
      sendDetail(res, 429, loginThrottledDetail(wait))
      return
    }
    // Counted as the answer goes out, in the request's data set (its runtime settings, stored before the
    // answer is sent when the server shares them: the next login on any process sees the count).
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    res.end = ((...args: unknown[]) => {
      if (res.statusCode === 401) throttle.failed(email)
      else if (res.statusCode === 200) throttle.succeeded(email)
      return end(...args)
    }) as Response['end']
    next()
  }
}

/** Hands the request (with its buffered body) to the msw handlers and writes their answer. */
function mswBridge(list: Parameters<typeof getResponse>[0]) {
  const candidates = handlerIndex(list)
  return async (req: BufferedRequest, res: Response, next: NextFunction): Promise<void> => {
    try {
      const method = (req.method || 'GET').toUpperCase()
      let origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`
      let url: URL
      try {
        url = new URL(req.originalUrl, origin)
      } catch {
        origin = 'http://localhost'
        url = new URL(req.originalUrl.startsWith('/') ? req.originalUrl : '/', origin)
      }
      const headers = new Headers()
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
        try {
          headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
        } catch {
          // A header the Fetch API refuses: the handlers never read those.
        }
      }
      const body = method === 'GET' || method === 'HEAD' || !req.rawBody?.length ? undefined : new Uint8Array(req.rawBody)
      const request = new globalThis.Request(url, { method, headers, body })
      const response = await getResponse(candidates(method, url), request, { baseUrl: origin })
      if (!response) {
        next()
        return
      }
      if (response.type === 'error') {
        // A scenario's networkError: the connection just drops.
        req.socket.destroy()
        return
      }
      res.status(response.status)
      response.headers.forEach((value, name) => res.appendHeader(name, value))
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      console.error('[sandbox] the HTTP bridge failed', error)
      sendDetail(res, 500, 'Internal Server Error')
    }
  }
}

export interface ApiServer {
  server: Server
  url: string
  /** The same controls as window.__sandbox, for scripts that start the server in-process. */
  sandbox: SandboxApi
  /** The learner data sets (tests look at their count and evictions). */
  sessions: SessionStore
  /** Resets the shared data set now when it was changed (what the schedule does). */
  resetShared(): Promise<void>
  /** Where the data sets are kept (its `store` is null in memory). */
  storage: ServerStorage
  close(): Promise<void>
}

export async function startApiServer(port = 8000, host = '127.0.0.1', options: ApiServerOptions = {}): Promise<ApiServer> {
  const storage = await openServerStorage(options.storage ?? { kind: 'memory' })
  try {
    await db.ready()
  } catch (error) {
    await storage.close()
    throw error
  }
  const app = express()
  app.disable('x-powered-by')
  app.use(cors)
  // Network mode: the built app's files first (GET only; they never reach the API's body reader).
  if (options.app) app.use(appStatic(options.app))
  app.use(readBody(options.bodyTimeoutMs ?? BODY_TIMEOUT_MS))
  // A session that expired or ended has its stored data set deleted: its id starts from the seed again.
  // On a database, a session evicted to make room only leaves memory: its data set stays stored and
  // comes back with its data on its next request (deleted once idle for its time, by purgeStored below).
  const sessions = new SessionStore({
    ...options.sessions,
    onForget: (session, reason) => {
      if (reason !== 'evicted' || !storage.store) storage.forget(session.id)
    },
  })
  // On a database: the runtime settings and releases are shared with the other processes on it (mocks/network/runtime-share.ts).
  const share = storage.store
    ? await shareRuntime(storage.store, (dataset, fn) => {
        if (dataset === SHARED_SESSION_ID) return runInSession(undefined, fn)
        const session = sessions.peek(dataset)
        if (session) runInSession(session, fn)
      })
    : null
  // A response goes out once the settings its request changed are stored (a request on another process then sees them).
  if (share)
    app.use((_req, res, next) => {
      const end = res.end.bind(res) as (...args: unknown[]) => Response
      res.end = ((...args: unknown[]) => {
        void share.flush().finally(() => end(...args))
        return res
      }) as Response['end']
      next()
    })
  const sets: DataSets = { store: sessions, shared: { ...DEFAULT_SHARED_OPTIONS, ...options.shared }, sharedChanged: false, share }
  const throttleLimits: LoginThrottleLimits = { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle }
  const clock = options.sessions?.now ?? Date.now
  // One throttle per data set (dropped with it), the shared data set's being the base one.
  // Its state is the data set's runtime settings: every process of the server counts the same failures.
  const throttles = scoped(
    () =>
      new LoginThrottle(throttleLimits, clock, {
        read: () => runtime.state.loginThrottle,
        update: (change) => runtime.update((s) => change(s.loginThrottle)),
      }),
  )
  // Progress follows the account (by e-mail) across sessions and browsers, outside the per-session data.
  const restoreProgress = useAccountProgress({ network: !!options.app }, storage.store ? databaseProgressStore(storage.store) : undefined)
  // Every minute: sessions idle past their time are forgotten (and their data sets deleted); data sets
  // a restart left behind are deleted once unwritten for the longer idle time (mocks/network/storage.ts).
  const purgeStored = () =>
    void storage
      .purgeIdle(Math.max(sessions.limits.idleMs, sessions.limits.cookieIdleMs), (id) => sessions.peek(id) !== undefined)
      .catch((error: unknown) => console.warn('[sandbox] could not delete idle stored data sets', error))
  purgeStored()
  const sweeper = setInterval(() => {
    sessions.sweep()
    purgeStored()
  }, 60 * 1000)
  sweeper.unref()
  const sandbox = createSandboxApi()
  // The shared data set resets itself on a schedule when it was changed (mocks/network/shared.ts).
  const resetShared = async () => {
    if (!sets.sharedChanged) return
    sets.sharedChanged = false
    await runInSession(undefined, () => sandbox.reset())
    runInSession(undefined, () => throttles.get().clear())
  }
  const sharedResetter = sets.shared.resetEveryMs > 0 ? setInterval(() => void resetShared().catch((error: unknown) => console.error('[sandbox] resetting the shared data set failed', error)), sets.shared.resetEveryMs) : undefined
  sharedResetter?.unref()
  app.use(['/api', '/__sandbox'], sessionScope(sets))
  app.use(loginThrottle(throttles))
  // The sandbox controls over HTTP (outside /api/v1), e.g. `curl -X POST localhost:8000/__sandbox/reset`.
  // Each acts on the caller's session (X-Sandbox-Session header or cookie; the shared data set without).
  app.get('/__sandbox/limits', async (_req, res) => {
    const shared = res.getHeader(SESSION_HEADER) === SHARED_SESSION_ID
    const throttle = throttles.get()
    res.json({
      session: { id: res.getHeader(SESSION_HEADER), records: await recordCount() },
      sessionHeader: SESSION_HEADER,
      sessionCookie: SESSION_COOKIE,
      sharedSession: SHARED_SESSION_ID,
      maxSessions: sessions.limits.maxSessions,
      activeSessions: sessions.size,
      evictedSessions: sessions.evictions,
      // Of those, evicted because V8's live heap was above heapShare of its limit (mocks/network/sessions.ts).
      heapEvictedSessions: sessions.heapEvictions,
      heapShare: sessions.limits.heapShare,
      expiredSessions: sessions.expirations,
      maxRecordsPerSession: sessions.limits.maxRecords,
      sessionIdleExpiryMs: sessions.limits.idleMs,
      cookieSessionIdleExpiryMs: sessions.limits.cookieIdleMs,
      loginThrottle: { enabled: throttle.enabled && throttleLimits.maxFailures > 0, ...throttleLimits },
      sharedDataSet: { protected: sets.shared.protect, resetAllowed: !sets.shared.protect || sets.shared.allowReset, resetEveryMs: sets.shared.resetEveryMs, thisIsIt: shared },
      network: !!options.app,
    })
  })
  // Ends the caller's session now (its data is dropped, its place freed); the shared data set cannot be ended.
  app.delete('/__sandbox/session', (_req, res) => {
    const id = String(res.getHeader(SESSION_HEADER))
    res.json({ ok: true, ended: id !== SHARED_SESSION_ID && sessions.drop(id) })
  })
  app.post('/__sandbox/reset', async (_req, res) => {
    if (res.getHeader(SESSION_HEADER) === SHARED_SESSION_ID && sets.shared.protect && !sets.shared.allowReset) {
      sendDetail(res, 403, SHARED_PROTECTED_DETAIL)
      return
    }
    await sandbox.reset()
    throttles.get().clear()
    res.json({ ok: true })
  })
  // Switches the caller's data set's login throttling: `{"enabled": false}` (e.g. a suite that tries many wrong passwords).
  app.post('/__sandbox/login-throttle', (req: BufferedRequest, res) => {
    const enabled = jsonBody(req)?.enabled
    if (typeof enabled !== 'boolean') return sendValidation(res, [{ loc: ['body', 'enabled'], msg: enabled === undefined ? 'Field required' : 'Input should be a valid boolean', type: enabled === undefined ? 'missing' : 'bool_type' }])
    const throttle = throttles.get()
    throttle.enabled = enabled
    throttle.clear()
    res.json({ enabled: enabled && throttleLimits.maxFailures > 0 })
  })
  app.post('/__sandbox/expire-access-tokens', (_req, res) => {
    sandbox.expireAccessTokens()
    res.json({ ok: true })
  })
  app.post('/__sandbox/scenario', (req, res) => {
    const body = jsonBody(req)
    try {
      sandbox.scenario(String(body?.endpoint), (body?.scenario ?? {}) as Parameters<SandboxApi['scenario']>[1])
      res.json({ ok: true })
    } catch (error) {
      res.status(422).json({ detail: (error as Error).message })
    }
  })
  // Lets the caller's requests held by a `hold` scenario of one endpoint go on: `{ released: n }`.
  app.post('/__sandbox/release', async (req: BufferedRequest, res) => {
    const endpoint = endpointParam(req, 'body')
    if ('issues' in endpoint) return sendValidation(res, endpoint.issues)
    // On a database: the requests the other processes hold for it count too (they release them on the notice).
    const elsewhere = share ? ((await share.others()).held[endpoint.key] ?? 0) : 0
    const released = sandbox.release(endpoint.key)
    share?.announceRelease(endpoint.key)
    res.json({ endpoint: endpoint.key, released: released + elsewhere })
  })
  // The caller's requests per endpoint: `held` (by a `hold` scenario, until released) and `pending`
  // (waiting in the scenario layer: latency, hold or delay). With `?endpoint=`: that endpoint's two counts.
  // On a database, every live process's requests of the caller's data set (mocks/network/runtime-share.ts).
  app.get('/__sandbox/held', async (req: BufferedRequest, res) => {
    const endpoint = req.query.endpoint === undefined ? null : endpointParam(req, 'query')
    if (endpoint && 'issues' in endpoint) return sendValidation(res, endpoint.issues)
    const others = share ? await share.others() : { held: {}, pending: {} }
    const held = addCounts(heldByEndpoint(), others.held)
    const pending = addCounts(sandbox.pendingByEndpoint(), others.pending)
    if (!endpoint) res.json({ held, pending })
    else res.json({ endpoint: endpoint.key, held: held[endpoint.key] ?? 0, pending: pending[endpoint.key] ?? 0 })
  })
  // GET/POST/DELETE /__sandbox/faults (mocks/scenarios/routes.ts).
  faultRoutes(app, sandbox, jsonBody)
  // GET/POST/DELETE /__sandbox/bugs (mocks/bugs/routes.ts).
  bugRoutes(app, sandbox, jsonBody)
  app.get('/__sandbox/endpoints', (_req, res) => {
    res.json(sandbox.endpoints())
  })
  app.get('/__sandbox/mailbox', (_req, res) => {
    res.json(sandbox.mailbox())
  })
  app.post('/__sandbox/advance-clock', (req, res) => {
    const ms = Number(jsonBody(req)?.ms)
    if (!Number.isFinite(ms)) {
      res.status(422).json({ detail: 'advance-clock expects {"ms": <number>}' })
      return
    }
    sandbox.advanceClock(ms)
    res.json({ ok: true, now: sandbox.now() })
  })
  // Swagger UI (FastAPI's /docs) over GET /api/v1/openapi.json.
  app.use('/docs', docsRouter())
  app.use(mswBridge([...scenarioHandlers, ...handlers]))
  // Network mode: the app's page for / and every client route (after the API and /docs).
  // Its index.html names the bugs on for the page's session (if it has one) and the server-wide ones.
  if (options.app)
    app.use(
      appPage(options.app, (req) => {
        const choice = chooseSession(req.headers[SESSION_HEADER.toLowerCase()], req.headers.cookie)
        const session = choice.kind === 'session' ? sessions.peek(choice.id) : undefined
        return session ? runInSession(session, () => pageBugs()) : serverBugs()
      }),
    )
  app.use((_req, res) => {
    res.status(404).json({ detail: 'Not Found' })
  })
  // Express's default error page is HTML; the sandbox always answers JSON.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error('[sandbox] request failed', error)
    sendDetail(res, 500, 'Internal Server Error')
  })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(port, host, () => resolve(s))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    server,
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actualPort}${API_PREFIX}`,
    sandbox,
    sessions,
    resetShared,
    storage,
    close: async () => {
      await new Promise<void>((resolve) => {
        clearInterval(sweeper)
        if (sharedResetter) clearInterval(sharedResetter)
        restoreProgress()
        setServerBugs([]) // a stopped server leaves no server-wide bug behind (vitest runs several in one process)
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await share?.close()
      await storage.close()
    },
  }
}

/** Ctrl+C or SIGTERM: stop answering, close the database (PGlite flushes its data directory), then exit. */
export function closeOnSignals(api: ApiServer): void {
  let closing = false
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    const forced = setTimeout(() => process.exit(1), 10_000)
    forced.unref()
    api.close().then(
      () => process.exit(signal === 'SIGINT' ? 130 : 143),
      (error: unknown) => {
        console.error('[sandbox] closing failed', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/**
 * `WORKERS=n` (n ≥ 2): the primary process starts n processes on the one port (node:cluster hands
 * each connection to one of them) on one PostgreSQL database, and starts a new one when one dies.
 * PGlite is one process's database, so several need DATABASE_URL. Each worker runs with the server's
 * heap limit (`--max-old-space-size=256`, `SANDBOX_HEAP_MB`; none added when the user set their own:
 * scripts/heap-limit.mjs).
 */
export function workersFromEnv(env: Record<string, string | undefined>): number {
  const n = Number(env.WORKERS ?? 1)
  return Number.isSafeInteger(n) && n > 1 ? Math.min(n, 64) : 1
}

function startWorkers(count: number): void {
  const storage = storageFromEnv(process.env)
  if (storage.kind !== 'postgres') {
    console.error(`WORKERS=${count} needs a PostgreSQL server (DATABASE_URL=postgres://…): ${storage.kind === 'pglite' ? 'PGlite is the database of one process' : 'in memory nothing is shared'}. Start one process, or set DATABASE_URL.`)
    process.exit(1)
  }
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...heapLimitArgs(process.env, process.execArgv)] })
  let stopping = false
  const fork = () => cluster.fork().on('exit', (code, signal) => {
    if (stopping) return
    console.warn(`[sandbox] a worker stopped (${signal ?? `exit ${code}`}); starting another`)
    setTimeout(fork, 500)
  })
  for (let i = 0; i < count; i++) fork()
  const stop = () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    setTimeout(() => process.exit(0), 10_000).unref()
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

// `node dist-api/server.js` (npm run api): listen until stopped.
const entry = process.argv[1] ?? ''
const workers = workersFromEnv(process.env)
if (/server\.(js|mjs|ts)$/.test(entry) && import.meta.url.endsWith(entry.split('/').pop()!) && workers > 1 && cluster.isPrimary) {
  startWorkers(workers)
} else if (/server\.(js|mjs|ts)$/.test(entry) && import.meta.url.endsWith(entry.split('/').pop()!)) {
  const port = Number(process.env.PORT ?? 8000)
  const bodyTimeoutMs = Number(process.env.BODY_TIMEOUT_MS ?? BODY_TIMEOUT_MS)
  void startApiServer(port, process.env.HOST ?? '127.0.0.1', {
    bodyTimeoutMs: Number.isFinite(bodyTimeoutMs) && bodyTimeoutMs > 0 ? bodyTimeoutMs : BODY_TIMEOUT_MS,
    ...serverOptionsFromEnv(process.env),
  }).then((api) => {
    const worker = cluster.isWorker ? ` (worker ${cluster.worker?.id} of ${workers}, process ${process.pid})` : ''
    console.info(`QA Playground sandbox API on ${api.url}${worker} (data: ${api.storage.description}; Ctrl+C to stop)`)
    closeOnSignals(api)
  })
}
