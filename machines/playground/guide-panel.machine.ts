/**
 * The testing-guide panel (spec 3 "Testing guide panel"): open at first, closable and
 * reopenable; its scenarios expand one at a time (toggling the open one collapses it).
 */
import { assign, setup } from 'xstate'

export interface GuidePanelContext {
  /** The id of the expanded scenario, if any. */
  expanded: string | null
}

export type GuidePanelEvent = { type: 'guide.close' } | { type: 'guide.open' } | { type: 'scenario.toggle'; id: string }

export const guidePanelMachine = setup({
  types: {
    context: {} as GuidePanelContext,
    events: {} as GuidePanelEvent,
  },
}).createMachine({
  id: 'guidePanel',
  context: { expanded: null },
  initial: 'open',
  states: {
    open: {
      on: {
        'guide.close': 'closed',
        'scenario.toggle': {
          description: 'Expands the scenario and collapses any other; toggling the expanded one collapses it.',
          actions: assign({ expanded: ({ context, event }) => (context.expanded === event.id ? null : event.id) }),
        },
      },
    },
    closed: {
      on: { 'guide.open': 'open' },
    },
  },
})
