/**
 * The sandbox calls of the "browser features" challenges: plain fetch, because the
 * point of these pages is the raw HTTP answer (status, redirect, 401) that the app's client
 * would turn into errors. Same base URL as the client (sandbox, network or hosted mode).
 */
import { baseURL, clientTimeout, normalizeError } from './client'

export interface RawAnswer {
  status: number
  redirected: boolean
  /** The final URL's path (after a followed redirect). */
  path: string
  /** The parsed JSON body, or null. */
  body: unknown
}

async function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  let response: Response
  let text: string
  try {
    response = await fetch(`${baseURL()}${path}`, { headers, signal: AbortSignal.timeout(clientTimeout()) })
    text = await response.text()
  } catch (error) {
    throw normalizeError(error)
  }
  let body: unknown
  try {
    body = text ? (JSON.parse(text) as unknown) : null
  } catch {
    body = null
  }
  let finalPath = path
  try {
    finalPath = new URL(response.url, window.location.href).pathname
  } catch {
    /* keep the asked path */
  }
  return { status: response.status, redirected: response.redirected, path: finalPath, body }
}

/** GET /challenges/status-codes/:code (fetch follows the 301). */
export function fetchStatusCode(code: number): Promise<RawAnswer> {
  return get(`/challenges/status-codes/${code}`)
}

/** `Basic base64(user:password)` with UTF-8 (btoa alone fails on non-Latin-1 text). */
export function basicAuthHeader(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return `Basic ${btoa(binary)}`
}

/** GET /challenges/basic-auth with the given credentials (none: no header at all). */
export function basicAuthCheck(credentials: { username: string; password: string } | null): Promise<RawAnswer> {
  return get('/challenges/basic-auth', credentials ? { Authorization: basicAuthHeader(credentials.username, credentials.password) } : {})
}

/** The URL of the basic-auth route (for a direct navigation in network mode). */
export function basicAuthUrl(): string {
  return new URL(`${baseURL()}/challenges/basic-auth`, window.location.href).href
}
