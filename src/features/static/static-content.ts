/**
 * Fixed data of the static pages: slugs (the stable parts of test ids), routes and values that are
 * identifiers rather than prose (e-mail, credentials, routes). All prose lives in the locale files
 * (src/i18n/locales/<lang>/about.json, legal.json, guide.json, home.json).
 */

export const SUPPORT_EMAIL = 'support@example.com'

/** Date of the last change of the privacy policy and the terms (ISO, for `<time dateTime>`). */
export const LEGAL_LAST_UPDATED = '2026-11-01'

/** The five practice scenarios of the QA Testing Playground (docs/spec/3-playground.md §2). */
export const SCENARIOS = [
  { slug: 'playground', route: '/playground' },
  { slug: 'ecommerce', route: '/qa/ecommerce' },
  { slug: 'banking', route: '/qa/banking' },
  { slug: 'social', route: '/qa/social' },
  { slug: 'booking', route: '/qa/booking' },
] as const

export type ScenarioSlug = (typeof SCENARIOS)[number]['slug']

/** Seeded demo accounts (mocks/db/generate-seed.mjs). */
export const DEMO_ACCOUNTS = [
  { slug: 'demo', email: 'demo@example.com', password: 'Demo1234!' },
  { slug: 'admin', email: 'admin@example.com', password: 'Admin1234!' },
  { slug: 'terms', email: 'terms@example.com', password: 'Terms1234!' },
] as const

/** The PIN accepted by the banking scenario's transfer confirmation. */
export const BANKING_PIN = '1234'

/** A translation that should be a list of strings (`returnObjects`), or an empty list when it is not. */
export function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}
