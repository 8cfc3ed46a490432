/**
 * The one translation of a failed request's FailureCode (machines/shared/errors.ts): a known
 * server text becomes its translated message, a 5xx or transport failure the generic translated
 * one, any other refusal the screen's own default. A raw server text never reaches the screen.
 */
import type { TFunction } from 'i18next'
import { isGenericFailure, type FailureCode } from '@machines/shared/errors'

export function failureText(t: TFunction, code: FailureCode, screenDefault: string): string {
  if (code === 'failed') return screenDefault
  if (isGenericFailure(code)) return t(`errors.${code}`, { ns: 'common' })
  return t(`serverTexts.${code}`, { ns: 'common' })
}
