import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { UserNumbers } from '../shared/activity'
import { apiError, controlled } from '../shared/testing'
import { profileActivityItems, profileNumbersMachine } from './profile-numbers.machine'

const NUMBERS: UserNumbers = { posts: 6, todos: 21, completed: 6, recent: 4, daysActive: 7 }

describe('profile numbers machine', () => {
  const start = () => {
    const load = controlled<UserNumbers, void>()
    const actor = createActor(profileNumbersMachine.provide({ actors: { loadNumbers: load.logic } })).start()
    return { actor, load }
  }

  it('loads on entry and shows posts, todos completed and days active in that order', async () => {
    const { actor, load } = start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(profileActivityItems(actor.getSnapshot().context.numbers).map((i) => i.value)).toEqual([null, null, null])
    load.run(0).resolve(NUMBERS)
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(profileActivityItems(actor.getSnapshot().context.numbers).map((i) => [i.id, i.value])).toEqual([
      ['posts', 6],
      ['todos', 6],
      ['days', 7],
    ])
  })

  it('a failed load carries its failure code; retry loads again', async () => {
    const { actor, load } = start()
    load.run(0).reject(apiError('http', 500, 'boom'))
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toBe('server')
    actor.send({ type: 'numbers.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    load.run(1).resolve(NUMBERS)
    await Promise.resolve()
    expect(actor.getSnapshot().context).toEqual({ numbers: NUMBERS, failure: null })
  })
})
