/**
 * The in-browser sandbox backend: MSW's service worker answers /api/v1 from the
 * persisted @msw/data database. `src/main.tsx` awaits `startSandbox()` (through a dynamic
 * import, so all of this is a separate chunk) before rendering.
 */
import { setupWorker } from 'msw/browser'
import { db } from './db/database'
import { handlers } from './handlers/index'
import { createSandboxApi } from './sandbox'
import { scenarioHandlers } from './scenarios/index'

let started: Promise<void> | undefined

/**
 * Starts the worker once (later calls return the same promise), loads the database from
 * localStorage (or the default seed) and installs `window.__sandbox`.
 */
export function startSandbox(): Promise<void> {
  started ??= (async () => {
    await db.ready()
    const worker = setupWorker(...scenarioHandlers, ...handlers)
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    })
    window.__sandbox = createSandboxApi()
  })()
  return started
}
