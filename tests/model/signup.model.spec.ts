import { runModel } from './harness'
import { signupUi } from './ui/signup.ui'

runModel(signupUi)
