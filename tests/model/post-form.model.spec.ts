import { runModel } from './harness'
import { postFormUi } from './ui/post-form.ui'

runModel(postFormUi)
