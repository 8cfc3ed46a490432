import { PlaceholderPage } from '../../app/placeholder-page'

/** Work in progress: replaced by the real screen. */
export function ProfilePage() {
  return <PlaceholderPage screen="profile" />
}
