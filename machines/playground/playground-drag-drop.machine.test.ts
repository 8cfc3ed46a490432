import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { DRAG_ITEMS, DROP_ZONE_ID, dragDropMachine, type DragItemId } from './playground-drag-drop.machine'

function start() {
  const notifyDropped = vi.fn()
  const actor = createActor(dragDropMachine.provide({ actions: { notifyDropped } })).start()
  return { actor, notifyDropped }
}

describe('drag and drop machine', () => {
  it('starts with every item in the list and an empty drop zone', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ items: [...DRAG_ITEMS], dropped: [], dragging: null })
  })

  it('moves an item dropped on the drop zone to the dropped list', () => {
    const { actor, notifyDropped } = start()
    actor.send({ type: 'drag.start', id: 'item-2' })
    expect(actor.getSnapshot().value).toBe('dragging')
    expect(actor.getSnapshot().context.dragging).toBe('item-2')
    actor.send({ type: 'drag.end', overId: DROP_ZONE_ID })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ items: ['item-1', 'item-3', 'item-4'], dropped: ['item-2'], dragging: null })
    expect(notifyDropped).toHaveBeenCalledWith(expect.anything(), { id: 'item-2' })
    actor.send({ type: 'drag.start', id: 'item-4' })
    actor.send({ type: 'drag.end', overId: DROP_ZONE_ID })
    expect(actor.getSnapshot().context.dropped).toEqual(['item-2', 'item-4'])
  })

  it('keeps the item in the list when dropped elsewhere or cancelled', () => {
    const { actor, notifyDropped } = start()
    actor.send({ type: 'drag.start', id: 'item-1' })
    actor.send({ type: 'drag.end', overId: null })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.items).toEqual([...DRAG_ITEMS])
    actor.send({ type: 'drag.start', id: 'item-1' })
    actor.send({ type: 'drag.end', overId: 'items-list' })
    expect(actor.getSnapshot().context.items).toEqual([...DRAG_ITEMS])
    actor.send({ type: 'drag.start', id: 'item-1' })
    actor.send({ type: 'drag.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ items: [...DRAG_ITEMS], dropped: [], dragging: null })
    expect(notifyDropped).not.toHaveBeenCalled()
  })

  it('cannot pick up an item that is already dropped (or unknown)', () => {
    const { actor } = start()
    actor.send({ type: 'drag.start', id: 'item-1' })
    actor.send({ type: 'drag.end', overId: DROP_ZONE_ID })
    actor.send({ type: 'drag.start', id: 'item-1' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'drag.start', id: 'item-9' as DragItemId })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('reset restores the lists; with nothing dropped it does nothing', () => {
    const { actor } = start()
    const initial = actor.getSnapshot()
    actor.send({ type: 'items.reset' })
    expect(actor.getSnapshot()).toBe(initial)
    actor.send({ type: 'drag.start', id: 'item-3' })
    actor.send({ type: 'drag.end', overId: DROP_ZONE_ID })
    actor.send({ type: 'items.reset' })
    expect(actor.getSnapshot().context).toEqual({ items: [...DRAG_ITEMS], dropped: [], dragging: null })
  })

  it('ignores reset while dragging', () => {
    const { actor } = start()
    actor.send({ type: 'drag.start', id: 'item-3' })
    actor.send({ type: 'items.reset' })
    expect(actor.getSnapshot().value).toBe('dragging')
  })
})
