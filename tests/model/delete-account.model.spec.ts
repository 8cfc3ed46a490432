import { runModel } from './harness'
import { deleteAccountUi } from './ui/delete-account.ui'

runModel(deleteAccountUi)
