import { runModel } from './harness'
import { postListUi } from './ui/post-list.ui'

runModel(postListUi)
