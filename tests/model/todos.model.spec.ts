import { runModel } from './harness'
import { todosUi } from './ui/todos.ui'

runModel(todosUi)
