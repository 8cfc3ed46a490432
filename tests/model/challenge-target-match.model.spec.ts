import { runModel } from './harness'
import { challengeTargetMatchUi } from './ui/challenge-target-match.ui'

runModel(challengeTargetMatchUi)
