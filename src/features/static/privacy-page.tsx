/** Privacy policy (/privacy): docs/spec/2-everyday-modules.md "Static pages", sections 1 to 8. */
import { LegalDocument, type LegalSection } from './legal-document'

const PRIVACY_SECTIONS: readonly LegalSection[] = [
  { number: 1, key: 'collection', anchor: 'information-we-collect' },
  { number: 2, key: 'use', anchor: 'how-we-use-information' },
  { number: 3, key: 'storage', anchor: 'storage-and-retention' },
  { number: 4, key: 'sharing', anchor: 'sharing-and-disclosure' },
  { number: 5, key: 'cookies', anchor: 'cookies-and-analytics' },
  { number: 6, key: 'security', anchor: 'security' },
  { number: 7, key: 'rights', anchor: 'your-rights' },
  { number: 8, key: 'contact', anchor: 'changes-and-contact', contact: true },
]

export function PrivacyPage() {
  return <LegalDocument doc="privacy" sections={PRIVACY_SECTIONS} />
}

