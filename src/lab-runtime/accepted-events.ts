/**
 * The events a live actor accepts now (the inspector's list): an event type counts when XState
 * would take a transition for it in this snapshot, guards included. The machine's catalog model
 * gives realistic sample events (with their data) for guards that read the event; a type without
 * a sample is tried bare, and kept when its guard cannot judge an event without data (it throws).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate'

/** Event types with a transition from the current state configuration (XState's internal events left out). */
export function eventTypesOf(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return []
  const out = new Set<string>()
  for (const node of snapshot._nodes) for (const type of node.ownEvents) if (type && type !== '*' && !type.startsWith('xstate.')) out.add(type)
  return [...out]
}

function accepts(snapshot: AnyMachineSnapshot, event: EventObject): boolean | 'unknown' {
  try {
    return snapshot.can(event)
  } catch {
    return 'unknown'
  }
}

/** The accepted types, in the order the machine declares them; `samples` are the catalog model's events for this snapshot. */
export function acceptedEvents(snapshot: AnyMachineSnapshot, samples: readonly EventObject[] = []): string[] {
  return eventTypesOf(snapshot).filter((type) => {
    const own = samples.filter((e) => e.type === type)
    if (own.length > 0) return own.some((e) => accepts(snapshot, e) !== false)
    return accepts(snapshot, { type }) !== false
  })
}
