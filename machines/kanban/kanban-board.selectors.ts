/**
 * What the kanban view reads about the board it shows (CONVENTIONS, Machines: selectors next to
 * the machine). The board is the card-move child's (with a pending move applied).
 */
import type { ApiKanbanBoard } from '../shared/contracts-everyday'
import { BOARD_TEMPLATES, type BoardTemplate } from './kanban-board.machine'

/** No card in any column (docs/spec/2-everyday-modules.md §4: the auto-setup board starts with its four columns and no cards). */
export function selectBoardIsEmpty(board: Pick<ApiKanbanBoard, 'columns'>): boolean {
  return board.columns.every((column) => column.cards.length === 0)
}

/** The board title and the columns, in order, that a template creates (the picker names exactly these). */
export function selectTemplateContents(template: BoardTemplate): { title: string; columns: readonly string[] } {
  return BOARD_TEMPLATES[template]
}
