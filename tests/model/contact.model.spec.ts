import { runModel } from './harness'
import { contactUi } from './ui/contact.ui'

runModel(contactUi)
