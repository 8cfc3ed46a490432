// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { clearHunt, HUNT_KEY, randomSeed, readHunt, writeHunt } from './hunt-storage'

describe('the stored bug hunt', () => {
  beforeEach(() => sessionStorage.clear())

  it('round-trips a hunt and forgets it', () => {
    expect(readHunt()).toBeNull()
    writeHunt({ phase: 'scored', count: 2, seed: 77, claimed: ['kanban-move-lost'] })
    expect(readHunt()).toEqual({ phase: 'scored', count: 2, seed: 77, claimed: ['kanban-move-lost'] })
    clearHunt()
    expect(readHunt()).toBeNull()
  })

  it('ignores unreadable or foreign values (a hand-edited storage never breaks the page)', () => {
    for (const raw of ['{', 'null', '"x"', '{"phase":"won","seed":1,"count":1}', '{"phase":"hunting","seed":"1","count":1}']) {
      sessionStorage.setItem(HUNT_KEY, raw)
      expect(readHunt(), raw).toBeNull()
    }
    sessionStorage.setItem(HUNT_KEY, '{"phase":"hunting","seed":5,"count":3,"claimed":[1,"chat-draft-kept"]}')
    expect(readHunt()).toEqual({ phase: 'hunting', seed: 5, count: 3, claimed: ['chat-draft-kept'] })
  })

  it('draws seeds in the accepted range', () => {
    for (let i = 0; i < 50; i++) expect(randomSeed()).toSatisfy((s: number) => Number.isInteger(s) && s >= 1 && s <= 999_999)
  })
})
