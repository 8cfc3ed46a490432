import { runModel } from './harness'
import { bookingRecordsUi } from './ui/booking-records.ui'

runModel(bookingRecordsUi)
