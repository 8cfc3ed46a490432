/**
 * Boot and deep links: one loading placeholder for a signed-in deep link (app boot, session
 * check and page chunk read as one wait), the playground's login-required message whatever the
 * query or hash, and a sandbox that raises no page error on any route, deep ones and reloads too.
 */
import type { ConsoleMessage, Page } from '@playwright/test'
import { appReady, expect, loginViaForm, open, signInViaApi, test } from '../fixtures/app'

/**
 * Records, from the first byte of the document, the loading placeholders shown, in order, and what the page
 * showed when html[data-app-ready] became "true" (the mark tests wait for).
 */
async function recordPlaceholders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __placeholders: string[]; __readyAt: { placeholder: boolean; h1: boolean } | null }
    w.__placeholders = []
    w.__readyAt = null
    const seen = () => {
      const el = document.querySelector('[data-testid="app-loading"], [data-testid="route-guard-spinner"], [data-testid="page-loading"]')
      const id = el?.getAttribute('data-testid')
      if (id && w.__placeholders[w.__placeholders.length - 1] !== id) w.__placeholders.push(id)
    }
    new MutationObserver(seen).observe(document, { childList: true, subtree: true })
    new MutationObserver(() => {
      if (w.__readyAt || document.documentElement.dataset.appReady !== 'true') return
      w.__readyAt = { placeholder: document.querySelector('[data-testid="app-loading"]') !== null, h1: document.querySelector('main h1') !== null }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] }) // no <html> yet at this point
  })
}

const placeholders = (page: Page) => page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders)
const readyAt = (page: Page) => page.evaluate(() => (window as unknown as { __readyAt: unknown }).__readyAt)

test.describe('a signed-in deep link', () => {
  // One sign-in for the four checks that each signed in on a page of their own. Each deep link is a full load of its own, of a
  // page chunk no step before loaded (the first from /about, as before); the in-app navigation comes last.
  test('/qa/banking, /profile and /qa/social each show one loading placeholder, then the page; in-app navigation keeps the header', async ({ page }) => {
    await open(page, '/about')
    await signInViaApi(page)

    await recordPlaceholders(page)
    for (const [path, heading] of [
      ['/qa/banking', 'Banking Dashboard'],
      ['/profile', null],
      ['/qa/social', null],
    ] as const) {
      await test.step(`${path} shows one loading placeholder, then the page, and only then is the app ready`, async () => {
        await page.goto(path)
        const h1 = page.getByRole('heading', { level: 1 })
        await expect(h1).toBeVisible()
        if (heading) await expect(h1).toHaveText(heading)
        await expect(page).toHaveURL(new RegExp(`${path}$`))
        expect(await placeholders(page)).toEqual(['app-loading'])
        await expect(page.getByTestId('app-loading')).toHaveCount(0)
        // The app is "ready" for a test once the page is there, not while the placeholder still waits on the
        // session check or the page's chunk (a scenario set then reached no fault strip: faults.spec.ts, CI).
        expect(await readyAt(page)).toEqual({ placeholder: false, h1: true })
      })
    }

    await test.step('in-app navigation keeps the header while a page loads', async () => {
      await open(page, '/qa')
      await page.getByRole('link', { name: /banking/i }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: 'Banking Dashboard' })).toBeVisible()
      await expect(page.getByTestId('app-loading')).toHaveCount(0)
      await expect(page.getByRole('banner')).toBeVisible()
    })
  })
})

test.describe("a guest's playground link", () => {
  const MESSAGE = 'Login required to access QA Testing Playground'
  // A guest's links, each a full load of its own (the login page reads where it was sent from, per load); the login that
  // brings the learner back comes last, as it ends the guest's visit.
  test('playground links land on /login with the login-required message, other protected links without it; after logging in, back on the link', async ({ page }) => {
    for (const path of ['/qa', '/qa?sandbox=1', '/playground', '/playground?utm_source=x', '/qa#x', '/qa/banking?tab=1#top']) {
      await test.step(`${path} lands on /login with the login-required message`, async () => {
        await open(page, path)
        await expect(page).toHaveURL(/\/login$/)
        await expect(page.getByTestId('login-playground-notice')).toHaveText(MESSAGE)
      })
    }

    for (const path of ['/profile', '/dashboard?x=1', '/settings#qa']) {
      await test.step(`${path} lands on /login without the playground message`, async () => {
        await open(page, path)
        await expect(page).toHaveURL(/\/login$/)
        await expect(page.getByTestId('login-form')).toBeVisible()
        await expect(page.getByTestId('login-playground-notice')).toHaveCount(0)
      })
    }

    await test.step('after logging in, the learner is back on the link with its query', async () => {
      await open(page, '/playground?utm_source=x')
      await expect(page.getByTestId('login-playground-notice')).toBeVisible()
      await loginViaForm(page)
      await expect(page).toHaveURL(/\/playground\?utm_source=x$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
})

/** Collects uncaught page errors and console errors (what learners' tests usually fail on). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`)
  })
  return errors
}

test.describe('the sandbox raises no page error', () => {
  test('on public, deep and unknown routes, signed in, across reloads', async ({ page }) => {
    // Twenty full page loads, each booting the sandbox from IndexedDB: more than the default minute on a busy 2-core runner.
    test.setTimeout(150_000)
    const errors = collectErrors(page)
    for (const path of ['/', '/about', '/guide', '/login', '/no/such/page']) await open(page, path)
    await signInViaApi(page)
    for (const path of ['/qa', '/qa/banking', '/posts/12/edit', '/playground', '/qa/booking', '/profile', '/settings']) {
      await open(page, path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await page.reload()
      await appReady(page)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    }
    // Deep links straight into a new page of the same browser (the worker is installed).
    const second = await page.context().newPage()
    const secondErrors = collectErrors(second)
    await open(second, '/qa/social?sandbox=1#feed')
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible()
    expect([...errors, ...secondErrors]).toEqual([])
  })
})
