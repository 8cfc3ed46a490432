import type { AnyMachineSnapshot } from 'xstate'

/** The active state as a dotted path (`open.editing`), for the `data-state` attribute testers can read. */
export function stateName(snapshot: Pick<AnyMachineSnapshot, 'value'>): string {
  const walk = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([k, v]) => `${k}.${walk(v)}`)
          .join(',')
  return walk(snapshot.value)
}
