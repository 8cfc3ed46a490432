import { runModel } from './harness'
import { bankingTransactionsUi } from './ui/banking-transactions.ui'

runModel(bankingTransactionsUi)
