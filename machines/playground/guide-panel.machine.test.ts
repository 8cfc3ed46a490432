import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { guidePanelMachine } from './guide-panel.machine'

const start = () => createActor(guidePanelMachine).start()

describe('guide panel machine', () => {
  it('starts open with no scenario expanded', () => {
    const actor = start()
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.expanded).toBeNull()
  })

  it('expands one scenario at a time, and collapses the expanded one when toggled again', () => {
    const actor = start()
    actor.send({ type: 'scenario.toggle', id: 'a' })
    expect(actor.getSnapshot().context.expanded).toBe('a')
    actor.send({ type: 'scenario.toggle', id: 'b' })
    expect(actor.getSnapshot().context.expanded).toBe('b')
    actor.send({ type: 'scenario.toggle', id: 'b' })
    expect(actor.getSnapshot().context.expanded).toBeNull()
  })

  it('closes and reopens, keeping the expanded scenario', () => {
    const actor = start()
    actor.send({ type: 'scenario.toggle', id: 'a' })
    actor.send({ type: 'guide.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'scenario.toggle', id: 'b' })
    expect(actor.getSnapshot().context.expanded).toBe('a')
    actor.send({ type: 'guide.open' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.expanded).toBe('a')
  })
})
