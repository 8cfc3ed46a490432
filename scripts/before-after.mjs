#!/usr/bin/env node
/**
 * `npm run shots:before-after`: before/after screenshot pairs of the visible changes, for a review's closing note. Run by hand,
 * not in CI (not part of `npm test`).
 *
 * "Before" is a commit (default bf65187, the last commit before the finished-surface work began), "after" is this
 * checkout. The script makes a git worktree of the before-commit in a temporary folder outside the
 * repository, links this checkout's node_modules into it (the dependencies are the same), builds it with
 * `QA_PRERENDER=0 npx vite build` (and this checkout's dist/ when it is missing), serves both with
 * `vite preview` (ports 4250 and 4251) and shoots the same scene on both sides in the test suite's
 * Chromium (.ci/chromium.mjs), with the visual tests' setup: the language and theme stored before the
 * first load, a pinned clock, reduced motion. Each scene gets a fresh browser context, so the sandbox
 * data is a first start; signed-in scenes sign in through the API as tests/fixtures/app.ts does.
 *
 * Writes test-results/before-after/NN-<slug>-before.png and -after.png and index.md (each pair with the
 * point of the issue it shows, the viewport, language and theme; a note where a side could not be
 * shot; points 15-18 as "verified by tests"). A failed scene is noted and the run goes on; the
 * summary table at the end says which scenes worked on which side. The worktree is removed at the end.
 *
 * Options: --before <commit> (or --before=<commit>)  --only=1,5,13  --out=<dir>  --port=4250 (before;
 *          after is port+1)  --rebuild (rebuild this checkout's dist/ too)  --keep (keep the worktree
 *          and its build for the next run)
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { findChromium, HOW_TO_INSTALL } from '../.ci/chromium.mjs'

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')

/** `--name value` or `--name=value`, else the fallback. */
function option(name, fallback) {
  const i = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (i < 0) return fallback
  const a = process.argv[i]
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : (process.argv[i + 1] ?? fallback)
}
const flag = (name) => process.argv.includes(`--${name}`)
const print = (line) => process.stdout.write(`${line}\n`)

const BEFORE = option('before', 'bf65187')
const OUT = join(root, option('out', 'test-results/before-after'))
const PORT = Number(option('port', '4250'))
const ONLY = option('only', '')
  .split(',')
  .filter(Boolean)
  .map(Number)
const KEEP = flag('keep')
const REBUILD = flag('rebuild')
const SCENE_TIMEOUT = 90_000
const CLOCK = new Date('2026-01-20T10:00:00')
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' }
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** Runs a command, its output shown; throws on a non-zero exit. */
function run(cmd, args, opts = {}) {
  execFileSync(cmd, args, { stdio: 'inherit', ...opts })
}
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()

// ---------------------------------------------------------------------------------------------
// Builds and servers

function build(dir, label) {
  print(`Building ${label} (${dir}) …`)
  const started = Date.now()
  // The bundler's warnings run to thousands of lines ("use client" directives in node_modules): kept, shown on failure only.
  try {
    execFileSync('nice', ['-n', '10', 'npx', 'vite', 'build', '--logLevel', 'error'], { cwd: dir, env: { ...process.env, QA_PRERENDER: '0' }, encoding: 'utf8', stdio: 'pipe', maxBuffer: 256 * 1024 * 1024 })
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.split('\n').slice(-60).join('\n')
    throw new Error(`the ${label} build failed:\n${output}`, { cause: error })
  }
  print(`  built in ${Math.round((Date.now() - started) / 1000)} s`)
}

/** The before-commit's worktree, built; reused when a kept one has the same commit and a dist/. */
function prepareBefore(sha) {
  const dir = join(tmpdir(), `qa-before-after-${sha.slice(0, 12)}`)
  const reusable = existsSync(join(dir, 'dist/index.html')) && existsSync(join(dir, '.git'))
  if (!reusable) {
    if (existsSync(dir)) removeWorktree(dir)
    print(`Worktree of ${sha.slice(0, 12)} in ${dir}`)
    run('git', ['worktree', 'add', '--quiet', '--detach', '--force', dir, sha], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
    build(dir, `before (${sha.slice(0, 12)})`)
  } else print(`Reusing the kept worktree and build in ${dir}`)
  return dir
}

function removeWorktree(dir) {
  try {
    git('worktree', 'remove', '--force', dir)
  } catch {
    rmSync(dir, { recursive: true, force: true })
    try {
      git('worktree', 'prune')
    } catch {
      /* nothing to prune */
    }
  }
}

async function answering(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

/** `vite preview` of a tree's dist/ on a port (strictPort); the caller stops it. */
async function serve(dir, port) {
  const url = `http://localhost:${port}`
  if (await answering(url)) throw new Error(`port ${port} is taken (something answers at ${url}); pick another with --port=`)
  const server = spawn('nice', ['-n', '10', 'npx', 'vite', 'preview', '--outDir', join(dir, 'dist'), '--port', String(port), '--strictPort'], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; i < 150; i++) {
    if (await answering(url)) return { url, server }
    if (server.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 200))
  }
  stop(server)
  throw new Error(`vite preview of ${dir} did not answer at ${url}`)
}

function stop(server) {
  try {
    if (server?.pid) process.kill(-server.pid)
  } catch {
    /* already gone */
  }
}

// ---------------------------------------------------------------------------------------------
// Page helpers (both versions of the app)

/** Waits until the app has rendered, its first heading shows, loading is over and the network is quiet. */
async function settle(page, { heading = true } = {}) {
  await page.waitForSelector('html[data-app-ready="true"]', { timeout: 30_000 })
  if (heading) await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 })
  await page
    .getByTestId('page-loading')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {})
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {})
  await page.evaluate(() => document.fonts.ready)
}

async function open(page, base, path, opts) {
  await page.goto(base + path)
  await settle(page, opts)
}

/** The in-browser sandbox has started: `__sandboxReady` (after) or `__sandbox` (before). */
async function sandboxReady(page) {
  await page.waitForFunction(() => window.__sandboxReady !== undefined || window.__sandbox !== undefined, null, { timeout: 30_000 })
  await page.evaluate(async () => {
    if (window.__sandboxReady) await window.__sandboxReady
  })
}

/** Signs in through the API and stores the tokens as the app does (tests/fixtures/app.ts signInViaApi). */
async function signIn(page, base) {
  await open(page, base, '/about')
  await sandboxReady(page)
  await page.evaluate(async ({ email, password }) => {
    const res = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
    if (!res.ok) throw new Error(`login failed: ${res.status}`)
    const body = await res.json()
    localStorage.setItem('access_token', body.access_token)
    localStorage.setItem('refresh_token', body.refresh_token)
  }, DEMO)
}

/** A JSON call to the app's API with the stored access token. */
async function api(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
      return res.status === 204 ? null : res.json()
    },
    { method, path, body },
  )
}

/** Scrolls an element to the top of the viewport (below a sticky header), then waits a frame. */
async function scrollTo(locator, offset = 90) {
  await locator.waitFor({ timeout: 15_000 })
  await locator.evaluate((el, off) => {
    const top = el.getBoundingClientRect().top + window.scrollY - off
    window.scrollTo({ top: Math.max(0, top), behavior: 'instant' })
  }, offset)
  await locator.page().waitForTimeout(150)
}

// ---------------------------------------------------------------------------------------------
// Scenes: one per visible change. A shot's `go(page, base)` brings the page to the state to
// show; it may return { clip } (a locator to shoot instead of the viewport) or { fullPage: true }.

const en = { lang: 'en', theme: 'light' }
const koDark = { lang: 'ko', theme: 'dark' }

const SCENES = [
  {
    n: 1,
    slug: 'sandbox-panel',
    point: 'Sandbox controls panel unstyled on the public pages (select arrows ~270 px wide, tabs run together) — opened on /login through the header\'s mode badge.',
    shots: [
      {
        viewport: DESKTOP,
        ...en,
        async go(page, base) {
          await open(page, base, '/login')
          await page.getByTestId('header-mode-badge').click()
          const dialog = page.getByRole('dialog')
          await dialog.first().waitFor({ timeout: 20_000 })
          await page.getByTestId('sandbox-panel-tab-faults').waitFor({ timeout: 20_000 })
          await page.waitForTimeout(500)
        },
      },
    ],
  },
  {
    n: 2,
    slug: 'signed-in-header',
    point: 'Signed-in header on two rows at 1280 px in English; at 390 px the header icon wraps to its own row (/dashboard).',
    shots: [
      { part: '1280', viewport: DESKTOP, ...en, signedIn: true, go: (page, base) => open(page, base, '/dashboard') },
      { part: '390', viewport: PHONE, ...en, signedIn: true, go: (page, base) => open(page, base, '/dashboard') },
    ],
  },
  {
    n: 3,
    slug: 'ko-dynamic-id-example',
    point: 'Korean examples that fail: the Korean dynamic-id guide named the button "Button with dynamic ID" while it reads "동적 ID 버튼" (/challenges/dynamic-id, the Playwright example).',
    shots: [
      {
        viewport: DESKTOP,
        ...koDark,
        signedIn: true,
        async go(page, base) {
          await open(page, base, '/challenges/dynamic-id?seed=7')
          const example = page.getByTestId('challenge-guide-example-playwright')
          // A collapsed guide (phones, after the first visit) opens with its toggle.
          if (!(await example.isVisible().catch(() => false))) await page.getByTestId('challenge-guide-tab-playwright').click().catch(() => {})
          await scrollTo(example, 260)
        },
      },
    ],
  },
  {
    n: 4,
    slug: 'ko-first-start',
    point: 'Korean mode half English: todos, posts and the shop stay English on a Korean first start, KRW prices raw conversions (ko dark, fresh data).',
    shots: ['/todos', '/posts', '/qa/ecommerce'].map((path) => ({
      part: path.split('/').pop(),
      viewport: DESKTOP,
      ...koDark,
      signedIn: true,
      async go(page, base) {
        await open(page, base, path)
        // The shop: the product's price (raw KRW conversions before) with its name above.
        if (path === '/qa/ecommerce') await scrollTo(page.getByTestId('shop-price'), 330)
      },
    })),
  },
  {
    n: 5,
    slug: 'lab-diagram-fit',
    point: 'State-lab diagrams hard to read: tiny labels, the diagram under half the panel after "Fit", bottom-to-top flow, cut labels; the tab bar cut on a phone (/lab/bookingWizard after Fit).',
    shots: [DESKTOP, PHONE].map((viewport) => ({
      part: String(viewport.width),
      viewport,
      ...en,
      async go(page, base) {
        await open(page, base, '/lab/bookingWizard')
        const fit = page.getByTestId('lab-diagram-fit-button')
        await fit.waitFor({ timeout: 20_000 })
        await page.waitForFunction(() => !document.querySelector('[data-testid="lab-diagram-fit-button"]')?.hasAttribute('disabled'), null, { timeout: 20_000 })
        await fit.click()
        await page.waitForTimeout(600)
        await scrollTo(page.getByTestId('lab-tabs'), 70)
      },
    })),
  },
  {
    n: 6,
    slug: 'lab-internal-names',
    point: 'The lab speaks in internal names: coverage lists "kanbanBoard.loadingUsers xstate.done.actor.loadUsers #0", the simulator\'s "Last transition: login.editing email.change #0".',
    shots: [
      {
        part: 'coverage',
        viewport: DESKTOP,
        ...en,
        async go(page, base) {
          await open(page, base, '/lab/kanbanBoard?tab=coverage')
          const list = page.locator('[data-testid^="lab-coverage-uncovered-"]')
          await scrollTo(list.first(), 90)
        },
      },
      {
        part: 'simulator',
        viewport: DESKTOP,
        ...en,
        async go(page, base) {
          await open(page, base, '/lab/login?tab=simulator')
          const events = page.getByTestId('lab-sim-events')
          await events.getByRole('button').first().click()
          await page.getByTestId('lab-sim-last').waitFor({ timeout: 10_000 })
          await scrollTo(page.getByTestId('lab-sim-state').or(page.getByTestId('lab-simulator')).first(), 90)
        },
      },
    ],
  },
  {
    n: 7,
    slug: 'profile-dashboard-figures',
    point: 'Profile and dashboard disagree (profile "Posts 0 / Todos completed 0", dashboard 7 and 5; canned "Recent activity") — after creating a post and completing a todo through the API.',
    shots: ['/profile', '/dashboard'].map((path) => ({
      part: path.slice(1),
      viewport: DESKTOP,
      ...en,
      signedIn: true,
      async go(page, base) {
        await api(page, 'POST', '/posts', { title: 'Before/after: a post of my own', content: 'Written through the API by scripts/before-after.mjs to see the figures follow.' })
        const list = await api(page, 'GET', '/todos?completed=false')
        const items = Array.isArray(list) ? list : (Object.values(list).find(Array.isArray) ?? [])
        if (!items[0]) throw new Error('no open todo to complete')
        await api(page, 'PATCH', `/todos/${items[0].id}/toggle`)
        await open(page, base, path)
        // The dashboard's figures and its "Recent activity" feed below them: the whole page.
        if (path === '/dashboard') {
          await page.getByTestId('dashboard-activity-feed').waitFor({ timeout: 15_000 })
          // The feed shows 3 entries; the ones this scene made may be further down (the seed's dates are later than the pinned clock).
          const more = page.getByTestId('dashboard-activity-toggle')
          if (await more.isVisible().catch(() => false)) await more.click()
          await page.waitForTimeout(300)
          return { fullPage: true }
        }
      },
    })),
  },
  {
    n: 8,
    slug: 'todos-guide-phone',
    point: 'The testing guide inside main, above the todo list on a phone (/todos at 390 px): now an aside after the page.',
    shots: [{ viewport: PHONE, ...en, signedIn: true, go: (page, base) => open(page, base, '/todos') }],
  },
  {
    n: 9,
    slug: 'guide-chips',
    point: '/guide chips break mid-identifier ("dashboard-stat-completed-v|alue", "todos-create-5|00"); the problem@example.com chip spills past its card. Shot at 1280 px, where the module and persona cards stand in narrow columns: at 390 px the cards are full width and, in the headless shell\'s fonts, every chip fits on one line in both builds.',
    shots: [
      { part: 'ids', text: 'dashboard-stat-completed-value', offset: 330 },
      { part: 'personas', text: 'problem@example.com', offset: 200 },
    ].map(({ part, text, offset }) => ({
      part,
      viewport: DESKTOP,
      ...en,
      async go(page, base) {
        await open(page, base, '/guide')
        await scrollTo(page.getByText(text, { exact: true }).first(), offset)
      },
    })),
  },
  {
    n: 10,
    slug: 'settings-overview',
    point: 'Settings › General overview misaligned in both languages (labels in a middle column, values centred under them).',
    shots: [en, koDark].map((look) => ({
      part: look.lang,
      viewport: DESKTOP,
      ...look,
      signedIn: true,
      async go(page, base) {
        await open(page, base, '/settings')
        await scrollTo(page.getByTestId('settings-overview'), 200)
      },
    })),
  },
  {
    n: 11,
    slug: 'challenge-layout',
    point: 'Challenge pages inconsistent: badge "Not solved yet"/"Not yet"/none, task line "Task:"/"Goal:"/none, full solution visible at once with no hint first (after: the hint revealed on request).',
    shots: ['dynamic-id', 'progress-bar'].map((slug) => ({
      part: slug,
      viewport: DESKTOP,
      ...en,
      signedIn: true,
      async go(page, base) {
        await open(page, base, `/challenges/${slug}?seed=7`)
        const hint = page.getByTestId('challenge-hint-button')
        if (await hint.isVisible().catch(() => false)) await hint.click()
        await page.waitForTimeout(300)
      },
    })),
  },
  {
    n: 12,
    slug: 'kanban-first-visit',
    point: 'Kanban first visit: empty board, template picker "Basic (To Do, In Progress, Done)" vs four columns with Review, no asterisk on the title label.',
    shots: [
      { part: 'board', viewport: DESKTOP, ...en, signedIn: true, go: (page, base) => open(page, base, '/kanban') },
      {
        part: 'add-task-dialog',
        viewport: DESKTOP,
        ...en,
        signedIn: true,
        async go(page, base) {
          await open(page, base, '/kanban')
          await page.locator('[data-testid^="kanban-add-card-button-"]').first().click()
          await page.getByRole('dialog').first().waitFor({ timeout: 10_000 })
          await page.waitForTimeout(400)
        },
      },
    ],
  },
  {
    n: 13,
    slug: 'smaller',
    point: 'Smaller: the "Liked" button looks disabled in dark mode; toasts cover a post\'s Edit and Delete buttons; month-view chips cut to "QA gui…"; the add-event dialog\'s button said "Save changes".',
    shots: [
      {
        part: 'liked-dark',
        viewport: DESKTOP,
        lang: 'en',
        theme: 'dark',
        signedIn: true,
        async go(page, base) {
          // The "Liked" state is the list card's like button (once per session, then disabled).
          await open(page, base, '/posts')
          const like = page.locator('[data-testid^="post-like-button-"]:not([disabled])').first()
          await like.waitFor({ timeout: 15_000 })
          const id = await like.getAttribute('data-testid')
          await like.click()
          const button = page.getByTestId(id)
          await button.filter({ hasText: 'Liked' }).waitFor({ timeout: 10_000 })
          // The "Post liked" toast comes a moment later and goes by itself: the picture is of the button alone.
          const toast = page.getByTestId('toast').first()
          await toast.waitFor({ timeout: 3_000 }).catch(() => {})
          await toast.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {})
          await scrollTo(button, 300)
        },
      },
      {
        part: 'toast-over-post-actions',
        viewport: DESKTOP,
        ...en,
        signedIn: true,
        async go(page, base) {
          // A post of the user's own (Edit and Delete show), liked on its page: the toast appears while the actions are in view.
          const post = await api(page, 'POST', '/posts', { title: 'Before/after: toasts and my post actions', content: 'Written through the API by scripts/before-after.mjs; liking it raises a toast.' })
          await open(page, base, `/posts/${post.id}`)
          await page.getByTestId('post-detail-like-button').click()
          await page.getByTestId('toast').first().waitFor({ timeout: 10_000 })
          await page.waitForTimeout(300)
        },
      },
      {
        part: 'calendar-month',
        viewport: DESKTOP,
        ...en,
        signedIn: true,
        async go(page, base) {
          await open(page, base, '/calendar')
          await scrollTo(page.getByTestId('calendar-grid'), 90)
        },
      },
      {
        part: 'add-event-dialog',
        viewport: DESKTOP,
        ...en,
        signedIn: true,
        async go(page, base) {
          await open(page, base, '/calendar')
          await page.getByTestId('calendar-add-button').click()
          await page.getByTestId('calendar-form').waitFor({ timeout: 10_000 })
          await page.waitForTimeout(400)
        },
      },
    ],
  },
  {
    n: 14,
    slug: 'docs-route',
    point: '/docs on the app\'s own origin leads to /api-docs (was the not-found page).',
    shots: [{ viewport: DESKTOP, ...en, go: (page, base) => open(page, base, '/docs') }],
  },
]

/** Points 15-18: no picture; the tests that show them. */
const VERIFIED_BY_TESTS = [
  {
    n: 15,
    point: 'A schema-version mismatch reseeded over the learner\'s data: an older version now migrates, a newer one is read-only with a notice.',
    tests: ['tests/e2e/sandbox-store.spec.ts (the step "a stored schema version from an older build is migrated; from a newer build it is read-only …")', 'mocks/db/database.test.ts ("a stored schema version other than this build\'s never replaces the data")'],
  },
  {
    n: 16,
    point: 'A garbage `app_version` key wiped ten other keys: a corrupted key is now dropped alone.',
    tests: ['src/lib/storage.test.ts ("a corrupted key wipes nothing else", "removes the corrupted value of every known key and leaves other keys alone")', 'tests/e2e/storage.spec.ts ("hand-edited values do not break the home page and are discarded")'],
  },
  {
    n: 17,
    point: 'The other tab missed the last change (19 of 20 todos): cross-tab refresh converges without a reload.',
    tests: ['tests/e2e/cross-tab.spec.ts ("two tabs each add 10 todos at once: both lists converge on all 20 without a reload")'],
  },
  {
    n: 18,
    point: 'Big data (busy seed + 5,000 todos + 2,000 posts): every list\'s first row under 1 s.',
    tests: ['scripts/bench-lists.mjs (`npm run bench:lists`, a measurement run by hand: first row and longest task per list route)'],
  },
]

// ---------------------------------------------------------------------------------------------
// Shooting

const pad = (n) => String(n).padStart(2, '0')
const fileBase = (scene, shot) => `${pad(scene.n)}-${scene.slug}${shot.part ? `-${shot.part}` : ''}`

async function shoot(browser, side, scene, shot) {
  const origin = side.url
  const context = await browser.newContext({
    viewport: shot.viewport,
    colorScheme: shot.theme,
    reducedMotion: 'reduce',
    locale: shot.lang === 'ko' ? 'ko-KR' : 'en-US',
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: Object.entries({ i18nextLng: shot.lang, language: shot.lang, theme: shot.theme }).map(([name, value]) => ({ name, value })) }],
    },
  })
  context.setDefaultTimeout(15_000)
  const page = await context.newPage()
  let timer
  try {
    await page.clock.setFixedTime(CLOCK)
    const work = (async () => {
      if (shot.signedIn) await signIn(page, origin)
      const how = (await shot.go(page, origin)) ?? {}
      // Toasts and the caret move between runs; hide the caret, keep the rest as the learner sees it.
      const file = join(OUT, `${fileBase(scene, shot)}-${side.name}.png`)
      if (how.clip) await how.clip.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
      else await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', fullPage: how.fullPage === true })
      return { ok: true, file, url: page.url().replace(origin, '') }
    })()
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${SCENE_TIMEOUT / 1000} s`)), SCENE_TIMEOUT)
    })
    return await Promise.race([work, timeout])
  } catch (error) {
    const file = join(OUT, `${fileBase(scene, shot)}-${side.name}.failed.png`)
    await page.screenshot({ path: file, timeout: 5_000 }).catch(() => {})
    return { ok: false, error: String(error?.message ?? error).split('\n')[0].slice(0, 300), url: page.url().replace(origin, ''), failedShot: existsSync(file) ? file : null }
  } finally {
    clearTimeout(timer)
    await context.close().catch(() => {})
  }
}

function writeIndex(results, meta) {
  const inRepo = (f) => relative(root, f)
  const cell = (r) =>
    r.ok
      ? `![](${relative(OUT, r.file)})<br>\`${inRepo(r.file)}\` (\`${r.url}\`)`
      : `_Not shot: ${r.error.replace(/\|/g, '\\|')}_ (at \`${r.url || 'no page'}\`)${r.failedShot ? `; the page at that moment: \`${inRepo(r.failedShot)}\`` : ''}`
  const lines = [
    '# Issue 25: before/after screenshot pairs',
    '',
    `Written by \`npm run shots:before-after\` (scripts/before-after.mjs) on ${new Date().toISOString()}.`,
    '',
    `- **Before**: \`${meta.before}\` (${meta.beforeSubject}), built with \`QA_PRERENDER=0 npx vite build\` in a temporary worktree`,
    `- **After**: \`${meta.after}\` (${meta.afterSubject})${meta.dirty ? ', with uncommitted changes' : ''}`,
    `- Chromium \`${meta.chromium}\`; clock pinned to ${CLOCK.toISOString()}; reduced motion; language and theme stored before the first load; each shot in a fresh browser context (a sandbox first start); signed-in shots as ${DEMO.email} through \`/api/v1/auth/login\`. Viewport shots unless the scene says otherwise.`,
    '',
  ]
  for (const scene of SCENES) {
    const rows = results.filter((r) => r.scene === scene)
    if (rows.length === 0) continue
    lines.push(`## ${scene.n}. ${scene.slug}`, '', scene.point, '', '| shot | viewport · language · theme | before | after |', '|---|---|---|---|')
    for (const { shot, before, after } of rows) {
      const look = `${shot.viewport.width}×${shot.viewport.height} · ${shot.lang} · ${shot.theme}${shot.signedIn ? ' · signed in' : ''}`
      lines.push(`| ${fileBase(scene, shot)} | ${look} | ${cell(before)} | ${cell(after)} |`)
    }
    lines.push('')
  }
  lines.push('## 15–18: not pictures, verified by tests', '')
  for (const v of VERIFIED_BY_TESTS) {
    lines.push(`- **${v.n}.** ${v.point} Verified by tests:`)
    for (const t of v.tests) lines.push(`  - ${t}`)
  }
  lines.push('')
  writeFileSync(join(OUT, 'index.md'), lines.join('\n'))
}

async function main() {
  const executablePath = findChromium()
  if (!executablePath) {
    console.error(HOW_TO_INSTALL)
    process.exit(1)
  }
  const sha = git('rev-parse', '--verify', `${BEFORE}^{commit}`)
  const meta = {
    before: sha.slice(0, 12),
    beforeSubject: git('log', '-1', '--format=%s', sha).slice(0, 100),
    after: git('rev-parse', '--short=12', 'HEAD'),
    afterSubject: git('log', '-1', '--format=%s', 'HEAD').slice(0, 100),
    dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
    chromium: executablePath,
  }
  const scenes = ONLY.length ? SCENES.filter((s) => ONLY.includes(s.n)) : SCENES

  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })

  let beforeDir = null
  const servers = []
  let browser = null
  const cleanUp = () => {
    for (const s of servers) stop(s)
    if (beforeDir && !KEEP) {
      removeWorktree(beforeDir)
      print(`Removed the worktree ${beforeDir}`)
    }
  }
  process.once('SIGINT', () => {
    cleanUp()
    process.exit(130)
  })

  const results = []
  try {
    beforeDir = prepareBefore(sha)
    if (REBUILD || !existsSync(join(root, 'dist/index.html'))) build(root, 'after (this checkout)')
    else print('Using this checkout\'s dist/ (--rebuild to rebuild it)')

    const before = await serve(beforeDir, PORT)
    servers.push(before.server)
    const after = await serve(root, PORT + 1)
    servers.push(after.server)
    const sides = [
      { name: 'before', url: before.url },
      { name: 'after', url: after.url },
    ]
    print(`Before: ${before.url}   After: ${after.url}`)

    browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS })
    for (const scene of scenes) {
      for (const shot of scene.shots) {
        const row = { scene, shot }
        for (const side of sides) {
          const started = Date.now()
          row[side.name] = await shoot(browser, side, scene, shot)
          const r = row[side.name]
          print(`${fileBase(scene, shot).padEnd(40)} ${side.name.padEnd(6)} ${r.ok ? 'ok' : `FAILED: ${r.error}`} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
        }
        results.push(row)
      }
    }
  } finally {
    await browser?.close().catch(() => {})
    cleanUp()
  }

  writeIndex(results, meta)
  print('')
  print('| scene | before | after |')
  print('|---|---|---|')
  for (const r of results) print(`| ${fileBase(r.scene, r.shot)} | ${r.before.ok ? 'ok' : 'FAILED'} | ${r.after.ok ? 'ok' : 'FAILED'} |`)
  for (const v of VERIFIED_BY_TESTS) print(`| ${pad(v.n)} (not a picture) | – | verified by tests |`)
  print('')
  print(`Pairs and index.md in ${relative(process.cwd(), OUT) || '.'}/`)
  const both = results.filter((r) => r.before.ok && r.after.ok).length
  print(`${both} of ${results.length} shots on both sides`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
