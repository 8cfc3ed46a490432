/** Graph model of the playground drag and drop (two items are enough for every transition). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { DROP_ZONE_ID, dragDropMachine } from './playground-drag-drop.machine'

export const dragDropModel = defineModel({
  id: 'playgroundDragDrop',
  area: 'components',
  routes: ['/playground'],
  title: 'Drag and drop',
  description: 'Items move from the list to the drop zone; a drop elsewhere or Escape keeps them; reset restores.',
  machine: dragDropMachine,
  starts: [{ name: 'all items in the list', input: undefined }],
  events: () =>
    [
      { type: 'drag.start', id: 'item-1' },
      { type: 'drag.start', id: 'item-2' },
      { type: 'drag.end', overId: DROP_ZONE_ID },
      { type: 'drag.end', overId: null },
      { type: 'drag.cancel' },
      { type: 'items.reset' },
    ] as EventFromLogic<typeof dragDropMachine>[],
  context: (s) => s.context,
})
