import { runModel } from './harness'
import { bankingAccountsUi } from './ui/banking-accounts.ui'

runModel(bankingAccountsUi)
