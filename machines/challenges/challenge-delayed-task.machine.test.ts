import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { DEFAULT_TASK_DELAY_MS, delayedTaskMachine, delayedTaskWithInputDelay, type DelayedTaskInput } from './challenge-delayed-task.machine'

function start(input: DelayedTaskInput, task?: (delayMs: number) => Promise<string>) {
  const logic = task ? delayedTaskWithInputDelay.provide({ actors: { task: fromPromise(({ input: i }: { input: { delayMs: number } }) => task(i.delayMs)) } }) : delayedTaskWithInputDelay
  return createActor(logic, { input }).start()
}

describe('delayed task machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('timer mode: finishes after the named delay, not before', () => {
    const actor = start({ mode: 'timer', delayMs: 1000 })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'task.start' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    vi.advanceTimersByTime(999)
    expect(actor.getSnapshot().context.completed).toBe(0)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ completed: 1, results: [''] })
  })

  it('without the page\'s delay the named delay is the reference sites\' 15 s', () => {
    const actor = createActor(delayedTaskMachine, { input: { mode: 'timer', delayMs: 10 } }).start()
    actor.send({ type: 'task.start' })
    vi.advanceTimersByTime(DEFAULT_TASK_DELAY_MS - 1)
    expect(actor.getSnapshot().context.completed).toBe(0)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.completed).toBe(1)
  })

  it('a second start while busy queues one more run', () => {
    const actor = start({ mode: 'timer', delayMs: 100 })
    actor.send({ type: 'task.start' })
    actor.send({ type: 'task.start' })
    expect(actor.getSnapshot().context.queued).toBe(1)
    vi.advanceTimersByTime(100)
    expect(actor.getSnapshot().context).toMatchObject({ completed: 1, queued: 0 })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    vi.advanceTimersByTime(100)
    expect(actor.getSnapshot().context.completed).toBe(2)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a start may carry its own delay', () => {
    const actor = start({ mode: 'timer', delayMs: 10_000 })
    actor.send({ type: 'task.start', delayMs: 300 })
    vi.advanceTimersByTime(300)
    expect(actor.getSnapshot().context).toMatchObject({ completed: 1, delayMs: 300 })
  })

  it('autoStart (request mode) requests at once', async () => {
    vi.useRealTimers()
    const task = vi.fn(async () => 'content')
    const actor = start({ mode: 'request', delayMs: 5, autoStart: true }, task)
    expect(actor.getSnapshot().matches({ working: 'request' })).toBe(true)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(task).toHaveBeenCalledWith(5)
    expect(actor.getSnapshot().context.results).toEqual(['content'])
  })

  it('queued requests go out one after the other', async () => {
    vi.useRealTimers()
    let n = 0
    const actor = start({ mode: 'request', delayMs: 0 }, async () => `answer ${++n}`)
    actor.send({ type: 'task.start' })
    actor.send({ type: 'task.start' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.completed).toBe(2))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.results).toEqual(['answer 1', 'answer 2'])
  })

  it('probe says early while running and ready after', () => {
    const actor = start({ mode: 'timer', delayMs: 50 })
    actor.send({ type: 'task.start' })
    actor.send({ type: 'task.probe' })
    expect(actor.getSnapshot().context.probe).toBe('early')
    vi.advanceTimersByTime(50)
    actor.send({ type: 'task.probe' })
    expect(actor.getSnapshot().context.probe).toBe('ready')
  })

  it('request mode: passes the delay to the task and keeps its label', async () => {
    vi.useRealTimers()
    const task = vi.fn(async () => 'Data loaded')
    const actor = start({ mode: 'request', delayMs: 1234 }, task)
    actor.send({ type: 'task.start' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(task).toHaveBeenCalledWith(1234)
    expect(actor.getSnapshot().context.results).toEqual(['Data loaded'])
  })

  it('request mode: a failure shows its code, drops the queue, and start retries', async () => {
    vi.useRealTimers()
    let fail = true
    const actor = start({ mode: 'request', delayMs: 0 }, async () => {
      if (fail) throw Object.assign(new Error('x'), { code: 'server' })
      return 'ok'
    })
    actor.send({ type: 'task.start' })
    actor.send({ type: 'task.start' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ error: 'server', queued: 0 })
    fail = false
    actor.send({ type: 'task.start' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(actor.getSnapshot().context).toMatchObject({ error: null, results: ['ok'] })
  })
})
