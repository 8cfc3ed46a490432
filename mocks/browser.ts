/**
 * The in-browser sandbox backend: MSW's service worker answers /api/v1 from the
 * persisted @msw/data database. `src/main.tsx` awaits `startSandbox()` (through a dynamic
 * import, so all of this is a separate chunk) before rendering.
 */
import { getResponse, http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { activeBugs, applyBugsFromUrl, loadMutations } from './bugs/index'
import { db, firstSeedFor, SCHEMA_VERSION } from './db/database'
import { handlers } from './handlers/index'
import { handlerIndex } from './network/handler-index'
import { SANDBOX_IGNORED_FAULTS_KEY } from '@machines/shared/sandbox-runtime'
import { createSandboxApi, type SandboxApi } from './sandbox'
import { scenarioHandlers } from './scenarios/index'

/** The window event that says another tab's writes reached this tab's sandbox data. */
export const SANDBOX_CHANGE_EVENT = 'qa-sandbox-change'

/** Where the data lives, and the stored data's schema version when it is newer than this build's (read-only). */
export interface SandboxStorageStatus {
  kind: 'indexeddb' | 'memory'
  newer: { stored: number; supported: number } | null
}

let started: Promise<SandboxStorageStatus> | undefined

/**
 * `?faults=…` (mocks/scenarios/faults.ts) replaces the faults at every full load, so a shared
 * link reproduces a run; entries it cannot read are skipped, warned about in the console and
 * counted for the fault strip (SANDBOX_IGNORED_FAULTS_KEY).
 */
function applyFaultsFromUrl(sandbox: SandboxApi): void {
  const query = new URLSearchParams(window.location.search).get('faults')
  if (query === null) return
  const { errors } = sandbox.faults.apply(query)
  for (const error of errors) console.warn(`[sandbox] ?faults: ignored ${error}`)
  try {
    if (errors.length > 0) sessionStorage.setItem(SANDBOX_IGNORED_FAULTS_KEY, JSON.stringify(errors))
    else sessionStorage.removeItem(SANDBOX_IGNORED_FAULTS_KEY)
  } catch {
    /* no storage: the console still says it */
  }
}

/**
 * The worker script and its scope, both absolute from the site root whatever the route
 * (`/qa/banking`, `/posts/12/edit`) or the base the app is served under.
 */
export function workerLocation(base: string = import.meta.env.BASE_URL): { url: string; scope: string } {
  const root = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')
  return { url: `${root}sandbox-worker.js`, scope: root }
}

/**
 * Runs `start` with `ServiceWorkerRegistration.prototype.update` made safe. MSW calls
 * `registration.update()` on an already registered worker without awaiting or catching it; when
 * that update check fails (the script answers 404 while `vite build` rewrites dist/, the server
 * restarts, the network drops), the rejection surfaced as an uncaught page error ("Failed to
 * update a ServiceWorker … mockServiceWorker.js … Not found") that fails learners' tests. A
 * failed update check is harmless: the installed worker keeps answering, and the browser checks
 * again on a later navigation. Other rejections stay visible to whoever awaits them.
 */
export async function withSafeWorkerUpdates<T>(start: () => Promise<T>, proto: { update: () => Promise<unknown> } | undefined = globalThis.ServiceWorkerRegistration?.prototype): Promise<T> {
  if (!proto) return start()
  const original = proto.update
  proto.update = function update(this: ServiceWorkerRegistration) {
    const result = original.call(this)
    // Marks the promise as handled; the caller that awaits it still sees the rejection.
    result.catch(() => undefined)
    return result
  }
  try {
    return await start()
  } finally {
    proto.update = original
  }
}

/** The message the sandbox worker answers by taking every open page of its scope (public/sandbox-worker.js). */
export const CLAIM_MESSAGE = 'QA_SANDBOX_CLAIM'

/**
 * Makes sure the service worker controls this page; false when it still does not after `timeoutMs`.
 * A page the worker does not control cannot reach the sandbox: its /api/v1 requests go to the web server.
 * That happens to a page that opens just as the app's last page leaves: Mock Service Worker unregisters
 * itself when its last page goes, the registration lives on while the document that replaced that page
 * still uses it, and this page's register() brings it back without a new activation, so without the claim
 * that would have taken this page. The worker is asked to claim its pages, as its activation does.
 */
export async function ensureControlled(container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker, timeoutMs = 3000): Promise<boolean> {
  if (!container || container.controller) return true
  const registration = await container.getRegistration()
  return new Promise((resolve) => {
    const done = (controlled: boolean) => {
      clearTimeout(timer)
      container.removeEventListener('controllerchange', onChange)
      resolve(controlled)
    }
    const onChange = () => done(true)
    const timer = setTimeout(() => done(!!container.controller), timeoutMs)
    container.addEventListener('controllerchange', onChange)
    if (container.controller) done(true)
    else registration?.active?.postMessage(CLAIM_MESSAGE)
  })
}

/**
 * One handler in front of the list: each request tries only the handlers that can match it
 * (network/handler-index.ts, as the practice server does), in their order. Handed the whole list,
 * msw tries every handler for every request, compiling each one's path and parsing the page's
 * cookies each time. Nothing matched: the request goes to the network, as `onUnhandledRequest:
 * 'bypass'` would send it.
 */
function indexedHandler(list: Parameters<typeof getResponse>[0]) {
  const candidates = handlerIndex(list)
  return http.all('*', async ({ request }) => (await getResponse(candidates(request.method, new URL(request.url)), request)) ?? passthrough())
}

export interface StartSandboxOptions {
  /**
   * The interface language at start ('en', 'ko'): when nothing is stored yet, a Korean start
   * loads the Korean seed (`ko`), any other the English one (`default`). A later language
   * switch never reseeds: the stored data stays until `__sandbox.seed()` or the panel's reset.
   */
  language?: string
}

/**
 * Starts the worker once (later calls return the same promise), loads the database from
 * IndexedDB (or, on a first start, the seed of the interface language) and installs `window.__sandbox`. Resolves with where the data
 * lives: 'memory' when the browser refused IndexedDB (the app then says a reload loses it).
 */
export function startSandbox(options: StartSandboxOptions = {}): Promise<SandboxStorageStatus> {
  started ??= (async () => {
    // The database loads while the worker registers (every handler waits for the database anyway).
    // A first start (nothing stored) gets the seed of the interface language; stored data stays.
    const loaded = db.ready({ firstSeed: firstSeedFor(options.language) })
    const worker = setupWorker(indexedHandler([...scenarioHandlers, ...handlers]))
    const { url, scope } = workerLocation()
    await Promise.all([
      loaded,
      withSafeWorkerUpdates(() =>
        worker.start({
          onUnhandledRequest: 'bypass',
          quiet: true,
          serviceWorker: { url, options: { scope } },
        }),
      ).then(() => ensureControlled()),
    ])
    // `?bugs=a,b` (remembered for the session); `window.__qaBugs` is how `npm run mutants` switches them before boot.
    applyBugsFromUrl(window.location.search)
    if (typeof window.__qaBugs === 'string') applyBugsFromUrl(`?bugs=${encodeURIComponent(window.__qaBugs)}`)
    if (activeBugs().length > 0) await loadMutations()
    // Replaces index.html's stand-in (its setter resolves window.__sandboxReady with this object).
    const api = createSandboxApi()
    window.__sandbox = api
    window.__sandboxReady ??= Promise.resolve(api)
    applyFaultsFromUrl(window.__sandbox)
    // Records another tab wrote are in memory now: the app's screens reload what they show
    // (src/lib/data-changes.ts listens; the detail names the changed collections, or 'all').
    db.onExternalChange((collections) => window.dispatchEvent(new CustomEvent(SANDBOX_CHANGE_EVENT, { detail: { collections } })))
    const stored = db.readOnlyVersion
    // The browser's database is IndexedDB or memory ('postgres' is the practice server's alone).
    return { kind: db.storageKind === 'indexeddb' ? 'indexeddb' : 'memory', newer: stored === null ? null : { stored, supported: SCHEMA_VERSION } }
  })()
  return started
}
