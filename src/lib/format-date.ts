import { activityDate } from '@machines/shared/activity'
import { dateTimeFormat, relativeTimeFormat } from './intl'

/** A date (or date-time) in the UI language, e.g. "Nov 24, 2026" / "2026. 11. 24."; '' for an invalid value. */
export function formatDate(value: string, language: string, withTime = false): string {
  const time = Date.parse(value)
  if (!Number.isFinite(time)) return ''
  return dateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(time)
}

/**
 * A feed entry's date: relative within a week ("3 hours ago", "3시간 전", "now"), else the
 * date and time (machines/shared/activity.ts `activityDate` decides which).
 */
export function formatActivityDate(value: string, now: number, language: string): string {
  const form = activityDate(value, now)
  if (form.style === 'absolute') return formatDate(value, language, true)
  return relativeTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { numeric: 'auto' }).format(form.value, form.unit)
}
