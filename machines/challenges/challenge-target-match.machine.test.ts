import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { targetMatchMachine } from './challenge-target-match.machine'

const start = (target = '3.5', initial?: string | null) => createActor(targetMatchMachine, { input: { target, initial } }).start()

describe('target-match machine', () => {
  it('starts pending with the initial value and no tries', () => {
    const a = start('B,A', 'A,B')
    expect(a.getSnapshot().value).toBe('pending')
    expect(a.getSnapshot().context).toEqual({ target: 'B,A', value: 'A,B', tries: 0 })
  })

  it('a value that is not the target is shown and counted, still pending', () => {
    const a = start()
    a.send({ type: 'goal.set', value: '3' })
    expect(a.getSnapshot().value).toBe('pending')
    expect(a.getSnapshot().context).toMatchObject({ value: '3', tries: 1 })
    expect(a.getSnapshot().hasTag('solved')).toBe(false)
  })

  it('the target value solves it (tag solved)', () => {
    const a = start()
    a.send({ type: 'goal.set', value: '3' })
    a.send({ type: 'goal.set', value: '3.5' })
    expect(a.getSnapshot().value).toBe('solved')
    expect(a.getSnapshot().hasTag('solved')).toBe(true)
    expect(a.getSnapshot().context.tries).toBe(2)
  })

  it('stays solved when the value changes afterwards, and still shows the value', () => {
    const a = start()
    a.send({ type: 'goal.set', value: '3.5' })
    a.send({ type: 'goal.set', value: '4' })
    expect(a.getSnapshot().value).toBe('solved')
    expect(a.getSnapshot().context.value).toBe('4')
  })

  it('matching is exact (string equality: "3" is not "3.0")', () => {
    const a = start('3')
    a.send({ type: 'goal.set', value: '3.0' })
    expect(a.getSnapshot().value).toBe('pending')
  })
})
