/**
 * The one translation of a failed request's FailureCode (machines/shared/errors.ts). A raw server
 * text never reaches the screen: a known server text becomes its translated message, a 5xx or a
 * transport failure the generic translated one, any other refusal the screen's own default.
 */
import type { TFunction } from 'i18next'
import { isGenericFailure, type FailureCode } from '@machines/shared/errors'

/** One text: a known server text, else the generic text of a 5xx or transport failure, else the screen's default. */
export function failureText(t: TFunction, code: FailureCode, screenDefault: string): string {
  return failureReason(t, code) ?? screenDefault
}

/** The failure's own words (a known server text, or the generic text of its kind); null for a plain refusal ('failed'). */
export function failureReason(t: TFunction, code: FailureCode): string | null {
  if (code === 'failed') return null
  if (isGenericFailure(code)) return t(`errors.${code}`, { ns: 'common' })
  return t(`serverTexts.${code}`, { ns: 'common' })
}

export interface FailureMessage {
  /** The screen's own text ("Failed to fetch todos", docs/spec/2-everyday-modules.md §8), or a known server text in its place. */
  title: string
  /** Why, when the failure says more than a refusal: the generic text of a 5xx, a network error, a timeout. */
  detail: string | null
}

/**
 * The spec's error catalogue names a text per call ("Failed to fetch todos", "Failed to like post",
 * "Failed to update profile"): that text comes first whatever went wrong, so a test of the catalogue
 * reads it; the reason (a server problem, the network) follows as the detail. A known server text
 * ("Current password is incorrect") says more than the default and takes its place.
 */
export function failureMessage(t: TFunction, code: FailureCode, screenDefault: string): FailureMessage {
  if (code === 'failed') return { title: screenDefault, detail: null }
  if (isGenericFailure(code)) return { title: screenDefault, detail: t(`errors.${code}`, { ns: 'common' }) }
  return { title: t(`serverTexts.${code}`, { ns: 'common' }), detail: null }
}

/** failureMessage as one text, for a dialog or an alert of one line: "Failed to update profile. The server ran into a problem. …". */
export function failureSentence(t: TFunction, code: FailureCode, screenDefault: string): string {
  const { title, detail } = failureMessage(t, code, screenDefault)
  if (!detail) return title
  return `${/[.!?。]$/.test(title) ? title : `${title}.`} ${detail}`
}
