import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { answerCheckMachine } from './challenge-answer-check.machine'

const start = (answer = '4.2%') => createActor(answerCheckMachine, { input: { answer } }).start()

describe('answer-check machine', () => {
  it('a wrong value goes to wrong, a right one (trimmed, any case) solves and stays solved', () => {
    const a = start('Typo')
    a.send({ type: 'answer.submit', value: 'clean' })
    expect(a.getSnapshot().value).toBe('wrong')
    expect(a.getSnapshot().context).toMatchObject({ last: 'clean', tries: 1 })
    a.send({ type: 'answer.submit', value: 'nope' })
    expect(a.getSnapshot().value).toBe('wrong')
    a.send({ type: 'answer.submit', value: '  typo ' })
    expect(a.getSnapshot().hasTag('solved')).toBe(true)
    expect(a.getSnapshot().context.tries).toBe(3)
    a.send({ type: 'answer.submit', value: 'clean' })
    expect(a.getSnapshot().value).toBe('solved')
  })

  it('solves at the first try', () => {
    const a = start()
    a.send({ type: 'answer.submit', value: '4.2%' })
    expect(a.getSnapshot().value).toBe('solved')
  })
})
