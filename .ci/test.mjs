// `npm test`: the whole suite, each output built once.
//   1. At the same time: typecheck then lint; the unit tests; the four builds (the sandbox app dist/,
//      the hosted app dist-hosted/ against VITE_API_URL, the practice server dist-api/ and its
//      network-mode copy dist-network/), then the contract tests of the practice server (Portman's
//      contract and variation tests run by Newman through a Prism validating proxy: npm run
//      test:contract). Each writes to its own log, printed when it ends.
//   2. The size budget on dist/.
//   3. Playwright (e2e, model, examples, hosted, network) on those builds, without building again.
//   4. At the same time, one browser each: Selenium's Node suites (smoke, WebdriverIO, keyboard drag), the
//      kill score of the example suites (README "Kill score"): `npm run kill-score` with the Playwright and
//      with the Selenium suite of examples/kill-score, a few bugs each, on dist/ and dist-network/
//      (.ci/kill-score.mjs; prints their kill matrices), and the state lab's exported specs outside the
//      repository (.ci/exported.mjs, one worker).
//   5. Selenium's Python examples (the README's first test, then the guides' examples in two lanes): beside
//      step 4 on a machine with cheap page faults (.ci/machine.mjs), else after it.
// Stops at the first failing step, says which one failed, and prints a timing table per step.
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { findChromium, HOW_TO_INSTALL } from './chromium.mjs'
import { browserConcurrency, cpuSplit, cpuTimes } from './machine.mjs'

if (!findChromium()) {
  console.error(HOW_TO_INSTALL)
  process.exit(1)
}

const LOGS = 'test-results/steps'
rmSync(LOGS, { recursive: true, force: true })
mkdirSync(LOGS, { recursive: true })
const timings = []
const started = Date.now()
const cpuAtStart = cpuTimes()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function table() {
  const width = Math.max(...timings.map(([name]) => name.length), 4)
  console.log(`\n${'step'.padEnd(width)}  time      result`)
  for (const [name, ms, ok, stolen] of timings) console.log(`${name.padEnd(width)}  ${seconds(ms).padStart(8)}  ${ok ? 'passed' : 'FAILED'}${stolen >= 1 ? `  (${stolen} % of the CPU stolen while it ran)` : ''}`)
  console.log(`${'total (wall clock)'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}`)
  // The hypervisor's share is the machine's moment: the same commit has taken 22.7 and 27.6 minutes an hour apart.
  const split = cpuSplit(cpuAtStart, cpuTimes())
  if (split) console.log(`CPU of the cores over the run: user ${split.user} %, system ${split.system} %, idle ${split.idle} %, stolen by the hypervisor ${split.steal} %`)
}

/**
 * Runs one command. `log`: its output goes to test-results/steps/<log>.log and is printed when it ends
 * (steps that run side by side); otherwise it is shown as it comes. Resolves to the exit status.
 */
function step(name, cmd, args, { log, env } = {}) {
  const t0 = Date.now()
  const cpu0 = cpuTimes()
  if (!log) console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const file = log ? `${LOGS}/${log}.log` : undefined
    const child = spawn(cmd, args, { stdio: file ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
    const chunks = []
    child.stdout?.on('data', (d) => chunks.push(d))
    child.stderr?.on('data', (d) => chunks.push(d))
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      timings.push([name, Date.now() - t0, status === 0, cpuSplit(cpu0, cpuTimes())?.steal])
      if (file) {
        const output = Buffer.concat(chunks)
        writeFileSync(file, output)
        console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')} (${seconds(Date.now() - t0)})\n${output.toString().trimEnd()}`)
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

/**
 * Where a failed screenshot comparison differs: for each expected/actual pair of a test's attachments, the
 * pixels that differ by more than 40 in a channel, and the box around them (a shifted layout, a changed header,
 * text drawn differently everywhere), at most 20 pairs.
 */
function screenshotDiffs(attachments) {
  const out = []
  let PNG
  try {
    PNG = createRequire(import.meta.url)('playwright-core/lib/utilsBundle').PNG
  } catch {
    return out
  }
  for (const expected of attachments.filter((a) => a.name?.endsWith('-expected.png') && a.path).slice(0, 20)) {
    const actual = attachments.find((a) => a.name === expected.name.replace(/-expected\.png$/, '-actual.png'))
    if (!actual?.path || !existsSync(expected.path) || !existsSync(actual.path)) continue
    try {
      const a = PNG.sync.read(readFileSync(expected.path))
      const b = PNG.sync.read(readFileSync(actual.path))
      const name = expected.name.replace(/-expected\.png$/, '')
      if (a.width !== b.width || a.height !== b.height) {
        out.push(`${name}: ${b.width}×${b.height} px against ${a.width}×${a.height} expected`)
        continue
      }
      let count = 0
      let [x0, y0, x1, y1] = [a.width, a.height, -1, -1]
      for (let y = 0; y < a.height; y++)
        for (let x = 0; x < a.width; x++) {
          const i = (y * a.width + x) * 4
          if (Math.max(Math.abs(a.data[i] - b.data[i]), Math.abs(a.data[i + 1] - b.data[i + 1]), Math.abs(a.data[i + 2] - b.data[i + 2])) <= 40) continue
          count++
          ;[x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)]
        }
      out.push(`${name}: ${count} px differ by more than 40 (${((count / (a.width * a.height)) * 100).toFixed(2)} %)${count ? `, within x ${x0}–${x1}, y ${y0}–${y1} of ${a.width}×${a.height}` : ''}`)
    } catch {
      /* an unreadable image: the error lines above still say what failed */
    }
  }
  return out
}

/**
 * After a failed Playwright step: each failed test with the first lines of its errors (the pixel counts of a
 * screenshot comparison among them) and the browser it ran in, at the very end of the output, where a CI log
 * cut to its tail still shows them.
 */
function playwrightDigest() {
  const report = 'test-results/playwright.json'
  if (!existsSync(report)) return
  let json
  try {
    json = JSON.parse(readFileSync(report, 'utf8'))
  } catch {
    return
  }
  const plain = (text) => stripVTControlCharacters(String(text ?? ''))
  const lines = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue
        lines.push(`✖ [${t.projectName}] ${[...path, spec.title].filter(Boolean).join(' › ')} (${spec.file}:${spec.line})`)
        const errors = (t.results ?? []).at(-1)?.errors ?? []
        for (const e of errors.slice(0, 12)) {
          const first = plain(e.message).split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 3)
          lines.push(...first.map((l) => `    ${l.slice(0, 240)}`))
        }
        if (errors.length > 12) lines.push(`    … ${errors.length - 12} more errors`)
        lines.push(...screenshotDiffs((t.results ?? []).at(-1)?.attachments ?? []).map((l) => `    ${l}`))
      }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of json.suites ?? []) walk(suite, [])
  if (lines.length === 0) return
  console.log('\nFailed Playwright tests (test-results/playwright.json), the last attempt of each:')
  console.log(lines.slice(0, 150).join('\n'))
  const browser = findChromium()
  const version = browser ? spawnSync(browser, ['--version'], { encoding: 'utf8' }).stdout?.trim() : undefined
  console.log(`Browser: ${browser ?? '(none found)'} (${version || 'version unknown'}); the visual baselines' environment: tests/visual/__screenshots__/environment.json`)
}

function failIf(status, what) {
  if (status === 0) return
  if (what === 'playwright') playwrightDigest()
  table()
  console.error(`\n✖ npm test failed at step "${what}" (exit ${status}).`)
  process.exit(status)
}

const API_SERVER = ['vite', 'build', '--ssr', 'mocks/server.ts', '--outDir', 'dist-api', '--emptyOutDir', '--logLevel', 'warn']
const parallel = [
  ['typecheck, lint', () => chain(() => step('typecheck', 'npm', ['run', '--silent', 'typecheck'], { log: 'typecheck' }), () => step('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { log: 'lint' }))],
  // Two vitest workers: once the type check, lint and builds are done (about 110 s), the second core would
  // otherwise sit idle while one worker finishes (this phase: 359 s with vitest's own one worker, 278 s with
  // two; README, CI time).
  ['unit tests', () => step('unit tests', 'npx', ['vitest', 'run', '--maxWorkers=2'], { log: 'unit' })],
  [
    'builds',
    () =>
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
        () => step('contract: Portman + Newman through a Prism proxy (dist-api/)', 'node', ['scripts/contract.mjs'], { log: 'contract' }),
      ),
  ],
]
/** Runs [name, run] steps side by side; stops at the first that failed, by name. */
async function sideBySide(steps) {
  const results = await Promise.all(steps.map(([, run]) => run()))
  steps.forEach(([name], i) => failIf(results[i], name))
}

await sideBySide(parallel)

failIf(await step('size budget', 'node', ['.ci/size.mjs', '--no-build']), 'size budget')
// One measurement of the machine sizes both browser phases (.ci/machine.mjs): Playwright's workers, then the Selenium steps.
const { us, roomy, playwrightWorkers } = browserConcurrency()
console.log(`\nBrowser steps: ${playwrightWorkers} Playwright workers, the Selenium suites ${roomy ? 'all at once' : 'with the Python examples after the others'} (a page fault costs ${us.toFixed(1)} µs here)`)
failIf(
  await step('playwright (e2e, model, examples, hosted, network)', 'node', ['.ci/playwright.mjs'], {
    env: { PW_EXPORTED: 'separate', ...(process.env.PW_WORKERS ? {} : { PW_WORKERS: String(playwrightWorkers) }) },
  }),
  'playwright',
)
// Selenium's Node suites and the kill score side by side (one browser each). On a machine with cheap page faults
// (.ci/machine.mjs) the Python examples (two lanes, a server of their own on port 4176) run beside them too: their
// browsers wait on the pages much of the time, and one after the other the three left the cores idle about 40 % of
// the time (156 s then, 104 s all at once, measured one after the other on such a machine); elsewhere they follow.
const seleniumNode = ['selenium: smoke, WebdriverIO, keyboard drag', () => step('selenium: smoke, WebdriverIO, keyboard drag', 'node', ['.ci/selenium.mjs', '--only=node'], { log: 'selenium-node' })]
const killScore = ['kill score', () => step('kill score (examples/kill-score: Playwright and Selenium suites, 3 bugs each)', 'node', ['.ci/kill-score.mjs'], { log: 'kill-score' })]
// The lab's exported specs (9 cases, then 3 in network mode) took 90 s after Playwright's projects with two workers, one of
// them idle a third of the time; here, with one worker, they fill the cores the Selenium steps leave idle (about 20 %).
const exported = ['exported specs', () => step("state lab's exported specs outside the repository (sandbox, then network mode)", 'node', ['.ci/exported.mjs'], { log: 'exported', env: { EXPORTED_WORKERS: '1' } })]
const python = (log) => step('selenium: Python first test and guide examples', 'node', ['.ci/selenium.mjs', '--only=python'], log ? { log: 'selenium-python', env: { SELENIUM_PORT: '4176' } } : {})
if (roomy) await sideBySide([seleniumNode, killScore, exported, ['selenium (Python)', () => python(true)]])
else {
  await sideBySide([seleniumNode, killScore, exported])
  failIf(await python(false), 'selenium (Python)')
}

table()
console.log(`\n✔ all steps passed in ${seconds(Date.now() - started)}`)
