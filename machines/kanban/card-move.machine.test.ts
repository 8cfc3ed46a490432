import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ApiKanbanBoard, ApiKanbanCard } from '../shared/contracts-everyday'
import { apiError, controlled } from '../shared/testing'
import { cardMoveMachine, withPendingMove, type MoveCardInput } from './card-move.machine'

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
/** Column 10: cards 1, 2; column 11: card 3; column 12: empty. */
const BOARD: ApiKanbanBoard = {
  id: 1,
  title: 'Board',
  description: null,
  created_at: '2026-11-01T09:00:00.000Z',
  columns: [column(10, [card(1, 10, 0), card(2, 10, 1)]), column(11, [card(3, 11, 0)]), column(12, [])],
}
const layout = (board: ApiKanbanBoard) => board.columns.map((c) => c.cards.map((k) => k.id))

function start() {
  const move = controlled<ApiKanbanCard, MoveCardInput>()
  const load = controlled<ApiKanbanBoard, { id: number }>()
  const actor = createActor(cardMoveMachine.provide({ actors: { moveCard: move.logic, loadBoard: load.logic } }), { input: { board: BOARD } })
  actor.start()
  const shown = () => layout(withPendingMove(actor.getSnapshot().context.board, actor.getSnapshot().context.pending))
  return { actor, move, load, shown }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('card move: the optimistic move', () => {
  it('a drop on another column moves the card at once, calls move with the target count, reloads, then clears the view', async () => {
    const { actor, move, load, shown } = start()
    actor.send({ type: 'card.drop', cardId: 1, toColumnId: 11 })
    expect(actor.getSnapshot().value).toBe('moving')
    expect(actor.getSnapshot().hasTag('moving')).toBe(true)
    expect(actor.getSnapshot().context.pending).toEqual({ cardId: 1, fromColumnId: 10, toColumnId: 11, position: 1 })
    expect(shown()).toEqual([[2], [3, 1], []])
    expect(move.run(0).input).toEqual({ cardId: 1, target_column_id: 11, position: 1 })
    move.run(0).resolve(card(1, 11, 1))
    await flush()
    expect(actor.getSnapshot().value).toBe('reloading')
    expect(actor.getSnapshot().hasTag('moving')).toBe(true)
    expect(load.run(0).input).toEqual({ id: 1 })
    const fresh = { ...BOARD, columns: [column(10, [card(2, 10, 0)]), column(11, [card(3, 11, 0), card(1, 11, 1)]), column(12, [])] }
    load.run(0).resolve(fresh)
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ board: fresh, pending: null, failure: null })
    expect(shown()).toEqual([[2], [3, 1], []])
  })

  it('an empty target column gets position 0', () => {
    const { actor, move } = start()
    actor.send({ type: 'card.drop', cardId: 3, toColumnId: 12 })
    expect(move.run(0).input).toEqual({ cardId: 3, target_column_id: 12, position: 0 })
  })

  it('a failed move returns the card and shows the error (Failed to move card / server code)', async () => {
    const { actor, move, load, shown } = start()
    actor.send({ type: 'card.drop', cardId: 2, toColumnId: 12 })
    expect(shown()).toEqual([[1], [3], [2]])
    move.run(0).reject(apiError('http', 500, 'Internal Server Error'))
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ pending: null, failure: { op: 'moveCard', code: 'server' } })
    expect(shown()).toEqual([[1, 2], [3], []])
    expect(load.runs).toHaveLength(0)
    // A refusal without a known text keeps the screen's own 'Failed to move card'.
    actor.send({ type: 'card.drop', cardId: 2, toColumnId: 12 })
    expect(actor.getSnapshot().context.failure).toBeNull()
    move.run(1).reject(apiError('http', 404, 'Something'))
    await flush()
    expect(actor.getSnapshot().context.failure).toEqual({ op: 'moveCard', code: 'failed' })
    actor.send({ type: 'failure.dismiss' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('a failed reload after a successful move keeps the move and says Failed to fetch board', async () => {
    const { actor, move, load, shown } = start()
    actor.send({ type: 'card.drop', cardId: 1, toColumnId: 12 })
    move.run(0).resolve(card(1, 12, 0))
    await flush()
    load.run(0).reject(apiError('network', null, null))
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ pending: null, failure: { op: 'fetchBoard', code: 'network' } })
    expect(shown()).toEqual([[2], [3], [1]])
  })

  it('a drop on the same column (or an unknown card or column) does nothing', () => {
    const { actor, move } = start()
    actor.send({ type: 'card.drop', cardId: 1, toColumnId: 10 })
    actor.send({ type: 'card.drop', cardId: 99, toColumnId: 11 })
    actor.send({ type: 'card.drop', cardId: 1, toColumnId: 99 })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.pending).toBeNull()
    expect(move.runs).toHaveLength(0)
  })

  it('a second drop while a move is in flight is refused with a reason, in moving and in reloading; the next move clears it', async () => {
    const { actor, move, load, shown } = start()
    actor.send({ type: 'card.drop', cardId: 1, toColumnId: 11 })
    actor.send({ type: 'card.drop', cardId: 3, toColumnId: 12 })
    expect(actor.getSnapshot().context.refused).toBe(3)
    expect(move.runs).toHaveLength(1)
    expect(shown()).toEqual([[2], [3, 1], []])
    move.run(0).resolve(card(1, 11, 1))
    await flush()
    actor.send({ type: 'card.drop', cardId: 2, toColumnId: 12 })
    expect(actor.getSnapshot()).toMatchObject({ value: 'reloading', context: { refused: 2 } })
    load.run(0).resolve(BOARD)
    await flush()
    expect(actor.getSnapshot().context.refused).toBeNull()
    expect(move.runs).toHaveLength(1)
  })

  it('board.set replaces the board; a pending move stays applied on top', () => {
    const { actor, shown } = start()
    actor.send({ type: 'card.drop', cardId: 1, toColumnId: 12 })
    actor.send({ type: 'board.set', board: { ...BOARD, columns: [column(10, [card(1, 10, 0)]), column(11, []), column(12, [card(4, 12, 0)])] } })
    expect(shown()).toEqual([[], [], [4, 1]])
  })
})
