import { runModel } from './harness'
import { socialPeopleUi } from './ui/social-people.ui'

runModel(socialPeopleUi)
