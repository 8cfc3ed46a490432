/** Terms of service (/terms): docs/spec/2-everyday-modules.md "Static pages", sections 1 to 11. */
import { LegalDocument, type LegalSection } from './legal-document'

const TERMS_SECTIONS: readonly LegalSection[] = [
  { number: 1, key: 'acceptance', anchor: 'acceptance' },
  { number: 2, key: 'purpose', anchor: 'purpose-of-the-service' },
  { number: 3, key: 'accounts', anchor: 'accounts' },
  { number: 4, key: 'acceptableUse', anchor: 'acceptable-use' },
  { number: 5, key: 'content', anchor: 'test-data-and-content' },
  { number: 6, key: 'automation', anchor: 'automated-testing' },
  { number: 7, key: 'intellectualProperty', anchor: 'intellectual-property' },
  { number: 8, key: 'availability', anchor: 'availability-and-resets' },
  { number: 9, key: 'disclaimer', anchor: 'disclaimer' },
  { number: 10, key: 'liability', anchor: 'limitation-of-liability' },
  { number: 11, key: 'changes', anchor: 'changes-and-contact', contact: true },
]

export function TermsPage() {
  return <LegalDocument doc="terms" sections={TERMS_SECTIONS} />
}

