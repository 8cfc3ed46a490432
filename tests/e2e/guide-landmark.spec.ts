/**
 * Consistency (CONVENTIONS "Guides and lessons"): on every screen that has a testing guide, the
 * guide is a complementary landmark named "Testing guide" outside `<main>`, so a learner's
 * `getByRole('main')` / `cy.contains` scoped to main finds the page and never the guide; on a
 * 390 px phone the page (its h1) comes first under the header and the guide after the page
 * content, collapsed after the first visit. Every route of the route table is visited (signed in
 * for protected ones); a route without a guide shows none of the guide's ids inside main either.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, open, openSignedIn, signInViaApi, test } from '../fixtures/app'
import { ROUTE_VISITS, visit } from '../fixtures/routes'

/** The test ids the two guides carry: the reusable panel (open or as a bar) and a challenge's guide. */
const GUIDE_IDS = ['guide-aside', 'guide-panel', 'guide-bar', 'challenge-guide-aside', 'challenge-guide']
const GUIDE_IN_MAIN = GUIDE_IDS.map((id) => `main [data-testid="${id}"]`).join(', ')
const GUIDE = GUIDE_IDS.map((id) => `[data-testid="${id}"]`).join(', ')

/** Screens that must have a guide (a route missing from here may have one too: it is checked the same way). */
const WITH_GUIDE = ['/dashboard', '/todos', '/posts', '/playground', '/qa/banking', '/qa/social', '/lab/login', '/challenges/dynamic-id']

async function signIn(page: Page) {
  await open(page, '/about')
  await signInViaApi(page)
}

/** Visits every route as its audience does; returns the routes on which a guide was found. */
async function sweep(page: Page, check: (path: string) => Promise<void>): Promise<string[]> {
  const found: string[] = []
  for (const access of ['guest', 'signed-in'] as const) {
    if (access === 'signed-in') await signIn(page)
    for (const route of ROUTE_VISITS.filter((r) => (r.access === 'protected') === (access === 'signed-in'))) {
      // The auth screens redirect a signed-in user away: they are visited as a guest only.
      await test.step(route.url, async () => {
        await visit(page, route.url)
        await expect(page.locator(GUIDE_IN_MAIN), `${route.url}: guide inside main`).toHaveCount(0)
        if ((await page.locator(GUIDE).count()) === 0) {
          expect(WITH_GUIDE, `${route.url} lost its guide`).not.toContain(route.url)
          return
        }
        found.push(route.url)
        await check(route.url)
      })
    }
  }
  return found
}

test('on every screen with a testing guide, the guide is a named complementary landmark outside main', async ({ page }) => {
  test.setTimeout(180_000)
  const found = await sweep(page, async (path) => {
    const aside = page.getByRole('complementary', { name: 'Testing guide', exact: true })
    await expect(aside, `${path}: one "Testing guide" landmark`).toHaveCount(1)
    await expect(aside.locator(GUIDE).first()).toBeVisible()
    expect(await aside.evaluate((el) => el.closest('main, header, footer, nav, [role="main"]') === null), `${path}: the landmark is top level`).toBe(true)
    // Scoped to main, the page's own texts are found once: the guide's copy of them is elsewhere.
    expect(await page.getByRole('main').getByTestId('guide-test-id').count(), `${path}: guide ids in main`).toBe(0)
    // axe's landmark rules, at any impact (tests/e2e/a11y.spec.ts fails on serious and critical ones only).
    const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique', 'landmark-complementary-is-top-level', 'landmark-no-duplicate-main', 'landmark-main-is-top-level']).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${path}: landmark violations`).toEqual([])
  })
  expect(found).toEqual(expect.arrayContaining(WITH_GUIDE))
})

test("scoped to main, a text the guide repeats finds the page's own element only", async ({ page }) => {
  await openSignedIn(page, '/todos')
  const guide = page.getByRole('complementary', { name: 'Testing guide', exact: true })
  // The "Add a todo" scenario's steps say "Click Add todo (todos-add-button)": the page's button text, repeated.
  await guide.getByTestId('guide-scenario-todos-add-toggle').click()
  await expect(guide.getByText('Add todo').first()).toBeVisible()
  expect(await page.getByText('Add todo').count(), 'the text is on the page and in the guide').toBeGreaterThan(1)
  // getByRole('main').getByText(...) (and cy.contains, which takes the first match in document order) reach the button.
  const inMain = page.getByRole('main').getByText('Add todo')
  await expect(inMain).toHaveCount(1)
  await expect(inMain).toHaveAttribute('data-testid', 'todos-add-button')
  await expect(page.getByText('Add todo').first()).toHaveAttribute('data-testid', 'todos-add-button')
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the page's h1 comes first under the header and the guide after the page content", async ({ page }) => {
    test.setTimeout(180_000)
    await sweep(page, async (path) => {
      const m = await page.evaluate((selector) => {
        const header = document.querySelector('header')!.getBoundingClientRect()
        const main = document.querySelector('main')!
        const h1 = main.querySelector('h1')
        const firstHeading = [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].find((el) => el.getBoundingClientRect().top >= header.bottom - 1 && el.getBoundingClientRect().height > 0)
        const guide = document.querySelector(selector)!.getBoundingClientRect()
        return {
          headerBottom: header.bottom,
          innerHeight: window.innerHeight,
          mainTop: main.getBoundingClientRect().top,
          mainBottom: main.getBoundingClientRect().bottom,
          h1: h1 ? { top: h1.getBoundingClientRect().top, bottom: h1.getBoundingClientRect().bottom } : null,
          firstIsH1: firstHeading === h1,
          guideTop: guide.top,
        }
      }, GUIDE)
      expect(m.h1, `${path}: an h1 inside main`).not.toBeNull()
      expect(m.firstIsH1, `${path}: the first heading under the header is the page's h1`).toBe(true)
      expect(m.h1!.bottom, `${path}: the h1 is in the first screen`).toBeLessThanOrEqual(m.innerHeight)
      expect(m.mainTop, `${path}: main starts right under the header`).toBeLessThanOrEqual(m.headerBottom + 1)
      expect(m.guideTop, `${path}: the guide comes after the page content`).toBeGreaterThanOrEqual(m.mainBottom - 1)
    })
  })

  test("/todos: the page comes first under the header; on the second visit the guide is a collapsed bar after the page", async ({ page }) => {
    for (const visitNo of [1, 2]) {
      if (visitNo === 1) await openSignedIn(page, '/todos')
      else await page.reload()
      await expect(page.getByTestId('todos-add-button')).toBeVisible()
      const aside = page.getByRole('complementary', { name: 'Testing guide', exact: true })
      await expect(aside.getByTestId(visitNo === 1 ? 'guide-panel' : 'guide-bar')).toBeVisible()
      if (visitNo === 2) await expect(aside.getByTestId('guide-panel')).toHaveCount(0)
      const m = await page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect()
        const main = document.querySelector('main')!.getBoundingClientRect()
        const title = document.querySelector('[data-testid="todos-title"]')!.getBoundingClientRect()
        const guide = document.querySelector('[data-testid="guide-aside"]')!.getBoundingClientRect()
        // What sits right under the header, in the middle of the screen.
        const under = document.elementFromPoint(window.innerWidth / 2, header.bottom + 40)
        return { headerBottom: header.bottom, mainTop: main.top, mainBottom: main.bottom, titleBottom: title.bottom, guideTop: guide.top, guideHeight: guide.height, underInMain: !!under?.closest('main'), innerHeight: window.innerHeight }
      })
      expect(m.mainTop, 'main starts right under the header').toBeLessThanOrEqual(m.headerBottom + 1)
      expect(m.underInMain, 'under the header is the page, not the guide').toBe(true)
      expect(m.titleBottom, 'the page title is in the first screen').toBeLessThanOrEqual(m.innerHeight)
      expect(m.guideTop, 'the guide follows the page').toBeGreaterThanOrEqual(m.mainBottom - 1)
      if (visitNo === 2) expect(m.guideHeight, 'collapsed: a one-line bar').toBeLessThan(140)
    }
  })

  test('the guide is open on the first visit and collapsed on every later one, even when the learner left it open', async ({ page }) => {
    await signIn(page)
    await visit(page, '/qa/banking')
    await expect(page.getByTestId('guide-panel')).toBeVisible()
    await page.evaluate(() => localStorage.setItem('qa-guide-banking', 'open'))
    await page.reload()
    await expect(page.getByTestId('guide-bar')).toBeVisible()
    await expect(page.getByTestId('guide-panel')).toHaveCount(0)
    // Opened there, it opens (and the choice is kept for wider screens).
    await page.getByRole('button', { name: 'Show testing guide' }).click()
    await expect(page.getByTestId('guide-panel')).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.reload()
    await expect(page.getByTestId('guide-panel')).toBeVisible()
  })
})
