import { runModel } from './harness'
import { bookingWizardUi } from './ui/booking-wizard.ui'

runModel(bookingWizardUi)
