import { cloneElement, useId, useRef, type ReactElement, type ReactNode } from 'react'
import { shell } from './shell'
import { tooltipShift } from './tooltip-shift'

/**
 * A light tooltip: shown on hover and keyboard focus, linked with aria-describedby, so it is
 * announced by screen readers and findable by role="tooltip" in tests. Hidden with
 * `display: none` (an invisible box still widens the page: a phone scrolled sideways), never
 * wider than the viewport when shown, and moved sideways to stay 8 px inside its edges.
 */
export function Tooltip({ content, children, testId }: { content: ReactNode; children: ReactElement<Record<string, unknown>>; testId?: string }) {
  const id = useId()
  const tip = useRef<HTMLDivElement>(null)
  // Shown by CSS (hover, focus): placed when the pointer or the focus arrives, so a host near the
  // screen's edge (the header's badge on a 320 px phone) never widens the page.
  const place = () => {
    const el = tip.current
    if (!el) return
    el.style.removeProperty('--tooltip-shift')
    const box = el.getBoundingClientRect()
    if (box.width === 0) return
    const shift = tooltipShift(box.left, box.right, document.documentElement.clientWidth)
    if (shift !== 0) el.style.setProperty('--tooltip-shift', `${shift}px`)
  }
  return (
    <div className={`${shell.tooltipHost} qa-tooltip-host`} onMouseOver={place} onFocus={place}>
      {cloneElement(children, { 'aria-describedby': id })}
      <div ref={tip} id={id} role="tooltip" data-testid={testId} className={shell.tooltip}>
        {content}
      </div>
    </div>
  )
}
