import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { HUB_SCENARIOS, TAG_PREVIEW_COUNT, hiddenTagCount, hubScenario, qaHubMachine, visibleTags, type ScenarioId } from './qa-hub.machine'

const start = () => createActor(qaHubMachine).start()

describe('hub scenarios', () => {
  it('lists the five scenarios with their routes, in order', () => {
    expect(HUB_SCENARIOS.map((s) => [s.id, s.route])).toEqual([
      ['playground', '/playground'],
      ['ecommerce', '/qa/ecommerce'],
      ['banking', '/qa/banking'],
      ['social', '/qa/social'],
      ['booking', '/qa/booking'],
    ])
  })

  it('previews 3 tags and counts the hidden ones', () => {
    expect(TAG_PREVIEW_COUNT).toBe(3)
    const playground = hubScenario('playground')!
    expect(visibleTags(playground, false)).toEqual(['forms', 'validation', 'buttons'])
    expect(visibleTags(playground, true)).toEqual(playground.tags)
    expect(hiddenTagCount(playground)).toBe(playground.tags.length - 3)
    expect(hiddenTagCount({ id: 'booking', route: '/x', level: 'beginner', tags: ['a', 'b'] })).toBe(0)
    expect(visibleTags({ id: 'booking', route: '/x', level: 'beginner', tags: ['a', 'b'] }, false)).toEqual(['a', 'b'])
  })

  it('has unique tag ids per card and more than 3 tags on every card (each has a +N toggle)', () => {
    for (const s of HUB_SCENARIOS) {
      expect(new Set(s.tags).size).toBe(s.tags.length)
      expect(hiddenTagCount(s)).toBeGreaterThan(0)
    }
  })

  it('finds no unknown scenario', () => {
    expect(hubScenario('nope')).toBeUndefined()
  })
})

describe('qa hub machine', () => {
  it('starts with every card collapsed', () => {
    const actor = start()
    expect(actor.getSnapshot().value).toBe('browsing')
    expect(actor.getSnapshot().context.expanded).toEqual([])
  })

  it('expands and collapses cards independently, keeping display order', () => {
    const actor = start()
    actor.send({ type: 'tags.toggle', scenarioId: 'social' })
    actor.send({ type: 'tags.toggle', scenarioId: 'playground' })
    expect(actor.getSnapshot().context.expanded).toEqual(['playground', 'social'])
    actor.send({ type: 'tags.toggle', scenarioId: 'social' })
    expect(actor.getSnapshot().context.expanded).toEqual(['playground'])
    actor.send({ type: 'tags.toggle', scenarioId: 'playground' })
    expect(actor.getSnapshot().context.expanded).toEqual([])
  })

  it('ignores an unknown card (guard hasHiddenTags)', () => {
    const actor = start()
    actor.send({ type: 'tags.toggle', scenarioId: 'unknown' as ScenarioId })
    expect(actor.getSnapshot().context.expanded).toEqual([])
  })
})
