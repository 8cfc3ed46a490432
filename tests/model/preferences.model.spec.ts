import { runModel } from './harness'
import { preferencesUi } from './ui/preferences.ui'

runModel(preferencesUi)
