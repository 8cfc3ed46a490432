// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { sandbox } from '@mocks/node'
import { DEMO, login as apiLogin, useSandboxServer as withSandboxServer } from '@mocks/test-helpers'
import { setSandboxMode } from '../lib/env'
import { loadDashboard } from './dashboard'
import { fetchUserNumbers } from './activity'
import { createTodo, deleteTodo, fetchTodos, fetchTodoStats, toggleTodo, toTodo, updateTodo } from './todos'
import { storeTokens } from './tokens'

withSandboxServer() // renamed on import: not a React hook

beforeEach(async () => {
  setSandboxMode(true)
  const answer = await apiLogin(DEMO)
  storeTokens({ accessToken: answer.access_token, refreshToken: answer.refresh_token })
})

describe('todo calls', () => {
  it('maps the server todo: upper-case status to completed, snake_case to the app fields', () => {
    const todo = toTodo({
      id: 3,
      title: 'T',
      description: null,
      priority: 'low',
      status: 'DONE',
      due_date: null,
      completed_at: '2026-11-24T00:00:00.000Z',
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-02T00:00:00.000Z',
      created_by: 1,
      user_id: 1,
      tags: ['a'],
    })
    expect(todo).toMatchObject({ id: 3, description: '', completed: true, dueDate: null, completedAt: '2026-11-24T00:00:00.000Z', createdBy: 1, tags: ['a'] })
  })

  it('create, list with the completed filter, toggle, update, delete; the stats follow', async () => {
    const before = await fetchTodoStats()
    const created = await createTodo({ title: 'Client test', description: null, priority: 'high', due_date: '2026-11-25T12:00:00.000Z' })
    expect(created).toMatchObject({ title: 'Client test', priority: 'high', completed: false, status: 'TODO' })
    const open = await fetchTodos({ completed: false, limit: 100, sortBy: 'created_at', order: 'desc' })
    expect(open.todos.every((t) => !t.completed)).toBe(true)
    expect(open.todos.some((t) => t.id === created.id)).toBe(true)
    expect(typeof open.more).toBe('boolean')
    expect((await toggleTodo(created.id)).completed).toBe(true)
    expect((await fetchTodoStats()).completed).toBe(before.completed + 1)
    expect((await updateTodo(created.id, { title: 'Renamed', due_date: null })).dueDate).toBeNull()
    await deleteTodo(created.id)
    expect((await fetchTodoStats()).total).toBe(before.total)
  })

  it('rejects with the normalised error', async () => {
    sandbox.scenario('PATCH /todos/:id/toggle', { status: 400, body: { detail: 'Nope' }, times: 1 })
    await expect(toggleTodo(1)).rejects.toMatchObject({ kind: 'http', status: 400, message: 'Nope' })
  })
})

describe('dashboard load', () => {
  it("reads the caller's posts total, the todo stats and the activity feed: the profile's numbers are the same", async () => {
    const load = await loadDashboard()
    const stats = await fetchTodoStats()
    expect(load.numbers).toMatchObject({ todos: stats.total, completed: stats.completed })
    expect(load.numbers.posts).toBeGreaterThanOrEqual(load.posts.length)
    expect(load.numbers).toEqual(await fetchUserNumbers())
    expect(load.activity.at(-1)?.kind).toBe('accountCreated')
    expect(load.activity.some((e) => e.kind === 'post')).toBe(true)
  })

  it('fails when one call fails', async () => {
    sandbox.scenario('GET /todos/stats', { status: 500, times: 1 })
    await expect(loadDashboard()).rejects.toMatchObject({ status: 500 })
  })
})
