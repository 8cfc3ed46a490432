import { runModel } from './harness'
import { challengeHiddenLayersUi } from './ui/challenge-hidden-layers.ui'

runModel(challengeHiddenLayersUi)
