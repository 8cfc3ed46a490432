import { describe, expect, it } from 'vitest'
import { KEY_TARGETS, SORT_ITEMS, comboOf, keyTarget, pick, shuffled, sliderTarget, sortOrders } from './input-targets'

const ev = (key: string, mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {}) => ({ key, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...mods })

describe('input challenge targets', () => {
  it('the same seed gives the same choice; the choice is from the list', () => {
    expect(keyTarget(42)).toBe(keyTarget(42))
    expect(KEY_TARGETS).toContain(keyTarget(42))
    expect(new Set(Array.from({ length: 50 }, (_, s) => sliderTarget(s))).size).toBeGreaterThan(3)
    expect(pick(1, ['only'])).toBe('only')
  })

  it('shuffled is a seeded permutation', () => {
    const s = shuffled(7, SORT_ITEMS)
    expect([...s].sort()).toEqual([...SORT_ITEMS].sort())
    expect(shuffled(7, SORT_ITEMS)).toEqual(s)
  })

  it('the sortable list never starts solved', () => {
    for (let seed = 0; seed < 200; seed++) {
      const { target, start } = sortOrders(seed)
      expect(start.join(',')).not.toBe(target.join(','))
    }
  })

  it('comboOf names keys and combinations the way the page shows them', () => {
    expect(comboOf(ev('Tab'))).toBe('Tab')
    expect(comboOf(ev('K', { shiftKey: true }))).toBe('Shift+K')
    expect(comboOf(ev('Enter', { ctrlKey: true }))).toBe('Control+Enter')
    expect(comboOf(ev('ArrowUp', { altKey: true }))).toBe('Alt+ArrowUp')
    expect(comboOf(ev('Shift', { shiftKey: true }))).toBe('Shift')
    expect(comboOf(ev(' '))).toBe('Space')
    expect(comboOf(ev('a'))).toBe('A')
  })
})
