/**
 * What the kanban view reads about the board it shows (CONVENTIONS, Machines: selectors next to
 * the machine). The board is the card-move child's (with a pending move applied).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { ApiKanbanBoard, ApiKanbanColumn } from '../shared/contracts-everyday'
import type { cardMoveMachine } from './card-move.machine'
import { BOARD_TEMPLATES, type BoardTemplate, type kanbanBoardMachine } from './kanban-board.machine'

type BoardSnapshot = SnapshotFrom<typeof kanbanBoardMachine>
type MoveSnapshot = SnapshotFrom<typeof cardMoveMachine>

/** No card in any column (docs/spec/2-everyday-modules.md §4: the auto-setup board starts with its four columns and no cards). */
export function selectBoardIsEmpty(board: Pick<ApiKanbanBoard, 'columns'>): boolean {
  return board.columns.every((column) => column.cards.length === 0)
}

/** The board title and the columns, in order, that a template creates (the picker names exactly these). */
export function selectTemplateContents(template: BoardTemplate): { title: string; columns: readonly string[] } {
  return BOARD_TEMPLATES[template]
}

/** The board is open (its cards shown, a template can be applied): the card-move child runs. */
export function selectBoardIsReady(snapshot: BoardSnapshot): boolean {
  return snapshot.matches('ready')
}

/** A load or setup step failed: the red error with a retry. */
export function selectBoardFailed(snapshot: BoardSnapshot): boolean {
  return snapshot.matches('failed')
}

/**
 * The columns on screen, from the card-move child's board (the last board the server gave after
 * the moves); undefined while no board is open (the view then falls back to the board machine's).
 */
export function selectMoveColumns(move: MoveSnapshot | undefined): ApiKanbanColumn[] | undefined {
  return move?.context.board.columns
}

/** What the kanban view renders: `useSelector(ref, selectKanbanView, shallowEqual)`; the columns come from the `cardMove` child. */
export function selectKanbanView(snapshot: BoardSnapshot) {
  return {
    state: JSON.stringify(snapshot.value),
    context: snapshot.context,
    loading: snapshot.hasTag('busy'),
    saving: snapshot.hasTag('saving'),
    ready: selectBoardIsReady(snapshot),
    failed: selectBoardFailed(snapshot),
    cardMove: snapshot.children.cardMove as ActorRefFrom<typeof cardMoveMachine> | undefined,
  }
}
export type KanbanViewModel = ReturnType<typeof selectKanbanView>
