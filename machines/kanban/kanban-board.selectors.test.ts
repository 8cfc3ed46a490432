import { describe, expect, it } from 'vitest'
import { selectBoardIsEmpty, selectTemplateContents } from './kanban-board.selectors'

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
})
