/**
 * Screenshot comparisons of every route of the route table (and the not-found page), in English light
 * and Korean dark, at 1280 and 390 px: what a learner first sees on each screen (the viewport, not the
 * whole page). Signed-in routes show the demo user's seeded data; the clock is pinned, so dates and
 * relative times read the same on every run; motion is reduced and CSS animations stopped.
 * Baselines live in tests/visual/__screenshots__/ (Debian's chromium, fonts-noto-cjk for Korean); at 1280 px the text of
 * each route (its aria snapshot: roles, names, texts) is compared too, against tests/visual/__aria__/.
 * At 390 px the same visits check what tests/e2e/responsive.spec.ts checks at 320 and 768 px: no sideways
 * scroll, no control covered at its top-aligned position, no raw translation key, in both languages.
 * After an intended change of the UI: `npm run test:visual -- --update-snapshots`, look at the new
 * images, commit them (with environment.json: the browser and fonts they were made with; in another
 * rendering environment the sweeps compare no pixels and say so, ./environment.ts).
 */
import type { Page } from '@playwright/test'
import { expect, open, signInViaApi, storedState, test } from '../fixtures/app'
import { coveredControls, overflow } from '../fixtures/layout'
import { rawKeys } from '../fixtures/raw-keys'
import { visit } from '../fixtures/routes'
import { comparesPixels } from './environment'
import { ROUTES } from '@/app/routes'

/** A route's path with its parameters filled in: record 1, the login machine's lab page, a pinned challenge seed. */
const url = (path: string) => path.replace(':machineId', 'login').replace(':track', 'first-steps').replace(':lesson', 'test-ids').replace(':id', '1').replace(':slug', 'dynamic-id?seed=7')
const GUEST = [...ROUTES.filter((r) => r.access !== 'protected').map((r) => url(r.path)), '/no/such/page']
const SIGNED_IN = ROUTES.filter((r) => r.access === 'protected').map((r) => url(r.path))

/** The file name of a route's image: `/qa/banking` → `qa-banking`, `/` → `home`. */
const fileOf = (path: string) => path.replace(/\?.*$/, '').replace(/^\//, '').replace(/[/:]+/g, '-') || 'home'

const LOOKS = [
  { name: 'en-light', language: 'en', theme: 'light' },
  { name: 'ko-dark', language: 'ko', theme: 'dark' },
] as const
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const

/**
 * Opens a route (the first of a sweep loaded, the others through the app's links: ../fixtures/routes.ts) and waits
 * until its heading is there, its loading is over, the network is quiet, a lab diagram is laid out and the lab's
 * coverage counted.
 */
async function settle(page: Page, path: string, how: 'load' | 'link') {
  await visit(page, path, how)
  // The state lab lays its diagram out in a worker (elkjs): on a slow or busy machine that outlasts the network.
  await expect(page.getByTestId('lab-diagram-status')).toHaveCount(0, { timeout: 30_000 })
  // So does the catalogue's coverage ("Calculating…" until the worker answers; the network is quiet long before).
  await expect(page.locator('[data-testid="lab-overall-coverage"][data-ready="false"]')).toHaveCount(0, { timeout: 30_000 })
  await page.evaluate(() => document.fonts.ready)
}

/**
 * An aria snapshot without what the real time, chance or the machine decides: the texts of `<time>` elements (masked in
 * the pictures too: the sample data's dates follow the day the data was made), random seeds, blob URLs, the lab's layout
 * time.
 */
const steadyText = (snapshot: string, times: string[]) =>
  times
    .filter((t) => t.trim() !== '')
    .sort((a, b) => b.length - a.length)
    .reduce((text, time) => text.split(time).join('<time>'), snapshot)
    .replace(/seed=\d+/g, 'seed=<n>')
    .replace(/(textbox "(?:Seed|시드)"): "\d+"/g, '$1: "<n>"')
    .replace(/blob:\S+/g, 'blob:<url>')
    .replace(/(Laid out in |배치 )\d+ ?ms\b/g, '$1<n> ms')

async function compare(page: Page, look: string, width: number, paths: string[]) {
  // Pixels only against baselines made in this rendering environment (./environment.ts); the layout checks always.
  const pixels = comparesPixels(page.context().browser()!, test.info())
  for (const [i, path] of paths.entries()) {
    await test.step(path, async () => {
      await settle(page, path, i === 0 ? 'load' : 'link')
      if (pixels) await expect.soft(page).toHaveScreenshot(`${look}-${width}-${fileOf(path)}.png`, {
        animations: 'disabled',
        caret: 'hide',
        // Whatever reads the real time, the machine's speed or chance: times, toasts, the lab's layout time, the bug
        // hunt's random seed.
        mask: [page.locator('time'), page.getByTestId('toast'), page.getByTestId('lab-diagram-layout-time'), page.getByTestId('bug-hunt-seed-input')],
        maxDiffPixelRatio: 0.01,
      })
      // The page's text as assistive technology reads it (roles, names, texts), at one width: the pictures' 1 % tolerance
      // (for anti-aliasing that differs between CPUs) lets a changed word or a missing panel through; this does not.
      // A deliberate change of a text: `npm run test:visual -- --update-snapshots`, then read the diff of tests/visual/__aria__/.
      // (Compared as text: Playwright's own toMatchAriaSnapshot writes a link's text beside its aria-label as "" and
      // then reads it back as the text, so its fresh snapshots never matched.)
      // Dates and numbers are formatted by the browser's ICU, so, like the pictures, only in the baselines' environment.
      if (pixels && width === 1280) {
        const times = await page.locator('time').evaluateAll((els) => els.map((el) => el.textContent ?? ''))
        const text = steadyText(await page.locator('body').ariaSnapshot(), times)
        expect.soft(text, `${path}: the text of the page`).toMatchSnapshot(`${look}-${fileOf(path)}.aria.yml`)
      }
      // After the picture: the covered-controls check scrolls the page.
      if (width === 390) {
        const o = await overflow(page)
        expect.soft(o.scrollWidth, `${path} at ${width} px: ${o.past.join(', ')}`).toBeLessThanOrEqual(o.viewport)
        expect.soft(await coveredControls(page), `${path}: controls covered after scrolling them to the top`).toEqual([])
        expect.soft(await rawKeys(page), `${path}: raw translation keys`).toEqual([])
      }
    })
  }
}

for (const look of LOOKS) {
  for (const viewport of WIDTHS) {
    test.describe(`${look.name} at ${viewport.width} px`, () => {
      test.use({
        viewport,
        colorScheme: look.theme,
        reducedMotion: 'reduce',
        locale: look.language === 'ko' ? 'ko-KR' : 'en-US',
        storageState: storedState({ i18nextLng: look.language, language: look.language, theme: look.theme }),
      })
      test.beforeEach(async ({ page }) => {
        await page.clock.setFixedTime(new Date('2026-01-20T10:00:00'))
      })

      test('guest routes', async ({ page }) => {
        test.setTimeout(180_000)
        await compare(page, look.name, viewport.width, GUEST)
      })

      test('signed-in routes', async ({ page }) => {
        test.setTimeout(240_000)
        await open(page, '/about')
        await signInViaApi(page)
        await compare(page, look.name, viewport.width, SIGNED_IN)
      })
    })
  }
}
