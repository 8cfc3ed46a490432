import { runModel } from './harness'
import { searchUi } from './ui/search.ui'

runModel(searchUi)
