/**
 * The shell on every screen: no route scrolls sideways at 320, 390 (tests/visual/) or 768 px; no
 * control is covered when a WebDriver scrolls it to the top edge of the viewport (ChromeDriver
 * aligns a clicked element to the top: a sticky header used to cover it; the page's controls and
 * the testing guide's, which sits outside main); under 768 px the
 * header's links, language, theme, account actions and the sidebar fold into one menu button
 * with a drawer. Public routes are visited as a guest, protected ones signed in as the demo user.
 * The same visits check that no raw translation key shows (tests/fixtures/raw-keys.ts): in
 * English at 320 px here, in both languages at 390 px in the visual tests (tests/visual/), which open
 * every route at that width anyway (the en and ko key sets are identical, tests/unit).
 */
import type { Page } from '@playwright/test'
import { expect, open, signInViaApi, storedState, test } from '../fixtures/app'
import { checkGuideLandmark, checkGuideOrder, WITH_GUIDE } from '../fixtures/guide-landmark'
import { coveredControls, overflow } from '../fixtures/layout'
import { rawKeys } from '../fixtures/raw-keys'
import { GUEST_PATHS, SIGNED_IN_PATHS, visit } from '../fixtures/routes'

test.describe.configure({ mode: 'parallel' })

/** The language each width is swept in, and whether that sweep checks for raw translation keys. */
const SWEEPS = [
  { width: 320, language: 'en', keys: true },
  // 390 px: the visual tests (tests/visual/) open every route there, in English light and Korean dark, and check the same.
  { width: 768, language: 'en', keys: false },
] as const

/**
 * The checks of one route at one width; true when the screen has a testing guide. The guide's place
 * (tests/fixtures/guide-landmark.ts) is checked in the same visits: its landmark at 768 px, its order
 * after the page at 320 px.
 */
async function checkRoute(page: Page, path: string, how: 'load' | 'link', width: number, language: string, keys: boolean): Promise<boolean> {
  await visit(page, path, how)
  const o = await overflow(page)
  expect(o.scrollWidth, `${path} at ${width} px: ${o.past.join(', ')}`).toBeLessThanOrEqual(o.viewport)
  expect(await coveredControls(page), `${path}: controls covered after scrolling them to the top`).toEqual([])
  const guide = width === 320 ? await checkGuideOrder(page, path) : await checkGuideLandmark(page, path)
  if (!keys) return guide
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  expect(await rawKeys(page), `${path} (${language}): raw translation keys`).toEqual([])
  return guide
}

/**
 * Sweeps the paths: the first one loaded, the others reached as the app's links reach them (one app start per
 * sweep); every screen of WITH_GUIDE among them must have shown its guide.
 */
async function sweep(page: Page, paths: readonly string[], width: number, language: string, keys: boolean) {
  const found: string[] = []
  for (const [i, path] of paths.entries())
    await test.step(path, async () => void ((await checkRoute(page, path, i === 0 ? 'load' : 'link', width, language, keys)) && found.push(path)))
  expect(found).toEqual(expect.arrayContaining(WITH_GUIDE.filter((p) => paths.includes(p))))
}

for (const { width, language, keys } of SWEEPS) {
  test.describe(`at ${width} px (${language})`, () => {
    test.use({ viewport: { width, height: 800 }, storageState: storedState({ i18nextLng: language, language }) })

    test(`no route scrolls sideways and no control is covered at its top-aligned position (guest routes)`, async ({ page }) => {
      test.setTimeout(150_000) // every public screen, the /learn pages among them
      await sweep(page, GUEST_PATHS, width, language, keys)
    })

    test(`no route scrolls sideways and no control is covered at its top-aligned position (signed-in routes)`, async ({ page }) => {
      test.setTimeout(150_000) // 20 screens, each waiting for its data
      await open(page, '/about')
      await signInViaApi(page)
      await sweep(page, SIGNED_IN_PATHS, width, language, keys)
    })
  })
}

test.describe('desktop', () => {
  test('the header scrolls away with the page, and no control is covered at its top-aligned position', async ({ page }) => {
    await open(page, '/about')
    await signInViaApi(page)
    for (const [i, path] of ['/guide', '/dashboard', '/playground', '/qa/banking', '/qa/booking', '/qa/social', '/qa/ecommerce'].entries()) {
      await test.step(path, async () => {
        await visit(page, path, i === 0 ? 'load' : 'link')
        expect(await coveredControls(page), `${path}: controls covered after scrolling them to the top`).toEqual([])
      })
    }
    await visit(page, '/guide')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(page.getByRole('banner')).not.toBeInViewport()
    // The desktop header shows its controls; the phone menu button is not shown.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.getByTestId('header-theme-toggle')).toBeVisible()
    await expect(page.getByTestId('header-menu-button')).toBeHidden()
    await expect(page.getByTestId('sidebar')).toBeHidden() // /guide has no sidebar
    await visit(page, '/dashboard')
    await expect(page.getByTestId('sidebar')).toBeVisible()
  })
})

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a guest opens the menu: links, language and theme switch from it, Escape and the close button close it', async ({ page }) => {
    await open(page, '/about')
    const header = page.getByRole('banner')
    // The desktop controls are folded away; one menu button remains.
    for (const id of ['top-nav', 'header-guide-link', 'header-language-select', 'header-theme-toggle', 'header-login-link', 'header-signup-link']) {
      await expect(page.getByTestId(id)).toBeHidden()
    }
    const button = header.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('data-testid', 'header-menu-button')
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await button.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer).toHaveAttribute('data-testid', 'header-menu-drawer')
    // The open modal drawer hides the rest of the page from assistive technology: find the button by its test id.
    await expect(page.getByTestId('header-menu-button')).toHaveAttribute('aria-expanded', 'true')
    const nav = drawer.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'QA Testing Hub (login required)' })).toHaveAttribute('href', '/login')
    await expect(nav.getByRole('link', { name: 'User guide' })).toHaveAttribute('href', '/guide')
    await expect(drawer.getByTestId('header-menu-login-link')).toHaveAttribute('href', '/login')
    await expect(drawer.getByTestId('header-menu-signup-link')).toHaveAttribute('href', '/signup')
    await expect(drawer.getByRole('navigation', { name: 'Modules' })).toHaveCount(0)
    await expect(drawer.getByTestId('header-menu-logout-button')).toHaveCount(0)

    // Theme: applies at once, and the drawer stays open.
    const html = page.locator('html')
    const dark = (await html.getAttribute('class'))?.includes('dark') ?? false
    await drawer.getByTestId('header-menu-theme-toggle').click()
    await expect(html).toHaveClass(dark ? /\blight\b/ : /\bdark\b/)
    await expect(drawer.getByTestId('header-menu-theme-toggle')).toHaveText(dark ? 'Switch to dark theme' : 'Switch to light theme')

    // Language: the drawer and the page switch to Korean at once.
    await drawer.getByTestId('header-menu-language-select').selectOption('ko')
    await expect(html).toHaveAttribute('lang', 'ko')
    const drawerKo = page.getByRole('dialog', { name: '메뉴' })
    await expect(drawerKo.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '소개' })).toBeVisible()
    // (The page behind the modal drawer is hidden from the accessibility tree: read it by CSS.)
    await expect(page.locator('main h1')).toHaveText('QA Playground 소개')
    await drawerKo.getByTestId('header-menu-language-select').selectOption('en')
    await expect(html).toHaveAttribute('lang', 'en')

    // Escape closes it and gives the focus back to the menu button.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()

    await button.click()
    await page.getByTestId('header-menu-close-button').click()
    await expect(drawer).toBeHidden()

    // A link navigates and closes the drawer.
    await button.click()
    await drawer.getByRole('link', { name: 'User guide' }).click()
    await expect(page).toHaveURL(/\/guide$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'QA Playground user guide' })).toBeVisible()
  })

  test('signed in, the menu holds the modules of the sidebar and the account actions', async ({ page }) => {
    await open(page, '/about')
    await signInViaApi(page)
    await open(page, '/todos')
    await expect(page.getByTestId('sidebar')).toBeHidden()
    await page.getByTestId('header-menu-button').click()
    const drawer = page.getByTestId('header-menu-drawer')
    const modules = drawer.getByRole('navigation', { name: 'Modules' })
    for (const name of ['Overview', 'Posts', 'Todos', 'Calendar', 'Kanban board', 'Chat', 'Settings']) {
      await expect(modules.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(modules.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page')
    await expect(drawer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'QA Testing Hub' })).toHaveAttribute('href', '/qa')
    await expect(drawer.getByTestId('header-menu-dashboard-link')).toHaveAttribute('href', '/dashboard')
    await expect(drawer.getByRole('link', { name: 'Profile: Demo User' })).toHaveAttribute('href', '/profile')
    await expect(drawer.getByTestId('header-menu-login-link')).toHaveCount(0)

    await modules.getByTestId('header-menu-sidebar-item-kanban').click()
    await expect(page).toHaveURL(/\/kanban$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Kanban board' })).toBeVisible()

    await page.getByTestId('header-menu-button').click()
    await drawer.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a toast opens below the header and leaves the menu button usable', async ({ page }) => {
    await open(page, '/login')
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@example.com')
    await page.getByRole('textbox', { name: 'Password' }).fill('Demo1234!')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    const welcome = page.getByTestId('toast').first()
    await expect(welcome).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    const header = (await page.getByRole('banner').boundingBox())!
    await expect.poll(async () => (await welcome.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)
    await page.getByTestId('header-menu-button').click()
    await expect(page.getByTestId('header-menu-drawer')).toBeVisible()
  })
})
