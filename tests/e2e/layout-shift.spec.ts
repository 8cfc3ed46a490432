/**
 * No layout shift while a page loads (CLS ≤ 0.05), at a phone's viewport where the
 * footer starts inside the screen. The hosted build has its own check in tests/hosted/.
 */
import { appReady, expect, open, signInViaApi, test } from '../fixtures/app'
import { layoutShifts, recordLayoutShifts } from '../fixtures/layout-shift'

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

test('the home page and a signed-in deep link load without layout shift', async ({ page }) => {
  await recordLayoutShifts(page)
  await open(page, '/')
  await expect(page.getByTestId('app-footer')).toBeVisible()
  const home = await layoutShifts(page)
  expect(home.total, JSON.stringify(home.shifts)).toBeLessThanOrEqual(0.05)

  await signInViaApi(page)
  await page.goto('/posts')
  await appReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const posts = await layoutShifts(page)
  expect(posts.total, JSON.stringify(posts.shifts)).toBeLessThanOrEqual(0.05)
})

test('the dashboard keeps its place while its figures load: the loading status lies over the stat cards', async ({ page }) => {
  await open(page, '/about')
  await signInViaApi(page)
  await recordLayoutShifts(page)
  await page.goto('/dashboard')
  await appReady(page)
  await expect(page.getByTestId('dashboard-stat-posts-value')).toHaveText(/\d/)
  await expect(page.getByTestId('dashboard-loading')).toHaveCount(0)
  const dashboard = await layoutShifts(page)
  // A status row above the cards that went when the data came moved everything below it: 0.043 here.
  expect(dashboard.total, JSON.stringify(dashboard.shifts)).toBeLessThanOrEqual(0.01)
})
