/** Every challenge, in catalogue order. Imported by the challenge screens only (lazy chunks). */
import { browserChallenges } from './themes/browser'
import { contentChallenges } from './themes/content'
import { inputChallenges } from './themes/input'
import { locatingChallenges } from './themes/locating'
import { waitingChallenges } from './themes/waiting'
import type { ChallengeDef } from './types'

export const CHALLENGES: ChallengeDef[] = [...locatingChallenges, ...waitingChallenges, ...browserChallenges, ...inputChallenges, ...contentChallenges]

export function challengeBySlug(slug: string | undefined): ChallengeDef | undefined {
  return CHALLENGES.find((c) => c.slug === slug)
}
