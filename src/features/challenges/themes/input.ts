/** The "input" challenges (issue 15). */
import type { ChallengeDef } from '../types'

export const inputChallenges: ChallengeDef[] = []
