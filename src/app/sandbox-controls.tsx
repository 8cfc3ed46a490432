/**
 * The app-chunk side of the Sandbox controls, kept tiny: whether the panel is open
 * (the header's mode badge and the fault strip open it; its code is a lazy chunk loaded on the
 * first open), and the fault summary read from the sandbox's stored runtime settings
 * (sessionStorage, machines/shared/sandbox-runtime.ts), never from the sandbox's own modules.
 */
import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { faultsActive, NO_FAULTS, readFaultSummary, SANDBOX_IGNORED_FAULTS_KEY, SANDBOX_RUNTIME_EVENT, SANDBOX_RUNTIME_KEY, type FaultSummary } from '@machines/shared/sandbox-runtime'
import { appMode } from '../lib/env'
import { withChakra } from './chakra'
import { FaultStrip } from './fault-strip'

// ---- open / closed ----------------------------------------------------------------------------

/** null until first opened: the panel's chunk loads then. */
let panelOpen: boolean | null = null
/** The control that opened the panel: focus returns there on close. */
let returnFocusTo: HTMLElement | null = null
const panelListeners = new Set<() => void>()
const emitPanel = () => panelListeners.forEach((listener) => listener())

export function openSandboxPanel(from?: HTMLElement | null): void {
  returnFocusTo = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
  panelOpen = true
  emitPanel()
}

export function closeSandboxPanel(): void {
  panelOpen = false
  emitPanel()
}

const subscribePanel = (listener: () => void) => {
  panelListeners.add(listener)
  return () => panelListeners.delete(listener)
}

export function useSandboxPanelOpen(): boolean | null {
  return useSyncExternalStore(subscribePanel, () => panelOpen)
}

/** The panel renders tabs and native selects (recipes of the rich system): it brings that system along, or on the public pages it would render unstyled. */
const SandboxPanel = withChakra(() => import('../features/sandbox-panel/sandbox-panel'), { rich: true })

/**
 * Renders the panel while it is open (one host, in the layout): a fresh actor per opening, so it
 * always shows the current settings. Focus goes back to the control that opened it.
 */
export function SandboxPanelHost() {
  const open = useSandboxPanelOpen()
  if (!open) return null
  const close = () => {
    closeSandboxPanel()
    const target = returnFocusTo
    if (target?.isConnected) requestAnimationFrame(() => target.focus())
  }
  return (
    <Suspense fallback={null}>
      <SandboxPanel onClose={close} />
    </Suspense>
  )
}

// ---- the fault summary --------------------------------------------------------------------------

let cached: { text: string | null; ignored: string | null; summary: FaultSummary } = { text: null, ignored: null, summary: NO_FAULTS }

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The summary, recomputed only when the stored text changed (useSyncExternalStore wants a stable value). */
function faultSummary(): FaultSummary {
  if (appMode() === 'hosted') return NO_FAULTS
  const store = storage()
  let text: string | null
  let ignored: string | null
  try {
    text = store?.getItem(SANDBOX_RUNTIME_KEY) ?? null
    ignored = store?.getItem(SANDBOX_IGNORED_FAULTS_KEY) ?? null
  } catch {
    return NO_FAULTS
  }
  if (text !== cached.text || ignored !== cached.ignored) cached = { text, ignored, summary: readFaultSummary(store) }
  return cached.summary
}

const subscribeFaults = (listener: () => void) => {
  window.addEventListener(SANDBOX_RUNTIME_EVENT, listener)
  return () => window.removeEventListener(SANDBOX_RUNTIME_EVENT, listener)
}

export function useFaultSummary(): FaultSummary {
  return useSyncExternalStore(subscribeFaults, faultSummary, () => NO_FAULTS)
}

/**
 * The fault strip's place on every page (layout.tsx). In network mode, a `?faults=` of the
 * page load goes to the practice server (src/app/sandbox-network.ts, loaded only then).
 */
export function FaultStripSlot() {
  const summary = useFaultSummary()
  useEffect(() => {
    if (appMode() === 'network' && new URLSearchParams(window.location.search).has('faults')) {
      void import('./sandbox-network').then(({ applyNetworkFaultsFromUrl }) => applyNetworkFaultsFromUrl())
    }
  }, [])
  if (!faultsActive(summary)) return null
  return <FaultStrip summary={summary} onOpen={openSandboxPanel} />
}
