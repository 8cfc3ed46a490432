#!/usr/bin/env node
/**
 * `npm run bench:boot`: time from navigation start to the page's first heading on a signed-in
 * deep link (default /qa/banking), over a production build. Builds nothing: serves dist/ with
 * `vite preview` on port 4173, or reuses the server already answering there.
 *
 * It logs in once (demo@example.com through the sandbox API) and keeps the storage state, then
 * opens the page RUNS times, each load in a fresh page, and prints every run and the median.
 * A run's time is `performance.now()` at the first animation frame where the page's `h1` is
 * rendered with a size (navigation start is 0). It also prints the loading placeholders each
 * load showed, in order (`app-loading`, `route-guard-spinner`, `page-loading`, ...).
 *
 * Options: --url=http://localhost:4173  --path=/qa/banking  --runs=10
 *          --cold   (each run in a new browser context: no service worker, no HTTP cache yet)
 *          --json   (print one JSON line at the end as well)
 */
import { arg, flag, print, launchChromium, serve } from './bench-browser.mjs'

const baseURL = arg('url', 'http://localhost:4173').replace(/\/$/, '')
const path = arg('path', '/qa/banking')
const runs = Number(arg('runs', '10'))
const cold = flag('cold')
const EMAIL = 'demo@example.com'
const PASSWORD = 'Demo1234!'

/** Installed before any script of the page: records when the first h1 is rendered, and the placeholders seen. */
function recorder() {
  const PLACEHOLDERS = '[data-testid="app-loading"], [data-testid="route-guard-spinner"], [data-testid="page-loading"], [role="status"][data-testid]'
  const w = window
  w.__bench = { headingAt: null, heading: null, placeholders: [] }
  const seen = () => {
    const el = document.querySelector(PLACEHOLDERS)
    const id = el ? el.getAttribute('data-testid') : null
    const list = w.__bench.placeholders
    if (id && list[list.length - 1] !== id) list.push(id)
  }
  new MutationObserver(seen).observe(document, { childList: true, subtree: true })
  const frame = () => {
    seen()
    const h1 = document.querySelector('main h1, h1')
    const box = h1 ? h1.getBoundingClientRect() : null
    if (h1 && box && box.width > 0 && box.height > 0 && h1.textContent.trim() !== '') {
      w.__bench.headingAt = performance.now()
      w.__bench.heading = h1.textContent.trim()
      return
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

async function logIn(browser) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/about')
  await page.waitForFunction(() => window.__sandbox !== undefined, null, { timeout: 30_000 })
  await page.evaluate(
    async ([email, password]) => {
      const res = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
      if (!res.ok) throw new Error(`login failed: ${res.status}`)
      const body = await res.json()
      localStorage.setItem('access_token', body.access_token)
      localStorage.setItem('refresh_token', body.refresh_token)
    },
    [EMAIL, PASSWORD],
  )
  const state = await context.storageState({ indexedDB: true })
  await context.close()
  return state
}

async function measure(context) {
  const page = await context.newPage()
  await page.addInitScript(recorder)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => window.__bench && window.__bench.headingAt !== null, null, { timeout: 30_000, polling: 50 })
  const result = await page.evaluate(() => ({ ...window.__bench, url: location.pathname }))
  await page.close()
  if (result.url !== path) throw new Error(`ended on ${result.url}, not ${path} (heading "${result.heading}"): is the login still valid?`)
  return result
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

const server = await serve(baseURL, 'bench:boot')
const browser = await launchChromium()
try {
  const storageState = await logIn(browser)
  const results = []
  let shared = null
  if (!cold) {
    shared = await browser.newContext({ baseURL, storageState })
    await measure(shared) // warm-up: installs the service worker, fills the HTTP cache (not counted)
  }
  for (let i = 0; i < runs; i++) {
    const context = shared ?? (await browser.newContext({ baseURL, storageState }))
    const r = await measure(context)
    if (!shared) await context.close()
    results.push(r)
    print(`run ${String(i + 1).padStart(2)}: ${r.headingAt.toFixed(0).padStart(5)} ms  "${r.heading}"  placeholders: ${r.placeholders.join(' → ') || '(none)'}`)
  }
  await shared?.close()
  const times = results.map((r) => r.headingAt)
  print(`\n${path} signed in, ${cold ? 'cold (new context per run)' : 'warm (service worker installed, new page per run)'}, ${runs} runs against ${baseURL}`)
  print(`median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`)
  print(`all: ${times.map((t) => t.toFixed(0)).join(', ')}`)
  if (flag('json')) print(JSON.stringify({ path, cold, runs, median: median(times), times, placeholders: results.map((r) => r.placeholders) }))
} finally {
  await browser.close()
  if (server) process.kill(-server.pid)
}
