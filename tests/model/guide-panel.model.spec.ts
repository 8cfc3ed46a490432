import { runModel } from './harness'
import { guidePanelUi } from './ui/guide-panel.ui'

runModel(guidePanelUi)
