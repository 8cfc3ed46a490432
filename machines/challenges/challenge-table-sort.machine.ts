/**
 * A sortable table's sort state (a content challenge: the-internet "Sortable Data Tables"): a click
 * on a header sorts by that column ascending, a second click on the same header flips the
 * direction. An optional goal column is the challenge's task, always descending (a first click
 * sorts ascending, so the goal takes a second look at the header): reaching it ends in
 * `goalReached` (tag `solved`), and further clicks keep sorting.
 */
import { assign, setup } from 'xstate'

export type SortDirection = 'ascending' | 'descending'

export interface TableSortInput {
  /** Sorted by this column, descending. */
  goal: { column: string } | null
}

export interface TableSortContext {
  goal: TableSortInput['goal']
  column: string | null
  direction: SortDirection | null
}

export type TableSortEvent = { type: 'sort.by'; column: string }

function next(context: TableSortContext, column: string): { column: string; direction: SortDirection } {
  if (context.column === column) return { column, direction: context.direction === 'ascending' ? 'descending' : 'ascending' }
  return { column, direction: 'ascending' }
}

export const tableSortMachine = setup({
  types: {
    context: {} as TableSortContext,
    events: {} as TableSortEvent,
    input: {} as TableSortInput,
    tags: {} as 'solved',
  },
  guards: {
    reachesGoal: ({ context, event }) => {
      const n = next(context, event.column)
      return context.goal !== null && n.column === context.goal.column && n.direction === 'descending'
    },
  },
  actions: {
    apply: assign(({ context, event }) => next(context, event.column)),
  },
}).createMachine({
  id: 'challengeTableSort',
  context: ({ input }) => ({ goal: input.goal, column: null, direction: null }),
  initial: 'unsorted',
  states: {
    unsorted: {
      description: 'The rows in their seeded order.',
      on: { 'sort.by': { target: 'sorted', actions: 'apply', description: 'The first click sorts ascending.' } },
    },
    sorted: {
      description: 'Sorted by one column (aria-sort on its header).',
      on: {
        'sort.by': [
          { guard: 'reachesGoal', target: 'goalReached', actions: 'apply', description: 'The task’s column, descending.' },
          { target: 'sorted', actions: 'apply', reenter: true, description: 'A new column sorts ascending; the same column flips the direction.' },
        ],
      },
    },
    goalReached: {
      tags: 'solved',
      description: 'The task’s sort was reached once: solved, sorting goes on.',
      on: { 'sort.by': { target: 'goalReached', actions: 'apply', reenter: true } },
    },
  },
})
