/** A date (or date-time) in the UI language, e.g. "Nov 24, 2026" / "2026. 11. 24."; '' for an invalid value. */
export function formatDate(value: string, language: string, withTime = false): string {
  const time = Date.parse(value)
  if (!Number.isFinite(time)) return ''
  return new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(time)
}
