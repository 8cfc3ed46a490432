import { runModel } from './harness'
import { postDetailUi } from './ui/post-detail.ui'

runModel(postDetailUi)
