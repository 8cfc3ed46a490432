// Finds a Chromium for Playwright: $PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's old headless shell
// (/usr/bin/chromium-headless-shell: what Playwright itself runs headless tests in; measured here a quarter
// faster and a third less CPU than the full browser in new headless mode), else /usr/bin/chromium, else a
// Playwright-installed browser. Prints the path, or one line saying how to get one.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The headless shell's own binary. Debian's /usr/bin/chromium-headless-shell is a script that runs it as a child
 * without `exec`: chromedriver's quit() ends the script and leaves the browser running (every Selenium session of a
 * CI run left one behind, 27 browsers after one run of the Python examples; found 2026-12-01).
 */
const HEADLESS_SHELL_BINARY = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The browser for the Python Selenium suites (their `CHROMIUM`): $CHROMIUM, else Debian's headless shell when
 * installed (its binary, not the wrapper script), else undefined (they then use Debian's chromium).
 */
export function seleniumChromium() {
  return process.env.CHROMIUM ?? [HEADLESS_SHELL_BINARY, HEADLESS_SHELL].find((path) => existsSync(path))
}

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null
  for (const path of [HEADLESS_SHELL, '/usr/bin/chromium']) if (existsSync(path)) return path
  try {
    const require = createRequire(import.meta.url)
    const { chromium } = require('playwright-core')
    const path = chromium.executablePath()
    if (path && existsSync(path)) return path
  } catch {
    /* no Playwright browser */
  }
  return null
}

export const HOW_TO_INSTALL =
  'No Chromium found: install one with `sudo apt-get install -y chromium-headless-shell chromium` (Debian/Ubuntu), or `npx playwright install chromium`, or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium binary.'

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium()
  if (!found) {
    console.error(HOW_TO_INSTALL)
    process.exit(1)
  }
  console.log(found)
}
