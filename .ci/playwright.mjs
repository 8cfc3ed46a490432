// Runs the Playwright suites (end-to-end and model-based) against a production build served
// by `vite preview`, in the Chromium that .ci/chromium.mjs finds. Builds first when needed.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium, HOW_TO_INSTALL } from './chromium.mjs'

const chromium = findChromium()
if (!chromium) {
  console.error(HOW_TO_INSTALL)
  process.exit(1)
}
const env = { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
const rebuild = process.argv.includes('--build')
/** The sandbox build (dist/), the hosted build against the practice API server (dist-hosted/), that server (dist-api/), and its network-mode copy (dist-network/). */
const builds = [
  ['dist/index.html', ['vite', 'build'], {}],
  ['dist-hosted/index.html', ['vite', 'build', '--outDir', 'dist-hosted', '--emptyOutDir'], { VITE_API_URL: 'http://localhost:8000' }],
  ['dist-api/server.js', ['vite', 'build', '--ssr', 'mocks/server.ts', '--outDir', 'dist-api', '--emptyOutDir'], {}],
  // The same server for network mode (scripts/start-network.mjs serves dist/ with it on one origin).
  ['dist-network/server.js', ['vite', 'build', '--ssr', 'mocks/server.ts', '--outDir', 'dist-network', '--emptyOutDir'], {}],
]
for (const [marker, args, extraEnv] of builds) {
  if (existsSync(marker) && !rebuild) continue
  const build = spawnSync('npx', args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const args = process.argv.slice(2).filter((a) => a !== '--build')
// The state lab's exported specs (tests/exported/, gitignored) are written fresh before a run that includes them.
const projects = args.filter((a) => a.startsWith('--project=')).map((a) => a.slice('--project='.length))
if (projects.length === 0 || projects.includes('exported')) {
  const exported = spawnSync('npm', ['run', '--silent', 'lab:export'], { stdio: 'inherit', env })
  if (exported.status !== 0) process.exit(exported.status ?? 1)
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...args], { stdio: 'inherit', env })
process.exit(run.status ?? 1)
