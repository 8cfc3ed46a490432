/**
 * Events "in words", en and ko: user events from the `lab-events` namespace (one phrase per event
 * type of the catalogue), actor results as "<actor> succeeds / fails", timers as "after 1.5 s";
 * guards, actors and actions from the same namespace.
 */
import type { TFunction } from 'i18next'
import type { AnyStateMachine, EventObject } from 'xstate'
import { eventKind } from './diagram/diagram-model'
import { dateTimeFormat } from '@/lib/intl'

export const EVENTS_NS = 'lab-events'

/** A text of `lab-events`, or null when it is missing or blank. */
export function lookupEvents(t: TFunction, key: string): string | null {
  const value = t(key, { ns: EVENTS_NS, defaultValue: '' }) as unknown
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** `loadingUsers` → "Loading users", `form.submit` → "Form submit", `step_2` → "Step 2" (the fallback of a name missing from the maps). */
export function humanise(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._\-#]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : id
}

/** The label of an invoked actor (`loadUsers` → "Loading the users" / "사용자 불러오기"), from `lab-events` `actors`. */
export function actorWords(t: TFunction, id: string): string {
  return lookupEvents(t, `actors.${id}`) ?? humanise(id)
}

/**
 * The label of an action as the state table and the diagram name it (`rememberEmail` → "remembers
 * the e-mail" / "이메일을 기억함"), from `lab-events` `actions`; XState's built-ins keep their
 * name without the `xstate.` prefix (`assign` → "updates its context"), an anonymous function is
 * `(inline)`.
 */
export function actionWords(t: TFunction, id: string): string {
  return lookupEvents(t, `actions.${id}`) ?? humanise(id)
}

/**
 * The label of a guard as the diagram names it (diagram-model.ts `implName`): `queryPresent` →
 * "a query is typed", `!x` → "not: …", `and(a, b)` / `or(a, b)` → the labels joined.
 */
export function guardWords(t: TFunction, guard: string): string {
  if (guard.startsWith('!')) return t('words.notGuard', { ns: 'lab', guard: guardWords(t, guard.slice(1)) })
  const combined = /^(and|or)\((.*)\)$/.exec(guard)
  if (combined) return combined[2]!.split(', ').map((g) => guardWords(t, g)).join(combined[1] === 'and' ? ' & ' : ' | ')
  return lookupEvents(t, `guards.${guard}`) ?? humanise(guard)
}

/** The phrase of an event type in the current language. */
export function eventWords(t: TFunction, machine: AnyStateMachine, eventType: string): string {
  const { kind, subject, delayMs, delayName } = eventKind(machine, eventType)
  switch (kind) {
    case 'done':
      return t('words.done', { ns: 'lab', actor: actorWords(t, subject) })
    case 'error':
      return t('words.error', { ns: 'lab', actor: actorWords(t, subject) })
    case 'stateDone':
      return t('words.stateDone', { ns: 'lab', state: subject.split('.').pop() ?? subject })
    case 'always':
      return t('words.always', { ns: 'lab' })
    case 'after': {
      const delay =
        delayMs === null
          ? (delayName ?? subject)
          : delayMs >= 1000
            ? t('words.seconds', { ns: 'lab', n: Number((delayMs / 1000).toFixed(2)) })
            : t('words.ms', { ns: 'lab', n: delayMs })
      return t('words.after', { ns: 'lab', delay })
    }
    default: {
      // One key of the `events` map (event types hold dots, so `|` separates the map from the type). Not
      // `t('events', { returnObjects: true })`: that translates all 300 phrases on every call (1–5 ms), and the
      // lab's diagram, table and test design name thousands of events.
      const phrase = t(`events|${eventType}`, { ns: EVENTS_NS, keySeparator: '|', nsSeparator: false, defaultValue: '' }) as unknown
      return typeof phrase === 'string' && phrase.trim() !== '' ? phrase : t('words.unknown', { ns: 'lab', type: eventType })
    }
  }
}

/** A number that is a moment (epoch milliseconds between 1973 and 5138): shown as a date, never raw. */
export const isTimestamp = (v: number) => Number.isInteger(v) && v >= 1e11 && v < 1e14

const formatMoment = (ms: number, lang: string): string => dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ms)

const short = (v: unknown, lang: string): string | null => {
  if (typeof v === 'string') return v === '' ? '""' : `"${v.length > 28 ? `${v.slice(0, 27)}…` : v}"`
  if (typeof v === 'number') return isTimestamp(v) ? formatMoment(v, lang) : String(v)
  if (typeof v === 'boolean') return String(v)
  return null
}

/**
 * The sample payload of an event, briefly: `"demo@example.com"`, `field=email, value=""`, `(500)`;
 * a timestamp reads as a date in the page's language (`Jan 20, 2026, 10:00 AM`), never as digits.
 */
export function payloadWords(event: EventObject, lang = 'en'): string {
  const e = event as EventObject & Record<string, unknown>
  if (e.type.startsWith('xstate.error.actor.')) {
    const err = e.error as { status?: unknown; code?: unknown } | undefined
    return err && typeof err === 'object' ? (typeof err.status === 'number' ? `(${err.status})` : typeof err.code === 'string' ? `(${err.code})` : '') : ''
  }
  if (e.type.startsWith('xstate.')) return ''
  const fields = Object.entries(e).filter(([k]) => k !== 'type')
  const parts = fields.map(([k, v]) => [k, short(v, lang)] as const).filter(([, v]) => v !== null)
  if (parts.length === 1) return parts[0]![1]!
  return parts.map(([k, v]) => `${k}=${v}`).join(', ')
}
