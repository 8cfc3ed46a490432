import { runModel } from './harness'
import { socialFeedUi } from './ui/social-feed.ui'

runModel(socialFeedUi)
