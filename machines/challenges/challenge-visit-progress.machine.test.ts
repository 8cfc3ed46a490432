import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { visitProgressMachine } from './challenge-visit-progress.machine'

describe('visit-progress machine', () => {
  it('counts distinct keys once and solves at the target', () => {
    const a = createActor(visitProgressMachine, { input: { target: 3, initial: ['a'] } }).start()
    a.send({ type: 'progress.mark', key: 'a' })
    expect(a.getSnapshot().context.marked).toEqual(['a'])
    a.send({ type: 'progress.mark', key: 'b' })
    expect(a.getSnapshot().value).toBe('going')
    a.send({ type: 'progress.mark', key: 'b' })
    expect(a.getSnapshot().context.marked).toEqual(['a', 'b'])
    a.send({ type: 'progress.mark', key: 'c' })
    expect(a.getSnapshot().value).toBe('done')
    expect(a.getSnapshot().hasTag('solved')).toBe(true)
    a.send({ type: 'progress.mark', key: 'd' })
    a.send({ type: 'progress.mark', key: 'd' })
    expect(a.getSnapshot().context.marked).toEqual(['a', 'b', 'c', 'd'])
  })
})
