import { describe, expect, it } from 'vitest'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FORBIDDEN_IDENTIFIER_CHARACTERS,
  hasForbiddenCharacters,
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  emailError,
  isEmail,
  isStrongPassword,
  lengthError,
  passwordError,
  passwordRuleErrors,
  required,
} from './validation'

describe('EMAIL_PATTERN', () => {
  it.each(['a@b.c', 'ada@example.com', 'first.last+tag@sub.example.co.kr', 'x@y.z.w'])('accepts %s', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['no at sign', 'ada.example.com'],
    ['no dot after the at sign', 'ada@example'],
    ['nothing before the at sign', '@example.com'],
    ['nothing after the at sign', 'ada@'],
    ['two at signs', 'ada@@example.com'],
    ['a space inside', 'ada lovelace@example.com'],
    ['a leading space', ' ada@example.com'],
    ['a trailing space', 'ada@example.com '],
    ['nothing after the dot', 'ada@example.'],
  ])('rejects %s', (_name, value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(false)
  })
})

describe('EMAIL_PATTERN on hostile input', () => {
  const hostile = [
    ['dots between two at signs', 'a@' + '.'.repeat(24000) + '@'],
    ['dots then a space', 'a@b' + '.'.repeat(24000) + ' '],
    ['letters and dots', 'a@' + 'a.'.repeat(12000) + '@'],
    ['dots on both sides', '.'.repeat(24000) + '@' + '.'.repeat(24000) + '@'],
    ['no at sign', 'a'.repeat(50000)],
  ]

  it.each(hostile)('runs in linear time: %s', (_name, value) => {
    const started = performance.now()
    expect(EMAIL_PATTERN.test(value)).toBe(false)
    expect(isEmail(value)).toBe(false)
    // The old, quadratic pattern took seconds on these; the bound leaves room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('accepts the same addresses as the old pattern on a sample', () => {
    const old = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
    const samples = ['a@b.c', 'a@..a', 'a@.b', 'a@b.', 'a@b..', 'a@b.c.', 'a.b@c', 'a@b@c.d', '.@..', 'x@y.z.w', 'a@bc', '@b.c', 'a@ b.c']
    for (const value of samples) expect(EMAIL_PATTERN.test(value), value).toBe(old.test(value))
  })

  it('refuses control, zero-width and bidi characters', () => {
    for (const char of ['\u0000', '\u001f', '\u007f', '\u0085', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u202a', '\u202e', '\u2066', '\u2069']) {
      expect(EMAIL_PATTERN.test(`demo@example.com${char}`), JSON.stringify(char)).toBe(false)
      expect(EMAIL_PATTERN.test(`de${char}mo@example.com`), JSON.stringify(char)).toBe(false)
      expect(hasForbiddenCharacters(`x${char}`)).toBe(true)
    }
    expect(FORBIDDEN_IDENTIFIER_CHARACTERS.test('김민수 José')).toBe(false)
    expect(EMAIL_PATTERN.test('사용자@예시.한국')).toBe(true)
  })
})

describe('isEmail', () => {
  it('caps the length before matching: 254 characters at most', () => {
    const atLimit = `${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX_LENGTH - 64 - 1 - 4)}.com`
    expect(atLimit).toHaveLength(EMAIL_MAX_LENGTH)
    expect(isEmail(atLimit)).toBe(true)
    expect(isEmail(`a${atLimit}`)).toBe(false)
    expect(isEmail(`  ${atLimit}  `)).toBe(true)
  })

  it('ignores surrounding spaces', () => {
    expect(isEmail('  ada@example.com\t')).toBe(true)
  })

  it('rejects a malformed value', () => {
    expect(isEmail('not-an-email')).toBe(false)
  })
})

describe('required', () => {
  it.each(['', ' ', '\t\n '])('reports required for %j', (value) => {
    expect(required(value)).toEqual({ code: 'required' })
  })

  it.each(['a', ' a '])('accepts %j', (value) => {
    expect(required(value)).toBeNull()
  })
})

describe('emailError', () => {
  it.each(['', '   '])('reports required for %j', (value) => {
    expect(emailError(value)).toEqual({ code: 'required' })
  })

  it.each(['not-an-email', 'ada@example', 'ada lovelace@example.com'])('reports emailAt for %j', (value) => {
    expect(emailError(value)).toEqual({ code: 'emailAt' })
  })

  it.each(['ada@example.com', '  ada@example.com  '])('accepts %j', (value) => {
    expect(emailError(value)).toBeNull()
  })
})

describe('lengthError', () => {
  it('reports minLength with the minimum when too short', () => {
    expect(lengthError('a', 2, 50)).toEqual({ code: 'minLength', n: 2 })
  })

  it('counts the trimmed value', () => {
    expect(lengthError('  a  ', 2, 50)).toEqual({ code: 'minLength', n: 2 })
    expect(lengthError(` ${'a'.repeat(3)} `, 1, 3)).toBeNull()
  })

  it('accepts the boundaries', () => {
    expect(lengthError('ab', 2, 5)).toBeNull()
    expect(lengthError('abcde', 2, 5)).toBeNull()
  })

  it('reports maxLength with the maximum when too long', () => {
    expect(lengthError('abcdef', 2, 5)).toEqual({ code: 'maxLength', n: 5 })
  })

  it('works with the name limits of the spec', () => {
    expect(NAME_MIN_LENGTH).toBe(2)
    expect(NAME_MAX_LENGTH).toBe(50)
    expect(lengthError('A', NAME_MIN_LENGTH, NAME_MAX_LENGTH)).toEqual({ code: 'minLength', n: 2 })
    expect(lengthError('A'.repeat(50), NAME_MIN_LENGTH, NAME_MAX_LENGTH)).toBeNull()
    expect(lengthError('A'.repeat(51), NAME_MIN_LENGTH, NAME_MAX_LENGTH)).toEqual({ code: 'maxLength', n: 50 })
  })

  it('exposes the minimum password length of the spec', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8)
  })
})

describe('passwordRuleErrors', () => {
  it('accepts 8+ characters with an uppercase letter, a lowercase letter and a number', () => {
    expect(passwordRuleErrors('Secret12')).toEqual([])
    expect(isStrongPassword('Secret12')).toBe(true)
    expect(passwordError('Demo1234!')).toBeNull()
  })

  it('reports required for an empty value only', () => {
    expect(passwordRuleErrors('')).toEqual([{ code: 'required' }])
    expect(passwordError('')).toEqual({ code: 'required' })
  })

  it('reports every broken rule in order: length, uppercase, lowercase, number', () => {
    expect(passwordRuleErrors(' ')).toEqual([
      { code: 'minLength', n: 8 },
      { code: 'passwordUppercase' },
      { code: 'passwordLowercase' },
      { code: 'passwordNumber' },
    ])
    expect(passwordError('abc')).toEqual({ code: 'minLength', n: 8 })
  })

  it.each([
    ['secret123', 'passwordUppercase'],
    ['SECRET123', 'passwordLowercase'],
    ['SecretPass', 'passwordNumber'],
  ])('reports %s as %s', (value, code) => {
    expect(passwordRuleErrors(value)).toEqual([{ code }])
    expect(isStrongPassword(value)).toBe(false)
  })

  it('counts the password as typed, spaces included (never trimmed)', () => {
    expect(passwordRuleErrors(' Abc123 ')).toEqual([])
    expect(passwordRuleErrors('Abc1234')).toEqual([{ code: 'minLength', n: 8 }])
  })
})
