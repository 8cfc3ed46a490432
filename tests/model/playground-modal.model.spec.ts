import { runModel } from './harness'
import { playgroundModalUi } from './ui/playground-modal.ui'

runModel(playgroundModalUi)
