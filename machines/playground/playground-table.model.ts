/** Graph model of the playground data table (a few sample values per event keep the graph small). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { SAMPLE_ROWS, dataTableMachine } from './playground-table.machine'

type Ev = EventFromLogic<typeof dataTableMachine>

export const dataTableModel = defineModel({
  id: 'playgroundTable',
  area: 'components',
  routes: ['/playground'],
  title: 'Data table',
  description: 'Filter (back to page 1), sort both ways, 3 rows per page, inline edit with validation, delete with an error toast, reset.',
  machine: dataTableMachine,
  starts: [{ name: 'six sample rows', input: { rows: SAMPLE_ROWS } }],
  events: (s) => {
    const events: Ev[] = [
      { type: 'filter.change', value: 'son' },
      { type: 'filter.change', value: '' },
      { type: 'sort.toggle', column: 'name' },
      { type: 'page.next' },
      { type: 'page.previous' },
      { type: 'row.edit', id: 2 },
      { type: 'draft.change', field: 'name', value: '' },
      { type: 'draft.change', field: 'name', value: 'Jane Doe' },
      { type: 'draft.status', status: 'active' },
      { type: 'edit.save' },
      { type: 'edit.cancel' },
      { type: 'row.delete', id: 5 },
      { type: 'table.reset' },
    ]
    // Keep the sort to "name ascending, then descending" once: enough for both branches.
    return s.context.sort?.direction === 'desc' ? events.filter((e) => e.type !== 'sort.toggle') : events
  },
  context: (s) => [s.context.rows, s.context.filter, s.context.sort, s.context.page, s.context.draft],
})
