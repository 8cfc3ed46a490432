import { runModel } from './harness'
import { playgroundTabsUi } from './ui/playground-tabs.ui'

runModel(playgroundTabsUi)
