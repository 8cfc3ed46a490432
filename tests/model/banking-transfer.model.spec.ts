import { runModel } from './harness'
import { bankingTransferUi } from './ui/banking-transfer.ui'

runModel(bankingTransferUi)
