import { runModel } from './harness'
import { eventFormUi } from './ui/event-form.ui'

runModel(eventFormUi)
