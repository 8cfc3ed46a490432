import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ApiKanbanBoard } from '../shared/contracts-everyday'
import { cardMoveMachine } from './card-move.machine'
import { kanbanBoardMachine } from './kanban-board.machine'
import { selectBoardFailed, selectBoardIsEmpty, selectBoardIsReady, selectMoveColumns, selectTemplateContents } from './kanban-board.selectors'

const column = (cards: number) => ({ id: 1, board_id: 1, title: 'To Do', position: 0, translation_key: 'todo', cards: Array.from({ length: cards }, (_, i) => ({ id: i + 1 })) })

describe('kanban board selectors', () => {
  it('a board is empty when no column has a card', () => {
    expect(selectBoardIsEmpty({ columns: [] })).toBe(true)
    expect(selectBoardIsEmpty({ columns: [column(0), column(0)] } as never)).toBe(true)
    expect(selectBoardIsEmpty({ columns: [column(0), column(1)] } as never)).toBe(false)
  })

  it('names what each template creates (docs/spec/2-everyday-modules.md §4)', () => {
    expect(selectTemplateContents('basic')).toEqual({ title: 'New Board', columns: ['To Do', 'In Progress', 'Done'] })
    expect(selectTemplateContents('scrum').columns).toEqual(['Backlog', 'To Do', 'In Progress', 'Review', 'Done'])
    expect(selectTemplateContents('personal')).toEqual({ title: 'Personal Tasks', columns: ['Ideas', 'This Week', 'Today', 'Completed'] })
  })

  it('the board is ready or failed by its machine, not by a path the view knows', async () => {
    const never = fromPromise(() => new Promise<never>(() => {}))
    const failing = fromPromise<never>(async () => {
      throw new Error('down')
    })
    const loading = createActor(kanbanBoardMachine.provide({ actors: { loadUsers: never as never } })).start()
    expect(selectBoardIsReady(loading.getSnapshot())).toBe(false)
    expect(selectBoardFailed(loading.getSnapshot())).toBe(false)
    const failed = createActor(kanbanBoardMachine.provide({ actors: { loadUsers: failing as never, listBoards: failing as never } })).start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(selectBoardFailed(failed.getSnapshot())).toBe(true)
    expect(selectBoardIsReady(failed.getSnapshot())).toBe(false)
  })

  it("the card form's columns are the card-move child's (none without a move actor)", () => {
    const board = { id: 1, title: 'B', description: null, created_at: '', columns: [column(1)] } as unknown as ApiKanbanBoard
    const move = createActor(cardMoveMachine, { input: { board } }).start()
    expect(selectMoveColumns(move.getSnapshot())).toBe(board.columns)
    expect(selectMoveColumns(undefined)).toBeUndefined()
  })
})
