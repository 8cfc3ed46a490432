import { runModel } from './harness'
import { forgotPasswordUi } from './ui/forgot-password.ui'

runModel(forgotPasswordUi)
