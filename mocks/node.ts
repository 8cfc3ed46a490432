/**
 * The sandbox in Node (vitest): the same handlers through msw/node, data in memory.
 *
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
 *   afterEach(() => resetSandbox())
 *   afterAll(() => server.close())
 *
 * Then `fetch('http://localhost/api/v1/auth/login', …)` reaches the handlers.
 */
import { setupServer } from 'msw/node'
import { handlers } from './handlers/index'
import { createSandboxApi, resetSandboxState } from './sandbox'
import { scenarioHandlers } from './scenarios/index'
import type { SeedName } from './db/schema'

export const server = setupServer(...scenarioHandlers, ...handlers)

/** The same controls as `window.__sandbox` in the browser. */
export const sandbox = createSandboxApi()

/**
 * Back to a fresh sandbox between tests: reseeds (default: the 'default' seed), clears
 * scenarios and latency, restores the 15-minute access-token TTL and the real clock, and
 * removes handlers added with `server.use()`.
 */
export async function resetSandbox(seed: SeedName = 'default'): Promise<void> {
  server.resetHandlers()
  await resetSandboxState(seed)
}
