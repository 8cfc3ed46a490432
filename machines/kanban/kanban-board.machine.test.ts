import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ApiKanbanBoard, ApiKanbanBoardSummary, ApiKanbanCard, KanbanUser } from '../shared/contracts-everyday'
import { apiError, controlled } from '../shared/testing'
import {
  canSubmitCard,
  cardBody,
  kanbanBoardMachine,
  missingStandardColumns,
  standardColumnOf,
  type ColumnToCreate,
  type SaveCardInput,
} from './kanban-board.machine'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const summary = (id: number, title = 'My Kanban Board'): ApiKanbanBoardSummary => ({ id, title, description: null, created_at: '2026-11-01T09:00:00.000Z' })
const col = (id: number, key: string | null, position: number, cards: ApiKanbanCard[] = []) => ({
  id,
  board_id: 1,
  title: key ?? `C${id}`,
  position,
  translation_key: key,
  cards,
})
const card = (id: number, column_id: number): ApiKanbanCard => ({
  id,
  column_id,
  title: `Card ${id}`,
  description: 'About it',
  priority: 'high',
  assignee_id: 2,
  due_date: null,
  position: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
})
const FULL: ApiKanbanBoard = {
  ...summary(1),
  columns: [col(1, 'todo', 0, [card(1, 1)]), col(2, 'inProgress', 1), col(3, 'review', 2), col(4, 'done', 3)],
}

function start() {
  const users = controlled<KanbanUser[]>()
  const list = controlled<ApiKanbanBoardSummary[]>()
  const create = controlled<ApiKanbanBoardSummary, { title: string; description: string | null }>()
  const column = controlled<unknown, { boardId: number; column: ColumnToCreate }>()
  const load = controlled<ApiKanbanBoard, { id: number }>()
  const save = controlled<ApiKanbanCard, SaveCardInput>()
  const remove = controlled<unknown, { id: number }>()
  const actor = createActor(
    kanbanBoardMachine.provide({
      actors: {
        loadUsers: users.logic,
        listBoards: list.logic,
        createBoard: create.logic,
        createColumn: column.logic,
        loadBoard: load.logic,
        saveCard: save.logic,
        deleteCard: remove.logic,
      },
    }),
  )
  actor.start()
  return { actor, users, list, create, column, load, save, remove }
}

async function ready() {
  const t = start()
  t.users.run(0).resolve([{ id: 1, name: 'John Doe' }])
  await flush()
  t.list.run(0).resolve([summary(1)])
  await flush()
  t.load.run(0).resolve(FULL)
  await flush()
  expect(t.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  return t
}

describe('kanban board: auto-setup', () => {
  it('no board: creates My Kanban Board, then the 4 standard columns one by one at 0–3, then opens it', async () => {
    const { actor, users, list, create, column, load } = start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    users.run(0).resolve([{ id: 1, name: 'John Doe' }])
    await flush()
    expect(actor.getSnapshot().context.users).toEqual([{ id: 1, name: 'John Doe' }])
    list.run(0).resolve([])
    await flush()
    expect(create.run(0).input).toEqual({ title: 'My Kanban Board', description: 'Personal task management board' })
    create.run(0).resolve(summary(7))
    await flush()
    for (let i = 0; i < 4; i++) {
      expect(actor.getSnapshot().value).toBe('creatingColumn')
      column.run(i).resolve({})
      await flush()
    }
    expect(column.runs.map((r) => [r.input.boardId, r.input.column.translation_key, r.input.column.position, r.input.column.title])).toEqual([
      [7, 'todo', 0, 'To Do'],
      [7, 'inProgress', 1, 'In Progress'],
      [7, 'review', 2, 'Review'],
      [7, 'done', 3, 'Done'],
    ])
    expect(load.run(0).input).toEqual({ id: 7 })
    load.run(0).resolve({ ...FULL, id: 7 })
    await flush()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
  })

  it('a board exists: opens the first one and appends the missing standard columns at the end', async () => {
    const { actor, users, list, column, load } = start()
    users.run(0).reject(apiError('network', null, null))
    await flush()
    expect(actor.getSnapshot().context.users).toHaveLength(5) // the built-in sample users
    list.run(0).resolve([summary(3), summary(9)])
    await flush()
    expect(load.run(0).input).toEqual({ id: 3 })
    const partial = { ...FULL, id: 3, columns: [col(1, 'todo', 0), col(2, null, 1), col(3, 'done', 2)] }
    load.run(0).resolve(partial)
    await flush()
    expect(column.run(0).input).toEqual({ boardId: 3, column: { title: 'In Progress', position: 3, translation_key: 'inProgress' } })
    column.run(0).resolve({})
    await flush()
    expect(column.run(1).input.column).toEqual({ title: 'Review', position: 4, translation_key: 'review' })
    column.run(1).resolve({})
    await flush()
    load.run(1).resolve(FULL)
    await flush()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(missingStandardColumns(FULL)).toEqual([])
  })

  it('a column made through the API with a standard title and no translation key counts as that column (no second "To Do")', () => {
    const column = (id: number, title: string, translation_key: string | null = null) => ({ ...FULL.columns[0]!, id, title, translation_key, position: id - 1, cards: [] })
    const board = { ...FULL, columns: [column(1, 'To Do'), column(2, 'Custom'), column(3, ' in progress ')] }
    expect(missingStandardColumns(board).map((c) => c.translation_key)).toEqual(['review', 'done'])
    expect(missingStandardColumns(board).map((c) => c.position)).toEqual([3, 4])
    // A column with some other key is not a standard one, whatever its title.
    expect(standardColumnOf({ title: 'Done', translation_key: 'archive' })).toBeNull()
  })

  it.each([
    ['listBoards', 'fetchBoards'],
    ['createBoard', 'createBoard'],
    ['createColumn', 'createColumn'],
    ['loadBoard', 'fetchBoard'],
  ] as const)('a failed %s shows %s in red with a retry that starts over', async (step, op) => {
    const { actor, users, list, create, column, load } = start()
    users.run(0).resolve([])
    await flush()
    const fail = apiError('http', 400, null)
    if (step === 'listBoards') list.run(0).reject(fail)
    else if (step === 'loadBoard') {
      list.run(0).resolve([summary(1)])
      await flush()
      load.run(0).reject(fail)
    } else {
      list.run(0).resolve([])
      await flush()
      if (step === 'createBoard') create.run(0).reject(fail)
      else {
        create.run(0).resolve(summary(1))
        await flush()
        column.run(0).reject(fail)
      }
    }
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toEqual({ op, code: 'failed' })
    actor.send({ type: 'board.retry' })
    expect(actor.getSnapshot().value).toBe('loadingBoards')
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})

describe('kanban board: templates and boards', () => {
  it.each([
    ['basic', 'New Board', ['To Do', 'In Progress', 'Done']],
    ['scrum', 'Sprint Board', ['Backlog', 'To Do', 'In Progress', 'Review', 'Done']],
    ['personal', 'Personal Tasks', ['Ideas', 'This Week', 'Today', 'Completed']],
  ] as const)('template %s creates %s, then its columns one by one, and opens it (no standard columns added)', async (template, title, columns) => {
    const { actor, create, column, load } = await ready()
    actor.send({ type: 'template.apply', template })
    expect(create.run(0).input).toEqual({ title, description: null })
    create.run(0).resolve(summary(5, title))
    await flush()
    for (let i = 0; i < columns.length; i++) {
      column.run(i).resolve({})
      await flush()
    }
    expect(column.runs.map((r) => [r.input.column.title, r.input.column.position, r.input.column.translation_key])).toEqual(
      columns.map((t, i) => [t, i, null]),
    )
    load.run(1).resolve({ ...summary(5, title), columns: columns.map((_, i) => col(20 + i, null, i)) })
    await flush()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(actor.getSnapshot().context.boards.map((b) => b.id)).toEqual([1, 5])
    actor.send({ type: 'board.open', id: 1 })
    expect(load.run(2).input).toEqual({ id: 1 })
  })

  it('board.open ignores the open board and unknown ids', async () => {
    const { actor, load } = await ready()
    actor.send({ type: 'board.open', id: 1 })
    actor.send({ type: 'board.open', id: 42 })
    expect(load.runs).toHaveLength(1)
  })
})

describe('kanban board: the card form and delete', () => {
  it('the plus button opens the form preset to the column; submit is refused while the title is blank after trimming', async () => {
    const { actor, save, load } = await ready()
    actor.send({ type: 'card.add', columnId: 3 })
    expect(actor.getSnapshot().context.form).toEqual({
      mode: 'create',
      cardId: null,
      values: { title: '', description: '', priority: 'medium', assigneeId: '', columnId: 3 },
    })
    actor.send({ type: 'form.change', field: 'title', value: '   ' })
    actor.send({ type: 'form.submit' })
    expect(save.runs).toHaveLength(0)
    actor.send({ type: 'form.change', field: 'title', value: '  New task ' })
    actor.send({ type: 'form.change', field: 'assigneeId', value: '4' })
    actor.send({ type: 'form.change', field: 'columnId', value: '2' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    expect(save.run(0).input).toEqual({
      mode: 'create',
      columnId: 2,
      body: { title: 'New task', description: null, priority: 'medium', assignee_id: 4 },
    })
    save.run(0).resolve(card(9, 2))
    await flush()
    expect(actor.getSnapshot().matches({ ready: 'reloading' })).toBe(true)
    expect(actor.getSnapshot().context.form).toBeNull()
    load.run(1).resolve(FULL)
    await flush()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    const move = actor.getSnapshot().children.cardMove as { getSnapshot(): { context: { board: unknown } } } | undefined
    expect(move?.getSnapshot().context.board).toEqual(FULL)
  })

  it('edit opens the form with the card; a failed save keeps it open with Failed to update card', async () => {
    const { actor, save } = await ready()
    actor.send({ type: 'card.edit', card: card(1, 1) })
    expect(actor.getSnapshot().context.form).toMatchObject({
      mode: 'edit',
      cardId: 1,
      values: { title: 'Card 1', description: 'About it', priority: 'high', assigneeId: '2', columnId: 1 },
    })
    actor.send({ type: 'form.change', field: 'assigneeId', value: '' })
    actor.send({ type: 'form.submit' })
    expect(save.run(0).input).toEqual({
      mode: 'edit',
      cardId: 1,
      body: { title: 'Card 1', description: 'About it', priority: 'high', assignee_id: null, column_id: 1 },
    })
    save.run(0).reject(apiError('http', 500, null))
    await flush()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.form).not.toBeNull()
    expect(actor.getSnapshot().context.failure).toEqual({ op: 'updateCard', code: 'server' })
    actor.send({ type: 'form.close' })
    expect(actor.getSnapshot().context.form).toBeNull()
  })

  it('a failed create says Failed to create card', async () => {
    const { actor, save } = await ready()
    actor.send({ type: 'card.add', columnId: 1 })
    actor.send({ type: 'form.change', field: 'title', value: 'x' })
    actor.send({ type: 'form.submit' })
    save.run(0).reject(apiError('http', 400, null))
    await flush()
    expect(actor.getSnapshot().context.failure).toEqual({ op: 'createCard', code: 'failed' })
  })

  it('delete removes the card and reloads; a failure says Failed to delete card; a failed reload Failed to fetch board', async () => {
    const { actor, remove, load } = await ready()
    actor.send({ type: 'card.delete', id: 1 })
    expect(remove.run(0).input).toEqual({ id: 1 })
    remove.run(0).resolve({})
    await flush()
    load.run(1).reject(apiError('http', 500, null))
    await flush()
    expect(actor.getSnapshot().context.failure).toEqual({ op: 'fetchBoard', code: 'server' })
    actor.send({ type: 'card.delete', id: 1 })
    remove.run(1).reject(apiError('http', 404, 'Card not found'))
    await flush()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.failure?.op).toBe('deleteCard')
  })

  it('form helpers: canSubmitCard trims, cardBody maps none to null', () => {
    const values = { title: ' a ', description: ' ', priority: 'low' as const, assigneeId: '', columnId: 1 }
    expect(canSubmitCard(values)).toBe(true)
    expect(canSubmitCard({ ...values, title: '  ' })).toBe(false)
    expect(cardBody(values)).toEqual({ title: 'a', description: null, priority: 'low', assignee_id: null })
  })
})
