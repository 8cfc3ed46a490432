import { runModel } from './harness'
import { challengeProgressUi } from './ui/challenge-progress.ui'

runModel(challengeProgressUi)
