import { runModel } from './harness'
import { playgroundFormUi } from './ui/playground-form.ui'

runModel(playgroundFormUi)
