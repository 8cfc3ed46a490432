import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { fromPromise } from 'xstate'
import { dueDateToIso } from '@machines/todos/todo'
import { completedParam, todoListMachine } from '@machines/todos/todo-list.machine'
import { selectTodosView, todosMachine, type TodoFormValues, type TodoOperation } from '@machines/todos/todos.machine'
import { selectListView } from '@machines/shared/list.machine'
import { createTodo, deleteTodo, fetchTodos, fetchTodoStats, toggleTodo, updateTodo } from '@/api/todos'
import { toLanguage } from '@/i18n'
import { useDataChangedElsewhere } from '@/lib/data-changes'
import { sandboxNow } from '@/lib/sandbox-clock'
import { failureMessage } from '@/ui/failure-text'
import { notifyFailure } from '@/ui/toaster'
import { TodosView } from './todos-view'

/** The translation key of an operation's default failure text (docs/spec/2-everyday-modules.md §8). */
export const FAILURE_KEYS: Record<TodoOperation, string> = {
  fetch: 'errors.fetch',
  create: 'errors.create',
  update: 'errors.update',
  toggle: 'errors.toggle',
  delete: 'errors.delete',
}

/** The request body of the form's values: trimmed texts, no description as null, the due day as an ISO date-time or null. */
function todoBody(values: TodoFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    priority: values.priority,
    due_date: dueDateToIso(values.dueDate),
  }
}

/** Binds the todo list and the todo actions machines to the API, the address and the toasts. */
export function TodosPage() {
  const { i18n } = useTranslation('todos')
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language)
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const listRef = useActorRef(
    todoListMachine.provide({
      actors: {
        fetchPage: fromPromise(async ({ input }) => {
          const answer = await fetchTodos({ completed: completedParam(input.filters.status), page: input.page, limit: input.limit, sortBy: 'created_at', order: 'desc' })
          return { items: answer.todos, total: answer.total ?? undefined, more: answer.more }
        }),
      },
    }),
    { input: {} },
  )
  const todosRef = useActorRef(
    todosMachine.provide({
      actors: {
        fetchStats: fromPromise(() => fetchTodoStats()),
        createTodo: fromPromise(({ input }) => createTodo(todoBody(input))),
        updateTodo: fromPromise(({ input }) => updateTodo(input.id, todoBody(input.values))),
        toggleTodo: fromPromise(({ input }) => toggleTodo(input.id)),
        deleteTodo: fromPromise(({ input }) => deleteTodo(input.id)),
      },
      actions: {
        changed: () => listRef.send({ type: 'list.reload' }),
        // After the first render: the address loses ?add=true without a history entry.
        clearAddParam: () => queueMicrotask(() => navigate({ pathname: '/todos', search: '' }, { replace: true })),
        notifyFailed: (_, { operation, code }) => {
          // An ended session was announced by the session itself.
          if (code !== 'sessionExpired') notifyFailure(failureMessage(i18n.getFixedT(null, 'todos'), code, i18n.t(FAILURE_KEYS[operation], { ns: 'todos' })))
        },
      },
    }),
    { input: { language, openForm: searchParams.get('add') === 'true' } },
  )
  useEffect(() => {
    todosRef.send({ type: 'language.set', language })
  }, [language, todosRef])
  // Another tab changed todos: the list and the counts load again (coalesced by the machines).
  useDataChangedElsewhere(['/todos'], () => {
    listRef.send({ type: 'list.sync' })
    todosRef.send({ type: 'stats.reload' })
  })
  const list = useSelector(listRef, selectListView, shallowEqual)
  const todos = useSelector(todosRef, selectTodosView, shallowEqual)
  return <TodosView list={list} sendList={listRef.send} todos={todos} send={todosRef.send} now={sandboxNow()} />
}
