/**
 * The rendering environment the screenshots of ./__screenshots__/ were made in: the browser's version and
 * the machine's fonts (fontconfig's list). Another Chromium build or another set of fonts draws text and
 * controls a few pixels differently, enough to fail every comparison of a text-heavy page, though nothing
 * in the app changed. In such an environment the sweeps still run every layout check (no sideways scroll,
 * no covered control, no raw translation key), but compare no pixels: each test says so in an annotation
 * and on the console, with what differs. `npm run test:visual -- --update-snapshots` records the
 * environment with the new images (environment.json, committed with them).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, TestInfo } from '@playwright/test'

export interface RenderingEnvironment {
  /** `browser.version()`, e.g. "156.0.8078.114". */
  browser: string
  /** Every font face fontconfig offers: "family|style|file name", sorted. */
  fonts: string[]
}

const FILE = fileURLToPath(new URL('./__screenshots__/environment.json', import.meta.url))

function fontFaces(): string[] {
  try {
    const out = execFileSync('fc-list', ['--format', '%{family[0]}|%{style[0]}|%{file}\n'], { encoding: 'utf8' })
    const faces = out
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/\|[^|]*$/, (file) => `|${file.split('/').at(-1)}`))
    return [...new Set(faces)].sort()
  } catch {
    return [] // no fontconfig: Chromium then has no system fonts either
  }
}

export function currentEnvironment(browser: Browser): RenderingEnvironment {
  return { browser: browser.version(), fonts: fontFaces() }
}

/** What differs between the baselines' environment and this one, in a line; null when nothing does. */
export function environmentDifference(recorded: RenderingEnvironment, current: RenderingEnvironment): string | null {
  const parts: string[] = []
  if (recorded.browser !== current.browser) parts.push(`Chromium ${recorded.browser} there, ${current.browser} here`)
  const missing = recorded.fonts.filter((f) => !current.fonts.includes(f))
  const added = current.fonts.filter((f) => !recorded.fonts.includes(f))
  if (missing.length > 0) parts.push(`${missing.length} font faces missing here (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`)
  if (added.length > 0) parts.push(`${added.length} more font faces here (${added.slice(0, 3).join(', ')}${added.length > 3 ? ', …' : ''})`)
  return parts.length > 0 ? parts.join('; ') : null
}

let decided: string | null | undefined

/**
 * Whether this run compares pixels: true when the baselines were made in this environment (or no environment
 * was recorded). When the run updates the snapshots, it records this environment and compares (writes).
 */
export function comparesPixels(browser: Browser, testInfo: TestInfo): boolean {
  if (decided === undefined) {
    const current = currentEnvironment(browser)
    if (testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed') {
      writeFileSync(FILE, `${JSON.stringify(current, null, 2)}\n`)
      decided = null
    } else {
      decided = existsSync(FILE) ? environmentDifference(JSON.parse(readFileSync(FILE, 'utf8')) as RenderingEnvironment, current) : null
      if (decided) console.warn(`Visual tests: screenshots not compared, the baselines were made in another environment: ${decided}. Layout checks still run. On this machine: npm run test:visual -- --update-snapshots, look at the images, commit them with environment.json.`)
    }
  }
  if (decided) testInfo.annotations.push({ type: 'screenshots not compared', description: `The baselines were made in another environment: ${decided}` })
  return !decided
}
