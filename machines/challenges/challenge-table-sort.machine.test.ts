import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { tableSortMachine } from './challenge-table-sort.machine'

describe('table-sort machine', () => {
  it('a new column sorts ascending, the same column flips; no goal never solves', () => {
    const a = createActor(tableSortMachine, { input: { goal: null } }).start()
    expect(a.getSnapshot().value).toBe('unsorted')
    a.send({ type: 'sort.by', column: 'due' })
    expect(a.getSnapshot().context).toMatchObject({ column: 'due', direction: 'ascending' })
    a.send({ type: 'sort.by', column: 'due' })
    expect(a.getSnapshot().context).toMatchObject({ column: 'due', direction: 'descending' })
    a.send({ type: 'sort.by', column: 'last' })
    expect(a.getSnapshot().context).toMatchObject({ column: 'last', direction: 'ascending' })
    expect(a.getSnapshot().value).toBe('sorted')
  })

  it('reaching the goal solves it and sorting goes on', () => {
    const a = createActor(tableSortMachine, { input: { goal: { column: 'due' } } }).start()
    a.send({ type: 'sort.by', column: 'due' })
    expect(a.getSnapshot().value).toBe('sorted')
    a.send({ type: 'sort.by', column: 'due' })
    expect(a.getSnapshot().value).toBe('goalReached')
    expect(a.getSnapshot().hasTag('solved')).toBe(true)
    a.send({ type: 'sort.by', column: 'due' })
    expect(a.getSnapshot().context.direction).toBe('ascending')
    expect(a.getSnapshot().value).toBe('goalReached')
  })
})
