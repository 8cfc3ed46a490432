/** The "locating" challenges (issue 15). */
import type { ChallengeDef } from '../types'

export const locatingChallenges: ChallengeDef[] = []
