/** The "waiting" challenges (issue 15). */
import type { ChallengeDef } from '../types'

export const waitingChallenges: ChallengeDef[] = []
