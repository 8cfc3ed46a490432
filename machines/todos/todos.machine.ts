/**
 * The todos page's actions (docs/spec/2-everyday-modules.md §2 "Todos page", §4, §5, §8, §9), next to the list machine
 * (todo-list.machine.ts) that shows the rows:
 * - the filter counts from GET /todos/stats (region `stats`, reloaded after every change);
 * - the add/edit modal: title 3–100 ('Title is required' when blank), description ≤ 500, priority
 *   low/medium/high, optional due date; submit disabled below 3 trimmed characters (an attempt,
 *   Enter in a field, shows the messages); a failed save keeps the modal open with 'Failed to
 *   create todo' / 'Failed to update todo';
 * - Complete / Reopen (PATCH /todos/{id}/toggle; 'Failed to toggle todo');
 * - delete: in English through a confirm dialog, in Korean a 300 ms fade and then the delete with
 *   no confirmation ('Failed to delete todo');
 * - `/todos?add=true` opens the new-todo form at once and the parameter is removed (`clearAddParam`).
 * After each change `changed` lets the list reload.
 */
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate'
import { TODO_LIMITS, TODO_PRIORITY_VALUES, type TodoPriority, type TodoStats } from '../shared/contracts-everyday'
import { failureCode, type FailureCode } from '../shared/errors'
import { dueDateToInput, type Todo } from './todo'

/** docs/spec/2-everyday-modules.md §9: the Korean delete fade. */
export const DELETE_FADE_MS = 300

export type TodoField = 'title' | 'description' | 'priority' | 'dueDate'
export interface TodoFormValues {
  title: string
  description: string
  priority: TodoPriority
  /** `YYYY-MM-DD` or ''. */
  dueDate: string
}

export type TodoFieldError = 'titleRequired' | 'titleMin' | 'titleMax' | 'descriptionMax' | 'priority' | 'dueDate'

export const EMPTY_TODO_FORM: TodoFormValues = { title: '', description: '', priority: 'medium', dueDate: '' }

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Every field's message, or null (docs/spec/2-everyday-modules.md §5). */
export function todoFormErrors(values: TodoFormValues): Record<TodoField, TodoFieldError | null> {
  const title = values.title.trim()
  return {
    title: title === '' ? 'titleRequired' : title.length < TODO_LIMITS.titleMin ? 'titleMin' : title.length > TODO_LIMITS.titleMax ? 'titleMax' : null,
    description: values.description.trim().length > TODO_LIMITS.descriptionMax ? 'descriptionMax' : null,
    priority: (TODO_PRIORITY_VALUES as readonly string[]).includes(values.priority) ? null : 'priority',
    dueDate: values.dueDate === '' || (DAY_PATTERN.test(values.dueDate) && Number.isFinite(Date.parse(values.dueDate))) ? null : 'dueDate',
  }
}

export function todoFormValid(values: TodoFormValues): boolean {
  return Object.values(todoFormErrors(values)).every((e) => e === null)
}

/** docs/spec/2-everyday-modules.md §5: the submit button is disabled below 3 trimmed characters of title. */
export function todoSubmitEnabled(values: TodoFormValues): boolean {
  return values.title.trim().length >= TODO_LIMITS.titleMin
}

export function todoFormValuesOf(todo: Todo): TodoFormValues {
  return { title: todo.title, description: todo.description, priority: todo.priority, dueDate: dueDateToInput(todo.dueDate) }
}

export type TodoOperation = 'fetch' | 'create' | 'update' | 'toggle' | 'delete'

export interface TodoFailure {
  operation: TodoOperation
  code: FailureCode
}

export interface TodoForm {
  /** The todo being edited, or null for a new one. */
  id: number | null
  values: TodoFormValues
  /** A submit was attempted with a broken rule: the messages show from then on. */
  attempted: boolean
  failure: TodoFailure | null
}

export interface TodosContext {
  language: 'en' | 'ko'
  /** Opened with `?add=true` (consumed at start). */
  openForm: boolean
  stats: TodoStats | null
  form: TodoForm | null
  /** The todo being toggled, confirmed for deletion, fading or deleted. */
  targetId: number | null
}

export type TodosEvent =
  | { type: 'form.open' }
  | { type: 'form.edit'; todo: Todo }
  | { type: 'field.change'; field: TodoField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'todo.toggle'; id: number }
  | { type: 'todo.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'language.set'; language: 'en' | 'ko' }
  | { type: 'stats.reload' }

export interface TodosInput {
  language: 'en' | 'ko'
  /** The page was opened with `?add=true`. */
  openForm?: boolean
}

export const todosMachine = setup({
  types: {
    context: {} as TodosContext,
    events: {} as TodosEvent,
    input: {} as TodosInput,
    tags: {} as 'busy' | 'saving',
  },
  actors: {
    fetchStats: fromPromise<TodoStats, void>(async () => {
      throw new Error('fetchStats is provided by the app')
    }),
    /** POST /todos/ */
    createTodo: fromPromise<Todo, TodoFormValues>(async () => {
      throw new Error('createTodo is provided by the app')
    }),
    /** PATCH /todos/{id} */
    updateTodo: fromPromise<Todo, { id: number; values: TodoFormValues }>(async () => {
      throw new Error('updateTodo is provided by the app')
    }),
    toggleTodo: fromPromise<Todo, { id: number }>(async () => {
      throw new Error('toggleTodo is provided by the app')
    }),
    deleteTodo: fromPromise<void, { id: number }>(async () => {
      throw new Error('deleteTodo is provided by the app')
    }),
  },
  actions: {
    /** A todo changed: the list reloads (the app sends `list.reload` to the list). */
    changed: () => {},
    /** Removes `add=true` from the address (replace, no history entry). */
    clearAddParam: () => {},
    /** A toast with the translated failure ('Failed to toggle todo', 'Failed to delete todo', …). */
    notifyFailed: (_, _params: TodoFailure) => {},
  },
  guards: {
    addRequested: ({ context }) => context.openForm,
    validNew: ({ context }) => context.form !== null && context.form.id === null && todoFormValid(context.form.values),
    validEdit: ({ context }) => context.form !== null && context.form.id !== null && todoFormValid(context.form.values),
    confirmsDelete: ({ context }) => context.language === 'en',
  },
  delays: {
    fadeDelay: DELETE_FADE_MS,
  },
}).createMachine({
  id: 'todos',
  type: 'parallel',
  context: ({ input }) => ({ language: input.language, openForm: input.openForm === true, stats: null, form: null, targetId: null }),
  on: {
    'language.set': { description: 'The delete rule follows the UI language.', actions: assign({ language: ({ event }) => event.language }) },
  },
  states: {
    stats: {
      initial: 'loading',
      on: { 'stats.reload': { target: '.loading', reenter: true } },
      states: {
        loading: {
          invoke: {
            id: 'fetchStats',
            src: 'fetchStats',
            onDone: { target: 'ready', actions: assign({ stats: ({ event }) => event.output }) },
            onError: { target: 'failed', description: 'The filter counts show a dash; the list still works.', actions: assign({ stats: null }) },
          },
        },
        ready: {},
        failed: {},
      },
    },
    action: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            {
              guard: 'addRequested',
              target: 'editing',
              description: '`?add=true` opens the new-todo form, then leaves the address (replace: no history entry).',
              actions: [assign({ openForm: false, form: { id: null, values: EMPTY_TODO_FORM, attempted: false, failure: null } }), 'clearAddParam'],
            },
            { target: 'idle' },
          ],
        },
        idle: {
          on: {
            'form.open': { target: 'editing', actions: assign({ form: { id: null, values: EMPTY_TODO_FORM, attempted: false, failure: null } }) },
            'form.edit': {
              target: 'editing',
              actions: assign({ form: ({ event }) => ({ id: event.todo.id, values: todoFormValuesOf(event.todo), attempted: false, failure: null }) }),
            },
            'todo.toggle': { target: 'toggling', actions: assign({ targetId: ({ event }) => event.id }) },
            'todo.delete': [
              { guard: 'confirmsDelete', target: 'confirmingDelete', description: 'English: a confirm dialog first.', actions: assign({ targetId: ({ event }) => event.id }) },
              { target: 'fading', description: 'Korean: no confirmation; the row fades for 300 ms.', actions: assign({ targetId: ({ event }) => event.id }) },
            ],
          },
        },
        editing: {
          on: {
            'field.change': {
              actions: assign({ form: ({ context, event }) => (context.form ? { ...context.form, values: { ...context.form.values, [event.field]: event.value } } : null) }),
            },
            'form.submit': [
              { guard: 'validNew', target: 'creating' },
              { guard: 'validEdit', target: 'updating' },
              {
                description: "A broken rule ('Title is required', 3 to 100 characters, description at most 500): the messages show, nothing is sent.",
                actions: assign({ form: ({ context }) => (context.form ? { ...context.form, attempted: true } : null) }),
              },
            ],
            'form.cancel': { target: 'idle', actions: assign({ form: null }) },
          },
        },
        creating: {
          tags: ['busy', 'saving'],
          invoke: {
            id: 'createTodo',
            src: 'createTodo',
            input: ({ context }) => context.form!.values,
            onDone: { target: 'idle', actions: [assign({ form: null }), 'changed', raise({ type: 'stats.reload' })] },
            onError: {
              target: 'editing',
              description: "The modal stays open with 'Failed to create todo'; the typed values stay.",
              actions: assign({ form: ({ context, event }) => (context.form ? { ...context.form, failure: { operation: 'create', code: failureCode(event.error) } } : null) }),
            },
          },
        },
        updating: {
          tags: ['busy', 'saving'],
          invoke: {
            id: 'updateTodo',
            src: 'updateTodo',
            input: ({ context }) => ({ id: context.form!.id!, values: context.form!.values }),
            onDone: { target: 'idle', actions: [assign({ form: null }), 'changed', raise({ type: 'stats.reload' })] },
            onError: {
              target: 'editing',
              description: "The modal stays open with 'Failed to update todo'; the typed values stay.",
              actions: assign({ form: ({ context, event }) => (context.form ? { ...context.form, failure: { operation: 'update', code: failureCode(event.error) } } : null) }),
            },
          },
        },
        toggling: {
          tags: ['busy'],
          invoke: {
            id: 'toggleTodo',
            src: 'toggleTodo',
            input: ({ context }) => ({ id: context.targetId! }),
            onDone: { target: 'idle', actions: [assign({ targetId: null }), 'changed', raise({ type: 'stats.reload' })] },
            onError: {
              target: 'idle',
              actions: [{ type: 'notifyFailed', params: ({ event }) => ({ operation: 'toggle' as const, code: failureCode(event.error) }) }, assign({ targetId: null })],
            },
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'idle', actions: assign({ targetId: null }) },
          },
        },
        fading: {
          tags: ['busy'],
          after: { fadeDelay: 'deleting' },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteTodo',
            src: 'deleteTodo',
            input: ({ context }) => ({ id: context.targetId! }),
            onDone: { target: 'idle', actions: [assign({ targetId: null }), 'changed', raise({ type: 'stats.reload' })] },
            onError: {
              target: 'idle',
              description: "The row comes back; a toast says 'Failed to delete todo'.",
              actions: [{ type: 'notifyFailed', params: ({ event }) => ({ operation: 'delete' as const, code: failureCode(event.error) }) }, assign({ targetId: null })],
            },
          },
        },
      },
    },
  },
})

export type TodosMachine = typeof todosMachine

/** What the todos view renders: `useSelector(ref, selectTodosView, shallowEqual)`. */
export function selectTodosView(s: SnapshotFrom<TodosMachine>) {
  const action = String((s.value as { action: string }).action)
  return {
    context: s.context,
    /** The action region's state (the page's `data-state`). */
    action,
    formOpen: action === 'editing' || action === 'creating' || action === 'updating',
    /** The target todo fades out, then is deleted (its row says which). */
    removing: action === 'fading' || action === 'deleting' ? (action as 'fading' | 'deleting') : null,
    confirmingDelete: action === 'confirmingDelete',
    statsFailed: s.matches({ stats: 'failed' }),
    busy: s.hasTag('busy'),
    saving: s.hasTag('saving'),
  }
}
export type TodosViewModel = ReturnType<typeof selectTodosView>
