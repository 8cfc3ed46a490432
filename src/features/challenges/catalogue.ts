/** The catalogue's filter and grouping (pure): by theme and by text over title, summary, slug and reference pages. */
import { CHALLENGE_THEMES, type ChallengeDef, type ChallengeTheme } from './types'

export interface CatalogueFilter {
  theme: ChallengeTheme | 'all'
  text: string
}

export function parseThemeFilter(raw: string | null): ChallengeTheme | 'all' {
  return (CHALLENGE_THEMES as readonly string[]).includes(raw ?? '') ? (raw as ChallengeTheme) : 'all'
}

/** Whether a challenge matches; `texts` are its translated title and summary. */
export function matchesFilter(def: ChallengeDef, texts: readonly string[], filter: CatalogueFilter): boolean {
  if (filter.theme !== 'all' && def.theme !== filter.theme) return false
  const words = filter.text.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = [def.slug, ...texts, ...def.references.map((r) => `${r.site} ${r.name}`)].join(' ').toLowerCase()
  return words.every((w) => haystack.includes(w))
}

/** The themes in catalogue order, each with its challenges in registry order. */
export function groupByTheme(defs: readonly ChallengeDef[]): Array<{ theme: ChallengeTheme; challenges: ChallengeDef[] }> {
  return CHALLENGE_THEMES.map((theme) => ({ theme, challenges: defs.filter((d) => d.theme === theme) }))
}
