import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { fromPromise } from 'xstate'
import { cardMoveMachine, type MoveCardInput } from '@machines/kanban/card-move.machine'
import { kanbanBoardMachine, type ColumnToCreate, type SaveCardInput } from '@machines/kanban/kanban-board.machine'
import { createBoard, createCard, createColumn, deleteCard, fetchBoard, fetchBoards, fetchKanbanUsers, moveCard, updateCard } from '@/api/kanban'
import type { ApiKanbanBoardSummary } from '@machines/shared/contracts-everyday'
import { KanbanView } from './kanban-view'
import { selectKanbanView } from '@machines/kanban/kanban-board.selectors'

const loadBoard = fromPromise(({ input }: { input: { id: number } }) => fetchBoard(input.id))

const machine = kanbanBoardMachine.provide({
  actors: {
    loadUsers: fromPromise(() => fetchKanbanUsers()),
    listBoards: fromPromise(() => fetchBoards()),
    createBoard: fromPromise<ApiKanbanBoardSummary, { title: string; description: string | null }>(({ input }) => createBoard(input)),
    createColumn: fromPromise<unknown, { boardId: number; column: ColumnToCreate }>(({ input }) => createColumn(input.boardId, input.column)),
    loadBoard,
    saveCard: fromPromise(({ input }: { input: SaveCardInput }) =>
      input.mode === 'create' ? createCard(input.columnId, input.body) : updateCard(input.cardId, input.body),
    ),
    deleteCard: fromPromise<unknown, { id: number }>(({ input }) => deleteCard(input.id)),
    cardMove: cardMoveMachine.provide({
      actors: {
        moveCard: fromPromise(({ input }: { input: MoveCardInput }) =>
          moveCard(input.cardId, { target_column_id: input.target_column_id, position: input.position }),
        ),
        loadBoard,
      },
    }),
  },
})

/** Binds the kanban board machine (and its optimistic move machine) to the calls of src/api/kanban.ts. */
export function KanbanPage() {
  const actorRef = useActorRef(machine)
  const view = useSelector(actorRef, selectKanbanView, shallowEqual)
  return <KanbanView view={view} send={actorRef.send} />
}
