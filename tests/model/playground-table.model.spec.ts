import { runModel } from './harness'
import { playgroundTableUi } from './ui/playground-table.ui'

runModel(playgroundTableUi)
