/**
 * The sandbox's "e-mail": single-use tokens for password resets and e-mail verification, kept
 * in the `mailbox` collection (there is no real e-mail; `window.__sandbox.mailbox()` shows them),
 * and the temporary passwords POST /auth/password-reset issues for unregistered e-mails.
 * Every function here runs inside `db.run` (a handler), so its writes are persisted with the response.
 */
import { TEMP_PASSWORD_TTL_MS } from '@machines/shared/contracts'
import { nextId, type Collections } from './db/database'
import type { MailKind, MailRecord, TempPasswordRecord, UserRecord } from './db/schema'
import { hashPassword, verifyPassword } from './passwords'
import { clock } from './tokens'

/** How long a mailed token stays valid: a reset link 30 minutes, a verification link a day. */
export const MAIL_TOKEN_TTL_MS: Record<MailKind, number> = {
  'password-reset': 30 * 60 * 1000,
  'verify-email': 24 * 60 * 60 * 1000,
}

/** The mailbox keeps the newest messages only. */
export const MAILBOX_LIMIT = 100

/** A mailbox message as `window.__sandbox.mailbox()` lists it. */
export interface MailboxEntry {
  kind: MailKind
  email: string
  token: string
  createdAt: string
  expiresAt: string
  /** When the token was used or superseded by a newer one; null while it is usable (unless expired). */
  usedAt: string | null
}

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n))
}

/** 40 hexadecimal characters (160 random bits). */
export function randomToken(): string {
  return Array.from(randomBytes(20), (b) => b.toString(16).padStart(2, '0')).join('')
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const LOWER = 'abcdefghijkmnpqrstuvwxyz'
const DIGITS = '23456789'
const SYMBOLS = '!@#$%&*?'
const ALL = UPPER + LOWER + DIGITS + SYMBOLS

/** A random index below `n` without modulo bias. */
function randomIndex(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n
  const buffer = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(buffer)
    if (buffer[0]! < limit) return buffer[0]! % n
  }
}

/**
 * A temporary password of `length` (≥ 4) characters with at least one uppercase letter,
 * lowercase letter, digit and symbol (so it passes the password rules), without look-alikes (0/O, 1/l/I).
 */
export function generateTempPassword(length = 12): string {
  if (length < 4) throw new RangeError('a temporary password needs at least 4 characters')
  const chars = [UPPER, LOWER, DIGITS, SYMBOLS].map((set) => set[randomIndex(set.length)]!)
  while (chars.length < length) chars.push(ALL[randomIndex(ALL.length)]!)
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}

/**
 * "Mails" a fresh token of `kind` to the user. Older unused tokens of the same kind for that
 * user are superseded (marked used), so only the latest link works.
 */
export async function sendMail(c: Collections, kind: MailKind, user: UserRecord): Promise<MailRecord> {
  const now = clock.now()
  const nowIso = new Date(now).toISOString()
  await c.mailbox.updateMany((q) => q.where((m: MailRecord) => m.kind === kind && m.user_id === user.id && m.used_at === null), {
    data(m) {
      m.used_at = nowIso
    },
  })
  const mail = await c.mailbox.create({
    id: nextId(c.mailbox),
    kind,
    email: user.email,
    user_id: user.id,
    token: randomToken(),
    created_at: nowIso,
    expires_at: new Date(now + MAIL_TOKEN_TTL_MS[kind]).toISOString(),
    used_at: null,
  })
  const all = c.mailbox.all()
  if (all.length > MAILBOX_LIMIT) {
    const cutoff = [...all].sort((a, b) => b.id - a.id)[MAILBOX_LIMIT - 1]!.id
    c.mailbox.deleteMany((q) => q.where((m: MailRecord) => m.id < cutoff))
  }
  return mail
}

/** The mail of `kind` with this token if it is unused and unexpired on the sandbox clock. */
export function findUsableMail(c: Collections, kind: MailKind, token: string): MailRecord | undefined {
  const mail = c.mailbox.findFirst((q) => q.where((m: MailRecord) => m.kind === kind && m.token === token))
  if (!mail || mail.used_at !== null || clock.now() >= Date.parse(mail.expires_at)) return undefined
  return mail
}

/** Marks every unused token of `kind` of the user as used (the one redeemed and any others). */
export async function useUpMail(c: Collections, kind: MailKind, userId: number): Promise<void> {
  const nowIso = clock.iso()
  await c.mailbox.updateMany((q) => q.where((m: MailRecord) => m.kind === kind && m.user_id === userId && m.used_at === null), {
    data(m) {
      m.used_at = nowIso
    },
  })
}

/** Newest first, as `window.__sandbox.mailbox()` shows them. */
export function toMailboxEntries(records: readonly MailRecord[]): MailboxEntry[] {
  return [...records]
    .sort((a, b) => b.id - a.id)
    .map((m) => ({ kind: m.kind, email: m.email, token: m.token, createdAt: m.created_at, expiresAt: m.expires_at, usedAt: m.used_at }))
}

// ---- temporary passwords ------------------------------------------------------------------

const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * Issues a temporary password for an unregistered e-mail, valid 30 minutes on the sandbox clock.
 * It replaces any earlier one for that e-mail; only its hash is stored.
 */
export async function issueTempPassword(c: Collections, email: string): Promise<string> {
  const key = normalizeEmail(email)
  const now = clock.now()
  c.tempPasswords.deleteMany((q) => q.where((t: TempPasswordRecord) => t.email === key || Date.parse(t.expires_at) <= now))
  const password = generateTempPassword()
  await c.tempPasswords.create({
    id: nextId(c.tempPasswords),
    email: key,
    password_hash: await hashPassword(password),
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + TEMP_PASSWORD_TTL_MS).toISOString(),
  })
  return password
}

/** Whether `password` is the unexpired temporary password of `email`. */
export async function checkTempPassword(c: Collections, email: string, password: string): Promise<boolean> {
  const key = normalizeEmail(email)
  const temp = c.tempPasswords.findFirst((q) => q.where((t: TempPasswordRecord) => t.email === key))
  if (!temp || clock.now() >= Date.parse(temp.expires_at)) return false
  return verifyPassword(password, temp.password_hash)
}

/** Forgets the temporary password of `email` (used, or the e-mail got an account). */
export function dropTempPassword(c: Collections, email: string): void {
  const key = normalizeEmail(email)
  c.tempPasswords.deleteMany((q) => q.where((t: TempPasswordRecord) => t.email === key))
}
