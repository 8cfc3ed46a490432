import { describe, expect, it } from 'vitest'
import { RELATED_PRODUCTS, SAMPLE_PRODUCT, SHOP_RULES, shopAmount, shopCurrency, wonPrice } from './shop-data'
import { priceSummary } from './shop-product.machine'

describe('prices on the Korean screen (as a Korean shop shows them)', () => {
  it('are whole won rounded to ₩1,000 (₩100 under ₩10,000), not raw × 1300 conversions', () => {
    expect(wonPrice(SAMPLE_PRODUCT.price)).toBe(390_000) // not 389,987
    expect(wonPrice(SAMPLE_PRODUCT.originalPrice)).toBe(520_000)
    expect(RELATED_PRODUCTS.map((p) => wonPrice(p.price))).toEqual([195_000, 117_000, 39_000, 169_000])
    expect(wonPrice(SHOP_RULES.freeShippingOverUsd)).toBe(65_000)
    expect(wonPrice(5.99)).toBe(7_800)
    expect(wonPrice(0)).toBe(0)
    for (const usd of [SAMPLE_PRODUCT.price, SAMPLE_PRODUCT.originalPrice, ...RELATED_PRODUCTS.map((p) => p.price)]) {
      expect(Number.isInteger(wonPrice(usd))).toBe(true)
      expect(wonPrice(usd) % 1000).toBe(0)
    }
  })

  it('the currency follows the language; dollars stay as they are', () => {
    expect([shopCurrency('ko'), shopCurrency('ko-KR'), shopCurrency('en'), shopCurrency('en-US')]).toEqual(['KRW', 'KRW', 'USD', 'USD'])
    expect(shopAmount(299.99, 'USD')).toBe(299.99)
    expect(shopAmount(299.99, 'KRW')).toBe(390_000)
  })

  it('the summary in won adds up from the shown unit price: 2 × ₩390,000, SAVE20 takes ₩156,000', () => {
    expect(priceSummary(shopAmount(SAMPLE_PRODUCT.price, 'KRW'), 2, true)).toEqual({ subtotal: 780_000, discount: 156_000, total: 624_000 })
    expect(priceSummary(shopAmount(SAMPLE_PRODUCT.price, 'KRW'), 1, true)).toEqual({ subtotal: 390_000, discount: 78_000, total: 312_000 })
  })
})
