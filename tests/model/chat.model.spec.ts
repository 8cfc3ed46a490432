import { runModel } from './harness'
import { chatUi } from './ui/chat.ui'

runModel(chatUi)
