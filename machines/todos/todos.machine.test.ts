import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { TodoStats } from '../shared/contracts-everyday'
import { apiError, controlled } from '../shared/testing'
import { daysUntil, dueDateToInput, dueDateToIso, dueState, type Todo } from './todo'
import { completedParam, TODO_PAGE_SIZE, todoListMachine } from './todo-list.machine'
import {
  DELETE_FADE_MS,
  EMPTY_TODO_FORM,
  todoFormErrors,
  todoFormValid,
  todosMachine,
  todoSubmitEnabled,
  type TodoFormValues,
  type TodosInput,
} from './todos.machine'

const STATS: TodoStats = { total: 10, completed: 4, pending: 6, overdue: 1, due_today: 1, completion_rate: 40 }
const TODO: Todo = {
  id: 7,
  title: 'Write tests',
  description: 'All of them',
  priority: 'high',
  status: 'TODO',
  completed: false,
  dueDate: '2026-11-25T12:00:00.000Z',
  completedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdBy: 1,
  tags: [],
}
const settle = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve()
}

function start(input: TodosInput = { language: 'en' }) {
  const fetchStats = controlled<TodoStats, void>()
  const createTodo = controlled<Todo, TodoFormValues>()
  const updateTodo = controlled<Todo, { id: number; values: TodoFormValues }>()
  const toggleTodo = controlled<Todo, { id: number }>()
  const deleteTodo = controlled<void, { id: number }>()
  const changed = vi.fn()
  const clearAddParam = vi.fn()
  const notifyFailed = vi.fn()
  const actor = createActor(
    todosMachine.provide({
      actors: { fetchStats: fetchStats.logic, createTodo: createTodo.logic, updateTodo: updateTodo.logic, toggleTodo: toggleTodo.logic, deleteTodo: deleteTodo.logic },
      actions: { changed, clearAddParam, notifyFailed: (_, params) => notifyFailed(params) },
    }),
    { input },
  ).start()
  const action = () => (actor.getSnapshot().value as { action: string }).action
  const stats = () => (actor.getSnapshot().value as { stats: string }).stats
  return { actor, fetchStats, createTodo, updateTodo, toggleTodo, deleteTodo, changed, clearAddParam, notifyFailed, action, stats }
}

describe('due dates (by the sandbox clock, local days)', () => {
  const now = new Date(2026, 10, 24, 15, 0).getTime()
  const at = (d: number) => new Date(2026, 10, 24 + d, 9, 0).toISOString()
  it('overdue, today, within 3 days, later; none when done or without a date', () => {
    expect(dueState({ completed: false, dueDate: at(-1) }, now)).toBe('overdue')
    expect(dueState({ completed: false, dueDate: at(0) }, now)).toBe('today')
    expect(dueState({ completed: false, dueDate: at(1) }, now)).toBe('soon')
    expect(dueState({ completed: false, dueDate: at(3) }, now)).toBe('soon')
    expect(dueState({ completed: false, dueDate: at(4) }, now)).toBeNull()
    expect(dueState({ completed: true, dueDate: at(-1) }, now)).toBeNull()
    expect(dueState({ completed: false, dueDate: null }, now)).toBeNull()
    expect(dueState({ completed: false, dueDate: 'nope' }, now)).toBeNull()
    expect(daysUntil('2026-11-26', now)).toBe(2)
  })
  it('the form day and the sent value: noon of that day in the browser\'s time zone', () => {
    expect(dueDateToIso('2026-11-25')).toBe(new Date(2026, 10, 25, 12).toISOString())
    expect(dueDateToIso('')).toBeNull()
    expect(dueDateToIso('25.11.2026')).toBeNull()
    expect(dueDateToInput('2026-11-25')).toBe('2026-11-25')
    expect(dueDateToInput(null)).toBe('')
  })
  it('a picked day reads back as that day, and is due today all that day, in every time zone from UTC-12 to UTC+14', () => {
    const saved = process.env.TZ
    try {
      for (const zone of ['Etc/GMT+12', 'America/Los_Angeles', 'UTC', 'Asia/Seoul', 'Pacific/Auckland', 'Pacific/Kiritimati']) {
        process.env.TZ = zone // Node applies a changed TZ to the next Date at once
        const sent = dueDateToIso('2026-12-03')!
        expect(dueDateToInput(sent), zone).toBe('2026-12-03')
        for (const hour of [0, 12, 23]) expect(dueState({ completed: false, dueDate: sent }, new Date(2026, 11, 3, hour, 30).getTime()), `${zone} ${hour}:30`).toBe('today')
        expect(dueState({ completed: false, dueDate: sent }, new Date(2026, 11, 2, 23, 30).getTime()), zone).toBe('soon')
      }
    } finally {
      if (saved === undefined) delete process.env.TZ
      else process.env.TZ = saved
    }
  })
})

describe('todo list (the shared list machine specialised)', () => {
  it('filters all / incomplete / completed, 20 per page', () => {
    expect(completedParam('all')).toBeUndefined()
    expect(completedParam('incomplete')).toBe(false)
    expect(completedParam('completed')).toBe(true)
    const snap = createActor(todoListMachine, { input: {} }).getSnapshot()
    expect(snap.context).toMatchObject({ filters: { status: 'all' }, limit: TODO_PAGE_SIZE, page: 1 })
  })
})

describe('todo form rules', () => {
  it("'Title is required', 3 to 100 characters, description at most 500, a valid day", () => {
    expect(todoFormErrors({ ...EMPTY_TODO_FORM, title: '   ' }).title).toBe('titleRequired')
    expect(todoFormErrors({ ...EMPTY_TODO_FORM, title: ' ab ' }).title).toBe('titleMin')
    expect(todoFormErrors({ ...EMPTY_TODO_FORM, title: 'x'.repeat(101) }).title).toBe('titleMax')
    expect(todoFormErrors({ ...EMPTY_TODO_FORM, title: 'abc', description: 'd'.repeat(501) }).description).toBe('descriptionMax')
    expect(todoFormErrors({ ...EMPTY_TODO_FORM, title: 'abc', dueDate: '24/11/2026' }).dueDate).toBe('dueDate')
    expect(todoFormValid({ ...EMPTY_TODO_FORM, title: 'x'.repeat(100), description: 'd'.repeat(500), dueDate: '2026-11-24' })).toBe(true)
    expect(todoSubmitEnabled({ ...EMPTY_TODO_FORM, title: ' ab ' })).toBe(false)
    expect(todoSubmitEnabled({ ...EMPTY_TODO_FORM, title: 'abc' })).toBe(true)
  })
})

describe('todos machine', () => {
  afterEach(() => vi.useRealTimers())

  it('loads the counts; a failure leaves them empty; stats.reload loads again', async () => {
    const t = start()
    expect(t.stats()).toBe('loading')
    t.fetchStats.run(0).reject(apiError('http', 500, null))
    await settle()
    expect(t.stats()).toBe('failed')
    t.actor.send({ type: 'stats.reload' })
    t.fetchStats.run(1).resolve(STATS)
    await settle()
    expect(t.stats()).toBe('ready')
    expect(t.actor.getSnapshot().context.stats).toEqual(STATS)
  })

  it('?add=true opens the new-todo form at once and clears the parameter', () => {
    const t = start({ language: 'en', openForm: true })
    expect(t.action()).toBe('editing')
    expect(t.actor.getSnapshot().context.form).toMatchObject({ id: null, values: EMPTY_TODO_FORM })
    expect(t.clearAddParam).toHaveBeenCalledTimes(1)
    expect(start().action()).toBe('idle')
  })

  it('create: a broken rule shows the messages; a valid form saves, the list and counts reload', async () => {
    const t = start()
    t.actor.send({ type: 'form.open' })
    t.actor.send({ type: 'form.submit' })
    expect(t.action()).toBe('editing')
    expect(t.actor.getSnapshot().context.form?.attempted).toBe(true)
    t.actor.send({ type: 'field.change', field: 'title', value: ' Buy milk ' })
    t.actor.send({ type: 'field.change', field: 'dueDate', value: '2026-11-25' })
    t.actor.send({ type: 'form.submit' })
    expect(t.action()).toBe('creating')
    expect(t.createTodo.run(0).input).toEqual({ ...EMPTY_TODO_FORM, title: ' Buy milk ', dueDate: '2026-11-25' })
    t.createTodo.run(0).resolve(TODO)
    await settle()
    expect(t.action()).toBe('idle')
    expect(t.actor.getSnapshot().context.form).toBeNull()
    expect(t.changed).toHaveBeenCalledTimes(1)
    expect(t.fetchStats.runs).toHaveLength(2)
  })

  it("a failed save keeps the modal and values with 'create' or 'update'; cancel closes it", async () => {
    const t = start()
    t.actor.send({ type: 'form.edit', todo: TODO })
    expect(t.actor.getSnapshot().context.form).toMatchObject({ id: 7, values: { title: 'Write tests', priority: 'high', dueDate: '2026-11-25' } })
    t.actor.send({ type: 'form.submit' })
    expect(t.action()).toBe('updating')
    expect(t.updateTodo.run(0).input.id).toBe(7)
    t.updateTodo.run(0).reject(apiError('http', 500, 'boom'))
    await settle()
    expect(t.action()).toBe('editing')
    expect(t.actor.getSnapshot().context.form?.failure).toEqual({ operation: 'update', code: 'server' })
    // A second try succeeds: the modal closes, the list and the counts reload.
    t.actor.send({ type: 'form.submit' })
    t.updateTodo.run(1).resolve({ ...TODO, title: 'Write tests' })
    await settle()
    expect(t.action()).toBe('idle')
    expect(t.changed).toHaveBeenCalledTimes(1)
    t.actor.send({ type: 'form.edit', todo: TODO })
    t.actor.send({ type: 'form.cancel' })
    expect(t.action()).toBe('idle')
    expect(t.actor.getSnapshot().context.form).toBeNull()
    t.actor.send({ type: 'form.open' })
    t.actor.send({ type: 'field.change', field: 'title', value: 'New one' })
    t.actor.send({ type: 'form.submit' })
    t.createTodo.run(0).reject(apiError('http', 400, null))
    await settle()
    expect(t.actor.getSnapshot().context.form?.failure).toEqual({ operation: 'create', code: 'failed' })
  })

  it("toggle: the list reloads; a failure toasts 'toggle'", async () => {
    const t = start()
    t.actor.send({ type: 'todo.toggle', id: 7 })
    expect(t.action()).toBe('toggling')
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true)
    // One thing at a time.
    t.actor.send({ type: 'todo.delete', id: 7 })
    expect(t.action()).toBe('toggling')
    t.toggleTodo.run(0).resolve({ ...TODO, status: 'DONE', completed: true })
    await settle()
    expect(t.action()).toBe('idle')
    expect(t.changed).toHaveBeenCalledTimes(1)
    t.actor.send({ type: 'todo.toggle', id: 7 })
    t.toggleTodo.run(1).reject(apiError('network', null, null))
    await settle()
    expect(t.notifyFailed).toHaveBeenCalledWith({ operation: 'toggle', code: 'network' })
    expect(t.actor.getSnapshot().context.targetId).toBeNull()
  })

  it('English delete asks first: cancel keeps the todo, confirm deletes it', async () => {
    const t = start()
    t.actor.send({ type: 'todo.delete', id: 7 })
    expect(t.action()).toBe('confirmingDelete')
    t.actor.send({ type: 'delete.cancel' })
    expect(t.action()).toBe('idle')
    t.actor.send({ type: 'todo.delete', id: 7 })
    t.actor.send({ type: 'delete.confirm' })
    expect(t.action()).toBe('deleting')
    expect(t.deleteTodo.run(0).input).toEqual({ id: 7 })
    t.deleteTodo.run(0).resolve()
    await settle()
    expect(t.action()).toBe('idle')
    expect(t.changed).toHaveBeenCalledTimes(1)
  })

  it("Korean delete: no confirmation, a 300 ms fade, then the delete; a failure toasts 'delete'", async () => {
    vi.useFakeTimers()
    const t = start({ language: 'ko' })
    t.actor.send({ type: 'todo.delete', id: 7 })
    expect(t.action()).toBe('fading')
    vi.advanceTimersByTime(DELETE_FADE_MS - 1)
    expect(t.action()).toBe('fading')
    vi.advanceTimersByTime(1)
    expect(t.action()).toBe('deleting')
    t.deleteTodo.run(0).reject(apiError('http', 404, 'Todo not found'))
    await settle()
    expect(t.action()).toBe('idle')
    expect(t.notifyFailed).toHaveBeenCalledWith({ operation: 'delete', code: 'failed' })
    // The language follows the UI.
    t.actor.send({ type: 'language.set', language: 'en' })
    t.actor.send({ type: 'todo.delete', id: 7 })
    expect(t.action()).toBe('confirmingDelete')
  })
})
