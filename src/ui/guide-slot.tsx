/**
 * Where a screen's testing guide goes: the layout renders the slot as a sibling of `<main>` (after
 * it), and the guide portals itself into it, so the guide is a complementary landmark outside
 * `main` (CONVENTIONS "Guides and lessons"): `getByRole('main')` and `cy.contains` scoped to main
 * find the page, never the guide; on a phone it follows the page content instead of filling the
 * screen under the header. A page rendered without the layout (unit tests) keeps its guide inline.
 */
import { createContext, use, useMemo, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { shell } from './shell'

interface GuideSlotValue {
  target: HTMLElement | null
  setTarget: (element: HTMLElement | null) => void
}

const GuideSlotContext = createContext<GuideSlotValue | null>(null)

/** Wraps a layout: its `<main>` and its `GuideSlot` share the slot element. */
export function GuideSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null)
  const value = useMemo(() => ({ target, setTarget }), [target])
  return <GuideSlotContext value={value}>{children}</GuideSlotContext>
}

/** The element the guide portals into; empty (and no landmark) on screens without a guide. */
export function GuideSlot() {
  const slot = use(GuideSlotContext)
  // Styled by data-guide-slot (main fills the first screen when a guide follows it), never by its test id.
  return <div ref={slot?.setTarget} className={shell.guideSlot} data-guide-slot="" data-testid="guide-slot" />
}

/** Renders the guide into the layout's slot (inline when there is no layout around it). */
export function GuidePortal({ children }: { children: ReactNode }) {
  const slot = use(GuideSlotContext)
  if (!slot) return children
  return slot.target ? createPortal(children, slot.target) : null
}
