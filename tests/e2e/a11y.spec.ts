/**
 * Accessibility smoke test: axe-core on the public pages in the light and the dark theme (every rule in
 * light, then the colour rules with the page switched to dark: tests/fixtures/a11y.ts).
 * No 'serious' or 'critical' violation is allowed; nothing is excluded.
 * Each page is a step with a soft assertion, so one run reports every page.
 */
import type { Page } from '@playwright/test'
import { expect, open, signInViaApi, test } from '../fixtures/app'
import { expectAccessible } from '../fixtures/a11y'

const PAGES = [
  { path: '/', heading: 'QA Playground' },
  { path: '/login', heading: 'Log in' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/about', heading: 'About QA Playground' },
  { path: '/no/such/page', heading: 'Page not found' },
]

/**
 * The signed-in screens. /signup, /forgot-password, /qa, /playground, /qa/banking, /qa/ecommerce and
 * /qa/social are left out here: their own specs run axe on the whole page, with their dialogs and
 * added content open, in both themes.
 */
const SIGNED_IN_PAGES = [{ path: '/profile' }, { path: '/settings' }, { path: '/qa/booking' }]

async function expectNoSevereViolations(page: Page, path: string, heading?: string) {
  await open(page, path)
  await expect(heading ? page.getByRole('heading', { level: 1, name: heading }) : page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await expectAccessible(page, path, { soft: true })
}

test.describe('light and dark theme', () => {
  test.use({ colorScheme: 'light', locale: 'en-US' })

  test(`${PAGES.map((p) => p.path).join(', ')} have no serious or critical axe violations`, async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await test.step(path, () => expectNoSevereViolations(page, path, heading))
    }
  })

  test(`signed in: ${SIGNED_IN_PAGES.map((p) => p.path).join(', ')} have no serious or critical axe violations`, async ({ page }) => {
    await open(page, '/about')
    await signInViaApi(page)
    for (const { path } of SIGNED_IN_PAGES) {
      await test.step(path, () => expectNoSevereViolations(page, path))
    }
  })
})

test('the system setting "reduce motion": controls change at once, while a challenge whose subject is a movement still moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page, '/about')
  await signInViaApi(page)
  await open(page, '/challenges/animated-button')
  const start = page.getByTestId('challenge-animated-button-start-button')
  const target = page.getByTestId('challenge-animated-button-target')
  const motion = (locator: typeof start) => locator.evaluate((el) => ({ transition: getComputedStyle(el).transitionDuration, animation: getComputedStyle(el).animationDuration }))
  expect((await motion(start)).transition).toBe('0s')
  await start.click()
  await expect(target).toHaveClass(/\bspin\b/)
  expect(Number.parseFloat((await motion(target)).animation)).toBeGreaterThan(0.5)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect((await motion(start)).transition).not.toBe('0s')
})
