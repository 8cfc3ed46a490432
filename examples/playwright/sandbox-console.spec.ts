/* eslint-disable @typescript-eslint/no-unused-expressions -- console lines that only show a value */
// The README's `window.__sandbox` lines (the region below), run as written in the page right after
// page.goto(): what a learner types in the browser console or passes to page.evaluate / execute_script.
import { expect, test } from '@playwright/test'

test('the README\'s window.__sandbox calls run on a cold page', async ({ page }) => {
  await page.goto('/login')
  const after = await page.evaluate(async () => {
    // #region readme
    await window.__sandboxReady                  // the sandbox is running (resolves with window.__sandbox)
    await __sandbox.reset()                      // fresh seed data, no scenarios
    await __sandbox.seed('ko')                   // 'default' (English), 'ko' (Korean), 'empty' (demo accounts only)
    await __sandbox.seed('busy')                 // 300 posts and 250 demo todos, for paging practice
    __sandbox.endpoints()                        // ['POST /auth/login', 'GET /auth/me', ...]
    __sandbox.scenario('POST /auth/login', { status: 500, times: 1 })      // next login fails
    __sandbox.scenario('GET /auth/me', { delayMs: 3000 })                  // slow
    __sandbox.scenario('POST /contact', { networkError: true })            // offline
    __sandbox.scenario('POST /auth/login', { hold: true }); __sandbox.release('POST /auth/login')
    __sandbox.setLatency(500)                    // every request
    __sandbox.expireAccessTokens()               // the next call gets a 401 and the app refreshes its token
    __sandbox.advanceClock(30 * 60 * 1000)       // the sandbox clock: token, reset-link and temporary-password expiry
    __sandbox.mailbox()                          // "sent e-mails", newest first: [{ kind: 'password-reset' | 'verify-email',
                                                 //   email, token, createdAt, expiresAt, usedAt }]
    __sandbox.clearScenarios()
    __sandbox.storageKind()                      // 'indexeddb', or 'memory' when the browser refused IndexedDB
    __sandbox.db                                 // a read-only copy of all data: { revision, seed, collections }
    // #endregion
    return { seed: __sandbox.db.seed, storage: __sandbox.storageKind(), endpoints: __sandbox.endpoints().length }
  })
  expect(after).toMatchObject({ seed: 'busy', storage: 'indexeddb' })
  expect(after.endpoints).toBeGreaterThan(50)
})
