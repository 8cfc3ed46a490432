/**
 * Sandbox routes of the "browser features" challenges (src/features/challenges/browser):
 * - GET /challenges/status-codes/:code: the-internet's "Status Codes" pages as API answers. 200
 *   answers `{status_code, message}`; 301 answers no body and `Location: …/status-codes/200`
 *   (fetch follows it); 404 and 500 answer FastAPI's `{"detail": message}`. Any other code is
 *   a 422 at ['path', 'code'].
 * - GET /challenges/basic-auth: needs `Authorization: Basic base64(admin:admin)` (not the app's
 *   bearer token). Without it, with a malformed one or with wrong credentials: 401 with
 *   `WWW-Authenticate: Basic realm="…"` (a navigation in network mode then shows the browser's
 *   own dialog; the sandbox's service worker cannot make the browser show it).
 */
import { HttpResponse } from 'msw'
import { API_PREFIX, type ValidationIssue } from '@machines/shared/contracts'
import { HttpError, intParam, route, validationError } from './http'

export const STATUS_CODES = [200, 301, 404, 500] as const
export type ChallengeStatusCode = (typeof STATUS_CODES)[number]

export const statusCodeMessage = (code: number) => `This page returned a ${code} status code.`

export interface StatusCodeAnswer {
  status_code: 200
  message: string
}

export const BASIC_AUTH_USER = 'admin'
export const BASIC_AUTH_PASSWORD = 'admin'
export const BASIC_AUTH_REALM = 'QA Playground challenge'
export const BASIC_AUTH_MISSING = 'Not authenticated'
export const BASIC_AUTH_INVALID = 'Invalid authentication credentials'
export const BASIC_AUTH_WRONG = 'Incorrect username or password'
export const BASIC_AUTH_SUCCESS = 'Congratulations! You must have the proper credentials.'

export interface BasicAuthAnswer {
  message: string
  username: string
}

function basicRefusal(message: string): never {
  throw new HttpError(
    HttpResponse.json({ detail: message }, { status: 401, headers: { 'WWW-Authenticate': `Basic realm="${BASIC_AUTH_REALM}", charset="UTF-8"` } }),
  )
}

/** The credentials of an `Authorization: Basic …` header, or the 401 FastAPI's HTTPBasic answers. */
export function basicCredentials(header: string | null): { username: string; password: string } {
  if (header === null || header.trim() === '') basicRefusal(BASIC_AUTH_MISSING)
  const match = /^\s*Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header)
  if (!match) basicRefusal(header.trim().toLowerCase().startsWith('basic') ? BASIC_AUTH_INVALID : BASIC_AUTH_MISSING)
  let decoded: string
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(match[1]!), (ch) => ch.charCodeAt(0)))
  } catch {
    return basicRefusal(BASIC_AUTH_INVALID)
  }
  const colon = decoded.indexOf(':')
  if (colon < 0) basicRefusal(BASIC_AUTH_INVALID)
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

/** Constant-time-ish comparison (the lengths leak, as in FastAPI's docs example). */
function same(a: string, b: string): boolean {
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0)
  return diff === 0
}

export const challengeBrowserRoutes = [
  route('GET', '/challenges/status-codes/:code', ({ params }) => {
    const code = intParam(params.code, 'code')
    if (!(STATUS_CODES as readonly number[]).includes(code)) {
      const issue: ValidationIssue = { loc: ['path', 'code'], msg: `Input should be ${STATUS_CODES.slice(0, -1).join(', ')} or ${STATUS_CODES.at(-1)}`, type: 'enum' }
      throw new HttpError(validationError([issue]))
    }
    if (code === 200) return HttpResponse.json<StatusCodeAnswer>({ status_code: 200, message: statusCodeMessage(200) })
    if (code === 301) return new HttpResponse(null, { status: 301, headers: { Location: `${API_PREFIX}/challenges/status-codes/200` } })
    return HttpResponse.json({ detail: statusCodeMessage(code) }, { status: code })
  }),
  route('GET', '/challenges/basic-auth', ({ request }) => {
    const { username, password } = basicCredentials(request.headers.get('Authorization'))
    if (!(same(username, BASIC_AUTH_USER) && same(password, BASIC_AUTH_PASSWORD))) basicRefusal(BASIC_AUTH_WRONG)
    return HttpResponse.json<BasicAuthAnswer>({ message: BASIC_AUTH_SUCCESS, username })
  }),
]
