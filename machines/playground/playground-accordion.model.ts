/** Graph model of the playground accordion. */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { ACCORDION_ITEMS, accordionMachine } from './playground-accordion.machine'

export const accordionModel = defineModel({
  id: 'playgroundAccordion',
  area: 'components',
  routes: ['/playground'],
  title: 'Accordion',
  description: 'One item open at a time; clicking the open item closes it.',
  machine: accordionMachine,
  starts: [{ name: 'all closed', input: undefined }],
  events: () => ACCORDION_ITEMS.map((id) => ({ type: 'item.toggle', id })) as EventFromLogic<typeof accordionMachine>[],
  context: (s) => s.context.open,
})
