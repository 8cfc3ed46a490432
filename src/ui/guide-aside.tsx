/**
 * The landmark of a screen's testing guide: an `<aside>` named "Testing guide" rendered into the
 * layout's guide slot, after the page content and outside `<main>` (CONVENTIONS "Guides and
 * lessons"), as wide as the page above it. The reusable GuidePanel and the challenge pages' guide
 * both use it, so every screen's guide is found the same way:
 * `getByRole('complementary', { name: 'Testing guide' })`, test id `<testId>-aside`.
 */
import { Container } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { GuidePortal } from './guide-slot'

export interface GuideAsideProps {
  /** The landmark's accessible name (translated). */
  label: string
  /** The guide's test id prefix: the aside is `<testId>-aside`. */
  testId: string
  /** The page container's width, so the guide lines up with the page above it. */
  maxW?: string
  children: ReactNode
}

export function GuideAside({ label, testId, maxW = '7xl', children }: GuideAsideProps) {
  return (
    <GuidePortal>
      <Container as="aside" maxW={maxW} aria-label={label} data-testid={`${testId}-aside`}>
        {children}
      </Container>
    </GuidePortal>
  )
}
