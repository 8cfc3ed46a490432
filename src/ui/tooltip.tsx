import { useId, type ReactElement, type ReactNode } from 'react'
import { cloneElement } from 'react'
import { shell } from './shell'

/**
 * A light tooltip: shown on hover and keyboard focus, linked with aria-describedby, so it is
 * announced by screen readers and findable by role="tooltip" in tests. Hidden with
 * `display: none` (an invisible box still widens the page: a phone scrolled sideways), and
 * never wider than the viewport when shown.
 */
export function Tooltip({ content, children, testId }: { content: ReactNode; children: ReactElement<Record<string, unknown>>; testId?: string }) {
  const id = useId()
  return (
    <div className={`${shell.tooltipHost} qa-tooltip-host`}>
      {cloneElement(children, { 'aria-describedby': id })}
      <div id={id} role="tooltip" data-testid={testId} className={shell.tooltip}>
        {content}
      </div>
    </div>
  )
}
