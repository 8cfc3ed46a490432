import { runModel } from './harness'
import { challengeTableSortUi } from './ui/challenge-table-sort.ui'

runModel(challengeTableSortUi)
