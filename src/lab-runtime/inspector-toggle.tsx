/**
 * The live inspector's switch, in the main chunk and kept tiny: the header button,
 * `?inspect=1` and the Alt+Shift+K shortcut open it; the panel itself (inspector-panel.tsx) is a
 * lazy chunk that loads on the first open. Exam mode (`?exam=1`) hides all of it.
 */
import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Icon } from '../ui/icons'
import { shell } from '../ui/shell'
import { withChakra } from '../app/chakra'
import { isExamMode } from './exam'

/** Alt+Shift+I is taken (Chrome's feedback form on Windows and ChromeOS); K is free in Chrome and Firefox. */
export const INSPECTOR_SHORTCUT = 'Alt+Shift+K'
export const INSPECTOR_ID = 'lab-inspector'

const InspectorPanel = withChakra(() => import('./inspector-panel'))

let open = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export function setInspectorOpen(value: boolean): void {
  if (open === value) return
  open = value
  listeners.forEach((listener) => listener())
}
const useInspectorOpen = () => useSyncExternalStore(subscribe, () => open)

function isShortcut(e: KeyboardEvent): boolean {
  return e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyK'
}

/** The header button (every width; one per layout); also owns `?inspect=1` and the keyboard shortcut. */
export function InspectorToggle({ testId = 'header-inspector-toggle' }: { testId?: string }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const exam = isExamMode(search)
  const isOpen = useInspectorOpen()
  useEffect(() => {
    if (exam) setInspectorOpen(false)
    else if (new URLSearchParams(search).get('inspect') === '1') setInspectorOpen(true)
  }, [search, exam])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e) || isExamMode()) return
      e.preventDefault()
      setInspectorOpen(!open)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  if (exam) return null
  return (
    <button
      type="button"
      className={isOpen ? shell.inspectorToggleOpen : shell.inspectorToggle}
      aria-label={t('inspector.toggle')}
      aria-pressed={isOpen}
      aria-controls={isOpen ? INSPECTOR_ID : undefined}
      aria-keyshortcuts={INSPECTOR_SHORTCUT}
      title={t('inspector.toggleTitle', { shortcut: INSPECTOR_SHORTCUT })}
      onClick={() => setInspectorOpen(!isOpen)}
      data-testid={testId}
    >
      <Icon>
        <circle cx="6" cy="6" r="2.5" />
        <circle cx="18" cy="6" r="2.5" />
        <circle cx="12" cy="18" r="2.5" />
        <path d="M8.5 6h7M7.3 8.2l3.4 7.6M16.7 8.2l-3.4 7.6" />
      </Icon>
    </button>
  )
}

/** Where the open panel renders: in the page flow under the header (it never covers a control). */
export function InspectorSlot() {
  const isOpen = useInspectorOpen()
  const { search } = useLocation()
  if (!isOpen || isExamMode(search)) return null
  return (
    <Suspense fallback={null}>
      <InspectorPanel onClose={() => setInspectorOpen(false)} />
    </Suspense>
  )
}
