/**
 * The playground's drag and drop (docs/spec/3-playground.md "Component playground", §4): an item dragged from the
 * items list and dropped on the drop zone moves to the dropped list; dropped anywhere else (or
 * cancelled with Escape) it stays; reset restores the initial lists. Works with the mouse and
 * with the keyboard (Space picks up, arrows move, Space drops).
 */
import { assign, setup } from 'xstate'

export const DRAG_ITEMS = ['item-1', 'item-2', 'item-3', 'item-4'] as const
export type DragItemId = (typeof DRAG_ITEMS)[number]
/** The droppable id of the drop zone. */
export const DROP_ZONE_ID = 'drop-zone'

export interface DragDropContext {
  /** Items still in the list, in list order. */
  items: DragItemId[]
  /** Items in the drop zone, in drop order. */
  dropped: DragItemId[]
  /** The item being dragged. */
  dragging: DragItemId | null
}

export type DragDropEvent =
  | { type: 'drag.start'; id: DragItemId }
  | { type: 'drag.end'; overId: string | null }
  | { type: 'drag.cancel' }
  | { type: 'items.reset' }

const INITIAL: DragDropContext = { items: [...DRAG_ITEMS], dropped: [], dragging: null }

export const dragDropMachine = setup({
  types: {
    context: {} as DragDropContext,
    events: {} as DragDropEvent,
  },
  guards: {
    inList: ({ context, event }) => event.type === 'drag.start' && context.items.includes(event.id),
    overDropZone: ({ event }) => event.type === 'drag.end' && event.overId === DROP_ZONE_ID,
    changed: ({ context }) => context.dropped.length > 0,
  },
  actions: {
    pickUp: assign({ dragging: ({ event }) => (event.type === 'drag.start' ? event.id : null) }),
    moveToDropZone: assign(({ context }) => ({
      items: context.items.filter((id) => id !== context.dragging),
      dropped: context.dragging ? [...context.dropped, context.dragging] : context.dropped,
      dragging: null,
    })),
    release: assign({ dragging: null }),
    restore: assign(() => INITIAL),
    /** Announces (toast) the item that was dropped. */
    notifyDropped: (_, _params: { id: DragItemId }) => {},
  },
}).createMachine({
  id: 'playgroundDragDrop',
  context: INITIAL,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'drag.start': { guard: 'inList', target: 'dragging', actions: 'pickUp' },
        'items.reset': { guard: 'changed', actions: 'restore', description: 'Every item back in the list, the drop zone empty.' },
      },
    },
    dragging: {
      on: {
        'drag.end': [
          {
            guard: 'overDropZone',
            target: 'idle',
            description: 'Dropped on the drop zone: the item moves to the dropped list.',
            actions: [{ type: 'notifyDropped', params: ({ context }) => ({ id: context.dragging! }) }, 'moveToDropZone'],
          },
          { target: 'idle', description: 'Dropped elsewhere: the item stays in the list.', actions: 'release' },
        ],
        'drag.cancel': { target: 'idle', description: 'Escape: the item goes back.', actions: 'release' },
      },
    },
  },
})
