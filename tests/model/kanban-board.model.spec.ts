import { runModel } from './harness'
import { kanbanBoardUi } from './ui/kanban-board.ui'

runModel(kanbanBoardUi)
