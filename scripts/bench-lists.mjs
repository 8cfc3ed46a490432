#!/usr/bin/env node
/**
 * `npm run bench:lists`: the first row of every list screen with big data. Over a production
 * build (serves dist/ with `vite preview` on port 4173, or reuses the server answering there).
 *
 * It loads the `busy` seed, signs in as demo@example.com and adds --todos=5000 todos and
 * --posts=2000 posts through the sandbox API (the volume of the durability probe), keeps the
 * storage state (IndexedDB included), then opens each route RUNS times in a fresh page of one
 * context (service worker installed) and prints, per route: the time from navigation start to the
 * first animation frame where the list's first row is rendered with a size, and the longest task
 * (PerformanceObserver 'longtask') before it. Goal: every first row under 1 s.
 *
 * Options: --url=http://localhost:4173  --runs=5  --todos=5000  --posts=2000  --routes=/todos,/posts
 *          --tab=same  load every run in one tab, one route after another (a test that signs in, then
 *                   navigates), instead of a fresh page per run (the default, --tab=new: each run pays
 *                   for a new renderer process, and in full Chromium for a new window)
 *          --json   (print one JSON line at the end as well)
 *          --state=file.json  reuse the prepared data (Playwright storage state, IndexedDB included) from
 *                   this file when it exists, else prepare it and save it there (for repeated runs of one
 *                   build; delete the file when the stored data's schema changes)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { arg, flag, print, launchChromium, serve } from './bench-browser.mjs'
import { cpuSplit, cpuTimes } from '../.ci/machine.mjs'

const baseURL = arg('url', 'http://localhost:4173').replace(/\/$/, '')
const runs = Number(arg('runs', '5'))
const extraTodos = Number(arg('todos', '5000'))
const extraPosts = Number(arg('posts', '2000'))
const EMAIL = 'demo@example.com'
const PASSWORD = 'Demo1234!'

/**
 * Route → the selector of its first row: the first rendered *record* of the list (not its frame,
 * a day cell or a column, which render before the data arrives).
 *  - /todos, /posts: the first row of the page of records;
 *  - /calendar: the first event chip of the month grid (the seed's events surround today's month);
 *  - /kanban: the first card of the board;
 *  - /dashboard: the first entry of the recent-activity feed (it comes with the stats);
 *  - /profile: the user's post count once it reads a number (it shows '–' while loading);
 *  - /search: searches fixed sample results (docs/spec/2-everyday-modules.md §9), not the store: listed so a regression
 *    that makes it load records shows, measured to its ready input.
 */
const ROUTES = {
  '/todos': '[data-testid^="todo-item-"]',
  '/posts': '[data-testid="posts-list"] > li',
  '/calendar': '[data-testid="calendar-grid"] [data-testid^="calendar-event-"]',
  '/kanban': '[data-testid^="kanban-card-title-"]',
  '/dashboard': '[data-testid="dashboard-activity-feed"] > li',
  '/profile': { selector: '[data-testid="profile-activity-posts-value"]', text: '\\d' },
  '/search': '[data-testid="search-input"]',
}
const wanted = arg('routes', Object.keys(ROUTES).join(',')).split(',')

/** Installed before any script of the page: the first row's frame, and the long tasks. */
function recorder({ selector, text, path }) {
  if (location.pathname !== path) return
  const w = window
  const pattern = text ? new RegExp(text) : null
  w.__bench = { rowAt: null, longTasks: [] }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no long-task timing in this browser
  }
  const frame = () => {
    const el = document.querySelector(selector)
    const box = el ? el.getBoundingClientRect() : null
    if (el && box && box.width > 0 && box.height > 0 && (!pattern || pattern.test(el.textContent ?? ''))) {
      w.__bench.rowAt = performance.now()
      return
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

async function prepare(browser) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/about')
  await page.waitForFunction(() => window.__sandbox !== undefined, null, { timeout: 30_000 })
  await page.evaluate(() => window.__sandbox.seed('busy'))
  const started = Date.now()
  await page.evaluate(
    async ([email, password, todos, posts]) => {
      const res = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
      if (!res.ok) throw new Error(`login failed: ${res.status}`)
      const body = await res.json()
      localStorage.setItem('access_token', body.access_token)
      localStorage.setItem('refresh_token', body.refresh_token)
      const post = async (path, payload) => {
        const r = await fetch(`/api/v1${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${body.access_token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        })
        if (r.status !== 201) throw new Error(`POST ${path}: ${r.status} ${await r.text()}`)
      }
      const batch = async (count, make) => {
        for (let i = 0; i < count; i += 100) await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => make(i + j)))
      }
      await batch(todos, (i) => post('/todos/', { title: `Bench todo ${i + 1}`, description: null, priority: ['low', 'medium', 'high'][i % 3], due_date: null }))
      await batch(posts, (i) => post('/posts/', { title: `Bench post ${i + 1}`, content: `Bench content number ${i + 1}, long enough for the rules.`, tags: ['bench'] }))
    },
    [EMAIL, PASSWORD, extraTodos, extraPosts],
  )
  const counts = await page.evaluate(() => ({ todos: window.__sandbox.db.collections.todos.length, posts: window.__sandbox.db.collections.posts.length }))
  print(`data: busy seed + ${extraTodos} todos + ${extraPosts} posts → ${counts.todos} todos, ${counts.posts} posts (added in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  const state = await context.storageState({ indexedDB: true })
  await context.close()
  return state
}

const sameTab = arg('tab', 'new') === 'same'
let tab = null
const recording = new Set()

async function measure(context, path) {
  const page = sameTab ? (tab ??= await context.newPage()) : await context.newPage()
  const route = ROUTES[path]
  // A kept tab keeps every route's recorder: each runs only on its own route.
  if (!sameTab || !recording.has(path)) await page.addInitScript(recorder, { ...(typeof route === 'string' ? { selector: route, text: null } : route), path })
  recording.add(path)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => window.__bench && window.__bench.rowAt !== null, null, { timeout: 60_000, polling: 50 })
  const result = await page.evaluate(() => ({ ...window.__bench, url: location.pathname }))
  if (!sameTab) await page.close()
  if (result.url !== path) throw new Error(`ended on ${result.url}, not ${path}: is the login still valid?`)
  const before = result.longTasks.filter((t) => t.start < result.rowAt)
  return { rowAt: result.rowAt, longest: Math.max(0, ...before.map((t) => t.duration)) }
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

const server = await serve(baseURL, 'bench:lists')
const browser = await launchChromium()
print(`browser: Chromium ${browser.version()} (${process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || '/usr/bin/chromium'}; PLAYWRIGHT_CHROMIUM_EXECUTABLE chooses another, e.g. /usr/lib/chromium/chromium-headless-shell, what Playwright runs headless tests in)`)
const cpuBefore = cpuTimes()
try {
  const stateFile = arg('state', '')
  let storageState
  if (stateFile && existsSync(stateFile)) {
    storageState = JSON.parse(readFileSync(stateFile, 'utf8'))
    print(`data: the prepared storage state of ${stateFile}`)
  } else {
    storageState = await prepare(browser)
    if (stateFile) writeFileSync(stateFile, JSON.stringify(storageState))
  }
  const context = await browser.newContext({ baseURL, storageState })
  await measure(context, wanted[0]) // warm-up: installs the service worker, fills the HTTP cache (not counted)
  const summary = []
  for (const path of wanted) {
    const results = []
    for (let i = 0; i < runs; i++) results.push(await measure(context, path))
    const times = results.map((r) => r.rowAt)
    const longest = results.map((r) => r.longest)
    summary.push({ path, median: median(times), times, longestTask: median(longest) })
    print(`${path.padEnd(11)} first row median ${median(times).toFixed(0).padStart(5)} ms (${times.map((t) => t.toFixed(0)).join(', ')}); longest task before it, median ${median(longest).toFixed(0)} ms`)
  }
  await context.close()
  const worst = Math.max(...summary.map((s) => s.median))
  print(`\nworst first-row median ${worst.toFixed(0)} ms (goal: under 1000 ms), ${runs} runs per route against ${baseURL}, ${sameTab ? 'one tab for every run' : 'a new page per run'}`)
  const split = cpuSplit(cpuBefore, cpuTimes())
  if (split) print(`CPU of the cores meanwhile: user ${split.user} %, system ${split.system} %, idle ${split.idle} %, stolen by the hypervisor ${split.steal} %`)
  if (flag('json')) print(JSON.stringify({ runs, todos: extraTodos, posts: extraPosts, summary }))
} finally {
  await browser.close()
  if (server) process.kill(-server.pid)
}
