/**
 * Real, verifiable tokens for the sandbox.
 *
 * JWT format (base64url header.payload.signature), HS256 with Web Crypto and a fixed,
 * public sandbox secret. Payload: { sub, scope, type, iat, exp, jti, sid }
 *   sub   the user id, as a string (RFC 7519)
 *   scope 'full' | 'terms' (terms: only accept-terms, logout and account deletion)
 *   type  'access' | 'refresh'
 *   iat, exp  NumericDate seconds; may be fractional so short test TTLs are exact
 *   jti   unique id; for a refresh token it is also the `sessions` record id
 *   sid   the session (refresh token) the token belongs to: revoking the session
 *         (logout, rotation, account deletion) invalidates its access tokens too
 * Time comes from `clock`, the sandbox clock that tests shift with `clock.advance(ms)`.
 */
import * as z from 'zod/mini'
import type { Collections } from './db/database'
import type { SessionRecord } from './db/schema'
import { REFRESH_TOKEN_TTL_MS, runtime } from './runtime'

export type TokenScope = 'full' | 'terms'
export type TokenType = 'access' | 'refresh'

const payloadSchema = z.object({
  sub: z.string(),
  scope: z.enum(['full', 'terms']),
  type: z.enum(['access', 'refresh']),
  iat: z.number(),
  exp: z.number(),
  jti: z.string(),
  sid: z.string(),
})
export type TokenPayload = z.infer<typeof payloadSchema>

/** Public on purpose: this signs sandbox tokens only. */
const SANDBOX_SECRET = 'qa-playground-sandbox-secret (not a real secret)'
const HEADER = { alg: 'HS256', typ: 'JWT' } as const

/** The sandbox clock: real time plus an offset that tests and `expireAccessTokens` move forward. */
export const clock = {
  /** Current sandbox time in ms. */
  now(): number {
    return Date.now() + runtime.state.clockOffsetMs
  },
  /** Current sandbox time as an ISO string. */
  iso(): string {
    return new Date(clock.now()).toISOString()
  },
  /** Moves the sandbox clock by `ms` (may be negative). */
  advance(ms: number): void {
    if (!Number.isFinite(ms)) throw new TypeError('clock.advance(ms) expects a finite number')
    runtime.update((s) => {
      s.clockOffsetMs += ms
    })
  },
  /** Back to real time. */
  reset(): void {
    runtime.update((s) => {
      s.clockOffsetMs = 0
    })
  },
}

/** Lifetime of access tokens issued from now on (default 15 minutes). */
export function setAccessTokenTtl(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new TypeError('setAccessTokenTtl(ms) expects a number >= 0')
  runtime.update((s) => {
    s.accessTokenTtlMs = ms
  })
}

export function accessTokenTtl(): number {
  return runtime.state.accessTokenTtlMs
}

/**
 * Makes every access token issued so far count as expired by moving the sandbox clock to
 * the latest access-token expiry. Refresh tokens (7 days) stay valid.
 */
export function expireAccessTokens(): void {
  const remaining = runtime.state.maxAccessExpiryMs - clock.now()
  if (remaining >= 0) clock.advance(remaining + 1)
}

const encoder = new TextEncoder()
let keyPromise: Promise<CryptoKey> | undefined

function key(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey('raw', encoder.encode(SANDBOX_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
  return keyPromise
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Decodes base64url; null when it is not valid base64url. */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return null
  }
}

const encodeJson = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)))

export async function signToken(payload: TokenPayload): Promise<string> {
  const body = `${encodeJson(HEADER)}.${encodeJson(payload)}`
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(), encoder.encode(body)))
  return `${body}.${toBase64Url(signature)}`
}

export type VerifyResult = { ok: true; payload: TokenPayload } | { ok: false; reason: 'invalid' | 'expired' }

/** Checks format, signature, payload shape and expiry (against the sandbox clock). */
export async function verifyToken(token: string): Promise<VerifyResult> {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'invalid' }
  const [header, payload, signature] = parts as [string, string, string]
  const signatureBytes = fromBase64Url(signature)
  const payloadBytes = fromBase64Url(payload)
  if (!signatureBytes || !payloadBytes || fromBase64Url(header) === null) return { ok: false, reason: 'invalid' }
  const valid = await crypto.subtle.verify('HMAC', await key(), signatureBytes, encoder.encode(`${header}.${payload}`))
  if (!valid) return { ok: false, reason: 'invalid' }
  let decoded: unknown
  try {
    decoded = JSON.parse(new TextDecoder().decode(payloadBytes))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  const parsed = z.safeParse(payloadSchema, decoded)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  if (clock.now() >= parsed.data.exp * 1000) return { ok: false, reason: 'expired' }
  return { ok: true, payload: parsed.data }
}

/** Reads the payload without verifying anything (debugging and tests). */
export function decodeToken(token: string): TokenPayload | null {
  const bytes = fromBase64Url(token.split('.')[1] ?? '')
  if (!bytes) return null
  try {
    const parsed = z.safeParse(payloadSchema, JSON.parse(new TextDecoder().decode(bytes)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export interface TokenPair {
  accessToken: string
  refreshToken: string
}

/**
 * Issues an access + refresh token pair and records the refresh token in `sessions`.
 * Must run inside `db.run`. Also prunes sessions that are revoked or expired.
 */
export async function issueTokens(c: Collections, userId: number, scope: TokenScope): Promise<TokenPair> {
  const now = clock.now()
  c.sessions.deleteMany((q) => q.where((s: SessionRecord) => s.revoked || Date.parse(s.expires_at) <= now))
  const sid = crypto.randomUUID()
  const sub = String(userId)
  const iat = now / 1000
  const refreshExpiry = now + REFRESH_TOKEN_TTL_MS
  const accessExpiry = now + runtime.state.accessTokenTtlMs
  const refreshToken = await signToken({ sub, scope, type: 'refresh', iat, exp: refreshExpiry / 1000, jti: sid, sid })
  const accessToken = await signToken({ sub, scope, type: 'access', iat, exp: accessExpiry / 1000, jti: crypto.randomUUID(), sid })
  await c.sessions.create({
    id: sid,
    user_id: userId,
    token: refreshToken,
    scope,
    expires_at: new Date(refreshExpiry).toISOString(),
    revoked: false,
  })
  if (accessExpiry > runtime.state.maxAccessExpiryMs) {
    runtime.update((s) => {
      s.maxAccessExpiryMs = accessExpiry
    })
  }
  return { accessToken, refreshToken }
}

/**
 * Revokes sessions (refresh tokens and, through `sid`, their access tokens): one session, or
 * every session of a user except, optionally, one (a password change keeps the device it came from).
 */
export async function revokeSessions(
  c: Collections,
  where: { userId: number; exceptSessionId?: string } | { sessionId: string },
): Promise<void> {
  const matches = (s: SessionRecord) =>
    'userId' in where ? s.user_id === where.userId && s.id !== where.exceptSessionId : s.id === where.sessionId
  await c.sessions.updateMany(
    (q) => q.where((s: SessionRecord) => !s.revoked && matches(s)),
    {
      data(s) {
        s.revoked = true
      },
    },
  )
}
