/**
 * The todos list (docs/spec/2-everyday-modules.md §2 "Todos page", §8): the shared list machine (machines/shared/list.machine.ts)
 * specialised for todos: filters all / incomplete / completed (GET /todos/?completed=…), 20 per
 * page, newest first. A failed load shows 'Failed to fetch todos' (or the generic connection
 * text) with a retry.
 */
import { createListMachine } from '../shared/list.machine'
import type { Todo } from './todo'

export const TODO_STATUS_FILTERS = ['all', 'incomplete', 'completed'] as const
export type TodoStatusFilter = (typeof TODO_STATUS_FILTERS)[number]

export interface TodoFilters {
  status: TodoStatusFilter
}

/** Todos per page (the `busy` seed's hundreds of todos page through). */
export const TODO_PAGE_SIZE = 20

/** The `completed` query parameter of a filter (omitted for all). */
export function completedParam(status: TodoStatusFilter): boolean | undefined {
  return status === 'all' ? undefined : status === 'completed'
}

export const todoListMachine = createListMachine<Todo, TodoFilters>({ id: 'todoList', limit: TODO_PAGE_SIZE, filters: { status: 'all' }, sync: true })

export type TodoListMachine = typeof todoListMachine
