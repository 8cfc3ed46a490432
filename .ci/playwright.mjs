// Runs the Playwright suites (end-to-end and model-based) against a production build served
// by scripts/serve-dist.mjs (as `vite preview` serves it, uncompressed), in the Chromium that .ci/chromium.mjs finds. Builds first when needed, only
// what the requested projects need, and starts only their servers (PW_WEB_SERVERS). The state
// lab's exported specs run outside the repository (.ci/exported.mjs, after the other projects of
// a full run), not as the `exported` project.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium, HOW_TO_INSTALL } from './chromium.mjs'
import { browserConcurrency, CHEAP_FAULT_US } from './machine.mjs'

const chromium = findChromium()
if (!chromium) {
  console.error(HOW_TO_INSTALL)
  process.exit(1)
}
const env = { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
// Two workers, or three on a machine with cheap page faults (.ci/machine.mjs); PW_WORKERS decides when set.
if (!process.env.PW_WORKERS) {
  const { us, playwrightWorkers } = browserConcurrency()
  env.PW_WORKERS = String(playwrightWorkers)
  console.log(`Playwright workers: ${playwrightWorkers} (a page fault costs ${us.toFixed(1)} µs here; three below ${CHEAP_FAULT_US} µs)`)
}
// `--build` rebuilds every output; `--build=hosted,api,network` only those (npm test has just built dist/).
const buildFlag = process.argv.find((a) => a === '--build' || a.startsWith('--build='))
const rebuild = (server) => buildFlag === '--build' || (buildFlag?.slice('--build='.length).split(',').includes(server) ?? false)
/** The sandbox build (dist/), the hosted build against the practice API server (dist-hosted/), that server (dist-api/), and its network-mode copy (dist-network/). */
const builds = [
  ['sandbox', 'dist/index.html', ['vite', 'build'], {}],
  ['hosted', 'dist-hosted/index.html', ['vite', 'build', '--outDir', 'dist-hosted', '--emptyOutDir'], { VITE_API_URL: 'http://localhost:8000' }],
  ['api', 'dist-api/server.js', ['vite', 'build', '--ssr', 'mocks/server.ts', '--outDir', 'dist-api', '--emptyOutDir'], {}],
  // The same server for network mode (scripts/start-network.mjs serves dist/ with it on one origin).
  ['network', 'dist-network/server.js', ['vite', 'build', '--ssr', 'mocks/server.ts', '--outDir', 'dist-network', '--emptyOutDir'], {}],
]
const args = process.argv.slice(2).filter((a) => a !== buildFlag)
const projects = args.filter((a) => a.startsWith('--project=')).map((a) => a.slice('--project='.length))
/** The servers (and builds) each project needs; a full run needs them all. */
const EXAMPLE_PROJECTS = ['examples', 'examples-ko', 'examples-challenges', 'examples-challenges-ko'] // their setup projects run with them
const SERVERS_OF = {
  e2e: ['sandbox'],
  visual: ['sandbox'],
  model: ['sandbox', 'hosted', 'api'], // sandboxPanel's hosted path
  ...Object.fromEntries([...EXAMPLE_PROJECTS, 'examples-setup', 'examples-setup-ko'].map((p) => [p, ['sandbox']])),
  exported: ['sandbox'],
  hosted: ['hosted', 'api'],
  network: ['sandbox', 'network'],
}
const servers = projects.length === 0 ? ['sandbox', 'hosted', 'api', 'network'] : [...new Set(projects.flatMap((p) => SERVERS_OF[p] ?? Object.values(SERVERS_OF).flat()))]
if (!process.env.PW_WEB_SERVERS) env.PW_WEB_SERVERS = servers.join(',')
for (const [server, marker, args, extraEnv] of builds) {
  if (!servers.includes(server) || (existsSync(marker) && !rebuild(server))) continue
  const build = spawnSync('npx', args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// `--project=exported` (tests/exported/, written by `npm run lab:export`) writes them fresh first.
if (projects.includes('exported')) {
  const exported = spawnSync('npm', ['run', '--silent', 'lab:export'], { stdio: 'inherit', env })
  if (exported.status !== 0) process.exit(exported.status ?? 1)
}
// A full run: every project but `exported`, whose specs then run outside the repository instead.
const full = projects.length === 0 ? ['e2e', 'visual', 'model', ...EXAMPLE_PROJECTS, 'hosted', 'network'].map((p) => `--project=${p}`) : []
const run = spawnSync('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...full, ...args], { stdio: 'inherit', env })
// PW_EXPORTED=separate: the caller runs .ci/exported.mjs itself (`npm test` runs it beside the Selenium suites).
if (run.status !== 0 || projects.length > 0 || process.env.PW_EXPORTED === 'separate') process.exit(run.status ?? 1)
const standalone = spawnSync('node', ['.ci/exported.mjs'], { stdio: 'inherit', env })
process.exit(standalone.status ?? 1)
