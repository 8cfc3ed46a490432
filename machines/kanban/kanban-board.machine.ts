/**
 * The kanban board page (docs/spec/2-everyday-modules.md §2 "Kanban board", §4, §5, §8): loading with the auto-setup,
 * board templates, the add/edit card form and card deletion. The optimistic card move is its own
 * machine (card-move.machine.ts), invoked while the board is open: it owns the board on screen,
 * and this machine hands it every board it reloads (`board.set`).
 *
 * Auto-setup (docs/spec/2-everyday-modules.md §4): no board → create "My Kanban Board" ("Personal task management
 * board") and then the 4 standard columns (todo, inProgress, review, done) at positions 0–3,
 * one by one; otherwise open the first board and append any missing standard column at the end.
 * Templates (basic, scrum, personal) create the board, then its columns one by one, and open it.
 * Failures show in red on the board with the spec's texts ('Failed to fetch boards', …).
 */
import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  KANBAN_SAMPLE_USERS,
  KANBAN_STANDARD_COLUMNS,
  type ApiKanbanBoard,
  type ApiKanbanBoardSummary,
  type ApiKanbanCard,
  type KanbanCardCreateRequest,
  type KanbanCardUpdateRequest,
  type KanbanPriority,
  type KanbanStandardColumn,
  type KanbanUser,
} from '../shared/contracts-everyday'
import { failureCode, type FailureCode } from '../shared/errors'
import { cardMoveMachine } from './card-move.machine'

/** docs/spec/2-everyday-modules.md §4: the board the auto-setup creates. */
export const DEFAULT_BOARD = { title: 'My Kanban Board', description: 'Personal task management board' } as const
/** The server titles of the standard columns (the screen shows them translated by key). */
export const STANDARD_COLUMN_TITLES: Record<KanbanStandardColumn, string> = {
  todo: 'To Do',
  inProgress: 'In Progress',
  review: 'Review',
  done: 'Done',
}
/** docs/spec/2-everyday-modules.md §4: board templates, their board title and columns in order. */
export const BOARD_TEMPLATES = {
  basic: { title: 'New Board', columns: ['To Do', 'In Progress', 'Done'] },
  scrum: { title: 'Sprint Board', columns: ['Backlog', 'To Do', 'In Progress', 'Review', 'Done'] },
  personal: { title: 'Personal Tasks', columns: ['Ideas', 'This Week', 'Today', 'Completed'] },
} as const
export type BoardTemplate = keyof typeof BOARD_TEMPLATES
export const BOARD_TEMPLATE_NAMES = Object.keys(BOARD_TEMPLATES) as BoardTemplate[]

/** The operations of docs/spec/2-everyday-modules.md §8, each with its fallback text 'Failed to …'. */
export type KanbanOp = 'fetchBoards' | 'fetchBoard' | 'createBoard' | 'createColumn' | 'createCard' | 'updateCard' | 'deleteCard' | 'moveCard'

export interface ColumnToCreate {
  title: string
  position: number
  translation_key: string | null
}

export interface CardFormValues {
  title: string
  description: string
  priority: KanbanPriority
  /** '' = none. */
  assigneeId: string
  columnId: number
}

export interface CardForm {
  mode: 'create' | 'edit'
  cardId: number | null
  values: CardFormValues
}

export interface KanbanBoardContext {
  users: KanbanUser[]
  boards: ApiKanbanBoardSummary[]
  board: ApiKanbanBoard | null
  /** The board being set up (created or completed), then opened. */
  boardId: number | null
  /** Columns still to create, one by one. */
  columnsToCreate: ColumnToCreate[]
  /** Whether opening a board appends missing standard columns (the auto-setup; not for a template's board). */
  autoSetup: boolean
  template: BoardTemplate | null
  form: CardForm | null
  /** Grows with every form opened, so the view mounts a fresh form. */
  formKey: number
  failure: { op: KanbanOp; code: FailureCode } | null
}

export type KanbanBoardEvent =
  | { type: 'board.retry' }
  | { type: 'board.open'; id: number }
  | { type: 'template.apply'; template: BoardTemplate }
  | { type: 'card.add'; columnId: number }
  | { type: 'card.edit'; card: ApiKanbanCard }
  | { type: 'card.delete'; id: number }
  | { type: 'form.change'; field: keyof CardFormValues; value: string }
  | { type: 'form.submit' }
  | { type: 'form.close' }

export type SaveCardInput =
  | { mode: 'create'; columnId: number; body: KanbanCardCreateRequest }
  | { mode: 'edit'; cardId: number; body: KanbanCardUpdateRequest }

const titleKey = (title: string) => title.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The standard column a board's column is: by its translation key, else by its title (a column made through the API with only a title and position, §7). */
export function standardColumnOf(column: { title: string; translation_key: string | null }): KanbanStandardColumn | null {
  if ((KANBAN_STANDARD_COLUMNS as readonly (string | null)[]).includes(column.translation_key)) return column.translation_key as KanbanStandardColumn
  if (column.translation_key) return null
  return KANBAN_STANDARD_COLUMNS.find((key) => titleKey(STANDARD_COLUMN_TITLES[key]) === titleKey(column.title)) ?? null
}

/** Standard columns missing from a board, appended at the end positions (docs/spec/2-everyday-modules.md §4). */
export function missingStandardColumns(board: ApiKanbanBoard): ColumnToCreate[] {
  const present = new Set(board.columns.map(standardColumnOf))
  const missing = KANBAN_STANDARD_COLUMNS.filter((key) => !present.has(key))
  return missing.map((key, i) => ({ title: STANDARD_COLUMN_TITLES[key], position: board.columns.length + i, translation_key: key }))
}

/** docs/spec/2-everyday-modules.md §5: the title is required; submit is disabled while it is blank after trimming. */
export const canSubmitCard = (values: CardFormValues) => values.title.trim() !== ''

export function cardBody(values: CardFormValues): KanbanCardCreateRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    priority: values.priority,
    assignee_id: values.assigneeId === '' ? null : Number(values.assigneeId),
  }
}

export const kanbanBoardMachine = setup({
  types: {
    context: {} as KanbanBoardContext,
    events: {} as KanbanBoardEvent,
    tags: {} as 'busy' | 'saving',
  },
  actors: {
    loadUsers: fromPromise<KanbanUser[]>(async () => {
      throw new Error('loadUsers is provided by the app')
    }),
    listBoards: fromPromise<ApiKanbanBoardSummary[]>(async () => {
      throw new Error('listBoards is provided by the app')
    }),
    createBoard: fromPromise<ApiKanbanBoardSummary, { title: string; description: string | null }>(async () => {
      throw new Error('createBoard is provided by the app')
    }),
    createColumn: fromPromise<unknown, { boardId: number; column: ColumnToCreate }>(async () => {
      throw new Error('createColumn is provided by the app')
    }),
    loadBoard: fromPromise<ApiKanbanBoard, { id: number }>(async () => {
      throw new Error('loadBoard is provided by the app')
    }),
    saveCard: fromPromise<ApiKanbanCard, SaveCardInput>(async () => {
      throw new Error('saveCard is provided by the app')
    }),
    deleteCard: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('deleteCard is provided by the app')
    }),
    cardMove: cardMoveMachine,
  },
  guards: {
    noBoards: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
    columnsMissing: ({ context, event }) =>
      context.autoSetup && 'output' in event && missingStandardColumns(event.output as ApiKanbanBoard).length > 0,
    moreColumns: ({ context }) => context.columnsToCreate.length > 1,
    canSubmit: ({ context }) => context.form !== null && canSubmitCard(context.form.values),
    otherBoard: ({ context, event }) => event.type === 'board.open' && event.id !== context.board?.id && context.boards.some((b) => b.id === event.id),
  },
  actions: {
    failed: assign({
      failure: (_, params: { op: KanbanOp; error: unknown }) => ({ op: params.op, code: failureCode(params.error) }),
    }),
    clearFailure: assign({ failure: null }),
    forwardBoard: sendTo('cardMove', ({ context }) => ({ type: 'board.set' as const, board: context.board! })),
  },
}).createMachine({
  id: 'kanbanBoard',
  context: {
    users: [...KANBAN_SAMPLE_USERS],
    boards: [],
    board: null,
    boardId: null,
    columnsToCreate: [],
    autoSetup: true,
    template: null,
    form: null,
    formKey: 0,
    failure: null,
  },
  initial: 'loadingUsers',
  states: {
    loadingUsers: {
      tags: ['busy'],
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        onDone: { target: 'loadingBoards', actions: assign({ users: ({ event }) => event.output }) },
        onError: {
          target: 'loadingBoards',
          description: 'The 5 sample users are fixed (spec 2 §3): without the list the built-in copy serves.',
        },
      },
    },
    loadingBoards: {
      tags: ['busy'],
      entry: assign({ autoSetup: true }),
      invoke: {
        id: 'listBoards',
        src: 'listBoards',
        onDone: [
          {
            guard: 'noBoards',
            target: 'creatingBoard',
            description: "No board yet: create 'My Kanban Board' with the 4 standard columns.",
            actions: assign({ boards: [], template: null }),
          },
          {
            target: 'loadingBoard',
            description: 'Open the first board.',
            actions: assign({ boards: ({ event }) => event.output, boardId: ({ event }) => event.output[0]!.id }),
          },
        ],
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ op: 'fetchBoards', error: event.error }) } },
      },
    },
    creatingBoard: {
      tags: ['busy'],
      invoke: {
        id: 'createBoard',
        src: 'createBoard',
        input: ({ context }) =>
          context.template
            ? { title: BOARD_TEMPLATES[context.template].title, description: null }
            : { title: DEFAULT_BOARD.title, description: DEFAULT_BOARD.description },
        onDone: {
          target: 'creatingColumn',
          actions: assign({
            boardId: ({ event }) => event.output.id,
            boards: ({ context, event }) => [...context.boards, event.output],
            columnsToCreate: ({ context }) =>
              context.template
                ? BOARD_TEMPLATES[context.template].columns.map((title, position) => ({ title, position, translation_key: null }))
                : KANBAN_STANDARD_COLUMNS.map((key, position) => ({ title: STANDARD_COLUMN_TITLES[key], position, translation_key: key })),
          }),
        },
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ op: 'createBoard', error: event.error }) } },
      },
    },
    creatingColumn: {
      tags: ['busy'],
      description: 'Columns are created one by one, in order.',
      invoke: {
        id: 'createColumn',
        src: 'createColumn',
        input: ({ context }) => ({ boardId: context.boardId!, column: context.columnsToCreate[0]! }),
        onDone: [
          {
            guard: 'moreColumns',
            target: 'creatingColumn',
            reenter: true,
            actions: assign({ columnsToCreate: ({ context }) => context.columnsToCreate.slice(1) }),
          },
          { target: 'loadingBoard', actions: assign({ columnsToCreate: [] }) },
        ],
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ op: 'createColumn', error: event.error }) } },
      },
    },
    loadingBoard: {
      tags: ['busy'],
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => ({ id: context.boardId! }),
        onDone: [
          {
            guard: 'columnsMissing',
            target: 'creatingColumn',
            description: 'The first board lacks a standard column: append the missing ones at the end positions.',
            actions: assign({ columnsToCreate: ({ event }) => missingStandardColumns(event.output) }),
          },
          { target: 'ready', actions: assign({ board: ({ event }) => event.output, template: null, failure: null }) },
        ],
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ op: 'fetchBoard', error: event.error }) } },
      },
    },
    failed: {
      description: 'A load or setup step failed: the red error with a retry.',
      on: { 'board.retry': { target: 'loadingBoards', actions: 'clearFailure' } },
    },
    ready: {
      invoke: { id: 'cardMove', src: 'cardMove', input: ({ context }) => ({ board: context.board! }) },
      initial: 'idle',
      on: {
        'template.apply': {
          target: 'creatingBoard',
          description: 'A template creates a new board, then its columns one by one, and opens it.',
          actions: assign({ template: ({ event }) => event.template, autoSetup: false, form: null, failure: null }),
        },
        'board.open': {
          guard: 'otherBoard',
          target: 'loadingBoard',
          actions: assign({ boardId: ({ event }) => event.id, autoSetup: false, form: null, failure: null }),
        },
      },
      states: {
        idle: {
          on: {
            'card.add': {
              description: "The column's plus button opens the form preset to that column.",
              actions: assign({
                form: ({ event }) => ({
                  mode: 'create' as const,
                  cardId: null,
                  values: { title: '', description: '', priority: 'medium' as const, assigneeId: '', columnId: event.columnId },
                }),
                formKey: ({ context }) => context.formKey + 1,
              }),
            },
            'card.edit': {
              actions: assign({
                form: ({ event }) => ({
                  mode: 'edit' as const,
                  cardId: event.card.id,
                  values: {
                    title: event.card.title,
                    description: event.card.description ?? '',
                    priority: event.card.priority,
                    assigneeId: event.card.assignee_id === null ? '' : String(event.card.assignee_id),
                    columnId: event.card.column_id,
                  },
                }),
                formKey: ({ context }) => context.formKey + 1,
              }),
            },
            'card.delete': { target: 'deleting' },
            'form.change': {
              actions: assign({
                form: ({ context, event }) =>
                  context.form && {
                    ...context.form,
                    values: { ...context.form.values, [event.field]: event.field === 'columnId' ? Number(event.value) : event.value },
                  },
              }),
            },
            'form.submit': { guard: 'canSubmit', target: 'saving', description: 'Refused while the title is blank after trimming.' },
            'form.close': { description: 'Escape, ✕ or Cancel.', actions: assign({ form: null }) },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'saveCard',
            src: 'saveCard',
            input: ({ context }) => {
              const form = context.form!
              const body = cardBody(form.values)
              return form.mode === 'create'
                ? { mode: 'create' as const, columnId: form.values.columnId, body }
                : { mode: 'edit' as const, cardId: form.cardId!, body: { ...body, column_id: form.values.columnId } }
            },
            onDone: { target: 'reloading', actions: assign({ form: null, failure: null }) },
            onError: {
              target: 'idle',
              description: "The form stays open; the board shows 'Failed to create card' / 'Failed to update card'.",
              actions: {
                type: 'failed',
                params: ({ context, event }) => ({ op: context.form?.mode === 'edit' ? 'updateCard' : 'createCard', error: event.error }),
              },
            },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteCard',
            src: 'deleteCard',
            input: ({ event }) => ({ id: event.type === 'card.delete' ? event.id : 0 }),
            onDone: { target: 'reloading', actions: 'clearFailure' },
            onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ op: 'deleteCard', error: event.error }) } },
          },
        },
        reloading: {
          invoke: {
            id: 'loadBoard',
            src: 'loadBoard',
            input: ({ context }) => ({ id: context.board!.id }),
            onDone: { target: 'idle', actions: [assign({ board: ({ event }) => event.output }), 'forwardBoard'] },
            onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ op: 'fetchBoard', error: event.error }) } },
          },
        },
      },
    },
  },
})
