/**
 * The testing guide outside `<main>` (CONVENTIONS "Guides and lessons"): a learner's
 * `getByRole('main')` / `cy.contains` scoped to main finds the page and never the guide; on a phone
 * the guide follows the page, collapsed after the first visit. The checks of every route (the
 * landmark outside main at 768 px, the page first and the guide after it at 320 px) run in the
 * responsive sweeps (tests/e2e/responsive.spec.ts, tests/fixtures/guide-landmark.ts).
 */
import type { Page } from '@playwright/test'
import { expect, open, openSignedIn, signInViaApi, test } from '../fixtures/app'
import { visit } from '../fixtures/routes'

async function signIn(page: Page) {
  await open(page, '/about')
  await signInViaApi(page)
}


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
