/** Graph model of the playground counter (kept between -1 and 2 so the graph stays finite). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { counterMachine } from './playground-counter.machine'

export const counterModel = defineModel({
  id: 'playgroundCounter',
  area: 'components',
  routes: ['/playground'],
  title: 'Counter',
  description: 'Increment, decrement (below zero too) and reset.',
  machine: counterMachine,
  starts: [{ name: 'at 0', input: undefined }],
  events: (s) => {
    const events: EventFromLogic<typeof counterMachine>[] = [{ type: 'counter.reset' }]
    if (s.context.count < 2) events.push({ type: 'counter.increment' })
    if (s.context.count > -1) events.push({ type: 'counter.decrement' })
    return events
  },
  context: (s) => s.context.count,
})
