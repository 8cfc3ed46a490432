/**
 * The names the state lab gives to states, transitions and transition pairs, shared by the
 * engine (machines/lab/analysis.ts), the tests (tests/model) and the in-app recorder
 * (src/lab-runtime). Kept tiny and free of runtime imports (type imports of xstate only, no
 * xstate/graph): the recorder puts it into the app's main chunk.
 */
import type { AnyTransitionDefinition, StateValue } from 'xstate'

/** The fields of a state node `transitionKey` reads (a structural subset of xstate's StateNode). */
interface KeySource {
  id: string
  transitions: Map<string, unknown[]>
  always?: unknown[] | undefined
}

/**
 * A stable name for a transition definition: `<source state node id> <event type> #<candidate index>`,
 * e.g. `login.editing form.submit #1` (the second guarded alternative of `form.submit` defined on
 * `login.editing`); eventless transitions use `(always)` as the event: `session.checking (always) #0`.
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as unknown as KeySource
  if (t.eventType === '') return `${source.id} (always) #${(source.always ?? []).indexOf(t)}`
  const candidates = source.transitions.get(t.eventType) ?? []
  return `${source.id} ${t.eventType} #${candidates.indexOf(t)}`
}

/** A 1-switch coverage item: transition `b` taken right after transition `a` (both `transitionKey`s). */
export function pairKey(a: string, b: string): string {
  return `${a} → ${b}`
}

/** The two transition keys of a `pairKey`. */
export function splitPairKey(pair: string): [string, string] {
  const at = pair.indexOf(' → ')
  return [pair.slice(0, at), pair.slice(at + 3)]
}

/** `a.b` paths of every state a state value is in, ancestors included (`{ a: 'b' }` → `a`, `a.b`). */
export function stateValueKeys(value: StateValue): string[] {
  const out: string[] = []
  const walk = (v: unknown, prefix: string) => {
    if (typeof v === 'string') {
      out.push(prefix ? `${prefix}.${v}` : v)
      return
    }
    for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
      const key = prefix ? `${prefix}.${k}` : k
      out.push(key)
      walk(child, key)
    }
  }
  walk(value, '')
  return out
}

/** `a.b` paths of every state the snapshot is in (all ancestors), as `allStateKeys` names them. */
export function activeStateKeys(snapshot: { value: StateValue }): string[] {
  return stateValueKeys(snapshot.value)
}

/** Same as `activeStateKeys` (the name used in the notes for the recorder). */
export const stateKeysOf = activeStateKeys

/** The deepest active state as `a.b` (for display and UI assertions; the first when parallel). */
export function deepestStateKey(snapshot: { value: StateValue }): string {
  const keys = activeStateKeys(snapshot)
  return keys.reduce((a, b) => (b.split('.').length > a.split('.').length ? b : a), keys[0] ?? '')
}

/** What a learner covered, per machine (the key is the machine's config id, `machine.id`). */
export interface LabMachineRecord {
  /** `a.b` state paths entered. */
  states: string[]
  /** `transitionKey`s taken. */
  transitions: string[]
  /** `pairKey`s of two transitions taken one right after the other by the same actor. */
  pairs: string[]
}

export interface LabRecord {
  v: 1
  machines: Record<string, LabMachineRecord>
}
