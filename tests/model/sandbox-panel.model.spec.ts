import { runModel } from './harness'
import { sandboxPanelUi } from './ui/sandbox-panel.ui'

runModel(sandboxPanelUi)
