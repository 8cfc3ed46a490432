// The state lab's exported Playwright specs, run where a learner runs them: in a fresh folder
// OUTSIDE the repository that holds only the specs and a node_modules with @playwright/test
// (and its own dependencies playwright and playwright-core, copied from this repository's), no
// playwright.config: the address comes from env BASE_URL and the browser from env
// PLAYWRIGHT_CHROMIUM_EXECUTABLE, as the lab page's three lines say. The app is the sandbox build
// (dist/) served by `vite preview`, the only server started. Replaces the `exported` project in CI.
//   node .ci/exported.mjs [--build] [--models login,bankingTransfer] [--criterion zeroSwitch]
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
const run = (cmd, cmdArgs, opts = {}) => {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, ...opts })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (args.includes('--build') || !existsSync(path.join(root, 'dist', 'index.html'))) run('npx', ['vite', 'build', '--logLevel', 'warn'])

const folder = mkdtempSync(path.join(tmpdir(), 'qa-exported-'))
if (folder.startsWith(root + path.sep)) throw new Error(`${folder} is inside the repository`)
let server
const cleanUp = () => {
  if (server && server.exitCode === null) process.kill(-server.pid)
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

// The sandbox build, as `npm run preview` serves it (only this server).
server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { cwd: root, stdio: 'ignore', detached: true })
const deadline = Date.now() + 60_000
for (;;) {
  try {
    if ((await fetch(baseURL)).ok) break
  } catch {
    /* not yet */
  }
  if (server.exitCode !== null || Date.now() > deadline) throw new Error(`vite preview did not serve ${baseURL} (port taken?)`)
  await new Promise((r) => setTimeout(r, 250))
}

console.info(`exported specs in ${folder}: ${specs.join(', ')}`)
const env = { ...process.env, BASE_URL: baseURL, PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
const test = spawnSync('npx', ['playwright', 'test', '--workers=1', '--reporter=list', ...(process.env.CI ? ['--retries=1'] : []), ...specs], { cwd: folder, stdio: 'inherit', env })
process.exit(test.status ?? 1)
