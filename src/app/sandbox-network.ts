/**
 * Network mode's side of the fault strip and the Sandbox controls (a small lazy chunk): the
 * faults live on the practice server, so `?faults=` is sent there, and what the panel loads is
 * mirrored into the sandbox's sessionStorage key so the strip and the client's practice timeout
 * work as in the sandbox.
 */
import { SANDBOX_IGNORED_FAULTS_KEY, SANDBOX_RUNTIME_EVENT, SANDBOX_RUNTIME_KEY } from '@machines/shared/sandbox-runtime'
import { sandboxControl } from '../api/sandbox-controls'

interface ServerFaults {
  faults: Array<{ endpoint: string }>
  latencyMs: number
  clientTimeoutMs: number | null
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function mirrorNetworkFaults(state: ServerFaults): void {
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

/** Sends the page load's `?faults=` to the practice server once (requests sent before it lands are not affected). */
export function applyNetworkFaultsFromUrl(): void {
  if (urlApplied) return
  urlApplied = true
  const query = new URLSearchParams(window.location.search).get('faults')
  if (query === null) return
  sandboxControl<ServerFaults & { ignored: string[] }>('POST', 'faults', { query })
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

/** Clears every fault, the latency and the client timeout on the practice server. */
export async function clearNetworkFaults(): Promise<void> {
  await sandboxControl('DELETE', 'faults')
  await sandboxControl('POST', 'faults', { latencyMs: 0, clientTimeoutMs: null })
  mirrorNetworkFaults({ faults: [], latencyMs: 0, clientTimeoutMs: null })
}
