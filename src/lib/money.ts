/**
 * Playground prices (docs/spec/3-playground.md §9): sample amounts are US dollars, shown with 2 decimals; on the
 * Korean screen they are shown in won, multiplied by 1300 and with 0 decimals.
 */
import { numberFormat } from './intl'

export const KRW_PER_USD = 1300

export type MoneyLanguage = 'en' | 'ko'

const formatters = {
  en: numberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ko: numberFormat('ko-KR', { style: 'currency', currency: 'KRW', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
}

/** The amount in the display currency (won are rounded to whole units). */
export function displayAmount(usd: number, language: MoneyLanguage): number {
  return language === 'ko' ? Math.round(usd * KRW_PER_USD) : Math.round(usd * 100) / 100
}

/** `formatMoney(299.99, 'en')` → "$299.99"; `formatMoney(299.99, 'ko')` → "₩389,987". */
export function formatMoney(usd: number, language: string): string {
  const lang: MoneyLanguage = language.startsWith('ko') ? 'ko' : 'en'
  return formatters[lang].format(displayAmount(usd, lang))
}

/**
 * An amount already in its display currency: `formatAmount(390000, 'KRW')` → "₩390,000",
 * `formatAmount(299.99, 'USD')` → "$299.99" (the shop, whose won prices are rounded like a
 * Korean shop's: machines/playground/shop-data.ts `shopAmount`).
 */
export function formatAmount(amount: number, currency: 'USD' | 'KRW'): string {
  return formatters[currency === 'KRW' ? 'ko' : 'en'].format(amount)
}
