import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ApiPost } from '../shared/contracts-everyday'
import type { ListPage, ListQuery } from '../shared/list.machine'
import { controlled } from '../shared/testing'
import { postListMachine, type PostFilters } from './post-list.machine'

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve()
}

function start() {
  const fetchPage = controlled<ListPage<ApiPost>, ListQuery<PostFilters>>()
  const actor = createActor(postListMachine.provide({ actors: { fetchPage: fetchPage.logic } }), { input: {} })
  actor.start()
  return { actor, fetchPage }
}

describe('postList: follows changes made in another tab (list.sync)', () => {
  it('a shown list loads its page again', async () => {
    const { actor, fetchPage } = start()
    fetchPage.run(0).resolve({ items: [], total: 0 })
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'list.sync' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetchPage.runs).toHaveLength(2)
  })

  it('a notice during a load is not lost: one more load follows it', async () => {
    const { actor, fetchPage } = start()
    actor.send({ type: 'list.sync' })
    fetchPage.run(0).resolve({ items: [], total: 0 })
    await settle()
    expect(actor.getSnapshot().value).toBe('loading')
    fetchPage.run(1).resolve({ items: [], total: 20 })
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.total).toBe(20)
  })
})
