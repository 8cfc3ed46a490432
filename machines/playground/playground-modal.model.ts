/** Graph model of the playground modal. */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { modalMachine } from './playground-modal.machine'

export const modalModel = defineModel({
  id: 'playgroundModal',
  area: 'components',
  routes: ['/playground'],
  title: 'Modal',
  description: 'Opens; Cancel or Escape closes it without effect; Confirm closes it with a toast.',
  machine: modalMachine,
  starts: [{ name: 'closed', input: undefined }],
  events: () => [{ type: 'modal.open' }, { type: 'modal.cancel' }, { type: 'modal.confirm' }] as EventFromLogic<typeof modalMachine>[],
  context: () => null,
})
