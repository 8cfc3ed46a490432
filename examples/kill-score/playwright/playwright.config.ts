// The Playwright example suite for `npm run kill-score` (README "Kill score", the /learn lesson "The
// kill score"): a small suite of your own, pointed at the server kill-score gives it in BASE_URL.
// Run as CI runs it (examples/kill-score/commands.sh):
//   npm run kill-score -- --cmd "npx playwright test -c examples/kill-score/playwright/playwright.config.ts" --bugs …
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // A bug counts as killed when the suite fails with it on: no retries, so a failure is not retried away.
  retries: 0,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'line',
  outputDir: '../../../test-results/kill-score/playwright',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    locale: 'en-US',
    // Debian's browser on this project's machines; a learner's own project uses Playwright's own (remove these lines).
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium'),
      args: ['--no-sandbox', '--disable-gpu'],
    },
  },
})
