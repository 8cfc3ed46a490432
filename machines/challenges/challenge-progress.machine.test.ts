import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { PROGRESS_TARGET, progressWithInputTick as progressMachine, progressSolved } from './challenge-progress.machine'

describe('progress machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('steps 1 % per tick and measures the stop against 75 %', () => {
    const actor = createActor(progressMachine, { input: { tickMs: 10 } }).start()
    actor.send({ type: 'progress.start' })
    vi.advanceTimersByTime(10 * 77)
    expect(actor.getSnapshot().context.value).toBe(77)
    actor.send({ type: 'progress.stop' })
    expect(actor.getSnapshot().value).toBe('stopped')
    expect(actor.getSnapshot().context.offBy).toBe(77 - PROGRESS_TARGET)
    vi.advanceTimersByTime(100)
    expect(actor.getSnapshot().context.value).toBe(77)
  })

  it('stops by itself at 100 and a new start begins from 0', () => {
    const actor = createActor(progressMachine, { input: { tickMs: 10 } }).start()
    actor.send({ type: 'progress.start' })
    vi.advanceTimersByTime(10 * 150)
    expect(actor.getSnapshot().value).toBe('stopped')
    expect(actor.getSnapshot().context).toMatchObject({ value: 100, offBy: 25 })
    actor.send({ type: 'progress.start' })
    expect(actor.getSnapshot().context).toMatchObject({ value: 0, offBy: null })
  })

  it('solved only within the tolerance', () => {
    expect(progressSolved(null)).toBe(false)
    expect(progressSolved(0)).toBe(true)
    expect(progressSolved(-2)).toBe(true)
    expect(progressSolved(3)).toBe(false)
  })
})
