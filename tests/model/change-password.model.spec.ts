import { runModel } from './harness'
import { changePasswordUi } from './ui/change-password.ui'

runModel(changePasswordUi)
