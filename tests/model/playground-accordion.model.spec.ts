import { runModel } from './harness'
import { playgroundAccordionUi } from './ui/playground-accordion.ui'

runModel(playgroundAccordionUi)
