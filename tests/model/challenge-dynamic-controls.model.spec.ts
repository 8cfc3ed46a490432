import { runModel } from './harness'
import { challengeDynamicControlsUi } from './ui/challenge-dynamic-controls.ui'

runModel(challengeDynamicControlsUi)
