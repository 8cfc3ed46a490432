/** Graph model of the entry-ad / exit-intent modal (a content challenge). */
import type { EventFromLogic } from 'xstate'
import { after, defineModel } from '../shared/model'
import { adModalMachine } from './challenge-ad-modal.machine'

type Ev = EventFromLogic<typeof adModalMachine>

export const adModalModel = defineModel({
  id: 'challengeAdModal',
  area: 'challenges',
  routes: ['/challenges/entry-ad', '/challenges/exit-intent'],
  title: 'Entry ad and exit intent modal',
  description: 'Opens by itself after a delay (entry ad) or when the mouse leaves the page (exit intent); closing is remembered; re-enable arms it again.',
  machine: adModalMachine,
  starts: [
    { name: 'entry ad, first visit', input: { auto: true, closedBefore: false } },
    { name: 'entry ad, closed before', input: { auto: true, closedBefore: true } },
    { name: 'exit intent', input: { auto: false, closedBefore: false } },
  ],
  events: (s) => {
    const events: Ev[] = [{ type: 'modal.close' }, { type: 'modal.rearm' }]
    if (s.matches('waiting')) {
      if (s.context.auto) events.push(after('entryDelay', 'challengeAdModal.waiting') as unknown as Ev)
      else events.push({ type: 'modal.show', via: 'mouse' }, { type: 'modal.show', via: 'button' })
    }
    return events
  },
  context: (s) => [s.context.auto, s.context.via, s.context.closes > 0],
})
