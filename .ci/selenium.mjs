// The Selenium suites: serves the sandbox build (dist/) with scripts/serve-dist.mjs (as `vite preview` does, uncompressed) on its own port,
// then runs the selenium-webdriver smoke suite (node's test runner), the README's Python first test
// and every Python example of the guides (pytest; Debian's python3, python3-selenium, python3-pytest),
// all with Debian's chromedriver.
// Usage: node .ci/selenium.mjs [--build] [--only=node|python]
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { seleniumChromium } from './chromium.mjs'

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
  // Every Selenium (Python) example a guide or the README shows, run as written with pytest (examples/selenium/conftest.py)
  // in two lanes side by side (the machine has two cores). The collected examples, English then Korean, are cut into
  // two lanes of about equal time, and a lane runs one pytest per language in it (EXAMPLE_LANGUAGE), so that each keeps one browser:
  // split by language instead, the English lane had 50 examples to the Korean 29 and ran alone for its last minutes;
  // mixed in one pytest, the session's browser restarts at every change of language (16 times in 40 examples).
  // Debian's headless shell serves them when installed (the Chromium Playwright runs headless; one language's
  // examples alone took 235 s in it against 302 s in the full browser), else Debian's chromium.
  const pytest = ['-m', 'pytest', '-q', '-c', 'examples/selenium/pytest.ini']
  const collected = spawnSync(PYTHON, [...pytest, '--collect-only', 'examples/selenium'], { encoding: 'utf8', env })
  const ids = collected.status === 0 ? collected.stdout.split('\n').filter((line) => line.includes('::')).map((id) => `examples/selenium/${id.trim()}`) : []
  if (ids.length === 0) fail(`pytest collected no Selenium example:\n${collected.stdout}\n${collected.stderr}`)
  const languages = ['en', 'ko']
  const ordered = languages.flatMap((language) => ids.filter((id) => id.endsWith(`[${language}]`)))
  if (ordered.length !== ids.length) fail(`a Selenium example runs in no known language: ${ids.filter((id) => !ordered.includes(id)).join(' ')}`)
  // Cut where the lanes' expected times meet: an English example took 3.5–4 s and a Korean one 2.6 s in the last runs
  // (more English ones sign in and walk several pages), and the second lane starts a second browser for its Korean
  // ones; two lanes of equal counts ended 30 s apart (138 and 107 s).
  const SECONDS = { en: 3.6, ko: 2.8 }
  const cost = (id) => SECONDS[languages.find((language) => id.endsWith(`[${language}]`))]
  const half = ordered.reduce((sum, id) => sum + cost(id), 0) / 2
  let cut = 0
  for (let sum = 0; cut < ordered.length && sum + cost(ordered[cut]) / 2 <= half; cut++) sum += cost(ordered[cut])
  const browser = seleniumChromium()
  const lanes = [ordered.slice(0, cut), ordered.slice(cut)].map((lane, i) =>
    languages
      .map((language) => ({ name: `lane-${i + 1}-${language}`, args: lane.filter((id) => id.endsWith(`[${language}]`)), env: { EXAMPLE_LANGUAGE: language, ...(browser ? { CHROMIUM: browser } : {}) } }))
      .filter((step) => step.args.length > 0),
  )
  runs.push([`Python Selenium examples (guides and README recipes): ${ids.length} in two lanes side by side`, PYTHON, pytest, lanes])
}

let status = 0
/** One pytest of a lane: its examples (ids), its pytest cache (a retry reads the failures from it), its environment. */
function pytestStep(cmd, args, step) {
  const own = ['-o', `cache_dir=${process.cwd()}/test-results/pytest-cache-${step.name}`, ...step.args]
  console.log(`  ${step.name}: ${step.args.length} examples`)
  return new Promise((resolve) => spawn(cmd, [...args, ...own], { stdio: 'inherit', env: { ...env, ...step.env } }).on('exit', (code, signal) => resolve({ status: code, signal })))
}

/** Runs a command once, or `lanes` side by side (each lane's steps one after another); the worst exit status wins. */
async function run(cmd, args, lanes) {
  if (!lanes) return spawnSync(cmd, args, { stdio: 'inherit', env })
  const failedSteps = []
  let worst = null
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const result = await pytestStep(cmd, args, step)
        if (result.status !== 0) {
          failedSteps.push(step)
          worst ??= result
        }
      }
    }),
  )
  return { status: worst ? (worst.status ?? 1) : 0, signal: worst?.signal, failedSteps }
}

/** The examples a failed step's last run failed (pytest's cache; all of the step's when it names none), as arguments: a retry names them, since pytest 7's --last-failed skips the files without a failure and then finds no named example there. */
function failedIn(step) {
  try {
    const failed = JSON.parse(readFileSync(`test-results/pytest-cache-${step.name}/v/cache/lastfailed`, 'utf8'))
    const ids = step.args.filter((id) => failed[id.slice('examples/selenium/'.length)])
    return ids.length > 0 ? ids : step.args
  } catch {
    return step.args
  }
}

for (const [name, cmd, args, parallel] of runs) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`)
  let result = await run(cmd, args, parallel)
  // As Playwright retries in CI, the examples that failed run again, at most twice: one browser serves a whole lane's language,
  // side by side with the other lane, and a rare first load there still misses its 10-second wait (README, "CI time").
  for (let retry = 1; retry <= 2 && result.status !== 0 && parallel && process.env.CI; retry++) {
    const again = result.failedSteps.map((step) => [{ ...step, args: failedIn(step) }])
    console.log(`\n↻ ${name}: again (${retry} of 2), the failed ones only: ${again.flat().flatMap((step) => step.args).join(' ')}`)
    result = await run(cmd, args, again)
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
