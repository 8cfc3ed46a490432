/**
 * Field rules of spec 1 §5 and spec 2 §5, as pure functions.
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

/** x@y.z: something, an at sign, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const MIN_PASSWORD_LENGTH = 8
export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 50

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
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

/** Spec 1 §5: a password has an uppercase letter, a lowercase letter and a number (ASCII), besides the minimum length. */
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

/** Whether a password satisfies every rule of spec 1 §5. */
export function isStrongPassword(value: string): boolean {
  return passwordRuleErrors(value).length === 0
}
