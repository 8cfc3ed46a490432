/**
 * The playground accordion (docs/spec/3-playground.md "Component playground"): three items, one open at a time;
 * opening one closes the other; clicking the open one closes it.
 */
import { assign, setup } from 'xstate'

export const ACCORDION_ITEMS = ['item1', 'item2', 'item3'] as const
export type AccordionItemId = (typeof ACCORDION_ITEMS)[number]

export interface AccordionContext {
  open: AccordionItemId | null
}

export type AccordionEvent = { type: 'item.toggle'; id: AccordionItemId }

export const accordionMachine = setup({
  types: {
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
  },
  guards: {
    isOpenItem: ({ context, event }) => context.open === event.id,
  },
  actions: {
    openItem: assign({ open: ({ event }) => event.id }),
    closeItem: assign({ open: null }),
  },
}).createMachine({
  id: 'playgroundAccordion',
  context: { open: null },
  initial: 'allClosed',
  states: {
    allClosed: {
      on: { 'item.toggle': { target: 'itemOpen', actions: 'openItem' } },
    },
    itemOpen: {
      on: {
        'item.toggle': [
          { guard: 'isOpenItem', target: 'allClosed', actions: 'closeItem', description: 'Clicking the open item closes it.' },
          { actions: 'openItem', description: 'Opening another item closes the open one.' },
        ],
      },
    },
  },
})
