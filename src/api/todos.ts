/**
 * Todo calls of docs/spec/2-everyday-modules.md §7 "Todos" through the one HTTP client. Server todos (upper-case status,
 * snake_case) become the app's Todo (machines/todos/todo.ts). Every function rejects with the
 * client's normalised ApiError.
 */
import type { ApiTodo, TodoCreateRequest, TodoListResponse, TodoStats, TodoUpdateRequest } from '@machines/shared/contracts-everyday'
import type { Todo } from '@machines/todos/todo'
import { request } from './client'

/** The app's todo of a server todo (docs/spec/2-everyday-modules.md §3: completed is derived from status DONE). */
export function toTodo(api: ApiTodo): Todo {
  return {
    id: api.id,
    title: api.title,
    description: api.description ?? '',
    priority: api.priority,
    status: api.status,
    completed: api.status === 'DONE',
    dueDate: api.due_date ?? null,
    completedAt: api.completed_at ?? null,
    createdAt: api.created_at,
    updatedAt: api.updated_at,
    createdBy: api.created_by ?? api.user_id,
    tags: Array.isArray(api.tags) ? api.tags : [],
  }
}

export interface TodoListQuery {
  /** true, false, or omitted for all. */
  completed?: boolean
  priority?: string
  search?: string
  page?: number
  limit?: number
  sortBy?: string
  order?: 'asc' | 'desc'
}

export interface TodoList {
  todos: Todo[]
  more: boolean
  total: number | null
}

/** GET /todos/ */
export async function fetchTodos(query: TodoListQuery = {}): Promise<TodoList> {
  const answer = await request<TodoListResponse>('/todos/', { query: { ...query } })
  return {
    todos: (answer?.todos ?? []).map(toTodo),
    more: answer?.more === true,
    total: typeof answer?.total === 'number' ? answer.total : null,
  }
}

/** GET /todos/stats */
export function fetchTodoStats(): Promise<TodoStats> {
  return request<TodoStats>('/todos/stats')
}

/** POST /todos/ */
export async function createTodo(body: TodoCreateRequest): Promise<Todo> {
  return toTodo(await request<ApiTodo>('/todos/', { method: 'POST', body }))
}

/** PATCH /todos/{id} */
export async function updateTodo(id: number, body: TodoUpdateRequest): Promise<Todo> {
  return toTodo(await request<ApiTodo>(`/todos/${id}`, { method: 'PATCH', body }))
}

/** PATCH /todos/{id}/toggle */
export async function toggleTodo(id: number): Promise<Todo> {
  return toTodo(await request<ApiTodo>(`/todos/${id}/toggle`, { method: 'PATCH' }))
}

/** DELETE /todos/{id} */
export async function deleteTodo(id: number): Promise<void> {
  await request<unknown>(`/todos/${id}`, { method: 'DELETE' })
}
