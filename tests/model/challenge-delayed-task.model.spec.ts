import { runModel } from './harness'
import { challengeDelayedTaskUi } from './ui/challenge-delayed-task.ui'

runModel(challengeDelayedTaskUi)
