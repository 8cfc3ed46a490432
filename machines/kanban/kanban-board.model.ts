/**
 * The kanban board machine's graph model (tests/model/kanban-board.model.spec.ts drives it in
 * Chromium through the sandbox): the auto-setup on a first visit, a failed step and its retry
 * (which finds the half-made board and completes its missing columns), a template board and
 * switching back, the add/edit form with a blank title, saving, deleting and the reload.
 *
 * The sample actor results follow what the sandbox would answer for the demo user, who starts
 * with no board, so the browser takes the same guarded branches as the graph:
 *   - the board list is the boards the machine has created so far (empty on the first visit);
 *   - the first board lacks exactly the standard columns whose creation has not succeeded yet
 *     (the left-over `columnsToCreate` with a translation key; a template's have none);
 *   - a freshly loaded board shows no card; a reload after a save or a delete shows one. The
 *     browser keeps a card on the board for that: the delete the graph calls successful is
 *     answered 200 by a sandbox scenario without removing the card (the e2e spec checks the
 *     real removal), and a board the model shows without cards may hold some in the browser.
 * Card actions are offered on the first board only, and only while no form is open (the modal
 * covers the board); the form's events only while it is open.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate'
import {
  KANBAN_SAMPLE_USERS,
  KANBAN_STANDARD_COLUMNS,
  type ApiKanbanBoard,
  type ApiKanbanBoardSummary,
  type ApiKanbanCard,
  type ApiKanbanColumn,
} from '../shared/contracts-everyday'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { BOARD_TEMPLATES, canSubmitCard, DEFAULT_BOARD, kanbanBoardMachine, STANDARD_COLUMN_TITLES } from './kanban-board.machine'

type Ev = EventFromLogic<typeof kanbanBoardMachine>
type Snapshot = SnapshotFrom<typeof kanbanBoardMachine>

const AT = '2026-11-01T09:00:00.000Z'
const SERVER_ERROR: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }
/** The model applies one template (every template takes the same transitions). */
export const KANBAN_MODEL_TEMPLATE = 'basic' as const
/** The title the model types into the card form. */
export const KANBAN_MODEL_CARD_TITLE = 'Model card'

const sampleCard = (id: number, column_id: number): ApiKanbanCard => ({
  id,
  column_id,
  title: KANBAN_MODEL_CARD_TITLE,
  description: null,
  priority: 'medium',
  assignee_id: null,
  due_date: null,
  position: 0,
  created_at: AT,
  updated_at: AT,
})

const column = (boardId: number, index: number, title: string, translation_key: string | null): ApiKanbanColumn => ({
  id: boardId * 100 + index,
  board_id: boardId,
  title,
  position: index,
  translation_key,
  cards: [],
})

/** The board `boardId` as the sandbox would answer it (see the file comment). */
function boardFor(s: Snapshot): ApiKanbanBoard {
  const c = s.context
  const id = c.boardId ?? 1
  const summary = c.boards.find((b) => b.id === id) ?? { id, title: DEFAULT_BOARD.title, description: DEFAULT_BOARD.description, created_at: AT }
  let columns: ApiKanbanColumn[]
  if (id === c.boards[0]?.id) {
    const missing = new Set(c.columnsToCreate.map((col) => col.translation_key).filter((key) => key !== null))
    columns = KANBAN_STANDARD_COLUMNS.filter((key) => !missing.has(key)).map((key, i) => column(id, i, STANDARD_COLUMN_TITLES[key], key))
  } else if (c.template !== null) {
    columns = BOARD_TEMPLATES[c.template].columns.map((title, i) => column(id, i, title, null))
  } else {
    // Another board opened from the list: its columns do not matter to the machine (no auto-setup there).
    columns = []
  }
  return { ...summary, columns }
}

/** The board after a save or a delete: the same board with one card in its first column. */
function reloadedBoard(s: Snapshot): ApiKanbanBoard {
  const board = s.context.board!
  if (board.columns.some((col) => col.cards.length > 0)) return board
  return { ...board, columns: board.columns.map((col, i) => (i === 0 ? { ...col, cards: [sampleCard(1, col.id)] } : col)) }
}

const firstCard = (board: ApiKanbanBoard | null) => board?.columns.flatMap((col) => col.cards)[0]

export const kanbanBoardModel = defineModel({
  id: 'kanbanBoard',
  area: 'kanban',
  routes: ['/kanban'],
  title: 'Kanban board',
  description:
    "Auto-setup (no board → 'My Kanban Board' and its 4 columns one by one; a half-made board gets its missing columns), the red error with retry, templates, switching boards, the add/edit card form, saving, deleting and the reload.",
  machine: kanbanBoardMachine,
  starts: [{ name: 'first visit (no board)', input: undefined }],
  events: (s) => {
    const c = s.context
    const events: Ev[] = []
    const actor = (id: string, output: unknown) => events.push(done(id, output) as unknown as Ev, failed(id, SERVER_ERROR) as unknown as Ev)
    // The sandbox answers the fixed 5 sample users; without them the machine keeps its built-in copy of the same 5.
    if (s.matches('loadingUsers')) actor('loadUsers', [...KANBAN_SAMPLE_USERS])
    if (s.matches('loadingBoards')) actor('listBoards', c.boards)
    if (s.matches('creatingBoard')) {
      const title = c.template ? BOARD_TEMPLATES[c.template].title : DEFAULT_BOARD.title
      const created: ApiKanbanBoardSummary = { id: Math.max(0, ...c.boards.map((b) => b.id)) + 1, title, description: null, created_at: AT }
      actor('createBoard', created)
    }
    if (s.matches('creatingColumn')) actor('createColumn', {})
    if (s.matches('loadingBoard')) actor('loadBoard', boardFor(s))
    if (s.matches('failed')) events.push({ type: 'board.retry' })
    if (s.matches({ ready: 'idle' })) {
      if (c.form === null) {
        events.push({ type: 'template.apply', template: KANBAN_MODEL_TEMPLATE })
        const other = c.boards.find((b) => b.id !== c.board?.id)
        if (other) events.push({ type: 'board.open', id: other.id })
        const onFirst = c.board !== null && c.board.id === c.boards[0]?.id
        const card = firstCard(c.board)
        if (onFirst && c.board!.columns.length > 0) events.push({ type: 'card.add', columnId: c.board!.columns[0]!.id })
        if (onFirst && card) events.push({ type: 'card.edit', card }, { type: 'card.delete', id: card.id })
      } else {
        events.push(
          { type: 'form.change', field: 'title', value: '' },
          { type: 'form.change', field: 'title', value: KANBAN_MODEL_CARD_TITLE },
          { type: 'form.submit' },
          { type: 'form.close' },
        )
      }
    }
    if (s.matches({ ready: 'saving' })) actor('saveCard', sampleCard(1, c.form?.values.columnId ?? 0))
    if (s.matches({ ready: 'deleting' })) actor('deleteCard', undefined)
    if (s.matches({ ready: 'reloading' })) actor('loadBoard', reloadedBoard(s))
    return events
  },
  context: (s) => {
    const c = s.context
    return {
      boards: Math.min(c.boards.length, 2),
      onFirst: c.board !== null && c.board.id === c.boards[0]?.id,
      board: c.board !== null,
      card: firstCard(c.board) !== undefined,
      columnsToCreate: c.columnsToCreate.map((col) => col.translation_key ?? '-'),
      template: c.template,
      autoSetup: c.autoSetup,
      form: c.form && { mode: c.form.mode, ok: canSubmitCard(c.form.values) },
      failure: c.failure?.op ?? null,
    }
  },
})
