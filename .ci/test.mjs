// `npm test`: the whole suite, each output built once.
//   1. The builds (the sandbox app dist/, the hosted app dist-hosted/ against VITE_API_URL, the practice server
//      dist-api/ and its network-mode copy dist-network/), then the size budget on dist/.
//   2. Started with the builds at the lowest CPU priority (nice 19) and going on beside step 3: typecheck then lint;
//      the unit tests; the contract tests of the practice server once it is built (Portman's contract and
//      variation tests run by Newman through a Prism validating proxy: npm run test:contract). Each writes to its
//      own log, printed and judged when step 3 ends.
//   3. Playwright (e2e, model, examples, hosted, network) on those builds, without building again.
//   4. At the same time: Selenium's Node suites (smoke, WebdriverIO, keyboard drag), the kill score of the example
//      suites (README "Kill score"): `npm run kill-score` with the Playwright and with the Selenium suite of
//      examples/kill-score, a few bugs each, on dist/ and dist-network/ (.ci/kill-score.mjs; prints their kill
//      matrices), and the state lab's exported specs outside the repository (.ci/exported.mjs).
//   5. Selenium's Python examples (the README's first test, then the guides' examples in two lanes): beside
//      step 4 on a machine with cheap page faults (.ci/machine.mjs), else after it.
// Stops at the first failing step (a step of 2 once step 3 is over), says which one failed, and prints a timing
// table per step.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { findChromium, HOW_TO_INSTALL } from './chromium.mjs'
import { browserConcurrency } from './machine.mjs'

if (!findChromium()) {
  console.error(HOW_TO_INSTALL)
  process.exit(1)
}

// One measurement of the machine sizes both browser phases (.ci/machine.mjs): Playwright's workers, then the Selenium
// steps. Taken first, while nothing else runs (the steps started beside the browsers would make faults look dear).
const { us, roomy, playwrightWorkers } = browserConcurrency()

const LOGS = 'test-results/steps'
rmSync(LOGS, { recursive: true, force: true })
mkdirSync(LOGS, { recursive: true })
const timings = []
const started = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function table() {
  const width = Math.max(...timings.map(([name]) => name.length), 4)
  console.log(`\n${'step'.padEnd(width)}  time      result`)
  for (const [name, ms, ok] of timings) console.log(`${name.padEnd(width)}  ${seconds(ms).padStart(8)}  ${ok ? 'passed' : 'FAILED'}`)
  console.log(`${'total (wall clock)'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}`)
}

/** Process groups of the steps still running beside others: ended when npm test stops early. */
const groups = new Set()
function endGroups() {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}
process.on('exit', endGroups)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

/**
 * Runs one command. `log`: its output goes to test-results/steps/<log>.log and is printed when it ends
 * (steps that run side by side); otherwise it is shown as it comes. Resolves to the exit status.
 */
function step(name, cmd, args, { log, env, quiet } = {}) {
  const t0 = Date.now()
  if (!log) console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const file = log ? `${LOGS}/${log}.log` : undefined
    // A step run beside others gets a process group of its own, so that a failing step elsewhere (or Ctrl-C) ends it whole.
    const child = spawn(cmd, args, { stdio: file ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env }, detached: !!quiet })
    if (quiet) groups.add(child.pid)
    const chunks = []
    child.stdout?.on('data', (d) => chunks.push(d))
    child.stderr?.on('data', (d) => chunks.push(d))
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      groups.delete(child.pid)
      timings.push([name, Date.now() - t0, status === 0])
      if (file) {
        const output = Buffer.concat(chunks)
        writeFileSync(file, output)
        if (!quiet) console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')} (${seconds(Date.now() - t0)})\n${output.toString().trimEnd()}`)
      }
      console.log(`${status === 0 ? '✔' : '✖'} ${name} (${seconds(Date.now() - t0)})`)
      resolve(status)
    })
  })
}

/** Runs steps one after another; resolves to the first failing status (or 0). */
async function chain(...steps) {
  for (const s of steps) {
    const status = await s()
    if (status !== 0) return status
  }
  return 0
}

function failIf(status, what) {
  if (status === 0) return
  table()
  console.error(`\n✖ npm test failed at step "${what}" (exit ${status}).`)
  process.exit(status)
}

const API_SERVER = ['vite', 'build', '--ssr', 'mocks/server.ts', '--outDir', 'dist-api', '--emptyOutDir', '--logLevel', 'warn']
/** `nice -n 19`: a step that takes only the CPU the browser steps leave idle. */
const NICE = (cmd, args) => ['nice', ['-n', '19', cmd, ...args]]
// The builds come first: every browser step needs them. The checks that need no browser (type check, lint, unit tests,
// contract tests) start with them at the lowest CPU priority and go on beside Playwright, in the time its browsers
// wait on the app's timers, animations and quiet periods (10–15 % of two cores on the quick kind, README "CI time");
// their results are printed and judged when Playwright ends. vitest's per-test timeout is raised, as a starved test
// may wait for the CPU (no unit test times itself: the one that did checks an order instead).
const builds = () =>
  chain(
    () => step('build: sandbox app (dist/)', 'npx', ['vite', 'build', '--logLevel', 'warn'], { log: 'build-sandbox' }),
    () => step('build: hosted app (dist-hosted/)', 'npx', ['vite', 'build', '--outDir', 'dist-hosted', '--emptyOutDir', '--logLevel', 'warn'], { log: 'build-hosted', env: { VITE_API_URL: 'http://localhost:8000' } }),
    async () => {
      const status = await step('build: practice server (dist-api/, copied to dist-network/)', 'npx', API_SERVER, { log: 'build-api' })
      if (status === 0) {
        rmSync('dist-network', { recursive: true, force: true })
        cpSync('dist-api', 'dist-network', { recursive: true })
      }
      return status
    },
  )
const built = builds()
const beside = [
  ['typecheck, lint', () => chain(() => step('typecheck', ...NICE('npm', ['run', '--silent', 'typecheck']), { log: 'typecheck', quiet: true }), () => step('lint', ...NICE('npx', ['eslint', '.', '--max-warnings=0']), { log: 'lint', quiet: true }))],
  // Two vitest workers: alone at the end of the first phase one would leave a core idle (README, CI time).
  ['unit tests', () => step('unit tests', ...NICE('npx', ['vitest', 'run', '--maxWorkers=2', '--testTimeout=60000', '--hookTimeout=60000']), { log: 'unit', quiet: true })],
  ['contract tests', async () => ((await built) === 0 ? step('contract: Portman + Newman through a Prism proxy (dist-api/)', ...NICE('node', ['scripts/contract.mjs']), { log: 'contract', quiet: true }) : 0)],
].map(([name, run]) => [name, run()])
/** Waits for the steps started beside the browser steps, prints their logs, and stops at the first that failed. */
async function besideDone() {
  const results = await Promise.all(beside.map(([, running]) => running))
  for (const file of ['typecheck', 'lint', 'unit', 'contract']) {
    const log = `${LOGS}/${file}.log`
    if (existsSync(log)) console.log(`\n▶ ${file} (run beside the browser steps):\n${readFileSync(log, 'utf8').trimEnd()}`)
  }
  beside.forEach(([name], i) => failIf(results[i], name))
}
failIf(await built, 'builds')
/** Runs [name, run] steps side by side; stops at the first that failed, by name. */
async function sideBySide(steps) {
  const results = await Promise.all(steps.map(([, run]) => run()))
  steps.forEach(([name], i) => failIf(results[i], name))
}

failIf(await step('size budget', 'node', ['.ci/size.mjs', '--no-build']), 'size budget')
console.log(`\nBrowser steps: ${playwrightWorkers} Playwright workers, the Selenium suites ${roomy ? 'all at once' : 'with the Python examples after the others'} (a page fault costs ${us.toFixed(1)} µs here)`)
const playwright = await step('playwright (e2e, model, examples, hosted, network)', 'node', ['.ci/playwright.mjs', '--without-exported'], {
  env: process.env.PW_WORKERS ? {} : { PW_WORKERS: String(playwrightWorkers) },
})
await besideDone()
failIf(playwright, 'playwright')
// Selenium's Node suites and the kill score side by side (one browser each). On a machine with cheap page faults
// (.ci/machine.mjs) the Python examples (three lanes, a server of their own on port 4176) run beside them too: their
// browsers wait on the pages much of the time, and one after the other the three left the cores idle about 40 % of
// the time (156 s then, 104 s all at once, measured one after the other on such a machine); elsewhere they follow.
const seleniumNode = ['selenium: smoke, WebdriverIO, keyboard drag', () => step('selenium: smoke, WebdriverIO, keyboard drag', 'node', ['.ci/selenium.mjs', '--only=node'], { log: 'selenium-node' })]
const killScore = ['kill score', () => step('kill score (examples/kill-score: Playwright and Selenium suites, 3 bugs each)', 'node', ['.ci/kill-score.mjs'], { log: 'kill-score' })]
// The state lab's exported specs outside the repository (.ci/exported.mjs: the sandbox build on 4173, network mode on
// 4180, free once Playwright is done), beside the Selenium steps.
const exported = ['exported specs', () => step("exported specs (the state lab's, outside the repository)", 'node', ['.ci/exported.mjs'], { log: 'exported' })]
const python = (log) => step('selenium: Python first test and guide examples', 'node', ['.ci/selenium.mjs', '--only=python'], log ? { log: 'selenium-python', env: { SELENIUM_PORT: '4176', SELENIUM_LANES: '3' } } : {})
if (roomy) await sideBySide([seleniumNode, killScore, exported, ['selenium (Python)', () => python(true)]])
else {
  await sideBySide([seleniumNode, killScore, exported])
  failIf(await python(false), 'selenium (Python)')
}

table()
console.log(`\n✔ all steps passed in ${seconds(Date.now() - started)}`)
