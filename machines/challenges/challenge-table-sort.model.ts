/** Graph model of a sortable table's sort state with a goal (a content challenge: sortable-tables' second table). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { tableSortMachine } from './challenge-table-sort.machine'

export const tableSortModel = defineModel({
  id: 'challengeTableSort',
  area: 'challenges',
  routes: ['/challenges/sortable-tables'],
  title: 'Sortable table',
  description: 'A header click sorts ascending, a second click descending; the task’s column and direction solve it.',
  machine: tableSortMachine,
  starts: [{ name: 'goal: Due, descending', input: { goal: { column: 'due' } } }],
  events: (): Array<EventFromLogic<typeof tableSortMachine>> => [
    { type: 'sort.by', column: 'due' },
    { type: 'sort.by', column: 'last' },
  ],
  context: (s) => [s.context.column, s.context.direction],
})
