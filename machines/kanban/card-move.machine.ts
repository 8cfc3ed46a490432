/**
 * The optimistic kanban card move (docs/spec/2-everyday-modules.md §4 "Kanban card move"), the flow the product is known
 * for. It owns the board the screen shows while the board is open:
 *
 * - `card.drop` on a DIFFERENT column: the card moves at once (the optimistic view: `pending`
 *   moves it to the end of the target column), the 'Moving' indicator and a spinner on that card
 *   show, the move is called with position = the target column's current card count, and then
 *   the board is reloaded. The optimistic view is cleared when the reload is done.
 * - The move fails: the optimistic view is cleared, so the card returns to where it was, and the
 *   board shows the red error ('Failed to move card', or the translated server text).
 * - The move succeeds but the reload fails: the move is kept in the local board (the server did
 *   move it) and the board shows 'Failed to fetch board'.
 * - A drop on the SAME column does nothing (no transition at all).
 * - A second drop while a move is in flight is REFUSED with a visible reason
 *   (`refused`: "Wait until the card being moved has landed"); it is cleared when the move ends
 *   or by the next drop. The dropped card stays where it was. (Refusing keeps the positions the
 *   client computes true: a queued drop would compute its position from a board about to change.)
 * - `board.set` replaces the board (the board machine's reload after an add, edit or delete);
 *   a pending move stays applied on top of it.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { ApiKanbanBoard, ApiKanbanCard } from '../shared/contracts-everyday'
import { failureCode, type FailureCode } from '../shared/errors'

export interface PendingMove {
  cardId: number
  fromColumnId: number
  toColumnId: number
  /** The target column's card count when dropped: the position sent to the server. */
  position: number
}

export interface CardMoveContext {
  /** The last board the server gave. */
  board: ApiKanbanBoard
  /** The move in flight (the optimistic view), or null. */
  pending: PendingMove | null
  /** A failed move ('Failed to move card') or a failed reload after it ('Failed to fetch board'). */
  failure: { op: 'moveCard' | 'fetchBoard'; code: FailureCode } | null
  /** A drop refused because a move was in flight (its card id). */
  refused: number | null
}

export type CardMoveEvent =
  | { type: 'card.drop'; cardId: number; toColumnId: number }
  | { type: 'board.set'; board: ApiKanbanBoard }
  | { type: 'failure.dismiss' }

export interface MoveCardInput {
  cardId: number
  target_column_id: number
  position: number
}

/** The column holding `cardId`, or undefined. */
export function columnOfCard(board: ApiKanbanBoard, cardId: number): number | undefined {
  for (const column of board.columns) if (column.cards.some((card) => card.id === cardId)) return column.id
  return undefined
}

/** The board with `pending` applied: the card taken out of its column and appended to the target. */
export function withPendingMove(board: ApiKanbanBoard, pending: PendingMove | null): ApiKanbanBoard {
  if (!pending) return board
  let moved: ApiKanbanCard | undefined
  for (const column of board.columns) moved ??= column.cards.find((card) => card.id === pending.cardId)
  if (!moved || !board.columns.some((column) => column.id === pending.toColumnId)) return board
  const card = { ...moved, column_id: pending.toColumnId }
  return {
    ...board,
    columns: board.columns.map((column) => {
      const has = column.cards.some((c) => c.id === pending.cardId)
      if (column.id === pending.toColumnId) return { ...column, cards: [...column.cards.filter((c) => c.id !== card.id), card] }
      return has ? { ...column, cards: column.cards.filter((c) => c.id !== pending.cardId) } : column
    }),
  }
}

export const cardMoveMachine = setup({
  types: {
    context: {} as CardMoveContext,
    events: {} as CardMoveEvent,
    input: {} as { board: ApiKanbanBoard },
    tags: {} as 'moving',
  },
  actors: {
    moveCard: fromPromise<ApiKanbanCard, MoveCardInput>(async () => {
      throw new Error('moveCard is provided by the app')
    }),
    loadBoard: fromPromise<ApiKanbanBoard, { id: number }>(async () => {
      throw new Error('loadBoard is provided by the app')
    }),
  },
  guards: {
    otherColumn: ({ context, event }) => {
      if (event.type !== 'card.drop') return false
      const from = columnOfCard(context.board, event.cardId)
      return from !== undefined && from !== event.toColumnId && context.board.columns.some((c) => c.id === event.toColumnId)
    },
  },
  actions: {
    setBoard: assign({ board: ({ event }) => (event.type === 'board.set' ? event.board : (undefined as never)) }),
    startMove: assign(({ context, event }) => {
      if (event.type !== 'card.drop') return {}
      const target = context.board.columns.find((c) => c.id === event.toColumnId)!
      return {
        pending: {
          cardId: event.cardId,
          fromColumnId: columnOfCard(context.board, event.cardId)!,
          toColumnId: event.toColumnId,
          position: target.cards.length,
        },
        failure: null,
        refused: null,
      }
    }),
    refuse: assign({ refused: ({ event }) => (event.type === 'card.drop' ? event.cardId : null) }),
    dismiss: assign({ failure: null, refused: null }),
  },
}).createMachine({
  id: 'cardMove',
  context: ({ input }) => ({ board: input.board, pending: null, failure: null, refused: null }),
  initial: 'idle',
  on: {
    'board.set': { actions: 'setBoard' },
    'failure.dismiss': { actions: 'dismiss' },
  },
  states: {
    idle: {
      on: {
        'card.drop': {
          guard: 'otherColumn',
          target: 'moving',
          actions: 'startMove',
          description: 'A drop on another column moves the card at once; a drop on its own column matches nothing and does nothing.',
        },
      },
    },
    moving: {
      tags: ['moving'],
      description: "The card shows in the target column with a spinner; the 'Moving' indicator is on.",
      invoke: {
        id: 'moveCard',
        src: 'moveCard',
        input: ({ context }) => ({
          cardId: context.pending!.cardId,
          target_column_id: context.pending!.toColumnId,
          position: context.pending!.position,
        }),
        onDone: { target: 'reloading' },
        onError: {
          target: 'idle',
          description: "The move failed: the card returns to where it was and the board shows 'Failed to move card'.",
          actions: assign({ pending: null, refused: null, failure: ({ event }) => ({ op: 'moveCard' as const, code: failureCode(event.error) }) }),
        },
      },
      on: {
        'card.drop': {
          description: 'A second drop while a move is in flight is refused with a visible reason; that card stays put.',
          actions: 'refuse',
        },
      },
    },
    reloading: {
      tags: ['moving'],
      description: 'The move is done; the board reloads before the spinner goes (then the optimistic view is cleared).',
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => ({ id: context.board.id }),
        onDone: { target: 'idle', actions: assign({ board: ({ event }) => event.output, pending: null, refused: null }) },
        onError: {
          target: 'idle',
          description: "The server moved the card but the reload failed: the move stays, with 'Failed to fetch board'.",
          actions: assign({
            board: ({ context }) => withPendingMove(context.board, context.pending),
            pending: null,
            refused: null,
            failure: ({ event }) => ({ op: 'fetchBoard' as const, code: failureCode(event.error) }),
          }),
        },
      },
      on: { 'card.drop': { actions: 'refuse' } },
    },
  },
})
