// The state lab's exported Playwright specs, run where a learner runs them: in a fresh folder
// OUTSIDE the repository that holds only the specs and a node_modules with @playwright/test
// (and its own dependencies playwright and playwright-core, copied from this repository's), no
// playwright.config: the address comes from env BASE_URL and the browser from env
// PLAYWRIGHT_CHROMIUM_EXECUTABLE, as the lab page's three lines say. First against the sandbox
// build (dist/) served by `vite preview`; then, in the same folder, the specs of the `--network`
// machines (default login) against network mode (`node scripts/start-network.mjs`: the same dist/
// and the practice server on one origin, port 4180, the `network` project's port: 4190 is a port browsers refuse), where the runner drives the actor results
// through the server's /__sandbox/* controls instead of window.__sandbox. One server at a time.
// Replaces the `exported` project in CI.
//   node .ci/exported.mjs [--build] [--models login,bankingTransfer] [--criterion zeroSwitch] [--network login|all|none]
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium, HOW_TO_INSTALL } from './chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chromium = findChromium()
if (!chromium) {
  console.error(HOW_TO_INSTALL)
  process.exit(1)
}
const args = process.argv.slice(2)
const option = (name) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const port = 4173 + Number(process.env.PW_PORT_OFFSET ?? 0)
const baseURL = `http://localhost:${port}`
const networkPort = 4180 + Number(process.env.PW_PORT_OFFSET ?? 0)
const networkURL = `http://localhost:${networkPort}`
/** The machines whose specs also run in network mode (`all`, `none` or ids). */
const networkModels = option('--network') ?? 'login'
const run = (cmd, cmdArgs, opts = {}) => {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, ...opts })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (args.includes('--build') || !existsSync(path.join(root, 'dist', 'index.html'))) run('npx', ['vite', 'build', '--logLevel', 'warn'])

const folder = mkdtempSync(path.join(tmpdir(), 'qa-exported-'))
if (folder.startsWith(root + path.sep)) throw new Error(`${folder} is inside the repository`)
let server
const cleanUp = () => {
  stop()
  rmSync(folder, { recursive: true, force: true })
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1))

// The specs, exactly as `npm run lab:export` (and the lab's download) write them.
const exportArgs = ['--base-url', baseURL, '--out', folder]
for (const name of ['--models', '--criterion']) if (option(name)) exportArgs.push(name, option(name))
run('npm', ['run', '--silent', 'lab:export', '--', ...exportArgs])

// Only @playwright/test and what it depends on.
for (const pkg of ['@playwright/test', 'playwright', 'playwright-core']) cpSync(path.join(root, 'node_modules', pkg), path.join(folder, 'node_modules', pkg), { recursive: true, dereference: true })
mkdirSync(path.join(folder, 'node_modules', '.bin'))
symlinkSync('../@playwright/test/cli.js', path.join(folder, 'node_modules', '.bin', 'playwright'))
const specs = readdirSync(folder).filter((f) => f.endsWith('.spec.ts'))
for (const spec of specs) {
  const imports = [...readFileSync(path.join(folder, spec), 'utf8').matchAll(/^import .* from ["'](.+)["']/gm)].map((m) => m[1])
  if (imports.some((m) => m !== '@playwright/test')) throw new Error(`${spec} imports ${imports.join(', ')}`)
}

/** Starts a server in its own process group and waits until `url` answers. */
async function serve(cmd, cmdArgs, url, what, env = process.env) {
  server = spawn(cmd, cmdArgs, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true, env })
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not yet */
    }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`${what} did not serve ${url} (exit ${server.exitCode}, signal ${server.signalCode}; port taken?)`)
    await new Promise((r) => setTimeout(r, 250))
  }
}
function stop() {
  if (server && server.exitCode === null) process.kill(-server.pid)
  server = undefined
}
/**
 * Runs the specs in the folder as a learner would: `BASE_URL=… npx playwright test <specs>`, two files at a time
 * (the machine's two cores; Playwright's own default here would be one), or EXPORTED_WORKERS at a time (`npm test`
 * runs them with one, beside the Selenium suites). Returns the exit status.
 */
function playwright(address, files) {
  const env = { ...process.env, BASE_URL: address, PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
  const test = spawnSync('npx', ['playwright', 'test', `--workers=${process.env.EXPORTED_WORKERS ?? 2}`, '--reporter=list', ...(process.env.CI ? ['--retries=1'] : []), ...files], { cwd: folder, stdio: 'inherit', env })
  return test.status ?? 1
}

// The sandbox build, as `npm run preview` serves it (only this server).
await serve('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], baseURL, 'vite preview')
console.info(`exported specs in ${folder}: ${specs.join(', ')}`)
const sandboxStatus = playwright(baseURL, specs)
stop()

// Network mode: the same dist/ with the practice server (it builds dist-network/ when missing or older than its controls).
const networkSpecs = networkModels === 'none' ? [] : specs.filter((f) => networkModels === 'all' || networkModels.split(',').includes(f.split('.')[0]))
let networkStatus = 0
if (networkSpecs.length > 0) {
  await serve('node', ['scripts/start-network.mjs'], `${networkURL}/__sandbox/limits`, 'network mode (scripts/start-network.mjs)', { ...process.env, PORT: String(networkPort), SANDBOX_STORAGE: 'memory' })
  console.info(`network mode on ${networkURL}: ${networkSpecs.join(', ')}`)
  networkStatus = playwright(networkURL, networkSpecs)
  stop()
}
process.exit(sandboxStatus || networkStatus)
