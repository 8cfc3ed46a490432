import { assign, createActor, setup, type AnyMachineSnapshot } from 'xstate'
import { describe, expect, it } from 'vitest'
import { acceptedEvents, eventTypesOf } from './accepted-events'

const machine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'inc' } | { type: 'submit' } | { type: 'pick'; id: number } | { type: 'reset' } },
  guards: {
    hasCount: ({ context }) => context.count > 0,
    // Reads the event's data: a bare { type: 'pick' } makes it throw.
    validId: ({ event }) => (event as { id: number }).id.toFixed() !== 'NaN',
  },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        inc: { actions: assign({ count: ({ context }) => context.count + 1 }) },
        submit: { guard: 'hasCount', target: 'done' },
        pick: { guard: 'validId', actions: assign({ count: ({ event }) => (event as { id: number }).id }) },
      },
    },
    done: { type: 'final' },
  },
})

const snapshotAfter = (...events: Array<{ type: 'inc' }>): AnyMachineSnapshot => {
  const actor = createActor(machine).start()
  for (const e of events) actor.send(e)
  return actor.getSnapshot()
}

describe('acceptedEvents', () => {
  it('leaves out an event whose guard is false with this context', () => {
    const start = snapshotAfter()
    expect(eventTypesOf(start)).toEqual(['inc', 'submit', 'pick'])
    expect(acceptedEvents(start)).toEqual(['inc', 'pick'])
    expect(acceptedEvents(snapshotAfter({ type: 'inc' }))).toEqual(['inc', 'submit', 'pick'])
  })

  it('judges a guard that reads the event by the sample events, and keeps it when none is given', () => {
    const start = snapshotAfter()
    expect(acceptedEvents(start, [{ type: 'pick', id: Number.NaN } as never])).toEqual(['inc'])
    expect(acceptedEvents(start, [{ type: 'pick', id: 3 } as never])).toEqual(['inc', 'pick'])
  })

  it('accepts nothing once the machine is done', () => {
    const actor = createActor(machine).start()
    actor.send({ type: 'inc' })
    actor.send({ type: 'submit' })
    expect(acceptedEvents(actor.getSnapshot())).toEqual([])
  })
})
