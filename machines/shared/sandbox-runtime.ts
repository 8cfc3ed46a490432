/**
 * The few facts about the sandbox's runtime settings (mocks/runtime.ts) that the app itself needs,
 * read straight from sessionStorage so the app chunk never imports the sandbox: whether faults or
 * latency are active (the fault strip) and the sandbox-only client timeout (src/api/client.ts).
 * Pure TypeScript: the caller passes the storage.
 */

/** The sessionStorage key of the sandbox's runtime settings. */
export const SANDBOX_RUNTIME_KEY = 'qa-sandbox-runtime'
/** The sessionStorage key of the `?faults=` entries the sandbox could not read (a JSON list of texts). */
export const SANDBOX_IGNORED_FAULTS_KEY = 'qa-sandbox-faults-ignored'
/** Dispatched on `window` whenever the sandbox stores its runtime settings. */
export const SANDBOX_RUNTIME_EVENT = 'qa-sandbox-runtime'

export interface FaultSummary {
  /** How many `?faults=` entries were skipped as unreadable at the last load. */
  ignored: number
  /** Endpoints with an active scenario or fault. */
  endpoints: number
  /** Global latency in ms. */
  latencyMs: number
  /** The sandbox-only client timeout, or null (the client's own 30 s). */
  clientTimeoutMs: number | null
}

export const NO_FAULTS: FaultSummary = { endpoints: 0, latencyMs: 0, clientTimeoutMs: null, ignored: 0 }

function ignoredCount(storage: Pick<Storage, 'getItem'> | null | undefined): number {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SANDBOX_IGNORED_FAULTS_KEY) ?? '[]')
    return Array.isArray(value) ? value.length : 0
  } catch {
    return 0
  }
}

/** Summarises the stored settings; anything unreadable counts as none. */
export function readFaultSummary(storage: Pick<Storage, 'getItem'> | null | undefined): FaultSummary {
  let text: string | null
  try {
    text = storage?.getItem(SANDBOX_RUNTIME_KEY) ?? null
  } catch {
    return NO_FAULTS
  }
  const ignored = ignoredCount(storage)
  if (!text) return { ...NO_FAULTS, ignored }
  try {
    const value = JSON.parse(text) as { scenarios?: unknown; latencyMs?: unknown; clientTimeoutMs?: unknown }
    const endpoints = value.scenarios && typeof value.scenarios === 'object' ? Object.keys(value.scenarios).length : 0
    const latencyMs = typeof value.latencyMs === 'number' && value.latencyMs > 0 ? value.latencyMs : 0
    const clientTimeoutMs = typeof value.clientTimeoutMs === 'number' && value.clientTimeoutMs > 0 ? value.clientTimeoutMs : null
    return { endpoints, latencyMs, clientTimeoutMs, ignored }
  } catch {
    return { ...NO_FAULTS, ignored }
  }
}

/** Whether the strip should warn. */
export function faultsActive(summary: FaultSummary): boolean {
  return summary.endpoints > 0 || summary.latencyMs > 0 || summary.ignored > 0
}

/**
 * The key of the sandbox's internal "which view bugs are on" query (mocks/bugs, src/features/personas/view-bugs.ts):
 * a symbol, so a bug hunt's bugs are not listed by the documented `window.__sandbox.bugs` methods.
 */
export const VIEW_BUGS: unique symbol = Symbol.for('qa-playground.sandbox.view-bugs')
