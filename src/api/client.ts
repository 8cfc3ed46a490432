/**
 * The one HTTP client (docs/spec/1-shell-and-accounts.md §7): ofetch on `VITE_API_URL` + /api/v1 (same origin in the
 * sandbox), bearer token on every request, 30 000 ms timeout, http→https upgrade unless the
 * page runs on localhost, normalised errors, and one shared token refresh on 401.
 *
 * Bodies are parsed strictly: a success answer whose body is empty or not JSON (a truncated
 * answer, a proxy's HTML page, the sandbox's `malformed` / `empty` faults) rejects with
 * `kind: 'bad_response'` instead of handing a string or `undefined` to the screen.
 * In the sandbox and network mode the timeout can be shortened for practice: the sandbox's
 * `clientTimeoutMs` runtime setting (`?faults=…;clientTimeout=1500`, the Sandbox controls panel,
 * `__sandbox.faults.setClientTimeout(ms)`), read from sessionStorage; hosted mode always uses 30 s.
 */
import { FetchError, ofetch } from 'ofetch'
import { fromPromise, type Actor } from 'xstate'
import { createActor } from '../lab-runtime/use-machine'
import type { ErrorBody, RefreshResponse } from '@machines/shared/contracts'
import type { ApiError } from '@machines/shared/errors'
import { tokenRefreshMachine } from '@machines/session/token-refresh.machine'
import type { TokenPair } from '@machines/shared/types'
import { readFaultSummary } from '@machines/shared/sandbox-runtime'
import { announceDataChange } from '../lib/data-changes'
import { apiBaseUrl, appMode } from '../lib/env'
import { sessionExpired } from './session-events'
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens'

export const API_TIMEOUT_MS = 30_000
/** The header on every call the app itself makes (the sandbox tells the learner's own calls from the app's). */
export const APP_CLIENT_HEADER = 'X-QA-Client'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** `http://` becomes `https://` unless the page itself runs on localhost. */
export function upgradeToHttps(url: string, pageHostname: string): string {
  if (!url.startsWith('http://')) return url
  if (LOCAL_HOSTS.has(pageHostname) || pageHostname.endsWith('.localhost')) return url
  return `https://${url.slice('http://'.length)}`
}

/** A FastAPI `detail` (string or 422 list) as the ApiError's message and issues. */
export function detailMessage(detail: unknown): { message: string | null; issues: ApiError['issues'] } {
  if (typeof detail === 'string') return { message: detail, issues: null }
  if (Array.isArray(detail)) {
    const issues = detail.map((d) => {
      const item = (d ?? {}) as { loc?: unknown; msg?: unknown; message?: unknown; type?: unknown }
      const msg = typeof item.msg === 'string' ? item.msg : typeof item.message === 'string' ? item.message : 'Validation error'
      return { loc: Array.isArray(item.loc) ? (item.loc as Array<string | number>) : [], msg, type: typeof item.type === 'string' ? item.type : undefined }
    })
    return { message: issues.map((i) => i.msg).join(', ') || null, issues }
  }
  return { message: null, issues: null }
}

const CERTIFICATE = /certificate|ssl|tls|ERR_CERT/i

/** A success answer whose body could not be used (empty, or not JSON). */
export class BadResponseError extends Error {
  readonly status: number
  constructor(status: number, reason: 'empty' | 'malformed') {
    super(`The API answered ${status} with ${reason === 'empty' ? 'an empty body' : 'a body that is not valid JSON'}`)
    this.name = 'BadResponseError'
    this.status = status
  }
}

/** Markers the strict parser leaves instead of a body. */
const EMPTY_BODY = Object.freeze({ __body: 'empty' as const })
const MALFORMED_BODY = Object.freeze({ __body: 'malformed' as const })
const NULL_BODY_STATUSES = new Set([204, 205, 304])

/** JSON.parse that never throws: an empty text or invalid JSON becomes a marker. */
export function parseStrictJson(text: string): unknown {
  if (text.trim() === '') return EMPTY_BODY
  try {
    return JSON.parse(text) as unknown
  } catch {
    return MALFORMED_BODY
  }
}

/** The data of a success answer, or a BadResponseError when its body cannot be used. */
export function usableData<T>(status: number, method: string, data: unknown): T {
  if (NULL_BODY_STATUSES.has(status) || method === 'HEAD') return undefined as T
  if (data === undefined || data === EMPTY_BODY) throw new BadResponseError(status, 'empty')
  if (data === MALFORMED_BODY) throw new BadResponseError(status, 'malformed')
  return data as T
}

/** Any failure of a request, as one shape (docs/spec/1-shell-and-accounts.md §8: network, timeout, certificate, server detail). */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof BadResponseError) return { kind: 'bad_response', status: error.status, message: null, issues: null }
  if (error instanceof FetchError && error.response) {
    const data: unknown = error.data
    const body = (data === EMPTY_BODY || data === MALFORMED_BODY ? undefined : data) as Partial<ErrorBody> & { message?: unknown } | undefined
    const { message, issues } = detailMessage(body?.detail)
    const fallback = typeof body?.message === 'string' ? body.message : null
    return { kind: 'http', status: error.response.status, message: message ?? fallback, issues }
  }
  const cause = error instanceof FetchError ? error.cause : error
  const name = (cause as { name?: string } | undefined)?.name ?? (error as { name?: string } | undefined)?.name
  const text = `${(cause as Error | undefined)?.message ?? ''} ${(error as Error | undefined)?.message ?? ''}`
  if (name === 'TimeoutError' || /timeout/i.test(text)) return { kind: 'timeout', status: null, message: null, issues: null }
  if (name === 'AbortError') return { kind: 'aborted', status: null, message: null, issues: null }
  if (CERTIFICATE.test(text)) return { kind: 'certificate', status: null, message: null, issues: null }
  return { kind: 'network', status: null, message: null, issues: null }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  /** Use these tokens instead of the stored ones (the terms modal's pending tokens); no refresh then. */
  tokens?: TokenPair
  /** Send no Authorization header and never refresh (login, refresh itself). */
  anonymous?: boolean
  timeout?: number
}

/** The API base URL requests go to (…/api/v1), https-upgraded like every request. */
export function baseURL(): string {
  const base = apiBaseUrl()
  return base.startsWith('http') ? upgradeToHttps(base, window.location.hostname) : base
}

/** The client's timeout: 30 s, or the sandbox's practice override (sandbox and network mode only). */
export function clientTimeout(): number {
  if (appMode() === 'hosted') return API_TIMEOUT_MS
  let storage: Storage | null
  try {
    storage = window.sessionStorage
  } catch {
    return API_TIMEOUT_MS
  }
  return readFaultSummary(storage).clientTimeoutMs ?? API_TIMEOUT_MS
}

/**
 * The in-browser sandbox stops answering a page at its `beforeunload` (Mock Service Worker's client tells its
 * worker CLIENT_CLOSED then): a request the leaving page still sends (a background sync finishing its work
 * during a reload) would go to the network, where nothing serves /api/v1: a 404 in the console of the page
 * being left, and a write that never reaches the sandbox. In the sandbox such a request is aborted here,
 * unsent. `pageshow` (a page restored from the back-forward cache) clears it.
 */
let leaving = false
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('beforeunload', () => void (leaving = true))
  window.addEventListener('pageshow', () => void (leaving = false))
}

async function raw<T>(path: string, options: RequestOptions, accessToken: string | undefined): Promise<T> {
  const method = options.method ?? 'GET'
  if (leaving && appMode() === 'sandbox') throw new DOMException('The page is being left: the in-browser sandbox no longer answers it', 'AbortError')
  const response = await ofetch.raw<unknown>(path, {
    baseURL: baseURL(),
    method,
    body: options.body as Record<string, unknown> | undefined,
    query: options.query,
    timeout: options.timeout ?? clientTimeout(),
    retry: 0,
    // X-QA-Client marks the app's own calls: the progress record's API evidence counts only the learner's own (machines/learn/evidence.ts).
    headers: accessToken ? { Authorization: `Bearer ${accessToken}`, [APP_CLIENT_HEADER]: 'app' } : { [APP_CLIENT_HEADER]: 'app' },
    parseResponse: parseStrictJson,
  })
  return usableData<T>(response.status, method, response._data)
}

// ---- the shared refresh --------------------------------------------------------------------

let refreshActor: Actor<typeof tokenRefreshMachine> | null = null

function refresher(): Actor<typeof tokenRefreshMachine> {
  if (refreshActor) return refreshActor
  refreshActor = createActor(
    tokenRefreshMachine.provide({
      actors: {
        refreshTokens: fromPromise(async () => {
          const refreshToken = getRefreshToken()
          if (!refreshToken) throw new Error('No refresh token')
          const answer = await raw<RefreshResponse>('/auth/refresh', { method: 'POST', body: { refreshToken } }, undefined)
          if (!answer?.accessToken) throw new Error('The refresh answer has no access token')
          storeTokens({ accessToken: answer.accessToken, refreshToken: answer.refreshToken })
        }),
      },
      actions: {
        expireSession: () => {
          clearTokens()
          sessionExpired()
        },
      },
    }),
  )
  refreshActor.start()
  return refreshActor
}

/** Asks for a refresh and waits for the one that runs (concurrent callers share it). */
export function refreshSession(): Promise<boolean> {
  const actor = refresher()
  return new Promise((resolve) => {
    const subscriptions = [
      actor.on('refresh.succeeded', () => done(true)),
      actor.on('refresh.failed', () => done(false)),
    ]
    function done(ok: boolean) {
      for (const s of subscriptions) s.unsubscribe()
      resolve(ok)
    }
    actor.send({ type: 'refresh.request' })
  })
}

/** For tests: the refresh machine's current state. */
export function refreshState(): string {
  return String(refresher().getSnapshot().value)
}

/** The session has ended and the app has said so; callers should not report the 401 again. */
const SESSION_ENDED: ApiError = { kind: 'session', status: 401, message: null, issues: null }

/**
 * A request to /api/v1. A 401 triggers one refresh and one retry of the original request;
 * a failed refresh ends the session (see session-events.ts). Without a usable access token
 * (missing, or discarded as corrupted) but with a refresh token, the refresh runs first.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const ownSession = !options.anonymous && !options.tokens
  if (ownSession && getAccessToken() === undefined && getRefreshToken() !== undefined) {
    if (!(await refreshSession())) throw SESSION_ENDED
  }
  const token = options.anonymous ? undefined : (options.tokens?.accessToken ?? getAccessToken())
  const written = <R>(value: R): R => {
    // Other tabs showing this resource reload (src/lib/data-changes.ts).
    if ((options.method ?? 'GET') !== 'GET') announceDataChange(path)
    return value
  }
  try {
    return written(await raw<T>(path, options, token))
  } catch (error) {
    const normalized = normalizeError(error)
    const canRefresh = normalized.status === 401 && ownSession && token !== undefined && getRefreshToken() !== undefined
    if (!canRefresh) throw normalized
    // A 401 that arrives after another request's refresh already replaced the token: just retry.
    const current = getAccessToken()
    const refreshed = current !== undefined && current !== token ? true : await refreshSession()
    if (!refreshed) throw SESSION_ENDED
    try {
      return written(await raw<T>(path, options, getAccessToken()))
    } catch (retryError) {
      throw normalizeError(retryError)
    }
  }
}
