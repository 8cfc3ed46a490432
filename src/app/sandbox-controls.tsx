/**
 * The app-chunk side of the Sandbox controls (issue 13 §3), kept tiny: whether the panel is open
 * (the header's mode badge and the fault strip open it; its code is a lazy chunk loaded on the
 * first open), and the fault summary read from the sandbox's stored runtime settings
 * (sessionStorage, machines/shared/sandbox-runtime.ts), never from the sandbox's own modules.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { NO_FAULTS, readFaultSummary, SANDBOX_IGNORED_FAULTS_KEY, SANDBOX_RUNTIME_EVENT, SANDBOX_RUNTIME_KEY, type FaultSummary } from '../../machines/shared/sandbox-runtime'
import { appMode } from '../lib/env'

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

const SandboxPanel = lazy(() => import('../features/sandbox-panel/sandbox-panel'))

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

/** Clears every fault, the latency and the client timeout (the strip's button). */
export async function clearAllFaults(): Promise<void> {
  try {
    storage()?.removeItem(SANDBOX_IGNORED_FAULTS_KEY)
  } catch {
    /* nothing stored */
  }
  const sandbox = window.__sandbox
  if (sandbox) {
    sandbox.faults.clear()
    sandbox.faults.setClientTimeout(null)
    sandbox.setLatency(0)
    return
  }
  if (appMode() === 'network') {
    const { sandboxControl } = await import('../api/sandbox-controls')
    await sandboxControl('DELETE', 'faults')
    await sandboxControl('POST', 'faults', { latencyMs: 0, clientTimeoutMs: null })
    mirrorNetworkFaults({ faults: [], latencyMs: 0, clientTimeoutMs: null })
  }
}

/**
 * Network mode: the faults live on the practice server; the panel mirrors what it loaded into the
 * same sessionStorage key, so the strip and the client's practice timeout work the same way.
 */
export function mirrorNetworkFaults(state: { faults: Array<{ endpoint: string }>; latencyMs: number; clientTimeoutMs: number | null }): void {
  try {
    storage()?.setItem(
      SANDBOX_RUNTIME_KEY,
      JSON.stringify({ scenarios: Object.fromEntries(state.faults.map((f) => [f.endpoint, {}])), latencyMs: state.latencyMs, clientTimeoutMs: state.clientTimeoutMs }),
    )
  } catch {
    /* no storage: the strip stays quiet */
  }
  window.dispatchEvent(new Event(SANDBOX_RUNTIME_EVENT))
}

let urlApplied = false

/**
 * Network mode: `?faults=…` goes to the practice server once per page load (in the sandbox,
 * mocks/browser.ts applies it before the first render). Requests the page sends before the
 * server has it are not affected.
 */
export function applyNetworkFaultsFromUrl(): void {
  if (urlApplied || appMode() !== 'network') return
  urlApplied = true
  const query = new URLSearchParams(window.location.search).get('faults')
  if (query === null) return
  void import('../api/sandbox-controls')
    .then(({ sandboxControl }) =>
      sandboxControl<{ faults: Array<{ endpoint: string }>; latencyMs: number; clientTimeoutMs: number | null; ignored: string[] }>('POST', 'faults', { query }),
    )
    .then((state) => {
      try {
        if (state.ignored.length > 0) storage()?.setItem(SANDBOX_IGNORED_FAULTS_KEY, JSON.stringify(state.ignored))
        else storage()?.removeItem(SANDBOX_IGNORED_FAULTS_KEY)
      } catch {
        /* no storage */
      }
      mirrorNetworkFaults(state)
    })
    .catch((error: unknown) => console.warn('[sandbox] ?faults could not be sent to the practice server', error))
}
