import { runModel } from './harness'
import { calendarUi } from './ui/calendar.ui'

runModel(calendarUi)
