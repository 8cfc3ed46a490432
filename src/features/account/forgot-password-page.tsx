import { PlaceholderPage } from '../../app/placeholder-page'

/** Work in progress: replaced by the real screen. */
export function ForgotPasswordPage() {
  return <PlaceholderPage screen="forgotPassword" />
}
