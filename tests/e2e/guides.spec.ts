/**
 * Every playground scenario screen has a testing guide (docs/spec/3-playground.md "Testing guide panel") whose
 * scenarios are real and whose listed test ids exist on the page, in English and Korean; the
 * guide comes after the screen, outside `main` (so it never pushes the screen out of the first
 * viewport), and remembers its state per screen. tests/e2e/guide-landmark.spec.ts checks the
 * landmark on every route.
 */
import type { Page } from '@playwright/test'
import { appReady, expect, expectGuideTestIdsOnPage, open, openSignedIn, readStorage, test } from '../fixtures/app'

const SCREENS = ['/playground', '/qa/ecommerce', '/qa/banking', '/qa/social', '/qa/booking'] as const

/** Per screen, where the guide's scenarios are a fixed set: their difficulties in order. */
const DIFFICULTIES: Partial<Record<(typeof SCREENS)[number], string[]>> = {
  '/qa/social': ['easy', 'medium', 'easy', 'medium', 'medium', 'hard'],
}
/** Per screen, an exact number of scenarios where the spec names one (otherwise at least six). */
const SCENARIO_COUNT: Partial<Record<(typeof SCREENS)[number], number>> = { '/qa/social': 6, '/qa/booking': 6 }

for (const path of SCREENS) {
  test(`${path}: at 1280×800 the screen starts in the first viewport (guide open, then collapsed); the guide's scenarios are complete and every test id it lists is on the page`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openSignedIn(page, path)
    const guide = page.getByTestId('guide-panel')
    await test.step('first visit: the guide is open, after the screen (and compact: it scrolls inside), so the screen starts above the fold', async () => {
      await expect(guide).toBeVisible()
      await expectScreenInFirstViewport(page, 'open')
      // Expanding a scenario (the click scrolls down to the guide) moves nothing above it.
      await page.getByTestId('guide-scenarios').locator('button[aria-expanded]').first().click()
      await page.evaluate(() => window.scrollTo(0, 0))
      await expectScreenInFirstViewport(page, 'open')
    })
    await test.step("the guide's scenarios are complete and every test id it lists is on the page", async () => {
      await expect(page.getByTestId('guide-title')).not.toBeEmpty()
      await expect(page.getByTestId('guide-description')).not.toBeEmpty()
      const scenarios = guide.getByTestId('guide-scenarios').locator(':scope > li')
      if (SCENARIO_COUNT[path]) await expect(scenarios).toHaveCount(SCENARIO_COUNT[path])
      else expect(await scenarios.count()).toBeGreaterThanOrEqual(6)
      const order = DIFFICULTIES[path]
      if (order) expect(await guide.getByTestId('guide-scenarios').locator('[data-difficulty]').evaluateAll((els) => els.map((e) => e.getAttribute('data-difficulty')))).toEqual(order)
      // Each scenario opens to steps and an expected result; one at a time.
      for (const scenario of await scenarios.all()) {
        const id = (await scenario.getAttribute('data-testid'))!
        const toggle = page.getByTestId(`${id}-toggle`)
        // The first one is still open from the step above: a click would close it.
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
        await expect(page.getByTestId(`${id}-body`)).toBeVisible()
        await expect(page.getByTestId(`${id}-body`).locator('ol > li').first()).not.toBeEmpty()
        await expect(page.getByTestId(`${id}-expected`)).not.toBeEmpty()
        await expect(guide.locator('[data-testid$="-body"]')).toHaveCount(1)
        expect(['easy', 'medium', 'hard']).toContain(await page.getByTestId(`${id}-difficulty`).getAttribute('data-difficulty'))
      }
      await expectGuideTestIdsOnPage(page)
      await expect(page.getByTestId('qa-back-button')).toHaveAttribute('href', '/qa')
      // The guide is the "Testing guide" landmark, outside main: main holds the screen alone.
      await expect(page.getByRole('complementary', { name: 'Testing guide' }).getByTestId('guide-panel')).toBeVisible()
      await expect(page.getByRole('main').getByTestId('guide-panel')).toHaveCount(0)
    })
    await test.step("second visit: the one-line bar, and the screen's first heading wholly inside the first viewport", async () => {
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.reload()
      await appReady(page)
      await expect(page.getByTestId('guide-bar')).toBeVisible()
      await expect(page.getByTestId('guide-panel')).toHaveCount(0)
      await expectScreenInFirstViewport(page, 'collapsed')
    })
  })
}

// The guide is one component (its open and closed states and the remembered second visit: tests/model/guide-panel.model.spec.ts);
// each screen's guide in Korean, open on a first visit, is in the Korean text snapshots (tests/visual/__aria__/ko-dark-<screen>-aria.yml).
// Here, once, the Korean bar of a second visit and the Korean names of its buttons and landmark.
test('/qa/banking: the guide closes, reopens, and reads in Korean', async ({ page }) => {
  const path = '/qa/banking'
  await openSignedIn(page, `${path}?lng=ko`)
  await expect(page.getByTestId('guide-panel')).toBeVisible()
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ko'))
  await page.reload()
  await appReady(page)
  await expect(page.getByTestId('qa-back-button')).toHaveText(/QA 허브로 돌아가기/)
  // The second visit starts with the one-line bar.
  await expect(page.getByTestId('guide-bar')).toBeVisible()
  await expect(page.getByTestId('guide-bar-title')).toHaveText(/[가-힣]/)
  await page.getByRole('button', { name: '테스트 가이드 보기' }).click()
  await expect(page.getByTestId('guide-panel')).toBeVisible()
  await expect(page.getByTestId('guide-title')).toHaveText(/[가-힣]/)
  await page.getByRole('button', { name: '테스트 가이드 닫기' }).click()
  await expect(page.getByTestId('guide-panel')).toBeHidden()
  await expect(page.getByRole('button', { name: '테스트 가이드 보기' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: '테스트 가이드' })).toBeVisible()
})

/**
 * Without scrolling: the page's h1 lies inside the viewport, the guide comes after the screen,
 * and the screen starts in it (guide open: at least 120 px of it shows) or, guide collapsed, its first heading
 * lies wholly inside it.
 */
async function expectScreenInFirstViewport(page: Page, guide: 'open' | 'collapsed'): Promise<void> {
  const first = page.getByTestId('scenario-screen').locator('h1, h2, h3, h4, h5, h6, [role="heading"]').first()
  await expect(first).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const m = await page.evaluate(() => {
    const rect = (el: Element | null) => (el ? { top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom } : null)
    const screen = document.querySelector('[data-testid="scenario-screen"]')
    return {
      scrollY: window.scrollY,
      innerHeight: window.innerHeight,
      h1: rect(document.querySelector('h1')),
      screen: rect(screen),
      first: rect(screen?.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]') ?? null),
      guide: rect(document.querySelector('[data-testid="guide-aside"]')),
    }
  })
  expect(m.scrollY, 'the page is not scrolled').toBe(0)
  expect(m.h1!.top, 'h1 top').toBeGreaterThanOrEqual(0)
  expect(m.h1!.bottom, 'h1 bottom').toBeLessThanOrEqual(m.innerHeight)
  expect(m.guide!.top, 'the guide comes after the screen').toBeGreaterThanOrEqual(m.screen!.bottom)
  if (guide === 'open') {
    expect(m.screen!.top, `the screen starts above the fold (viewport ${m.innerHeight})`).toBeLessThanOrEqual(m.innerHeight - 120)
  } else {
    expect(m.first!.top, "the screen's first heading top").toBeGreaterThanOrEqual(0)
    expect(m.first!.bottom, `the screen's first heading bottom (viewport ${m.innerHeight})`).toBeLessThanOrEqual(m.innerHeight)
  }
}

test('the guide remembers its state per screen across reloads; a corrupted value counts as a first visit', async ({ page }) => {
  await openSignedIn(page, '/qa/banking')
  // First visit: open, and "closed" remembered for the next visit.
  await expect(page.getByTestId('guide-panel')).toBeVisible()
  expect(await readStorage(page, ['qa-guide-banking'])).toEqual({ 'qa-guide-banking': 'closed' })
  await page.reload()
  await appReady(page)
  await expect(page.getByTestId('guide-bar')).toBeVisible()
  // The learner opens it: it stays open across reloads.
  await page.getByRole('button', { name: 'Show testing guide' }).click()
  await expect(page.getByTestId('guide-panel')).toBeVisible()
  await page.reload()
  await appReady(page)
  await expect(page.getByTestId('guide-panel')).toBeVisible()
  // Another screen keeps its own state: its first visit shows the guide.
  await open(page, '/qa/social')
  await expect(page.getByTestId('guide-panel')).toBeVisible()
  await page.getByRole('button', { name: 'Close testing guide' }).click()
  await expect(page.getByTestId('guide-bar')).toBeVisible()
  await page.reload()
  await appReady(page)
  await expect(page.getByTestId('guide-bar')).toBeVisible()
  await open(page, '/qa/banking')
  await expect(page.getByTestId('guide-panel')).toBeVisible()
  expect(await readStorage(page, ['qa-guide-banking', 'qa-guide-social'])).toEqual({ 'qa-guide-banking': 'open', 'qa-guide-social': 'closed' })
  // A corrupted value: the guide opens as on a first visit and the value is replaced.
  await page.evaluate(() => localStorage.setItem('qa-guide-banking', '{"open":tru'))
  await page.reload()
  await appReady(page)
  await expect(page.getByTestId('guide-panel')).toBeVisible()
  expect(await readStorage(page, ['qa-guide-banking'])).toEqual({ 'qa-guide-banking': 'closed' })
})
