import { describe, expect, it } from 'vitest'
import { groupByTheme, matchesFilter, parseThemeFilter } from './catalogue'
import type { ChallengeDef } from './types'

const def = (slug: string, theme: ChallengeDef['theme'], references: ChallengeDef['references'] = []): ChallengeDef => ({
  slug,
  theme,
  difficulty: 1,
  trips: [],
  references,
  solvable: true,
  load: () => Promise.reject(new Error('not loaded in tests')),
})

describe('catalogue filter', () => {
  const dyn = def('dynamic-id', 'locating', [{ site: 'UI Test Automation Playground', name: 'Dynamic ID' }])

  it('reads the theme from the URL, anything else is "all"', () => {
    expect(parseThemeFilter('waiting')).toBe('waiting')
    expect(parseThemeFilter('nope')).toBe('all')
    expect(parseThemeFilter(null)).toBe('all')
  })

  it('matches by theme and by every word of the text (title, summary, slug, reference)', () => {
    expect(matchesFilter(dyn, ['Dynamic id', 'A button'], { theme: 'all', text: '' })).toBe(true)
    expect(matchesFilter(dyn, [], { theme: 'waiting', text: '' })).toBe(false)
    expect(matchesFilter(dyn, ['동적 ID'], { theme: 'locating', text: '동적' })).toBe(true)
    expect(matchesFilter(dyn, [], { theme: 'all', text: 'playground DYNAMIC' })).toBe(true)
    expect(matchesFilter(dyn, [], { theme: 'all', text: 'dynamic shadow' })).toBe(false)
  })

  it('groups in theme order, keeping empty themes', () => {
    const groups = groupByTheme([def('b', 'content'), dyn, def('c', 'locating')])
    expect(groups.map((g) => g.theme)).toEqual(['locating', 'waiting', 'browser', 'input', 'content'])
    expect(groups[0]!.challenges.map((d) => d.slug)).toEqual(['dynamic-id', 'c'])
    expect(groups[1]!.challenges).toEqual([])
  })
})
