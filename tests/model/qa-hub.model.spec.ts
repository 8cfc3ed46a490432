import { runModel } from './harness'
import { qaHubUi } from './ui/qa-hub.ui'

runModel(qaHubUi)
