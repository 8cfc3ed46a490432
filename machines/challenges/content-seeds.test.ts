import { describe, expect, it } from 'vitest'
import { abVariant, brokenImages, dynamicTable, nthParagraph, people, typoOn } from './content-seeds'

describe('content seeds', () => {
  it('the same seed gives the same data; other seeds give other data', () => {
    expect(dynamicTable(7)).toEqual(dynamicTable(7))
    expect(people(7, 'table2')).toEqual(people(7, 'table2'))
    expect(nthParagraph(7, 'scroll', 3)).toBe(nthParagraph(7, 'scroll', 3))
    expect(new Set(Array.from({ length: 20 }, (_, s) => dynamicTable(s).columns.join())).size).toBeGreaterThan(5)
  })

  it('typos and the A/B variant come out both ways over seeds', () => {
    const seeds = Array.from({ length: 40 }, (_, s) => s + 1)
    expect(new Set(seeds.map(typoOn))).toEqual(new Set([true, false]))
    expect(new Set(seeds.map(abVariant))).toEqual(new Set(['a', 'b']))
  })

  it('broken images: 1 to 3 of 4 broken, 1 or 2 dead links; the dynamic-table answer is a cell of the asked row and column', () => {
    for (let s = 1; s < 30; s++) {
      const b = brokenImages(s)
      expect(b.brokenCount).toBe(b.images.filter((i) => i.broken).length)
      expect(b.brokenCount).toBeGreaterThanOrEqual(1)
      expect(b.brokenCount).toBeLessThanOrEqual(3)
      const dead = b.links.filter((l) => l.broken).length
      expect(dead === 1 || dead === 2).toBe(true)
      const d = dynamicTable(s)
      expect(d.askProcess).not.toBe('Chrome')
      expect(d.rows.find((r) => r.name === d.askProcess)!.values[d.askMetric]).toBe(d.answer)
    }
  })
})
