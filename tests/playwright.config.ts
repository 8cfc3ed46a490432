import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'

/** $PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's headless shell (the lighter headless browser Playwright uses by default), else Debian's Chromium. */
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')
/**
 * PW_PORT_OFFSET shifts the sandbox (4173) and network (4180) ports, so two checkouts can run suites side by side.
 * PW_WEB_SERVERS (comma list of sandbox, hosted, api, network; default all) starts only the servers a run needs.
 */
const OFFSET = Number(process.env.PW_PORT_OFFSET ?? 0)
const PORT = 4173 + OFFSET
const HOSTED_PORT = 4174
const API_PORT = 8000
/** Network mode (npm run start:network): app + practice API on one origin. */
const NETWORK_PORT = 4180 + OFFSET
const SERVERS = (process.env.PW_WEB_SERVERS ?? 'sandbox,hosted,api,network').split(',')

/**
 * Challenge examples whose shown code names no page text (test ids, CSS, URLs only) read the same page in
 * every language: they run in the English browser only; every other example runs in both.
 */
const TEXT_LOCATOR = /getByRole\([^)]*name|getByText\(|getByLabel\(|getByPlaceholder\(|getByTitle\(|getByAltText\(|hasText|toHaveText\(|toContainText\(|text=|has-text|xpath=/
const CHALLENGE_EXAMPLES = fileURLToPath(new URL('../examples/playwright/challenges/', import.meta.url))
const LANGUAGE_NEUTRAL = readdirSync(CHALLENGE_EXAMPLES)
  .filter((f) => f.endsWith('.spec.ts'))
  .filter((f) => {
    const source = readFileSync(CHALLENGE_EXAMPLES + f, 'utf8')
    return !/#region (en|ko)\b/.test(source) && !TEXT_LOCATOR.test(source)
  })

export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'visual/**/*.visual.spec.ts', 'model/**/*.model.spec.ts', 'hosted/**/*.spec.ts', 'exported/**/*.spec.ts', 'network/**/*.spec.ts'],
  outputDir: '../test-results/artifacts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two browsers on two cores, or three where `.ci/playwright.mjs` measures cheap page faults (.ci/machine.mjs): there
  // the tests leave a core idle 10–15 % of the time with two (waiting on the app's timers, animations and quiet
  // periods). Measured one after the other on such a machine (2026-12-01): five e2e files (104 tests) 162–165 s with
  // two workers, 145–146 s with three, 151 s with four; 22 model specs (87 tests) 91 s with two, 81 s with three. On
  // the machine kind with dear faults a third was slower (README, CI time). e2e tests spread across them (fullyParallel).
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // test-results/playwright.json keeps every test's duration (`node scripts/test-durations.mjs` lists the slowest files).
  reporter: [['list'], ...(process.env.CI ? [['github'] as const] : []), ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      // --js-flags=--single-threaded: V8 without its compiler and GC helper threads. Two browsers on two cores
      // otherwise fight over them: the same 47 e2e tests took 179-180 s with them and 149-157 s without
      // (README, CI time). PW_CHROMIUM_ARGS adds arguments for an experiment.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--js-flags=--single-threaded',
        ...(process.env.PW_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
      ],
    },
  },
  projects: [
    { name: 'e2e', testMatch: 'e2e/**/*.spec.ts', fullyParallel: true, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Screenshots of every route (en light, ko dark; 1280 and 390 px) against tests/visual/__screenshots__/, and their text at
    // 1280 px against tests/visual/__aria__/ (npm run test:visual).
    {
      name: 'visual',
      testMatch: 'visual/**/*.visual.spec.ts',
      // The pictures, and the text of each route as assistive technology reads it (routes.visual.spec.ts).
      snapshotPathTemplate: '{testDir}/visual/__aria__/{arg}{ext}',
      expect: { toHaveScreenshot: { pathTemplate: '{testDir}/visual/__screenshots__/{arg}{ext}' } },
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    { name: 'model', testMatch: 'model/**/*.model.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The state lab's exported specs in tests/exported/ (npm run lab:export), for a local run: the sandbox server only
    // (PW_WEB_SERVERS=sandbox). CI runs them outside the repository instead (.ci/exported.mjs).
    { name: 'exported', testMatch: 'exported/**/*.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Every Playwright example a guide, a lesson or the README shows (examples/playwright/), run as written: in
    // English, and again in Korean (a Korean browser) unless tagged @en; a test tagged @ko runs in Korean only.
    // The challenges need a signed-in user: challenges/auth.setup.ts signs in once per language first.
    ...(['en', 'ko'] as const).flatMap((lng) => {
      const suffix = lng === 'en' ? '' : '-ko'
      // reuseContext: Playwright's own reuse of one context per worker (storage cleared and the storage state applied
      // again between tests): the examples stay exactly as a learner runs them; the challenges' 49 English examples
      // took 129 s in fresh contexts and 101 s with it, one after the other on this machine.
      const use = { ...devices['Desktop Chrome'], channel: undefined, locale: lng === 'en' ? 'en-US' : 'ko-KR', reuseContext: process.env.PW_REUSE_PAGE !== '0' }
      const grepInvert = lng === 'en' ? /@ko\b/ : /@en\b/
      return [
        { name: `examples${suffix}`, testDir: '../examples/playwright', testMatch: '**/*.spec.ts', testIgnore: 'challenges/**', grepInvert, use },
        { name: `examples-setup${suffix}`, testDir: '../examples/playwright/challenges', testMatch: 'auth.setup.ts', use },
        {
          name: `examples-challenges${suffix}`,
          testDir: '../examples/playwright/challenges',
          testMatch: '*.spec.ts',
          testIgnore: lng === 'ko' ? LANGUAGE_NEUTRAL : [],
          grepInvert,
          dependencies: [`examples-setup${suffix}`],
          use: { ...use, storageState: fileURLToPath(new URL(`../examples/playwright/.auth/demo-${lng}.json`, import.meta.url)) },
        },
      ]
    }),
    // Hosted mode: the app built with VITE_API_URL against the practice API server over real HTTP (CORS, bearer tokens).
    { name: 'hosted', testMatch: 'hosted/**/*.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${HOSTED_PORT}` } },
    // Network mode: the same dist/ served with the practice API on one origin, so page.route sees /api/v1 (the README's interception example).
    { name: 'network', testMatch: 'network/**/*.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${NETWORK_PORT}` } },
  ],
  webServer: [
    {
      name: 'sandbox',
      // dist/ as `vite preview` serves it, without compressing every file again for every fresh context (scripts/serve-dist.mjs).
      command: `node scripts/serve-dist.mjs --port=${PORT}`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      cwd: '..',
    },
    {
      name: 'hosted',
      command: `node scripts/serve-dist.mjs --dir=dist-hosted --port=${HOSTED_PORT}`,
      url: `http://localhost:${HOSTED_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      cwd: '..',
    },
    {
      name: 'api',
      command: `node dist-api/server.js`,
      url: `http://localhost:${API_PORT}/__sandbox/endpoints`,
      // tests/hosted is the shared data set's one client and resets it before each test (README: the practice server's limits).
      // In memory (SANDBOX_STORAGE): every run starts from the seeds, whatever an earlier run stored in .data/.
      env: { PORT: String(API_PORT), SANDBOX_SHARED_RESET: 'allow', SANDBOX_SHARED_RESET_MINUTES: '0', SANDBOX_STORAGE: 'memory' } as Record<string, string>,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      cwd: '..',
    },
    {
      name: 'network',
      // Builds dist-network/server.js when missing (dist/ is built by .ci/playwright.mjs first).
      command: `node scripts/start-network.mjs`,
      url: `http://localhost:${NETWORK_PORT}/__sandbox/limits`,
      env: { PORT: String(NETWORK_PORT), SANDBOX_STORAGE: 'memory' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      cwd: '..',
    },
  ].filter((server) => SERVERS.includes(server.name)),
})
