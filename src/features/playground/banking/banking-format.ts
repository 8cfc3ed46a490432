/**
 * Display helpers of the banking screen: money in the screen's currency (src/lib/money.ts),
 * dates in the screen's language, and the currency amounts are typed in.
 */
import { useTranslation } from 'react-i18next'
import type { Payee } from '@machines/playground/banking-data'
import type { Currency } from '@machines/playground/banking-rules'
import { formatMoney } from '@/lib/money'
import { dateTimeFormat } from '@/lib/intl'

export type Language = 'en' | 'ko'

export function languageOf(language: string | undefined): Language {
  return language?.startsWith('ko') ? 'ko' : 'en'
}

/** Amounts are typed in the currency the screen shows. */
export function currencyOf(language: string | undefined): Currency {
  return languageOf(language) === 'ko' ? 'KRW' : 'USD'
}

/** 'YYYY-MM-DD' (and an optional 'THH:mm') as a local date. */
function localDate(iso: string): Date {
  const [date, time = '00:00'] = iso.split('T') as [string, string?]
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  return new Date(y, m - 1, d, hh, mm)
}

export function formatDate(iso: string, language: Language): string {
  return dateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(localDate(iso))
}

export function formatDateTime(iso: string, language: Language): string {
  return dateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(localDate(iso))
}

/** Today as 'YYYY-MM-DD' in local time. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export interface BankingFormat {
  language: Language
  currency: Currency
  money: (usd: number) => string
  /** "+$2,345.67" / "-$100.00" */
  signedMoney: (usd: number) => string
  date: (iso: string) => string
  dateTime: (iso: string) => string
}

export function makeFormat(language: Language): BankingFormat {
  const money = (usd: number) => formatMoney(usd, language)
  return {
    language,
    currency: currencyOf(language),
    money,
    signedMoney: (usd) => (usd > 0 ? `+${money(usd)}` : usd < 0 ? `-${money(-usd)}` : money(0)),
    date: (iso) => formatDate(iso, language),
    dateTime: (iso) => formatDateTime(iso, language),
  }
}

export function useBankingFormat(): BankingFormat {
  const { i18n } = useTranslation('banking')
  return makeFormat(languageOf(i18n.resolvedLanguage ?? i18n.language))
}

/** A saved payee as the transfer form and the recorded transfer name it: the name in the screen's language and the masked number. */
export function payeeLabel(t: (key: string, options: { defaultValue: string }) => string, payee: Payee): string {
  return `${t(`transfer.payeeNames.${payee.id}`, { defaultValue: payee.name })} (${payee.maskedNumber})`
}
