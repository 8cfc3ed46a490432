import { runModel } from './harness'
import { challengeVisitProgressUi } from './ui/challenge-visit-progress.ui'

runModel(challengeVisitProgressUi)
