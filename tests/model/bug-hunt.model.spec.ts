import { runModel } from './harness'
import { bugHuntUi } from './ui/bug-hunt.ui'

runModel(bugHuntUi)
