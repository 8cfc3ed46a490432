/** Build-time configuration and the sandbox switch. */
import { API_PREFIX } from '@machines/shared/api-prefix'

declare const __APP_VERSION__: string

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'

/** Base URL of the real API (`VITE_API_URL`), without a trailing slash; empty when none is configured. */
export const CONFIGURED_API_URL: string = (import.meta.env.VITE_API_URL ?? '').trim().replace(/\/+$/, '')

export const ANALYTICS_HOST: string = (import.meta.env.VITE_ANALYTICS_HOST ?? '').trim()
export const ANALYTICS_ID: string = (import.meta.env.VITE_ANALYTICS_ID ?? '').trim()

export const SANDBOX_SESSION_KEY = 'qa-sandbox'

/**
 * Whether the in-browser sandbox backend is on: never in network mode (the page's server is the
 * backend; a remembered `?sandbox` choice does not count); else `?sandbox=1` / `?sandbox=0` win
 * and are remembered for the browser session; otherwise the remembered choice; otherwise on when
 * no `VITE_API_URL` is configured.
 */
export function resolveSandbox(
  search: string,
  session: Pick<Storage, 'getItem' | 'setItem'> | null,
  apiUrl = CONFIGURED_API_URL,
  network = isNetworkMode(),
): boolean {
  if (network) return false
  const asked = new URLSearchParams(search).get('sandbox')
  if (asked === '1' || asked === '0') {
    try {
      session?.setItem(SANDBOX_SESSION_KEY, asked)
    } catch {
      /* storage may be unavailable (private mode); the query still applies to this load */
    }
    return asked === '1'
  }
  let remembered: string | null
  try {
    remembered = session?.getItem(SANDBOX_SESSION_KEY) ?? null
  } catch {
    remembered = null
  }
  if (remembered === '1' || remembered === '0') return remembered === '1'
  return apiUrl === ''
}

let sandboxOn = false
export function setSandboxMode(on: boolean): void {
  sandboxOn = on
}
export function isSandbox(): boolean {
  return sandboxOn
}

/** Where the sandbox keeps its data, and whether that data is of a newer schema (read-only); set at boot. */
export interface SandboxStorageStatus {
  kind: 'indexeddb' | 'memory'
  /** Set when the stored data comes from a newer build: its schema version and the one this build reads. */
  newer: { stored: number; supported: number } | null
}

let sandboxStorage: SandboxStorageStatus | null = null
/** Where the sandbox keeps its data (set at boot); 'memory' means a reload loses it, and the app says so. */
export function setSandboxStorage(status: SandboxStorageStatus | null): void {
  sandboxStorage = status
}
export function sandboxStorageKind(): 'indexeddb' | 'memory' | null {
  return sandboxOn ? (sandboxStorage?.kind ?? null) : null
}
/** The stored data's newer schema version (the app shows that it is read-only), or null. */
export function sandboxNewerData(): { stored: number; supported: number } | null {
  return sandboxOn ? (sandboxStorage?.newer ?? null) : null
}

export type AppMode = 'sandbox' | 'network' | 'hosted'

/**
 * Network mode (`npm run start:network`): the practice server serves the built app and
 * the API on one origin and marks index.html with `<meta name="qa-api-mode" content="network">`,
 * so the same build talks to `/api/v1` over real HTTP, with no service worker and no rebuild.
 */
export function isNetworkMode(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): boolean {
  return !!doc?.querySelector('meta[name="qa-api-mode"][content="network"]')
}

/** Which backend answers: the in-browser sandbox, the practice server on this origin (network), or `VITE_API_URL` (hosted). */
export function appMode(): AppMode {
  if (sandboxOn) return 'sandbox'
  return isNetworkMode() ? 'network' : 'hosted'
}

/** Where API calls go: the same origin in the sandbox and in network mode, else `VITE_API_URL`. Always ends with the /api/v1 prefix. */
export function apiBaseUrl(): string {
  return (sandboxOn || isNetworkMode() ? '' : CONFIGURED_API_URL) + API_PREFIX
}
