/**
 * The todo actions' graph model (tests/model/todos.model.spec.ts runs it in Chromium on the
 * seeded demo user; the browser acts on the first row of the list).
 */
import type { EventFromLogic } from 'xstate'
import type { TodoStats } from '../shared/contracts-everyday'
import type { ApiError } from '../shared/errors'
import { after, defineModel, done, failed } from '../shared/model'
import { TODO_LIST_SAMPLE } from './todo-list.model'
import { todosMachine, type TodosContext } from './todos.machine'

type Ev = EventFromLogic<typeof todosMachine>

export const TODOS_MODEL_STATS: TodoStats = { total: 30, completed: 10, pending: 20, overdue: 2, due_today: 1, completion_rate: 33.3 }
/** A refusal without a known text: the screen's own default ('Failed to … todo'). */
export const TODOS_MODEL_ERROR: ApiError = { kind: 'http', status: 400, message: 'Nope', issues: null }
/** Titles the model types: blank ('Title is required'), too short, valid. */
export const TODOS_MODEL_TITLES = ['', 'ab', 'Model todo'] as const

export const todosModel = defineModel({
  id: 'todos',
  area: 'todos',
  routes: ['/todos'],
  title: 'Todo actions',
  description: 'Counts from the stats, add/edit modal with the title rules, Complete/Reopen, delete (English confirms, Korean fades 300 ms), ?add=true.',
  machine: todosMachine,
  starts: [
    { name: 'English', input: { language: 'en' } },
    { name: 'English, ?add=true', input: { language: 'en', openForm: true } },
  ],
  events: (s): Ev[] => {
    const c = s.context as TodosContext
    const value = s.value as { stats: string; action: string }
    // The counts settle first (they reload after every change), so the graph stays small.
    if (value.stats === 'loading') return [done('fetchStats', TODOS_MODEL_STATS), failed('fetchStats', TODOS_MODEL_ERROR)] as unknown as Ev[]
    const events: Ev[] = []
    if (value.stats === 'failed') events.push({ type: 'stats.reload' })
    switch (value.action) {
      case 'idle':
        if (c.language === 'ko') return [...events, { type: 'todo.delete', id: TODO_LIST_SAMPLE.id }, { type: 'language.set', language: 'en' }]
        return [
          ...events,
          { type: 'form.open' },
          { type: 'form.edit', todo: TODO_LIST_SAMPLE },
          { type: 'todo.toggle', id: TODO_LIST_SAMPLE.id },
          { type: 'todo.delete', id: TODO_LIST_SAMPLE.id },
          { type: 'language.set', language: 'ko' },
        ]
      case 'editing':
        return [
          ...TODOS_MODEL_TITLES.filter((v) => v !== c.form?.values.title).map((value) => ({ type: 'field.change' as const, field: 'title' as const, value })),
          { type: 'form.submit' },
          { type: 'form.cancel' },
        ]
      case 'creating':
        return [done('createTodo', TODO_LIST_SAMPLE), failed('createTodo', TODOS_MODEL_ERROR)] as unknown as Ev[]
      case 'updating':
        return [done('updateTodo', TODO_LIST_SAMPLE), failed('updateTodo', TODOS_MODEL_ERROR)] as unknown as Ev[]
      case 'toggling':
        return [done('toggleTodo', TODO_LIST_SAMPLE), failed('toggleTodo', TODOS_MODEL_ERROR)] as unknown as Ev[]
      case 'confirmingDelete':
        return [{ type: 'delete.confirm' }, { type: 'delete.cancel' }]
      case 'fading':
        return [after('fadeDelay', 'todos.action.fading')] as unknown as Ev[]
      case 'deleting':
        return [done('deleteTodo', undefined), failed('deleteTodo', TODOS_MODEL_ERROR)] as unknown as Ev[]
    }
    return events
  },
  context: (s) => {
    const c = s.context as TodosContext
    return [c.language, c.openForm, c.form ? [c.form.id !== null, c.form.values.title, c.form.attempted, c.form.failure?.operation ?? null] : null, c.targetId !== null]
  },
})
