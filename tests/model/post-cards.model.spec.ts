import { runModel } from './harness'
import { postCardsUi } from './ui/post-cards.ui'

runModel(postCardsUi)
