import { describe, expect, it } from 'vitest'
import { displayAmount, formatAmount, formatMoney } from './money'

describe('formatMoney', () => {
  it('shows dollars with two decimals in English', () => {
    expect(formatMoney(299.99, 'en')).toBe('$299.99')
    expect(formatMoney(8765.25, 'en')).toBe('$8,765.25')
    expect(formatMoney(0, 'en')).toBe('$0.00')
    expect(formatMoney(-45.5, 'en')).toBe('-$45.50')
  })
  it('shows won, ×1300 with no decimals, in Korean', () => {
    expect(formatMoney(299.99, 'ko')).toBe('₩389,987')
    expect(formatMoney(65, 'ko')).toBe('₩84,500')
    expect(formatMoney(8765.25, 'ko')).toBe('₩11,394,825')
    expect(displayAmount(0.01, 'ko')).toBe(13)
  })
})

describe('formatAmount (an amount already in its currency: the shop)', () => {
  it('formats whole won and dollars with Intl.NumberFormat', () => {
    expect(formatAmount(390_000, 'KRW')).toBe('₩390,000')
    expect(formatAmount(39_000, 'KRW')).toBe('₩39,000')
    expect(formatAmount(299.99, 'USD')).toBe('$299.99')
  })
})
