import { runModel } from './harness'
import { challengeAdModalUi } from './ui/challenge-ad-modal.ui'

runModel(challengeAdModalUi)
