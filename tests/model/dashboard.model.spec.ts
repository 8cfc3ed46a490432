import { runModel } from './harness'
import { dashboardUi } from './ui/dashboard.ui'

runModel(dashboardUi)
