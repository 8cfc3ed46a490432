/**
 * The application shell (docs/spec/1-shell-and-accounts.md §2.1, §2.2): route protection with the origin remembered, the
 * the not-found page, header, top navigation, sidebar, footer, scroll
 * reset, toast placement, the boot placeholder, the error boundary and (absent) analytics.
 */
import type { Page } from '@playwright/test'
import { ROUTES } from '@/app/routes'
import { expect, loginViaForm, open, openSignedIn, readStorage, signInViaApi, storedState, test, toast } from '../fixtures/app'

test.describe.configure({ mode: 'parallel' })

/** The English titles of the screens (common.json `routes.*`), written out as the user reads them. */
const TITLES: Record<string, string> = {
  signup: 'Sign up',
  forgotPassword: 'Forgot password',
  dashboard: 'Dashboard',
  posts: 'Posts',
  postCreate: 'Create post',
  postDetail: 'Post',
  postEdit: 'Edit post',
  todos: 'Todos',
  calendar: 'Calendar',
  kanban: 'Kanban board',
  chat: 'Chat',
  settings: 'Settings',
  profile: 'Profile',
  search: 'Search',
  qaHub: 'QA Testing Hub',
  playground: 'Component playground',
  ecommerce: 'E-commerce product page',
  banking: 'Banking dashboard',
  social: 'Social feed',
  booking: 'Salon booking',
}

/** Every protected route of the route table, with ids filled in; one carries a query string and a hash. */
const PROTECTED = ROUTES.filter((r) => r.access === 'protected').map((r) => ({
  screen: r.screen,
  url: r.path === '/search' ? '/search?q=checkout&page=2#results' : r.path.replace(':id', '123'),
}))

async function becomeGuest(page: Page) {
  await page.evaluate(() => ['access_token', 'refresh_token', 'user', 'auth-storage'].forEach((k) => localStorage.removeItem(k)))
}

test.describe('route protection', () => {
  // Every protected route goes through the same guard: one route per area (a query string and a hash
  // included) shows the redirect and the return; the responsive and raw-key sweeps open every route signed in.
  const SAMPLE = ['dashboard', 'postDetail', 'search', 'settings', 'qaHub', 'booking']
  test('a guest is sent to /login and back after logging in; signed in, routes open directly and the auth screens render outside the layout', async ({ page }) => {
    await test.step('a guest on a protected route goes to /login and returns there after logging in through the form', async () => {
      for (const route of PROTECTED.filter((r) => SAMPLE.includes(r.screen))) {
        await test.step(route.url, async () => {
          await page.goto(route.url)
          await expect(page).toHaveURL(/\/login$/)
          await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
          await loginViaForm(page)
          await expect(page).toHaveURL(route.url)
          // Inside the layout: header with the user, the sidebar and the page's heading.
          await expect(page.getByRole('link', { name: 'Profile: Demo User' })).toBeVisible()
          await expect(page.getByRole('complementary').getByRole('navigation', { name: 'Modules' })).toBeVisible()
          await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
          await becomeGuest(page)
        })
      }
    })

    await test.step('a signed-in user reaches protected routes directly; the auth screens render outside the layout', async () => {
      for (const path of ['/signup', '/forgot-password']) {
        await open(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('complementary')).toHaveCount(0)
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
      }

      await signInViaApi(page)
      await open(page, '/kanban')
      await expect(page).toHaveURL(/\/kanban$/)
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: TITLES.kanban, exact: true })).toBeVisible()
      // The tab title names the screen.
      await expect(page).toHaveTitle('Kanban board · QA Playground')
      await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Chat' }).click()
      await expect(page).toHaveTitle('Chat · QA Playground')
    })
  })
})

test.describe('header', () => {
  test('the signed-in header keeps one row at 1280 and 390 px in English and Korean', async ({ page }) => {
    for (const width of [1280, 390]) {
      await test.step(`the signed-in header keeps one row at ${width} px in English and Korean`, async () => {
        await page.setViewportSize({ width, height: 800 })
        await openSignedIn(page, '/dashboard')
        // A stored language beats ?lng= (i18n-theme.spec.ts): Korean is stored, as the header's select stores it.
        const storeLanguage = (lng: string) => page.evaluate((l) => localStorage.setItem('i18nextLng', l), lng)
        for (const lng of ['en', 'ko']) {
          if (lng === 'ko') {
            await storeLanguage('ko')
            await open(page, '/dashboard')
          }
          await expect(page.locator('html')).toHaveAttribute('lang', lng)
          const bar = page.getByTestId('app-header')
          await expect(bar.getByTestId('header-logo-link')).toBeVisible()
          // Every visible control of the header bar sits on the same row as the logo.
          const rows = await bar.evaluate((header) => {
            const logo = header.querySelector('[data-testid="header-logo-link"]')!.getBoundingClientRect()
            const middle = logo.top + logo.height / 2
            return [...header.querySelectorAll('a, button, select')]
              .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().width > 0 && !el.closest('[data-testid="inspector-slot"]'))
              .map((el) => ({ id: el.getAttribute('data-testid') ?? el.textContent, off: Math.abs(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2 - middle) }))
              .filter((c) => c.off > 12)
          })
          expect(rows, `${lng}: controls off the logo's row`).toEqual([])
        }
        await storeLanguage('en') // for the next width's first look
      })
    }
  })
})

// Korean, and English with the system's "reduce motion" on: there every transition is switched off, and once a
// transition of 0.01 ms (any duration gives every element a transition) made the focused badge's tooltip measure
// its old place and stay off the screen.
for (const { language, reducedMotion } of [{ language: 'en', reducedMotion: 'reduce' }, { language: 'ko', reducedMotion: 'no-preference' }] as const) {
  test.describe(`tooltips at 320 px (${language}, motion: ${reducedMotion})`, () => {
    test.use({ viewport: { width: 320, height: 720 }, reducedMotion, storageState: storedState({ i18nextLng: language, language }) })
    test("the header badge's tooltip stays on the screen on hover and on focus, and the page never scrolls sideways", async ({ page }) => {
      await open(page, '/about')
      const badge = page.getByTestId('header-mode-badge')
      const tooltip = page.getByTestId('header-sandbox-tooltip')
      for (const show of ['hover', 'focus'] as const) {
        await page.mouse.move(5, 700)
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        await expect(tooltip).toBeHidden()
        if (show === 'hover') await badge.hover()
        else await badge.focus()
        await expect(tooltip).toBeVisible()
        const box = (await tooltip.boundingBox())!
        expect(box.x, show).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, show).toBeLessThanOrEqual(320)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), show).toBeLessThanOrEqual(320)
      }
    })
  })
}

test.describe('header, navigation, sidebar, footer, scrolling, boot and failures', () => {
  test('guest and signed-in shell: the boot placeholder, the footer, the not-found page, the sidebar, logout and the header', async ({ page, request }) => {
    await test.step('the served page carries the boot placeholder until the app renders', async () => {
      for (const path of ['/', '/dashboard', '/no/such/page']) {
        const res = await request.get(path)
        expect(res.status()).toBe(200)
        const html = await res.text()
        expect(html).toContain('data-testid="app-loading"')
        expect(html).toContain('Loading QA Playground…')
      }
      await open(page, '/')
      await expect(page.getByTestId('app-loading')).toHaveCount(0)
    })

    await test.step('the footer links to about, privacy, terms and contact and shows the current year', async () => {
      await open(page, '/')
      const footer = page.getByRole('contentinfo')
      const nav = footer.getByRole('navigation', { name: 'Footer' })
      for (const [name, href] of [
        ['About', '/about'],
        ['Privacy policy', '/privacy'],
        ['Terms of service', '/terms'],
        ['Contact', '/contact'],
      ] as const) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()} QA Playground`)
      await nav.getByRole('link', { name: 'Contact' }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    })

    await test.step('an unknown path shows the not-found page with working links to / and /dashboard', async () => {
      await open(page, '/no/such/page')
      const notFound = page.getByTestId('not-found-page')
      await expect(notFound.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(notFound).toContainText('There is no page at /no/such/page.')
      await expect(page).toHaveTitle('Page not found · QA Playground')
      // Inside the public layout.
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()

      await notFound.getByRole('link', { name: 'Go to home page' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { level: 1, name: 'QA Playground' })).toBeVisible()
      await expect(page).toHaveTitle('QA Playground')

      await signInViaApi(page)
      await open(page, '/also-missing')
      await page.getByTestId('not-found-page').getByRole('link', { name: 'Go to dashboard' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(page.getByTestId('dashboard-welcome')).toBeVisible()
    })

    await test.step('the active item follows the path prefix, and the collapsed sidebar keeps every item reachable by name', async () => {
      await open(page, '/')
      await signInViaApi(page)
      await open(page, '/posts/123/edit')
      const modules = page.getByRole('navigation', { name: 'Modules' })
      await expect(modules.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page')
      await expect(modules.locator('[aria-current="page"]')).toHaveCount(1)

      await modules.getByRole('link', { name: 'Todos' }).click()
      await expect(page).toHaveURL(/\/todos$/)
      await expect(modules.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page')
      await expect(modules.getByRole('link', { name: 'Posts' })).not.toHaveAttribute('aria-current', /.*/)

      const collapse = page.getByRole('button', { name: 'Collapse sidebar' })
      await expect(collapse).toHaveAttribute('aria-expanded', 'true')
      await collapse.click()
      const expand = page.getByRole('button', { name: 'Expand sidebar' })
      await expect(expand).toHaveAttribute('aria-expanded', 'false')
      for (const name of ['Overview', 'Posts', 'Todos', 'Calendar', 'Kanban board', 'Chat', 'Settings']) {
        await expect(modules.getByRole('link', { name, exact: true })).toBeVisible()
      }
      await modules.getByRole('link', { name: 'Overview' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(modules.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')

      await expand.click()
      await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true')
      await expect(modules.getByRole('link', { name: 'Kanban board' })).toHaveText('Kanban board')
    })

    await test.step('logout signs the user out with a toast, clears the stored session and protects the routes again', async () => {
      await open(page, '/')
      await signInViaApi(page)
      await open(page, '/dashboard')
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()

      await expect(toast(page, 'You have been logged out.')).toBeVisible()
      await expect(page).toHaveURL(/\/login$/)
      expect(await readStorage(page, ['access_token', 'refresh_token', 'user', 'auth-storage'])).toEqual({
        access_token: null,
        refresh_token: null,
        user: null,
        'auth-storage': null,
      })
      await open(page, '/')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
      await page.goto('/dashboard')
      await expect(page).toHaveURL(/\/login$/)
    })

    await test.step('a guest sees login and sign-up links, a signed-in user the dashboard, their name and logout', async () => {
      await open(page, '/')
      const header = page.getByRole('banner')
      await expect(header.getByRole('link', { name: 'QA Playground home' })).toHaveAttribute('href', '/')
      await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible()
      await expect(header.getByRole('link', { name: 'User guide' })).toHaveAttribute('href', '/guide')
      await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
      await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
      await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
      await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0)

      await signInViaApi(page)
      await page.reload()
      const profile = header.getByRole('link', { name: 'Profile: Demo User' })
      await expect(profile).toHaveText('Demo User')
      await expect(profile).toHaveAttribute('href', '/profile')
      await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
      await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible()
      await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)
      await expect(header.getByRole('link', { name: 'Sign up' })).toHaveCount(0)

      await header.getByRole('link', { name: 'Dashboard' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
    })
  })

  test('guest navigation: the scroll reset on a route change, a failed page chunk and its retry, the locked QA hub and its login', async ({ page, context }) => {
    await test.step('a route change scrolls to the top', async () => {
      await open(page, '/privacy')
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
      const footerTerms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' })
      await footerTerms.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
      await footerTerms.click()
      await expect(page).toHaveURL(/\/terms$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    await test.step('a page chunk that fails to load shows the error page, and retry recovers', async () => {
      await open(page, '/')
      // The sandbox's service worker fetches the page's requests itself, and page.route does not see
      // requests a service worker makes; context.route does.
      const chunk = '**/assets/about-page-*.js'
      await context.route(chunk, (route) => route.abort())
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click()
      const errorPage = page.getByTestId('error-page')
      await expect(errorPage.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      const retry = errorPage.getByRole('button', { name: 'Try again' })
      await expect(retry).toBeVisible()

      await context.unroute(chunk)
      await retry.click()
      await expect(page.getByRole('heading', { level: 1, name: 'About QA Playground' })).toBeVisible()
      await expect(page.getByTestId('error-page')).toHaveCount(0)
      await expect(page).toHaveURL(/\/about$/)
    })

    await test.step('the locked QA hub shows the login-required tooltip, sends a guest to /login with the notice, and to /qa after login', async () => {
      await open(page, '/about')
      const nav = page.getByRole('navigation', { name: 'Main navigation' })
      await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
      const hub = nav.getByRole('link', { name: 'QA Testing Hub (login required)' })
      const tooltip = page.getByRole('tooltip', { name: 'Login required to access QA Testing Playground' })
      await expect(tooltip).toBeHidden()
      await hub.hover()
      await expect(tooltip).toBeVisible()
      await expect(hub).toHaveAccessibleDescription('Login required to access QA Testing Playground')

      await hub.click()
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByTestId('login-playground-notice')).toHaveText('Login required to access QA Testing Playground')
      await loginViaForm(page)
      await expect(page).toHaveURL(/\/qa$/)
      await expect(page.getByRole('heading', { level: 1, name: 'QA Testing Hub' })).toBeVisible()
      // Signed in: a plain link, no lock.
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'QA Testing Hub' })).toHaveAttribute('aria-current', 'page')
    })
  })

  test('toast placement on login and logout, then no analytics request on a guest and signed-in walk', async ({ page, context }) => {
    await test.step('toasts appear at the top right, below the header, and leave its controls usable', async () => {
      await open(page, '/login')
      await loginViaForm(page)
      const welcome = toast(page, 'Login successful. Welcome back!')
      await expect(welcome).toBeVisible()
      const viewport = page.viewportSize()!
      const header = (await page.getByRole('banner').boundingBox())!
      // The toast may still slide in: wait until it has settled near the top-right corner.
      await expect
        .poll(async () => {
          const box = (await welcome.boundingBox())!
          return {
            nearRightEdge: viewport.width - (box.x + box.width) <= 32,
            inRightHalf: box.x > viewport.width / 2,
            belowHeader: box.y >= header.y + header.height,
            nearTop: box.y < header.y + header.height + 48,
          }
        })
        .toEqual({ nearRightEdge: true, inRightHalf: true, belowHeader: true, nearTop: true })
      // The header's account controls are not covered while the toast shows.
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
      await expect(toast(page, 'You have been logged out.')).toBeVisible()
    })

    await test.step('no analytics request is ever made', async () => {
      const analytics: string[] = []
      context.on('request', (r) => {
        if (/googletagmanager|google-analytics|analytics\.google/.test(r.url())) analytics.push(r.url())
      })
      await open(page, '/')
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'About QA Playground' })).toBeVisible()
      await page.goto('/login')
      await loginViaForm(page)
      await expect(page).toHaveURL(/\/dashboard$/)
      await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Posts' }).click()
      await expect(page).toHaveURL(/\/posts$/)
      expect(await page.evaluate(() => ({ dataLayer: 'dataLayer' in window, gtag: document.querySelector('script[src*="googletagmanager"]') !== null }))).toEqual({
        dataLayer: false,
        gtag: false,
      })
      expect(analytics).toEqual([])
    })
  })
})

