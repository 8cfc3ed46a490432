import { runModel } from './harness'
import { todoListUi } from './ui/todo-list.ui'

runModel(todoListUi)
