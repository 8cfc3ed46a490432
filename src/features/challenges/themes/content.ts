/** The "content" challenges (issue 15). */
import type { ChallengeDef } from '../types'

export const contentChallenges: ChallengeDef[] = []
