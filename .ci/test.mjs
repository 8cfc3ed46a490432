// `npm test`: typecheck, lint, unit tests, production build, size report, Playwright suites (on that
// build; the hosted, API and network outputs are rebuilt),
// then the Selenium suites (selenium-webdriver smoke suite, the README's Python first test and recipes).
// Stops at the first failing step and says which one failed.
import { spawnSync } from 'node:child_process'
import { findChromium, HOW_TO_INSTALL } from './chromium.mjs'

if (!findChromium()) {
  console.error(HOW_TO_INSTALL)
  process.exit(1)
}

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['vite', 'build']],
  ['size budget', 'node', ['.ci/size.mjs', '--no-build']],
  ['playwright (e2e + model + hosted + examples + network, then the exported specs outside the repository)', 'node', ['.ci/playwright.mjs', '--build=hosted,api,network']],
  ['selenium (smoke suite + Python first test and recipes)', 'node', ['.ci/selenium.mjs']],
]

const started = Date.now()
for (const [name, cmd, args] of steps) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n✖ npm test failed at step "${name}" (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`)
}
console.log(`\n✔ all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
