// `npm run perf`: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) on the
// production build, for the public pages in hosted mode and in the sandbox, N runs each (3 by
// default), and prints the median run's figures. Not part of `npm test`: the figures depend on the
// machine, so they are reported, never asserted. Quiet the machine first (no other builds or
// browsers), or the total blocking time reads high.
//
//   npm run perf                      build both modes, 3 runs of /, /about, /login in each
//   npm run perf -- --no-build        use the existing dist/ and dist-hosted/
//   npm run perf -- --runs 5 --pages /,/login --modes hosted --desktop
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { findChromium, HOW_TO_INSTALL } from '../.ci/chromium.mjs'

const argv = process.argv.slice(2)
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback
}
const runs = Math.max(1, Number(option('runs', '3')) || 3)
const pages = option('pages', '/,/about,/login').split(',')
const modes = option('modes', 'hosted,sandbox').split(',')
const desktop = argv.includes('--desktop')

const MODES = {
  hosted: { dir: 'dist-hosted', port: 4184, env: { VITE_API_URL: 'http://localhost:8000' } },
  sandbox: { dir: 'dist', port: 4183, env: {} },
}

const chromePath = findChromium()
if (!chromePath) {
  console.error(HOW_TO_INSTALL)
  process.exit(1)
}

if (!argv.includes('--no-build')) {
  for (const mode of modes) {
    const { dir, env } = MODES[mode]
    const build = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, ...env } })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
}

const servers = modes.map((mode) => {
  const { dir, port } = MODES[mode]
  return spawn('npx', ['vite', 'preview', '--outDir', dir, '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true })
})
const stopServers = () => servers.forEach((s) => { try { process.kill(-s.pid) } catch { /* gone */ } })
process.on('exit', stopServers)
process.on('SIGINT', () => process.exit(130))

async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not start`)
}

const METRICS = [
  ['FCP', 'first-contentful-paint', 's'],
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 's'],
]
const format = (value, unit) => (unit === 's' ? `${(value / 1000).toFixed(2)} s` : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3))

const results = []
try {
  for (const mode of modes) await waitFor(`http://localhost:${MODES[mode].port}/`)
  for (const mode of modes) {
    for (const path of pages) {
      const url = `http://localhost:${MODES[mode].port}${path}`
      const lhrs = []
      for (let i = 0; i < runs; i += 1) {
        // A fresh browser per run: no cache, no service worker, no storage from the last one.
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
        try {
          const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktop ? desktopConfig : undefined)
          if (result?.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
          lhrs.push(result.lhr)
        } finally {
          await chrome.kill()
        }
      }
      const median = computeMedianRun(lhrs)
      const row = { mode, path, score: Math.round(median.categories.performance.score * 100), scores: lhrs.map((r) => Math.round(r.categories.performance.score * 100)) }
      for (const [name, id] of METRICS) row[name] = median.audits[id].numericValue
      results.push(row)
      console.info(`${mode.padEnd(8)} ${path.padEnd(8)} ${String(row.score).padStart(3)}  (runs: ${row.scores.join(', ')})  ${METRICS.map(([n, , u]) => `${n} ${format(row[n], u)}`).join('  ')}`)
    }
  }
} finally {
  stopServers()
}

console.info(`\nLighthouse ${desktop ? 'desktop' : 'mobile'} preset, median of ${runs} run(s):`)
console.info(`| mode | page | score | ${METRICS.map(([n]) => n).join(' | ')} |`)
console.info(`|---|---|---|${METRICS.map(() => '---').join('|')}|`)
for (const r of results) console.info(`| ${r.mode} | ${r.path} | ${r.score} | ${METRICS.map(([n, , u]) => format(r[n], u)).join(' | ')} |`)
mkdirSync('dist-bench', { recursive: true })
writeFileSync('dist-bench/perf.json', JSON.stringify({ preset: desktop ? 'desktop' : 'mobile', runs, results }, null, 2))
console.info('\n(dist-bench/perf.json has the figures)')
