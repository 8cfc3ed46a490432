import { describe, expect, it } from 'vitest'
import { isStrongPassword } from '@machines/shared/validation'
import { generateTempPassword, randomToken } from './mail'

describe('generateTempPassword', () => {
  it('gives 12 characters with an uppercase letter, a lowercase letter, a digit and a symbol', () => {
    for (let i = 0; i < 200; i++) {
      const password = generateTempPassword()
      expect(password).toHaveLength(12)
      for (const pattern of [/[A-Z]/, /[a-z]/, /[0-9]/, /[!@#$%&*?]/]) expect(password).toMatch(pattern)
      expect(password).not.toMatch(/[0O1lI\s]/)
      expect(isStrongPassword(password)).toBe(true)
    }
  })

  it('is random and honours the length', () => {
    const seen = new Set(Array.from({ length: 50 }, () => generateTempPassword()))
    expect(seen.size).toBe(50)
    expect(generateTempPassword(20)).toHaveLength(20)
    expect(() => generateTempPassword(3)).toThrow(RangeError)
  })
})

describe('randomToken', () => {
  it('gives 40 hexadecimal characters, different each time', () => {
    const a = randomToken()
    expect(a).toMatch(/^[0-9a-f]{40}$/)
    expect(randomToken()).not.toBe(a)
  })
})
