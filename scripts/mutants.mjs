// `npm run mutants`: how many of the catalogued bugs (machines/bugs/registry.ts) the
// project's own model-based suite (tests/model) kills. Builds the sandbox app, runs the model specs
// once with no bug (the baseline), then once per bug with only that bug on (QA_BUGS=<id>: the
// Playwright fixture in tests/fixtures/app.ts switches it on before the app boots), reads
// Playwright's JSON report and prints the kill matrix and the kill score. A test kills a bug when it
// passes in the baseline and fails with the bug on. A bug no test kills is a gap in the model.
//
// Per bug only the model specs of the machines/screens it touches run (the registry's `specs`),
// unless --all. Options: --all, --no-build, --bug=<id>[,<id>] (only these bugs), --json=<file>.
// Not part of `npm test`. Run it under the browser lock: `flock /tmp/browser.lock npm run mutants`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { findChromium, HOW_TO_INSTALL } from '../.ci/chromium.mjs'
import { readCatalogue } from './bug-catalogue.mjs'

const args = process.argv.slice(2)
const flag = (name) => args.includes(`--${name}`)
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)

const chromium = findChromium()
if (!chromium) {
  console.error(HOW_TO_INSTALL)
  process.exit(1)
}
const env = { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
delete env.QA_BUGS
delete env.CI // no retries: a bug that makes a test flaky should count as killed only when it fails

// The registry's ids, kinds and specs (scripts/bug-catalogue.mjs, shared with `npm run kill-score`).
const bugs = readCatalogue()
if (bugs.length === 0) {
  console.error('mutants: no bugs found in machines/bugs/registry.ts')
  process.exit(1)
}
const only = option('bug')?.split(',')
const selected = only ? bugs.filter((b) => only.includes(b.id)) : bugs
const allSpecs = readdirSync('tests/model')
  .filter((f) => f.endsWith('.model.spec.ts'))
  .map((f) => f.replace(/\.model\.spec\.ts$/, ''))
for (const b of selected) {
  for (const s of b.specs) if (!allSpecs.includes(s)) console.warn(`mutants: ${b.id} names tests/model/${s}.model.spec.ts, which does not exist`)
}
const specsFor = (bug) => (flag('all') ? allSpecs : bug.specs.filter((s) => allSpecs.includes(s)))

if (!flag('no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
for (const marker of ['dist-hosted/index.html', 'dist-api/server.js']) {
  if (!existsSync(marker)) {
    console.error(`mutants: ${marker} is missing (the Playwright config starts its server); run \`node .ci/playwright.mjs --build --list\` once`)
    process.exit(1)
  }
}

const outDir = 'test-results/mutants'
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

/** Runs the given model specs, optionally with a bug on; returns Map(test title → 'passed' | 'failed' | 'skipped'). */
function run(label, specs, bugId) {
  const report = resolve(outDir, `${label}.json`)
  const started = Date.now()
  const files = specs.map((s) => `model/${s}.model.spec.ts`)
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--project=model', '--retries=0', '--reporter=json', ...files], {
    env: { ...env, ...(bugId ? { QA_BUGS: bugId } : {}), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  })
  const outcomes = new Map()
  if (!existsSync(report)) {
    console.error(`mutants: ${label}: no report (exit ${result.status})\n${result.stderr ?? ''}`)
    return outcomes
  }
  const visit = (suite, file, path) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const status = t.status === 'expected' || t.status === 'flaky' ? 'passed' : t.status === 'skipped' ? 'skipped' : 'failed'
        outcomes.set(`${file} › ${[...here, spec.title].join(' › ')}`, status)
      }
    }
    for (const child of suite.suites ?? []) visit(child, file, here)
  }
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) visit(suite, String(suite.file ?? suite.title).replace(/^model\//, ''), [])
  const failed = [...outcomes.values()].filter((s) => s === 'failed').length
  console.info(`  ${label}: ${outcomes.size} tests, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`)
  return outcomes
}

const baselineSpecs = [...new Set(selected.flatMap(specsFor))].sort()
console.info(`mutants: ${selected.length} bugs; baseline over ${baselineSpecs.length} model specs (${baselineSpecs.join(', ')})`)
const baseline = run('baseline', baselineSpecs)
const brokenInBaseline = [...baseline].filter(([, s]) => s === 'failed').map(([t]) => t)
if (brokenInBaseline.length > 0) console.info(`  (failing without any bug, so they cannot count as kills: ${brokenInBaseline.length})`)

const rows = []
for (const bug of selected) {
  const specs = specsFor(bug)
  const outcomes = specs.length > 0 ? run(bug.id, specs, bug.id) : new Map()
  // The harness's per-machine "coverage" test fails whenever a path fails: not counted as a killer of its own.
  const killers = [...outcomes].filter(([title, s]) => s === 'failed' && baseline.get(title) === 'passed' && !/ › coverage: /.test(title)).map(([title]) => title)
  rows.push({ ...bug, ran: specs, tests: outcomes.size, killers })
}

// ---------------------------------------------------------------- the kill matrix
const killed = rows.filter((r) => r.killers.length > 0)
const pad = (s, n) => String(s).padEnd(n)
const width = Math.max(...rows.map((r) => r.id.length)) + 2
console.info('\nKill matrix (bug × the generated tests that fail with it on):\n')
console.info(`${pad('bug', width)}${pad('kind', 9)}${pad('class', 20)}${pad('specs run', 28)}result`)
for (const r of rows) {
  const result = r.killers.length > 0 ? `KILLED by ${r.killers.length} of ${r.tests}` : r.tests === 0 ? 'GAP (no model spec for it)' : `GAP (survived ${r.tests} tests)`
  console.info(`${pad(r.id, width)}${pad(r.kind, 9)}${pad(r.class, 20)}${pad(r.ran.join(','), 28)}${result}`)
  for (const k of r.killers) console.info(`${' '.repeat(width)}  ✗ ${k}`)
}
const percent = Math.round((killed.length / rows.length) * 100)
console.info(`\nKill score: ${killed.length}/${rows.length} (${percent}%)`)
const gaps = rows.filter((r) => r.killers.length === 0)
if (gaps.length > 0) console.info(`Gaps in the model (no generated test kills them): ${gaps.map((g) => g.id).join(', ')}`)
const summary = { score: { killed: killed.length, total: rows.length, percent }, all: flag('all'), baselineFailures: brokenInBaseline, bugs: rows }
writeFileSync(option('json') ?? join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`)
