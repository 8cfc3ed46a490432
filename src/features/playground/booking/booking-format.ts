/**
 * Display helpers of the booking screen: prices through formatMoney (USD, or KRW ×1300 in
 * Korean), calendar dates in the page language, and names translated by data id (stored
 * records keep the English sample names as a fallback).
 */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { ADDON_IDS, type AddonId, type BookingRecord, type ServiceId, type StaffId } from '@machines/playground/booking-data'
import { isIsoDate } from '@machines/playground/booking-dates'
import { formatMoney } from '@/lib/money'
import { dateTimeFormat } from '@/lib/intl'

const locale = (language: string) => (language.startsWith('ko') ? 'ko-KR' : 'en-US')
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`)

export type DateStyle = 'short' | 'long' | 'day' | 'weekday' | 'monthShort'

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  day: { day: 'numeric' },
  weekday: { weekday: 'short' },
  monthShort: { month: 'short' },
}

/** A 'YYYY-MM-DD' date in the page language (a malformed stored value is shown as it is). */
export function formatBookingDate(iso: string, language: string, style: DateStyle = 'short'): string {
  if (!isIsoDate(iso)) return iso
  return dateTimeFormat(locale(language), { ...DATE_OPTIONS[style], timeZone: 'UTC' }).format(utc(iso))
}

/** 'January 2026' / '2026년 1월'. */
export function formatMonth(month: string, language: string): string {
  return dateTimeFormat(locale(language), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(utc(`${month}-01`))
}

/** An ISO timestamp as date and time in the page language. */
export function formatTimestamp(iso: string, language: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(d)
}

export function serviceName(t: TFunction, id: ServiceId | null | undefined, fallback = ''): string {
  return id ? t(`services.${id}.name`, { ns: 'booking' }) : fallback
}

export function staffName(t: TFunction, id: StaffId | null | undefined, fallback = ''): string {
  return id ? t(`staff.members.${id}.name`, { ns: 'booking' }) : fallback
}

export function addonName(t: TFunction, id: AddonId): string {
  return t(`addons.${id}`, { ns: 'booking' })
}

/** A record's add-ons, translated when their ids are known. */
export function recordAddons(t: TFunction, record: BookingRecord): string[] {
  const ids = record.addonIds?.filter((id) => ADDON_IDS.includes(id))
  return ids && ids.length === record.addons.length ? ids.map((id) => addonName(t, id)) : record.addons
}

export function useBookingFormat() {
  const { t, i18n } = useTranslation('booking')
  const language = i18n.language
  return {
    t,
    language,
    money: (usd: number) => formatMoney(usd, language),
    /** A service or add-on price: 0 reads "Free". */
    price: (usd: number) => (usd === 0 ? t('service.free') : formatMoney(usd, language)),
    date: (iso: string, style: DateStyle = 'short') => formatBookingDate(iso, language, style),
    month: (month: string) => formatMonth(month, language),
    timestamp: (iso: string) => formatTimestamp(iso, language),
  }
}

export type BookingFormat = ReturnType<typeof useBookingFormat>
