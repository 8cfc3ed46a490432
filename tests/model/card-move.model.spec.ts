import { runModel } from './harness'
import { cardMoveUi } from './ui/card-move.ui'

runModel(cardMoveUi)
