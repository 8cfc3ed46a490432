import { runModel } from './harness'
import { bankingUi } from './ui/banking.ui'

runModel(bankingUi)
