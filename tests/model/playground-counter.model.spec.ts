import { runModel } from './harness'
import { playgroundCounterUi } from './ui/playground-counter.ui'

runModel(playgroundCounterUi)
