import { runModel } from './harness'
import { bankingBillsUi } from './ui/banking-bills.ui'

runModel(bankingBillsUi)
