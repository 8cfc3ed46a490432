import { describe, expect, it } from 'vitest'
import { KRW_PER_USD as BANKING_RATE } from '@machines/playground/banking-data'
import { KRW_PER_USD } from '@/lib/money'
import { currencyOf, languageOf, localToday, makeFormat } from './banking-format'

describe('banking display helpers', () => {
  it('uses the same won rate as src/lib/money.ts', () => {
    expect(BANKING_RATE).toBe(KRW_PER_USD)
  })

  it('types amounts in the currency on screen', () => {
    expect(languageOf('ko-KR')).toBe('ko')
    expect(languageOf(undefined)).toBe('en')
    expect(currencyOf('ko')).toBe('KRW')
    expect(currencyOf('en-US')).toBe('USD')
  })

  it('formats signed amounts in dollars and won', () => {
    const en = makeFormat('en')
    expect(en.money(50082.6)).toBe('$50,082.60')
    expect(en.signedMoney(2345.67)).toBe('+$2,345.67')
    expect(en.signedMoney(-100)).toBe('-$100.00')
    expect(en.signedMoney(0)).toBe('$0.00')
    const ko = makeFormat('ko')
    expect(ko.money(8765.25)).toBe('₩11,394,825')
    expect(ko.signedMoney(-100)).toBe('-₩130,000')
  })

  it('gives today as a local YYYY-MM-DD and formats dates without a time-zone shift', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(makeFormat('en').date('2026-01-05')).toBe('Jan 5, 2026')
    expect(makeFormat('ko').date('2026-01-05')).toBe('2026년 1월 5일')
  })
})
