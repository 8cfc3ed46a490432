import { runModel } from './harness'
import { settingsScreenUi } from './ui/settings-screen.ui'

runModel(settingsScreenUi)
