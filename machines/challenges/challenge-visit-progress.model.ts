/** Graph model of progress over distinct marks (a content challenge), as the floating menu uses it (four items). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { visitProgressMachine } from './challenge-visit-progress.machine'

type Ev = EventFromLogic<typeof visitProgressMachine>
const ITEMS = ['home', 'news', 'contact', 'about']

export const visitProgressModel = defineModel({
  id: 'challengeVisitProgress',
  area: 'challenges',
  routes: ['/challenges/floating-menu', '/challenges/infinite-scroll'],
  title: 'Visit progress',
  description: 'Each distinct key counts once; the target count solves it (infinite scroll paragraphs, floating menu items).',
  machine: visitProgressMachine,
  starts: [{ name: 'floating menu, four items', input: { target: 4 } }],
  // The next unvisited item in order, and the first item again (a repeat changes nothing): a short chain, not every order.
  events: (s) => {
    const events: Ev[] = []
    const next = ITEMS.find((i) => !s.context.marked.includes(i))
    if (next) events.push({ type: 'progress.mark', key: next })
    if (s.context.marked.includes('home')) events.push({ type: 'progress.mark', key: 'home' })
    return events
  },
  context: (s) => s.context.marked.length,
})
