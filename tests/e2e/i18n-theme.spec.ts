/**
 * Language and theme (docs/spec/1-shell-and-accounts.md §1, §4): detection order stored i18nextLng → ?lng= → browser → en;
 * switching applies at once, sets <html lang> and is stored; the theme is applied before the
 * app renders (stored value, else the system preference) and the toggle switches it at once.
 */
import type { Page } from '@playwright/test'
import { expect, open, readStorage, storedState, test } from '../fixtures/app'

/** What the guest's header reads in each language. */
const LOGIN_LINK = { en: 'Log in', ko: '로그인' } as const

async function expectLanguage(page: Page, lang: 'en' | 'ko') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByRole('banner').getByRole('link', { name: LOGIN_LINK[lang], exact: true })).toBeVisible()
  await expect(page.getByRole('combobox', { name: lang === 'ko' ? '언어' : 'Language' })).toHaveValue(lang)
}

test.describe('language detection order', () => {
  test.describe('stored i18nextLng beats ?lng=', () => {
    test.use({ locale: 'en-US', storageState: storedState({ i18nextLng: 'ko' }) })
    test('stored ko, ?lng=en → Korean', async ({ page }) => {
      await open(page, '/?lng=en')
      await expectLanguage(page, 'ko')
    })
  })

  test.describe('stored en beats ?lng=ko and a Korean browser', () => {
    test.use({ locale: 'ko-KR', storageState: storedState({ i18nextLng: 'en' }) })
    test('stored en, ?lng=ko → English', async ({ page }) => {
      await open(page, '/?lng=ko')
      await expectLanguage(page, 'en')
    })
  })

  test.describe('?lng= beats the browser language', () => {
    test.use({ locale: 'ko-KR' })
    test('Korean browser, ?lng=en → English', async ({ page }) => {
      await open(page, '/about?lng=en')
      await expectLanguage(page, 'en')
      await expect(page.getByRole('heading', { level: 1, name: 'About QA Playground' })).toBeVisible()
    })
  })

  test.describe('?lng=ko beats an English browser', () => {
    test.use({ locale: 'en-US' })
    test('English browser, ?lng=ko → Korean', async ({ page }) => {
      await open(page, '/?lng=ko')
      await expectLanguage(page, 'ko')
    })
  })

  test.describe('the browser language beats the fallback', () => {
    test.use({ locale: 'ko-KR' })
    test('Korean browser → Korean', async ({ page }) => {
      await open(page, '/about')
      await expectLanguage(page, 'ko')
      await expect(page.getByRole('heading', { level: 1, name: 'QA Playground 소개' })).toBeVisible()
    })
  })

  test.describe('an unsupported browser language falls back to English', () => {
    test.use({ locale: 'fr-FR' })
    test('French browser → English', async ({ page }) => {
      await open(page, '/')
      await expectLanguage(page, 'en')
    })
  })
})

test.describe('language switch', () => {
  test.use({ locale: 'en-US' })

  test('the header select applies at once and survives a reload; the login page has its own language select', async ({ page }) => {
    await test.step('the header select applies at once, sets <html lang>, is stored and survives a reload', async () => {
      await open(page, '/about')
      await expectLanguage(page, 'en')
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ko')

      await expectLanguage(page, 'ko')
      await expect(page.getByRole('heading', { level: 1, name: 'QA Playground 소개' })).toBeVisible()
      await expect(page.getByRole('contentinfo').getByRole('link', { name: '개인정보 처리방침' })).toBeVisible()
      await expect(page).toHaveTitle('소개 · QA Playground')
      expect(await readStorage(page, ['i18nextLng', 'language'])).toEqual({ i18nextLng: 'ko', language: 'ko' })

      await page.reload()
      await expectLanguage(page, 'ko')
      await expect(page.getByRole('heading', { level: 1, name: 'QA Playground 소개' })).toBeVisible()

      await page.getByRole('combobox', { name: '언어' }).selectOption('en')
      await expectLanguage(page, 'en')
      expect(await readStorage(page, ['i18nextLng', 'language'])).toEqual({ i18nextLng: 'en', language: 'en' })
    })

    await test.step('the login page has its own language select', async () => {
      await open(page, '/login')
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ko')
      await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible()
      await expect(page.getByRole('textbox', { name: '이메일' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    })
  })
})

/** Records <html>'s classes at DOMContentLoaded, before the app's asynchronous boot renders anything. */
async function recordThemeAtDomContentLoaded(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { __atDcl: unknown }).__atDcl = {
        classes: document.documentElement.className,
        booting: document.querySelector('[data-testid="app-loading"]') !== null,
        bootLabel: document.querySelector('[data-testid="app-loading"]')?.textContent?.trim() ?? null,
      }
    })
  })
}

async function themeAtDomContentLoaded(page: Page, url = '/') {
  await recordThemeAtDomContentLoaded(page)
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  return page.evaluate(() => (window as unknown as { __atDcl: { classes: string; booting: boolean; bootLabel: string | null } }).__atDcl)
}

test.describe('theme before first paint', () => {
  test.describe('stored dark', () => {
    test.use({ colorScheme: 'light', storageState: storedState({ theme: 'dark' }) })
    test('<html> is dark at DOMContentLoaded, before the app renders, and stays dark', async ({ page }) => {
      const atDcl = await themeAtDomContentLoaded(page)
      expect(atDcl).toEqual({ classes: expect.stringMatching(/\bdark\b/), booting: true, bootLabel: 'Loading QA Playground…' })
      expect(atDcl.classes).not.toMatch(/\blight\b/)
      await open(page, '/')
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
    })
  })

  test.describe('system dark, nothing stored', () => {
    test.use({ colorScheme: 'dark' })
    test('<html> is dark', async ({ page }) => {
      const atDcl = await themeAtDomContentLoaded(page)
      expect(atDcl.classes).toMatch(/\bdark\b/)
      await open(page, '/')
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      await expect(page.locator('html')).not.toHaveClass(/\blight\b/)
    })
  })

  test.describe('stored light beats a dark system', () => {
    test.use({ colorScheme: 'dark', storageState: storedState({ theme: 'light' }) })
    test('<html> is light', async ({ page }) => {
      const atDcl = await themeAtDomContentLoaded(page)
      expect(atDcl.classes).toMatch(/\blight\b/)
      await open(page, '/')
      await expect(page.locator('html')).toHaveClass(/\blight\b/)
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    })
  })
})

test.describe('theme toggle', () => {
  test.use({ colorScheme: 'light' })

  // A first visit with nothing stored (system light), then the toggle on the page it opened.
  test('system light, nothing stored: <html> is light before first paint; the toggle switches the class and the colours at once, stores `theme`, and survives a reload', async ({ page }) => {
    await test.step('theme before first paint › system light, nothing stored › <html> is light', async () => {
      const atDcl = await themeAtDomContentLoaded(page)
      expect(atDcl.classes).toMatch(/\blight\b/)
      await open(page, '/')
      await expect(page.locator('html')).toHaveClass(/\blight\b/)
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    })

    await test.step('switches the class and the colours at once, stores `theme`, and survives a reload', async () => {
      const html = page.locator('html')
      await expect(html).toHaveClass(/\blight\b/)
      const headerBackground = () => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor)
      const lightBackground = await headerBackground()

      await page.getByRole('button', { name: 'Switch to dark theme' }).click()
      await expect(html).toHaveClass(/\bdark\b/)
      await expect(html).not.toHaveClass(/\blight\b/)
      await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
      await expect.poll(headerBackground).not.toBe(lightBackground)
      expect((await readStorage(page, ['theme'])).theme).toBe('dark')

      await page.reload()
      await expect(html).toHaveClass(/\bdark\b/)
      await page.getByRole('button', { name: 'Switch to light theme' }).click()
      await expect(html).toHaveClass(/\blight\b/)
      expect((await readStorage(page, ['theme'])).theme).toBe('light')
    })
  })
})

test.describe('Korean with the dark theme', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko', theme: 'dark' }) })

  test('the boot placeholder is Korean and dark, then the login page renders', async ({ page }) => {
    const atDcl = await themeAtDomContentLoaded(page, '/login')
    expect(atDcl).toEqual({ classes: expect.stringMatching(/\bdark\b/), booting: true, bootLabel: 'QA Playground를 불러오는 중…' })
    await open(page, '/login')
    await expect(page).toHaveTitle('로그인 · QA Playground')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: '이메일' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: '비밀번호' })).toBeVisible()
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: '라이트 테마로 전환' })).toBeVisible()
  })
})
