import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ACCORDION_ITEMS, accordionMachine } from './playground-accordion.machine'

describe('accordion machine', () => {
  it('has three items, all closed at first', () => {
    expect(ACCORDION_ITEMS).toHaveLength(3)
    const actor = createActor(accordionMachine).start()
    expect(actor.getSnapshot().value).toBe('allClosed')
    expect(actor.getSnapshot().context.open).toBeNull()
  })

  it('opens one item at a time, and closes the open one when clicked again', () => {
    const actor = createActor(accordionMachine).start()
    actor.send({ type: 'item.toggle', id: 'item1' })
    expect(actor.getSnapshot().value).toBe('itemOpen')
    expect(actor.getSnapshot().context.open).toBe('item1')
    actor.send({ type: 'item.toggle', id: 'item3' })
    expect(actor.getSnapshot().value).toBe('itemOpen')
    expect(actor.getSnapshot().context.open).toBe('item3')
    actor.send({ type: 'item.toggle', id: 'item3' })
    expect(actor.getSnapshot().value).toBe('allClosed')
    expect(actor.getSnapshot().context.open).toBeNull()
  })
})
