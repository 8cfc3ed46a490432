import { describe, expect, it } from 'vitest'
import { displayName } from './types'

describe('displayName (header and banking name fallback)', () => {
  it('uses the full name first', () => {
    expect(displayName({ name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com' })).toBe('Ada Lovelace')
  })
  it('falls back to the username when the name is missing or blank', () => {
    expect(displayName({ name: null, username: 'ada', email: 'ada@example.com' })).toBe('ada')
    expect(displayName({ name: '   ', username: 'ada', email: 'ada@example.com' })).toBe('ada')
  })
  it('falls back to the e-mail when both are missing or blank', () => {
    expect(displayName({ name: null, username: '', email: 'ada@example.com' })).toBe('ada@example.com')
    expect(displayName({ name: '', username: '  ', email: 'ada@example.com' })).toBe('ada@example.com')
  })
  it('trims what it shows', () => {
    expect(displayName({ name: '  Ada  ', username: 'ada', email: 'ada@example.com' })).toBe('Ada')
  })
})
