import { runModel } from './harness'
import { socialComposerUi } from './ui/social-composer.ui'

runModel(socialComposerUi)
