import { runModel } from './harness'
import { playgroundDragDropUi } from './ui/playground-drag-drop.ui'

runModel(playgroundDragDropUi)
