/**
 * The public pages' build-time pictures (build/prerender.mjs): served in the HTML of
 * /, /about and /login, inert and without test ids, shown before any JavaScript only to the
 * visitor they were taken for (English, signed out, no query, that very path), and gone, replaced
 * by the live page, when html[data-app-ready="true"] is set. The picture sits in a closed shadow
 * root, so a test's text and role queries only ever find the live page.
 */
import type { Page } from '@playwright/test'
import { appReady, expect, loginViaForm, test } from '../fixtures/app'

/** <html>'s classes and whether the picture is displayed, at DOMContentLoaded (before the app renders). */
async function atDomContentLoaded(page: Page, path: string) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const pre = document.getElementById('prerender')
      ;(window as unknown as { __atDcl: unknown }).__atDcl = {
        pre: document.documentElement.classList.contains('pre'),
        shown: !!pre && getComputedStyle(pre).display !== 'none',
      }
    })
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return page.evaluate(() => (window as unknown as { __atDcl: { pre: boolean; shown: boolean } }).__atDcl)
}

test('the served HTML of /, /about and /login carries an inert picture of the page without test ids', async ({ request }) => {
  for (const [path, text] of [
    ['/', 'QA Playground'],
    ['/about', 'About'],
    ['/login', 'Log in'],
  ] as const) {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`data-prerender="${path}"`)
    const picture = /<div id="prerender" inert aria-hidden="true"[^>]*>([\s\S]*?)<\/div><!--\/prerender-->/.exec(html)
    expect(picture, path).not.toBeNull()
    expect(picture![1]).toContain(text)
    expect(picture![1]).not.toMatch(/data-testid=|\sid=/)
    expect(html).toContain('data-testid="app-loading"') // the spinner stays for everyone else
  }
})

test('text, role and XPath queries never reach the picture: it sits in a closed shadow root', async ({ page }) => {
  // Without the app's code only the picture is there (shown until index.html's 15 s fallback).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  const picture = page.locator('#prerender')
  await expect(picture).toBeVisible()
  expect(await picture.evaluate((host) => ({ open: host.shadowRoot !== null, painted: host.getBoundingClientRect().height > 200 }))).toEqual({ open: false, painted: true })
  await expect(page.getByRole('heading')).toHaveCount(0)
  await expect(page.getByText('About QA Playground')).toHaveCount(0)
  await expect(page.locator('xpath=//*[contains(normalize-space(.), "Our mission")]')).toHaveCount(0)
  await expect(page.locator('css=h1, h2, a, button, input')).toHaveCount(0)
})

test('an English guest sees the picture before the app renders, and the live page once it is ready', async ({ page }) => {
  expect(await atDomContentLoaded(page, '/about')).toEqual({ pre: true, shown: true })
  await appReady(page)
  await expect(page.locator('#prerender-css')).toHaveCount(0)
  await expect(page.locator('#prerender')).toHaveCount(0)
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)pre(\s|$)/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a form on a prerendered page, filled as soon as the page opens, signs in', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'commit' })
  await loginViaForm(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.locator('#prerender')).toHaveCount(0)
})

test.describe('no picture for another visitor', () => {
  test('another language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ko'))
    expect(await atDomContentLoaded(page, '/')).toEqual({ pre: false, shown: false })
  })
  test('a stored token', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('access_token', 'x'))
    expect(await atDomContentLoaded(page, '/about')).toEqual({ pre: false, shown: false })
  })
  test('a query', async ({ page }) => {
    expect(await atDomContentLoaded(page, '/login?next=/qa')).toEqual({ pre: false, shown: false })
  })
  test('another route served by the SPA fallback', async ({ page }) => {
    expect(await atDomContentLoaded(page, '/privacy')).toEqual({ pre: false, shown: false })
    await appReady(page)
    await expect(page.locator('#prerender')).toHaveCount(0)
  })
})
