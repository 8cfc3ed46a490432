import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { bugHuntMachine, type BugHuntInput } from './bug-hunt.machine'
import { HUNT_LIMITS, pickBugs, scoreHunt } from './hunt'
import { BUG_IDS } from './registry'

function start(input: BugHuntInput = { saved: null, seed: 4242 }) {
  const startHunt = vi.fn()
  const scoreBugs = vi.fn()
  const disableBugs = vi.fn()
  const persist = vi.fn()
  const clear = vi.fn()
  const machine = bugHuntMachine.provide({
    actions: { startHunt: (_, p) => startHunt(p), scoreBugs, disableBugs, persist: (_, p) => persist(p), clear },
  })
  const actor = createActor(machine, { input }).start()
  const state = () => actor.getSnapshot().value
  const ctx = () => actor.getSnapshot().context
  return { actor, state, ctx, startHunt, scoreBugs, disableBugs, persist, clear }
}

describe('hunt rules', () => {
  it('the same seed and count choose the same distinct bugs; other seeds choose others', () => {
    const a = pickBugs(4242, 3)
    expect(a).toHaveLength(3)
    expect(new Set(a).size).toBe(3)
    expect(pickBugs(4242, 3)).toEqual(a)
    const sets = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => pickBugs(s, 3).join()))
    expect(sets.size).toBeGreaterThan(4)
    expect(pickBugs(7, 99)).toEqual([...BUG_IDS])
  })

  it('scores found, missed and false positives', () => {
    expect(scoreHunt(['login-wrong-status', 'kanban-move-lost', 'chat-draft-kept'], ['kanban-move-lost', 'posts-page-overlap'])).toEqual({
      found: ['kanban-move-lost'],
      missed: ['login-wrong-status', 'chat-draft-kept'],
      falsePositives: ['posts-page-overlap'],
      percent: 33,
    })
  })
})

describe('bug hunt machine', () => {
  it('setup → hunting starts the seeded hunt in the sandbox and stores it, with no bug id in the context', () => {
    const t = start()
    expect(t.state()).toBe('setup')
    t.actor.send({ type: 'count.change', count: 2 })
    t.actor.send({ type: 'seed.change', value: '77' })
    t.actor.send({ type: 'hunt.start' })
    expect(t.state()).toBe('hunting')
    expect(t.startHunt).toHaveBeenCalledWith({ seed: 77, count: 2 })
    expect(t.persist).toHaveBeenLastCalledWith({ phase: 'hunting', count: 2, seed: 77, claimed: [] })
    // The state lab shows contexts: while hunting, none of the hidden ids is in it.
    expect(t.ctx().hidden).toEqual([])
    expect(JSON.stringify(t.ctx())).not.toMatch(new RegExp(pickBugs(77, 2).join('|')))
    expect(t.scoreBugs).not.toHaveBeenCalled()
  })

  it('refuses a seed or count out of range', () => {
    const t = start()
    t.actor.send({ type: 'seed.change', value: '' })
    t.actor.send({ type: 'hunt.start' })
    expect(t.state()).toBe('setup')
    t.actor.send({ type: 'count.change', count: HUNT_LIMITS.maxCount + 1 })
    expect(t.ctx().count).toBe(HUNT_LIMITS.defaultCount)
  })

  it('claims, submits for a score, reveals; ending switches the bugs off and forgets the hunt', () => {
    const t = start()
    t.actor.send({ type: 'hunt.start' })
    const hidden = pickBugs(4242, HUNT_LIMITS.defaultCount)
    const wrong = BUG_IDS.find((id) => !hidden.includes(id))!
    t.actor.send({ type: 'claim.toggle', id: hidden[0]! })
    t.actor.send({ type: 'claim.toggle', id: wrong })
    t.actor.send({ type: 'claim.toggle', id: 'not-a-bug' })
    expect(t.ctx().claimed).toEqual([hidden[0], wrong])
    t.actor.send({ type: 'hunt.submit' })
    expect(t.state()).toBe('scored')
    expect(t.scoreBugs).toHaveBeenCalledTimes(1)
    expect(t.ctx().hidden).toEqual(hidden)
    expect(t.ctx().score).toMatchObject({ found: [hidden[0]], falsePositives: [wrong], percent: 33 })
    t.actor.send({ type: 'hunt.reveal' })
    expect(t.state()).toBe('revealed')
    expect(t.persist).toHaveBeenLastCalledWith(expect.objectContaining({ phase: 'revealed' }))
    t.actor.send({ type: 'hunt.end' })
    expect(t.state()).toBe('setup')
    expect(t.disableBugs).toHaveBeenCalledTimes(1)
    expect(t.clear).toHaveBeenCalledTimes(1)
  })

  it('continues a stored hunt in its phase', () => {
    const hunting = start({ saved: { phase: 'hunting', count: 3, seed: 9, claimed: [] }, seed: 1 })
    expect(hunting.state()).toBe('hunting')
    expect(hunting.ctx().hidden).toEqual([])
    const scored = start({ saved: { phase: 'scored', count: 3, seed: 9, claimed: [pickBugs(9, 3)[0]!] }, seed: 1 })
    expect(scored.state()).toBe('scored')
    expect(scored.ctx().score?.found).toEqual([pickBugs(9, 3)[0]])
    expect(start({ saved: { phase: 'revealed', count: 3, seed: 9, claimed: [] }, seed: 1 }).state()).toBe('revealed')
    expect(start({ saved: { phase: 'hunting', count: 0, seed: 9, claimed: [] }, seed: 1 }).state()).toBe('setup')
  })
})
