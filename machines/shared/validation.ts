/**
 * Field rules of docs/spec/1-shell-and-accounts.md §5 and docs/spec/2-everyday-modules.md §5, as pure functions.
 * They return error codes; views translate codes (i18n key `validation.<code>`).
 */
export type FieldError =
  | { code: 'required' }
  | { code: 'minLength'; n: number }
  | { code: 'maxLength'; n: number }
  | { code: 'invalidFormat' }
  | { code: 'emailAt' }
  | { code: 'passwordUppercase' }
  | { code: 'passwordLowercase' }
  | { code: 'passwordNumber' }
  | { code: 'passwordsMismatch' }

/**
 * Characters no e-mail address or username may contain: C0/C1 control characters (NUL
 * included), zero-width characters (U+200B–U+200D, U+2060, U+FEFF) and bidirectional
 * embedding/override/isolate characters (U+202A–U+202E, U+2066–U+2069). They make look-alike
 * accounts (`demo@example.com` + U+200B) and spoofed text.
 */
const FORBIDDEN_RANGES = '\\u0000-\\u001F\\u007F-\\u009F\\u200B-\\u200D\\u2060\\uFEFF\\u202A-\\u202E\\u2066-\\u2069'
export const FORBIDDEN_IDENTIFIER_CHARACTERS = new RegExp(`[${FORBIDDEN_RANGES}]`)

/** Whether a value contains a character of `FORBIDDEN_IDENTIFIER_CHARACTERS`. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_IDENTIFIER_CHARACTERS.test(value)
}

/**
 * x@y.z: something, an at sign, something, a dot, something; no spaces, and none of the
 * forbidden identifier characters. Written so that it runs in linear time: the domain is one
 * character, then characters up to its first dot (no dot among them, so there is only one way
 * to split), then at least one more character. The older `[^\s@]+\.[^\s@]+` backtracked
 * quadratically on inputs like "a@" + "." × 24000 + "@". Still, cap the length before matching
 * (`isEmail` does, with EMAIL_MAX_LENGTH).
 */
export const EMAIL_PATTERN = new RegExp(
  `^[^\\s@${FORBIDDEN_RANGES}]+@[^\\s@${FORBIDDEN_RANGES}][^\\s@.${FORBIDDEN_RANGES}]*\\.[^\\s@${FORBIDDEN_RANGES}]+$`,
)

/** The longest e-mail address (RFC 5321 path limit). Longer values are invalid without matching. */
export const EMAIL_MAX_LENGTH = 254

export const MIN_PASSWORD_LENGTH = 8
/** The longest password the API takes (login, sign-up, change, reset). */
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 50

/** A well-formed e-mail address, surrounding spaces ignored; the length is checked before the pattern. */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH * 4) return false
  const trimmed = value.trim()
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed)
}

export function required(value: string): FieldError | null {
  return value.trim() === '' ? { code: 'required' } : null
}

export function emailError(value: string): FieldError | null {
  return required(value) ?? (isEmail(value) ? null : { code: 'emailAt' })
}

export function lengthError(value: string, min: number, max: number): FieldError | null {
  const n = value.trim().length
  if (n < min) return { code: 'minLength', n: min }
  if (n > max) return { code: 'maxLength', n: max }
  return null
}

/** docs/spec/1-shell-and-accounts.md §5: a password has an uppercase letter, a lowercase letter and a number (ASCII), besides the minimum length. */
export const PASSWORD_CHARACTER_RULES = [
  { code: 'passwordUppercase', pattern: /[A-Z]/ },
  { code: 'passwordLowercase', pattern: /[a-z]/ },
  { code: 'passwordNumber', pattern: /[0-9]/ },
] as const satisfies ReadonlyArray<{ code: FieldError['code']; pattern: RegExp }>

/**
 * Every rule a non-empty password breaks, in the spec's order: minimum length (8), then
 * uppercase, lowercase and number. Empty → [required]. Passwords are never trimmed.
 */
export function passwordRuleErrors(value: string): FieldError[] {
  if (value === '') return [{ code: 'required' }]
  const errors: FieldError[] = []
  if (value.length < MIN_PASSWORD_LENGTH) errors.push({ code: 'minLength', n: MIN_PASSWORD_LENGTH })
  for (const rule of PASSWORD_CHARACTER_RULES) if (!rule.pattern.test(value)) errors.push({ code: rule.code })
  return errors
}

/** The first broken password rule, or null (sign-up, change password, reset). */
export function passwordError(value: string): FieldError | null {
  return passwordRuleErrors(value)[0] ?? null
}

/** Whether a password satisfies every rule of docs/spec/1-shell-and-accounts.md §5. */
export function isStrongPassword(value: string): boolean {
  return passwordRuleErrors(value).length === 0
}
