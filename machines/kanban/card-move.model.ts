/**
 * The optimistic card move's graph model (tests/model/card-move.model.spec.ts drives it in
 * Chromium on the demo user's board: the move answered, held or failed through sandbox
 * scenarios). The sample board only decides the graph; the browser uses the real board.
 */
import type { EventFromLogic } from 'xstate'
import type { ApiKanbanBoard, ApiKanbanCard } from '../shared/contracts-everyday'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { cardMoveMachine } from './card-move.machine'

type Ev = EventFromLogic<typeof cardMoveMachine>

const card = (id: number, column_id: number, position: number): ApiKanbanCard => ({
  id,
  column_id,
  title: `Card ${id}`,
  description: null,
  priority: 'medium',
  assignee_id: null,
  due_date: null,
  position,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
})
const column = (id: number, cards: ApiKanbanCard[]) => ({ id, board_id: 1, title: `C${id}`, position: id - 10, translation_key: null, cards })

export const CARD_MOVE_SAMPLE_BOARD: ApiKanbanBoard = {
  id: 1,
  title: 'My Kanban Board',
  description: null,
  created_at: '2026-11-01T09:00:00.000Z',
  columns: [column(10, [card(1, 10, 0), card(2, 10, 1)]), column(11, []), column(12, []), column(13, [])],
}
const SERVER_ERROR: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }

export const cardMoveModel = defineModel({
  id: 'cardMove',
  area: 'kanban',
  routes: ['/kanban'],
  title: 'Kanban card move',
  description:
    "The optimistic move: a drop on another column moves the card at once with a spinner, calls move, reloads the board; a failed move reverts with 'Failed to move card'; a failed reload keeps the move with 'Failed to fetch board'; a second drop during a move is refused.",
  machine: cardMoveMachine,
  starts: [{ name: 'demo board', input: { board: CARD_MOVE_SAMPLE_BOARD } }],
  events: (s) => {
    const c = s.context
    const events: Ev[] = []
    if (s.matches('idle')) {
      events.push({ type: 'card.drop', cardId: 1, toColumnId: 11 })
      if (c.failure !== null) events.push({ type: 'failure.dismiss' })
      else events.push({ type: 'board.set', board: CARD_MOVE_SAMPLE_BOARD })
    }
    if (s.matches('moving')) {
      events.push(done('moveCard', card(1, 11, 0)) as unknown as Ev, failed('moveCard', SERVER_ERROR) as unknown as Ev)
      if (c.refused === null) events.push({ type: 'card.drop', cardId: 2, toColumnId: 12 })
    }
    if (s.matches('reloading')) {
      events.push(done('loadBoard', CARD_MOVE_SAMPLE_BOARD) as unknown as Ev, failed('loadBoard', SERVER_ERROR) as unknown as Ev)
      if (c.refused === null) events.push({ type: 'card.drop', cardId: 2, toColumnId: 12 })
    }
    return events
  },
  context: (s) => ({ pending: s.context.pending !== null, failure: s.context.failure?.op ?? null, refused: s.context.refused !== null }),
})
