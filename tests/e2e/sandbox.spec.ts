/**
 * The in-browser sandbox backend: on by default (badge), switchable per tab with ?sandbox=0/1,
 * data that survives reloads and is shared between tabs, and reset() back to the seed.
 */
import type { Page } from '@playwright/test'
import { account, expect, open, sandboxReady, signInViaApi, submitContactForm, test, toast } from '../fixtures/app'

const SANDBOX_CHUNK = /\/assets\/browser-[^/]+\.js$/

async function apiLogin(page: Page, email: string, password: string) {
  return page.evaluate(
    async ([e, p]) => {
      const res = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: e, password: p }) })
      return { status: res.status, body: (await res.json()) as { access_token?: string; user_id?: number; requires_terms_acceptance?: boolean } }
    },
    [email, password] as const,
  )
}

async function sendContactMessage(page: Page, subject: string) {
  await submitContactForm(page, { subject, message: 'Checking that the sandbox keeps this message.' })
  await expect(toast(page, 'Your message has been sent successfully. We will get back to you soon.')).toBeVisible()
}

const storedSubjects = (page: Page) =>
  page.evaluate(() => window.__sandbox!.db.collections.contactMessages.map((m) => m.subject))

test.describe('sandbox switch', () => {
  test('the Sandbox badge shows by default, with its explanation', async ({ page }) => {
    await open(page, '/')
    const badge = page.getByTestId('header-sandbox-badge')
    await expect(badge).toHaveText('Sandbox')
    // The label sits in the mode badge, a button that opens the Sandbox controls (tests/e2e/faults.spec.ts).
    await expect(page.getByTestId('header-mode-badge')).toHaveAccessibleName('Sandbox mode: the API runs in your browser. Open the sandbox controls')
    await badge.hover()
    await expect(page.getByRole('tooltip', { name: /Sandbox mode: the whole API is emulated in your browser/ })).toBeVisible()
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(1)
  })

  test('?sandbox=0 hides the badge, registers no service worker, never loads the sandbox chunk, and sticks until ?sandbox=1', async ({ page }) => {
    const chunkRequests: string[] = []
    page.on('request', (r) => {
      if (SANDBOX_CHUNK.test(new URL(r.url()).pathname)) chunkRequests.push(r.url())
    })
    const state = () =>
      page.evaluate(async () => ({
        api: window.__sandbox !== undefined,
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      }))

    await open(page, '/?sandbox=0')
    await expect(page.getByRole('heading', { level: 1, name: 'QA Playground' })).toBeVisible()
    await expect(page.getByTestId('header-sandbox-badge')).toHaveCount(0)
    expect(await state()).toEqual({ api: false, workers: 0 })

    // Still off after full loads in the same tab, without the query.
    await open(page, '/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About QA Playground' })).toBeVisible()
    await expect(page.getByTestId('header-sandbox-badge')).toHaveCount(0)
    await open(page, '/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sandbox demo accounts' })).toHaveCount(0)
    expect(await state()).toEqual({ api: false, workers: 0 })
    expect(chunkRequests).toEqual([])

    await open(page, '/?sandbox=1')
    await expect(page.getByTestId('header-sandbox-badge')).toBeVisible()
    await open(page, '/login')
    await expect(page.getByRole('heading', { name: 'Sandbox demo accounts' })).toBeVisible()
    expect(await state()).toEqual({ api: true, workers: 1 })
    expect(chunkRequests.length).toBeGreaterThan(0)
  })
})

test.describe('window.__sandbox is usable right after page.goto (README "window.__sandbox")', () => {
  test.describe.configure({ timeout: 240_000 })

  // Eight cold starts, four after 'load' and four after 'domcontentloaded' (twenty until 2026-12-01: 64 s of CI for a race
  // that every one of them would show; the stand-in's queue is also covered by tests/unit).
  test('8 cold pages: a scenario set at once applies (the login fails with the translated 500 message)', async ({ browser }) => {
    for (let run = 0; run < 8; run++) {
      // A new context each time: no service worker, no IndexedDB, nothing cached.
      const context = await browser.newContext({ locale: 'en-US' })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto('/login', { waitUntil: run % 2 === 0 ? 'load' : 'domcontentloaded' })
      await page.evaluate(() => window.__sandbox!.scenario('POST /auth/login', { status: 500, times: 1 }))
      await page.getByRole('textbox', { name: 'Email' }).fill('demo@example.com')
      await page.getByRole('textbox', { name: 'Password' }).fill('Demo1234!')
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await expect(page.getByTestId('login-error-alert'), `run ${run + 1}`).toHaveText('The server ran into a problem, so you could not be logged in. Please try again later.')
      expect(errors, `run ${run + 1}`).toEqual([])
      await context.close()
    }
  })

  test('a cold page answers endpoints() and __sandboxReady gives the real API', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/login')
    const endpoints = await page.evaluate(() => window.__sandbox!.endpoints())
    expect(endpoints).toEqual(expect.arrayContaining(['POST /auth/login', 'GET /auth/me']))
    expect(await page.evaluate(async () => (await window.__sandboxReady) === window.__sandbox && typeof window.__sandbox!.seedName() === 'string')).toBe(true)
    await context.close()
  })
})

test.describe('sandbox data', () => {
  // One page and its context through four journeys that each began on a fresh one: reset() first (it ends signed out, on the
  // terms dialog), the others on the data it restored; the leaving page last, when no other page of the app is open.
  test('reset() restores the demo accounts; a sent message survives a reload; two tabs share the data; a page opened as the last one leaves is answered', async ({ page, context, sandbox }) => {
    await test.step('reset() restores the demo accounts after the terms account was deleted', async () => {
      await open(page, '/login')
      await sandbox.ready()
      const terms = account('terms')
      const login = await apiLogin(page, terms.email, terms.password)
      expect(login.status).toBe(200)
      const deleted = await page.evaluate(
        async ([id, t]) => (await fetch(`/api/v1/users/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${t}` } })).status,
        [login.body.user_id!, login.body.access_token!] as const,
      )
      expect(deleted).toBe(200)
      expect((await apiLogin(page, terms.email, terms.password)).status).toBe(401)

      await sandbox.reset()
      const again = await apiLogin(page, terms.email, terms.password)
      expect(again.status).toBe(200)
      expect(again.body.requires_terms_acceptance).toBe(true)
      expect((await apiLogin(page, account('demo').email, account('demo').password)).status).toBe(200)

      // Through the form too: the restored account needs the terms again.
      await page.getByRole('button', { name: `Use ${terms.email}` }).click()
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await expect(page.getByRole('dialog', { name: 'Terms acceptance required' })).toBeVisible()
    })
    await test.step('a sent message survives a reload', async () => {
      await open(page, '/contact')
      await sendContactMessage(page, 'Persisted across reload')
      await page.reload()
      await sandboxReady(page)
      expect(await storedSubjects(page)).toContain('Persisted across reload')
    })
    await test.step('two tabs of the same browser share the data', async () => {
      // The second tab is open (with its own in-memory copy) before the first one writes.
      const other = await context.newPage()
      await open(other, '/about')
      await sandboxReady(other)

      await open(page, '/contact')
      await sendContactMessage(page, 'Written in tab one')
      await signInViaApi(page)
      const token = await page.evaluate(() => localStorage.getItem('access_token'))

      // Tab two sees the message and accepts the session that tab one created.
      expect(await storedSubjects(other)).toContain('Written in tab one')
      const me = await other.evaluate(async (t) => {
        const res = await fetch('/api/v1/auth/me', { headers: { Authorization: `Bearer ${t}` } })
        return { status: res.status, email: ((await res.json()) as { email?: string }).email }
      }, token)
      expect(me).toEqual({ status: 200, email: 'demo@example.com' })

      // And a user signed in in one tab is signed in in the other after navigating.
      await open(other, '/dashboard')
      await expect(other.getByRole('link', { name: 'Profile: Demo User' })).toBeVisible()
      await other.close()
    })
    await test.step('a page opened just as the last app page leaves is still answered by the sandbox', async () => {
      await open(page, '/about')
      await sandboxReady(page)
      // Leaving the app: Mock Service Worker unregisters itself when its last page goes, while the document
      // that replaced that page may still use the registration; the next page's start brings it back.
      await page.goto('/favicon.svg')
      const other = await context.newPage()
      await open(other, '/about')
      await sandboxReady(other)
      const answer = await other.evaluate(async () => {
        const res = await fetch('/api/v1/auth/me')
        return { controlled: !!navigator.serviceWorker.controller, status: res.status, type: res.headers.get('content-type') }
      })
      expect(answer).toEqual({ controlled: true, status: 401, type: expect.stringContaining('application/json') })
      await other.close()
    })
  })
})
