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
