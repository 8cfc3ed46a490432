/**
 * Bug hunt rules: a seeded choice of bugs from the catalogue, and the score of a
 * learner's answer. Pure functions: the same seed and count always choose the same bugs.
 */
import { mulberry32 } from '../shared/random'
import { BUG_IDS, type BugId } from './registry'

export const HUNT_LIMITS = { minCount: 1, maxCount: 5, defaultCount: 3, minSeed: 1, maxSeed: 999_999 } as const

export const isValidSeed = (seed: number) => Number.isInteger(seed) && seed >= HUNT_LIMITS.minSeed && seed <= HUNT_LIMITS.maxSeed
export const isValidCount = (count: number) => Number.isInteger(count) && count >= HUNT_LIMITS.minCount && count <= HUNT_LIMITS.maxCount

/** `count` distinct bugs chosen by the seed (a seeded Fisher–Yates shuffle), in catalogue order. */
export function pickBugs(seed: number, count: number, ids: readonly BugId[] = BUG_IDS): BugId[] {
  const random = mulberry32(seed)
  const pool = [...ids]
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  const chosen = new Set(pool.slice(0, Math.min(count, pool.length)))
  return ids.filter((id) => chosen.has(id))
}

export interface HuntScore {
  /** Hidden bugs the learner named. */
  found: BugId[]
  /** Hidden bugs the learner did not name. */
  missed: BugId[]
  /** Named bugs that were not hidden. */
  falsePositives: BugId[]
  /** found / hidden, as a whole percentage (0–100). */
  percent: number
}

export function scoreHunt(hidden: readonly BugId[], claimed: readonly BugId[]): HuntScore {
  const claimedSet = new Set(claimed)
  const hiddenSet = new Set(hidden)
  const found = hidden.filter((id) => claimedSet.has(id))
  return {
    found,
    missed: hidden.filter((id) => !claimedSet.has(id)),
    falsePositives: BUG_IDS.filter((id) => claimedSet.has(id) && !hiddenSet.has(id)),
    percent: hidden.length === 0 ? 0 : Math.round((found.length / hidden.length) * 100),
  }
}
