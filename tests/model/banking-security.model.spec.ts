import { runModel } from './harness'
import { bankingSecurityUi } from './ui/banking-security.ui'

runModel(bankingSecurityUi)
