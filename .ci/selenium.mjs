// The Selenium suites: serves the sandbox build (dist/) with scripts/serve-dist.mjs (as `vite preview` does, uncompressed) on its own port,
// then runs the selenium-webdriver smoke suite (node's test runner), the README's Python first test
// and every Python example of the guides (pytest; Debian's python3, python3-selenium, python3-pytest),
// all with Debian's chromedriver.
// Usage: node .ci/selenium.mjs [--build] [--only=node|python]
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const PORT = Number(process.env.SELENIUM_PORT ?? 4175)
const BASE_URL = `http://localhost:${PORT}`
const PYTHON = '/usr/bin/python3' // Debian's, which has python3-selenium (a pyenv python may shadow `python3`)
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)

function fail(message) {
  console.error(`✖ ${message}`)
  process.exit(1)
}

if (!existsSync('/usr/bin/chromedriver') && !process.env.CHROMEDRIVER)
  fail('No chromedriver: install Debian\'s with `sudo apt-get install -y chromium chromium-driver python3-selenium` (or set CHROMEDRIVER).')

if (process.argv.includes('--build') || !existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn('node', ['scripts/serve-dist.mjs', `--port=${PORT}`], { stdio: ['ignore', 'pipe', 'inherit'], detached: true })
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    /* already gone */
  }
}
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

async function waitForServer() {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the dist/ server exited (${server.exitCode}); is port ${PORT} free?`)
    try {
      if ((await fetch(BASE_URL)).ok) return
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  fail(`the dist/ server did not answer on ${BASE_URL} within 60 s`)
}
await waitForServer()

const env = { ...process.env, SELENIUM_BASE_URL: BASE_URL, BASE_URL }
const runs = []
if (only !== 'python') runs.push(['selenium-webdriver smoke suite', process.execPath, ['--test', '--test-reporter=spec', 'tests/selenium/smoke.test.mjs']])
// The WebdriverIO recipes the guides show where its defaults differ from Selenium's (classic WebDriver, Debian's chromedriver).
if (only !== 'python') runs.push(['WebdriverIO examples', process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...readdirSync('examples/webdriverio').filter((f) => f.endsWith('.test.mjs')).map((f) => 'examples/webdriverio/' + f)]])
if (only !== 'python') runs.push(['selenium-webdriver keyboard drag (Space, arrow, Space with no pause, 20×)', process.execPath, ['--test', '--test-reporter=spec', 'tests/selenium/keyboard-drag.test.mjs']])
if (only !== 'node') {
  if (!existsSync(PYTHON)) fail(`${PYTHON} not found: install Debian's python3 and python3-selenium.`)
  runs.push(['Python first test (README)', PYTHON, ['examples/selenium/first_test.py']])
  // Every Selenium (Python) example a guide or the README shows, run as written with pytest (examples/selenium/conftest.py).
  // The English and the Korean half run side by side (one browser each; the machine has two cores).
  const pytest = ['-m', 'pytest', '-q', '-c', 'examples/selenium/pytest.ini', 'examples/selenium']
  runs.push(['Python Selenium examples (guides and README recipes), en and ko in parallel', PYTHON, pytest, [{ EXAMPLE_LANGUAGE: 'en' }, { EXAMPLE_LANGUAGE: 'ko' }]])
}

let status = 0
/** Runs a command once, or once per environment in `parallel` at the same time; the worst exit status wins. */
async function run(cmd, args, parallel) {
  if (!parallel) return spawnSync(cmd, args, { stdio: 'inherit', env })
  const results = await Promise.all(
    parallel.map((extra) => {
      // Each half keeps its own pytest cache, so a retry (--last-failed) reruns that half's failures.
      const own = extra.EXAMPLE_LANGUAGE ? ['-o', `cache_dir=${process.cwd()}/test-results/pytest-cache-${extra.EXAMPLE_LANGUAGE}`] : []
      return new Promise((resolve) => spawn(cmd, [...args, ...own], { stdio: 'inherit', env: { ...env, ...extra } }).on('exit', (code, signal) => resolve({ status: code, signal })))
    }),
  )
  // pytest exits 5 when it collects nothing: in a retry (--last-failed) that is a half with no failure left.
  const retry = args.includes('--last-failed')
  return results.find((r) => r.status !== 0 && !(retry && r.status === 5)) ?? { status: 0 }
}

for (const [name, cmd, args, parallel] of runs) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`)
  let result = await run(cmd, args, parallel)
  // As Playwright retries in CI, the examples that failed run again (pytest's --last-failed), at most twice: one
  // browser serves a whole half, side by side with the other half, and a rare first load there still misses
  // its 10-second wait (README, "CI time").
  for (let retry = 1; retry <= 2 && result.status !== 0 && parallel && process.env.CI; retry++) {
    console.log(`\n↻ ${name}: again (${retry} of 2), the failed ones only`)
    result = await run(cmd, [...args, '--last-failed', '--last-failed-no-failures', 'none'], parallel)
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (exit ${result.status ?? result.signal}, ${seconds} s)`)
    status = result.status ?? 1
    break
  }
  console.log(`✔ ${name} (${seconds} s)`)
}
stop()
process.exit(status)
