// The kill-score step of `npm test` (README "Kill score"): runs the Playwright and the Selenium
// command lines of examples/kill-score/commands.sh exactly as the README and the /learn lesson show
// them (each starts network mode on the builds dist/ and dist-network/ that npm test made, runs its
// example suite clean and once per bug, and prints the kill matrix). The Cypress line is shown only.
// Fails when a command fails (its clean run failed, or kill-score itself did).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { seleniumChromium } from './chromium.mjs'
import { exampleRegions } from '../src/lib/example-source.ts' // Node 22 strips its types

const regions = exampleRegions(readFileSync('examples/kill-score/commands.sh', 'utf8'))
for (const tool of ['playwright', 'selenium']) {
  const line = regions.get(tool)
  if (!line) {
    console.error(`kill-score CI: examples/kill-score/commands.sh has no "${tool}" region`)
    process.exit(1)
  }
  console.info(`\n$ ${line}`)
  const started = Date.now()
  // The Selenium suite's browser: Debian's headless shell when installed, as for the guides' Python examples (.ci/selenium.mjs).
  const browser = tool === 'selenium' ? seleniumChromium() : undefined
  const env = browser ? { ...process.env, CHROMIUM: browser } : process.env
  const run = spawnSync('bash', ['-c', line], { stdio: 'inherit', env })
  console.info(`(${tool}: ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (run.status !== 0) process.exit(run.status ?? 1)
}
