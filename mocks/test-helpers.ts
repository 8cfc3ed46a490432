/** Helpers for the sandbox's own vitest suites (Node only; never loaded by the browser). */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { LoginResponse } from '../machines/shared/contracts'
import { resetSandbox, server } from './node'

export const BASE = 'http://localhost/api/v1'

export const DEMO = { id: 1, email: 'demo@example.com', password: 'Demo1234!' }
export const ADMIN = { id: 2, email: 'admin@example.com', password: 'Admin1234!' }
export const TERMS = { id: 3, email: 'terms@example.com', password: 'Terms1234!' }

/** Starts the msw/node server for the file and resets the sandbox before every test. */
export function useSandboxServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => resetSandbox())
  afterAll(() => server.close())
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
