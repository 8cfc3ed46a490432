import { runModel } from './harness'
import { loginUi } from './ui/login.ui'

runModel(loginUi)
