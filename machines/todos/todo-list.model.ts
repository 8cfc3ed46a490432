/**
 * The todo list's graph model (tests/model/todo-list.model.spec.ts runs it in Chromium on the
 * demo user with at least 21 todos, so a second page exists under "All").
 */
import type { EventFromLogic } from 'xstate'
import type { ListPage } from '../shared/list.machine'
import { defineModel, done, failed } from '../shared/model'
import type { Todo } from './todo'
import { todoListMachine, type TodoStatusFilter } from './todo-list.machine'

type Ev = EventFromLogic<typeof todoListMachine>

export const TODO_LIST_SAMPLE: Todo = {
  id: 1,
  title: 'Sample todo',
  description: '',
  priority: 'medium',
  status: 'TODO',
  completed: false,
  dueDate: null,
  completedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdBy: 1,
  tags: [],
}

/** A page of the list: "All" has 2 pages in the model (the spec tops the demo user up to 30 todos). */
export const TODO_LIST_PAGE: ListPage<Todo> = { items: [TODO_LIST_SAMPLE], total: 30 }

export const todoListModel = defineModel({
  id: 'todoList',
  area: 'todos',
  routes: ['/todos'],
  title: 'Todo list',
  description: 'The shared list machine for todos: filters all / incomplete / completed (back to page 1), paging, reload, Failed to fetch todos with retry.',
  machine: todoListMachine,
  starts: [{ name: 'all todos', input: {} }],
  events: (s): Ev[] => {
    const c = s.context
    if (s.matches('loading'))
      return [
        done('fetchPage', TODO_LIST_PAGE) as unknown as Ev,
        failed('fetchPage', { kind: 'http', status: 400, message: 'Nope', issues: null }) as unknown as Ev,
        // Another tab wrote during the load: one more load follows it.
        ...(c.stale ? [] : [{ type: 'list.sync' } as Ev]),
      ]
    const events: Ev[] = [{ type: 'list.reload' }, { type: 'list.sync' }]
    const statuses: TodoStatusFilter[] = ['all', 'incomplete', 'completed']
    for (const status of statuses) if (status !== c.filters.status) events.push({ type: 'list.filter', filters: { status } })
    // Only "All" is known to have a second page in the browser.
    if (c.filters.status === 'all' && c.page === 1 && c.more) events.push({ type: 'list.page', page: 2 })
    if (c.page === 2) events.push({ type: 'list.page', page: 1 })
    return events
  },
  context: (s) => [s.context.filters.status, s.context.page, s.context.failure !== null, s.context.total, s.context.stale],
})
