// `npm run start:network`: the app and the practice API on ONE origin (default http://localhost:8080),
// so the app's /api/v1 calls travel over real HTTP and page.route, cy.intercept, Selenium's CDP
// network domain and devtools all see them. Same data, scenarios and /__sandbox/* controls as the
// sandbox; each browser gets its own data set (a cookie), scripts choose theirs with X-Sandbox-Session.
//
// Builds what is missing first: the app (dist/, the same build as the sandbox: `vite build`) and the
// server (dist-network/server.js: `vite build --ssr mocks/server.ts`, the same server as `npm run api`
// built apart, so the two never rebuild each other's files). Options:
//   --build     rebuild both first (after pulling changes)
//   --no-build  never build; fail when a build is missing (CI, where .ci/playwright.mjs builds)
// Environment: PORT (default 8080), HOST (default 127.0.0.1; 0.0.0.0 to share it with a class),
// SANDBOX_MAX_SESSIONS (default 200), SANDBOX_MAX_RECORDS (per session, default 3000), DATA_DIR (PGlite's
// data under DATA_DIR/pglite, default .data), DATABASE_URL (PostgreSQL instead), SANDBOX_STORAGE=memory,
// SANDBOX_HEAP_MB (V8's heap limit, default 256: this script runs itself again with
// --max-old-space-size=256 unless NODE_OPTIONS or node's arguments set one; scripts/heap-limit.mjs).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { relaunchWithHeapLimit } from './heap-limit.mjs'

await relaunchWithHeapLimit()

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const force = args.includes('--build')
const noBuild = args.includes('--no-build')
const appIndex = path.join(root, 'dist', 'index.html')
const serverFile = path.join(root, 'dist-network', 'server.js')

/** A server built before network mode (or before its /__sandbox/release control, which exported lab specs use, its limits' options, its storage in PGlite / PostgreSQL, or its data sets following the heap limit) is rebuilt. */
const serverIsCurrent = () => existsSync(serverFile) && ['qa-api-mode', '/__sandbox/release', '/__sandbox/login-throttle', 'SANDBOX_STORAGE', 'closeOnSignals', 'heapEvictedSessions'].every((marker) => readFileSync(serverFile, 'utf8').includes(marker))

function build(what, viteArgs) {
  if (noBuild) {
    console.error(`start:network: ${what} is not built and --no-build was given (run: npx vite ${viteArgs.join(' ')})`)
    process.exit(1)
  }
  console.info(`start:network: building ${what} (npx vite ${viteArgs.join(' ')})`)
  const result = spawnSync('npx', ['vite', ...viteArgs], { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_API_URL: '' } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (force || !existsSync(appIndex)) build('the app (dist/)', ['build', '--logLevel', 'warn'])
if (force || !serverIsCurrent()) build('the practice server (dist-network/)', ['build', '--ssr', 'mocks/server.ts', '--outDir', 'dist-network', '--emptyOutDir', '--logLevel', 'warn'])

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '127.0.0.1'
const { startApiServer, serverOptionsFromEnv, closeOnSignals } = await import(pathToFileURL(serverFile).href)
const api = await startApiServer(port, host, { app: { dir: path.join(root, 'dist') }, ...serverOptionsFromEnv(process.env) })
const { storage } = api
closeOnSignals(api)
const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host
console.info(`QA Playground in network mode on http://${shown}:${port}/ (app + API on one origin; API at /api/v1, controls at /__sandbox/*; data: ${storage.description}; Ctrl+C to stop)`)
