import { describe, expect, it } from 'vitest'
import { layoutOf, menuOf, nextSeed } from './waiting-seeds'

describe('waiting challenge seeds', () => {
  it('the same seed gives the same menu; some seeds drop Gallery, some keep it', () => {
    expect(menuOf(42)).toEqual(menuOf(42))
    const withGallery = Array.from({ length: 50 }, (_, i) => menuOf(i + 1).includes('gallery'))
    expect(withGallery).toContain(true)
    expect(withGallery).toContain(false)
    for (let s = 1; s <= 50; s++) expect(menuOf(s).slice(0, 3)).toEqual(['home', 'about', 'contact'])
  })

  it('the next seed is derived, in range and different', () => {
    for (let s = 1; s <= 200; s++) {
      const n = nextSeed(s)
      expect(n).toBe(nextSeed(s))
      expect(n).toBeGreaterThanOrEqual(1)
      expect(n).toBeLessThanOrEqual(999_999)
    }
  })

  it('fixed mode shifts both by the pixel shift; random mode is seeded and bounded', () => {
    expect(layoutOf('fixed', 5, 100)).toEqual({ mode: 'fixed', menuShift: 100, imageShift: 100, order: [0, 1, 2, 3, 4] })
    expect(layoutOf('random', 5, 100)).toEqual(layoutOf('random', 5, 100))
    for (let s = 1; s <= 100; s++) {
      const l = layoutOf('random', s, 100)
      expect(l.menuShift).toBeGreaterThanOrEqual(0)
      expect(l.menuShift).toBeLessThanOrEqual(100)
      expect([...l.order].sort()).toEqual([0, 1, 2, 3, 4])
    }
  })
})
