import { runModel } from './harness'
import { profileUi } from './ui/profile.ui'

runModel(profileUi)
