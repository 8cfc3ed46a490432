import { runModel } from './harness'
import { challengeBrowserRequestUi } from './ui/challenge-browser-request.ui'

runModel(challengeBrowserRequestUi)
