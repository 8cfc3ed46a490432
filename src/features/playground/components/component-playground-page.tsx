import { PlaceholderPage } from '../../../app/placeholder-page'

/** Work in progress: replaced by the real screen. */
export function ComponentPlaygroundPage() {
  return <PlaceholderPage screen="playground" />
}
