import { runModel } from './harness'
import { settingsUi } from './ui/settings.ui'

runModel(settingsUi)
