import { runModel } from './harness'
import { tokenRefreshUi } from './ui/token-refresh.ui'

runModel(tokenRefreshUi)
