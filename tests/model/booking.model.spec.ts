import { runModel } from './harness'
import { bookingUi } from './ui/booking.ui'

runModel(bookingUi)
