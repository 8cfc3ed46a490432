/**
 * One `Intl` formatter per locale and options, made once and reused. Building an
 * `Intl.DateTimeFormat` costs far more than formatting with it (it loads the locale's data), and a
 * list formats a date on every row of every render: callers ask here instead of `new Intl.…`.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>()

function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key) as T | undefined
  if (!format) cache.set(key, (format = make()))
  return format
}

/** `new Intl.DateTimeFormat(locale, options)`, shared. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  memo('dt', locale, options, () => new Intl.DateTimeFormat(locale, options))

/** `new Intl.NumberFormat(locale, options)`, shared. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  memo('n', locale, options, () => new Intl.NumberFormat(locale, options))

/** `new Intl.RelativeTimeFormat(locale, options)`, shared. */
export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat =>
  memo('rt', locale, options, () => new Intl.RelativeTimeFormat(locale, options))
