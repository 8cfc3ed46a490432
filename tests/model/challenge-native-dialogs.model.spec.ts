import { runModel } from './harness'
import { challengeNativeDialogsUi } from './ui/challenge-native-dialogs.ui'

runModel(challengeNativeDialogsUi)
