import { runModel } from './harness'
import { playgroundButtonsUi } from './ui/playground-buttons.ui'

runModel(playgroundButtonsUi)
