/** Helpers for the sandbox's own vitest suites (Node only; never loaded by the browser). */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { LoginResponse } from '@machines/shared/contracts'
import { matchRoute } from './handlers/index'
import { resetSandbox, server } from './node'
import { responseProblems } from './openapi/validate-response'
import { runtime } from './runtime'

export const BASE = 'http://localhost/api/v1'

export const DEMO = { id: 1, email: 'demo@example.com', password: 'Demo1234!' }
export const ADMIN = { id: 2, email: 'admin@example.com', password: 'Admin1234!' }
export const TERMS = { id: 3, email: 'terms@example.com', password: 'Terms1234!' }

/**
 * Starts the msw/node server for the file and resets the sandbox before every test.
 * Every answer of the sandbox's handlers is checked against the OpenAPI document
 * (mocks/openapi): an undocumented status or a body that does not match the documented schema
 * fails the test. Answers a scenario or fault injects, answers while a bug is switched on, and
 * answers in a test that added handlers with `server.use()` are not the handlers' own: not checked.
 */
export function useSandboxServer(): void {
  const checks: Array<Promise<string[]>> = []
  /** Requests a scenario or fault may answer, or a bug may change: not checked. */
  const injected = new Set<string>()
  let baseHandlers = 0
  const onRequest = ({ request, requestId }: { request: Request; requestId: string }) => {
    let key: string | undefined
    try {
      key = matchRoute(request)?.key
    } catch {
      return // a malformed percent-escape: the 404 guard answers, no route
    }
    // A scenario or fault for the endpoint, or a switched-on bug (mocks/bugs): not the handler's own answer.
    if ((key && runtime.state.scenarios[key]) || runtime.state.bugs.length > 0) injected.add(requestId)
  }
  const onResponse = ({ request, response, requestId }: { request: Request; response: Response; requestId: string }) => {
    if (injected.delete(requestId) || server.listHandlers().length !== baseHandlers) return
    const observed = { method: request.method, url: request.url, status: response.status, contentType: response.headers.get('Content-Type') }
    checks.push(
      response
        .clone()
        .text()
        .then((text) => responseProblems({ ...observed, text }))
        .catch((error: unknown) => [`${observed.method} ${observed.url}: could not check the response (${String(error)})`]),
    )
  }
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
    baseHandlers = server.listHandlers().length
    server.events.on('request:start', onRequest)
    server.events.on('response:mocked', onResponse)
  })
  beforeEach(() => resetSandbox())
  afterEach(async () => {
    const problems = (await Promise.all(checks.splice(0))).flat()
    if (problems.length > 0) throw new Error(`Responses that do not match the OpenAPI document (mocks/openapi):\n${problems.join('\n')}`)
  })
  afterAll(() => {
    server.events.removeListener('request:start', onRequest)
    server.events.removeListener('response:mocked', onResponse)
    server.close()
  })
}

export interface CallOptions {
  /** JSON-encoded unless `raw` is given. */
  body?: unknown
  /** Sent as is (for malformed bodies). */
  raw?: string
  token?: string
  headers?: Record<string, string>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely in tests
export interface CallResult<T = any> {
  status: number
  body: T
  headers: Headers
}

/** fetch() against the sandbox; parses JSON answers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see CallResult
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers }
  let body: string | undefined
  if (options.raw !== undefined) body = options.raw
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined) headers['Content-Type'] ??= 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const response = await fetch(`${BASE}${path}`, { method, headers, body })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
}

/** Logs in and returns the login response (throws unless 200). */
export async function login(account: { email: string; password: string }): Promise<LoginResponse> {
  const res = await call<LoginResponse>('POST', '/auth/login', { body: { email: account.email, password: account.password } })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}
