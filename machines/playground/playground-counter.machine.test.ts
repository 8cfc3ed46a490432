import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { counterMachine } from './playground-counter.machine'

describe('counter machine', () => {
  it('starts at 0, counts up and down (below zero too) and resets to 0', () => {
    const actor = createActor(counterMachine).start()
    expect(actor.getSnapshot().context.count).toBe(0)
    actor.send({ type: 'counter.increment' })
    actor.send({ type: 'counter.increment' })
    expect(actor.getSnapshot().context.count).toBe(2)
    actor.send({ type: 'counter.decrement' })
    expect(actor.getSnapshot().context.count).toBe(1)
    actor.send({ type: 'counter.reset' })
    expect(actor.getSnapshot().context.count).toBe(0)
    actor.send({ type: 'counter.decrement' })
    expect(actor.getSnapshot().context.count).toBe(-1)
    actor.send({ type: 'counter.reset' })
    expect(actor.getSnapshot().context.count).toBe(0)
    expect(actor.getSnapshot().value).toBe('counting')
  })
})
