import { runModel } from './harness'
import { apiDocsUi } from './ui/api-docs.ui'

runModel(apiDocsUi)
