/**
 * What the browser benchmarks (bench:boot, bench:kanban) share: their command-line options, the
 * Chromium of the test suite with its launch arguments, and a `vite preview` of dist/.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The value of `--name=value`, or the fallback. */
export const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`))
  return hit ? hit.slice(name.length + 3) : fallback
}
export const flag = (name) => process.argv.includes(`--${name}`)
export const print = (line) => process.stdout.write(`${line}\n`)

/** The launch arguments of tests/playwright.config.ts, read from it so the two stay the same. */
function launchArgs() {
  const fallback = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
  try {
    const config = readFileSync(new URL('../tests/playwright.config.ts', import.meta.url), 'utf8')
    const list = /args:\s*\[([^\]]*)\]/.exec(config)?.[1]
    // Only the flags themselves; V8's flags stay out: the suite turns its helper threads off for two browsers on
    // two cores, which a learner's browser does not do.
    const args = list ? [...list.matchAll(/'(--[^']*)'/g)].map((m) => m[1]).filter((a) => !a.startsWith('--js-flags')) : []
    return args.length ? args : fallback
  } catch {
    return fallback
  }
}

/** Debian's Chromium (or PLAYWRIGHT_CHROMIUM_EXECUTABLE) with the test suite's arguments. */
export function launchChromium() {
  return chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || '/usr/bin/chromium', args: launchArgs() })
}

async function answering(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

/** Reuses a server answering at baseURL, or starts `vite preview` over dist/ (the caller stops it: `process.kill(-server.pid)`). */
export async function serve(baseURL, script) {
  if (await answering(baseURL)) return null
  const { port } = new URL(baseURL)
  if (!existsSync(`${root}/dist/index.html`)) throw new Error(`dist/ is missing: run \`npx vite build\` first (${script} builds nothing).`)
  const server = spawn('npx', ['vite', 'preview', '--port', port || '4173', '--strictPort'], { cwd: root, stdio: 'ignore', detached: true })
  for (let i = 0; i < 100; i++) {
    if (await answering(baseURL)) return server
    await new Promise((r) => setTimeout(r, 200))
  }
  process.kill(-server.pid)
  throw new Error(`vite preview did not answer at ${baseURL}`)
}
