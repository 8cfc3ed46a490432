import { runModel } from './harness'
import { challengeAnswerCheckUi } from './ui/challenge-answer-check.ui'

runModel(challengeAnswerCheckUi)
