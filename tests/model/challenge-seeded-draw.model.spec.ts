import { runModel } from './harness'
import { challengeSeededDrawUi } from './ui/challenge-seeded-draw.ui'

runModel(challengeSeededDrawUi)
