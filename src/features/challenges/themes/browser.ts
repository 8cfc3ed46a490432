/** The "browser" challenges (issue 15). */
import type { ChallengeDef } from '../types'

export const browserChallenges: ChallengeDef[] = []
