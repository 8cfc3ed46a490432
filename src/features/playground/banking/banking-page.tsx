import { PlaceholderPage } from '../../../app/placeholder-page'

/** Work in progress: replaced by the real screen. */
export function BankingPage() {
  return <PlaceholderPage screen="banking" />
}
