import { runModel } from './harness'
import { learnProgressUi } from './ui/learn-progress.ui'

runModel(learnProgressUi)
