import { runModel } from './harness'
import { socialStoriesUi } from './ui/social-stories.ui'

runModel(socialStoriesUi)
