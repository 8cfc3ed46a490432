import { runModel } from './harness'
import { sessionUi } from './ui/session.ui'

runModel(sessionUi)
