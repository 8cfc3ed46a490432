/**
 * Static pages as a guest: home, about, privacy, terms and the user guide, in English and Korean.
 * Every test starts in a fresh browser context, so no stored language or session leaks between them.
 */
import { expect, open, signInViaApi, test } from '../fixtures/app'

test.describe('static pages (guest, English)', () => {
  test.use({ locale: 'en-US' })

  test('home shows the hero, the login-required notice with login and sign-up, the features and the CTA', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'QA Playground' })).toBeVisible()
    await expect(page.getByTestId('home-hero')).toBeVisible()

    const notice = page.getByTestId('home-guest-notice')
    await expect(notice).toContainText('Login required to access QA Testing Playground')
    await expect(notice.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(notice.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup')
    await expect(page.getByTestId('home-login-button')).toBeVisible()
    await expect(page.getByTestId('home-signup-button')).toBeVisible()
    await expect(page.getByTestId('home-qa-hub-button')).toHaveCount(0)

    for (const slug of ['playground', 'ecommerce', 'banking', 'social', 'booking']) {
      await expect(page.getByTestId(`home-scenario-${slug}`)).toBeVisible()
    }
    for (const slug of ['tutorials', 'automation', 'progress']) {
      await expect(page.getByTestId(`home-feature-card-${slug}`)).toBeVisible()
    }
    await expect(page.getByTestId('home-cta')).toBeVisible()
  })

  test('about shows mission, features and contact, and its sign-up link leads to /signup', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About QA Playground' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible()
    for (const slug of ['learning', 'community', 'tasks', 'progress']) {
      await expect(page.getByTestId(`about-feature-card-${slug}`)).toBeVisible()
    }
    await expect(page.getByTestId('about-qa-link')).toHaveAttribute('href', '/qa')
    await expect(page.getByTestId('about-contact-email')).toHaveAttribute('href', 'mailto:support@example.com')

    await page.getByRole('link', { name: 'Create a free account' }).click()
    await expect(page).toHaveURL(/\/signup$/)
  })

  test('privacy policy has 8 sections, the notice and the last-updated line; the contents link jumps to a section', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.locator('[data-testid^="privacy-section-"]')).toHaveCount(8)
    await expect(page.getByTestId('privacy-content').getByRole('heading', { level: 2 })).toHaveCount(8)
    await expect(page.getByTestId('privacy-educational-notice')).toContainText('do not enter real personal data')
    await expect(page.getByTestId('privacy-last-updated').locator('time')).toHaveAttribute('datetime', '2026-11-01')

    await page.getByTestId('privacy-toc-link-5').click()
    await expect(page).toHaveURL(/\/privacy#privacy-cookies-and-analytics$/)
    await expect(page.getByTestId('privacy-section-5')).toBeInViewport()
  })

  test('terms of service has 11 sections, the notice and the last-updated line', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    await expect(page.locator('[data-testid^="terms-section-"]')).toHaveCount(11)
    await expect(page.getByTestId('terms-content').getByRole('heading', { level: 2 })).toHaveCount(11)
    await expect(page.getByTestId('terms-educational-notice')).toContainText('do not enter real personal data')
    await expect(page.getByTestId('terms-last-updated').locator('time')).toHaveAttribute('datetime', '2026-11-01')
  })

  test('guide lists scenarios, demo accounts and API docs, and its feedback link goes to /contact', async ({ page }) => {
    await page.goto('/guide')
    await expect(page.getByRole('heading', { level: 1, name: 'QA Playground user guide' })).toBeVisible()
    await expect(page.getByTestId('guide-scenario-banking-link')).toHaveAttribute('href', '/qa/banking')
    await expect(page.getByTestId('guide-demo-account-demo')).toContainText('demo@example.com')
    await expect(page.getByTestId('guide-api-docs-link').or(page.getByTestId('guide-api-sandbox-note'))).toBeVisible()
    await expect(page.getByTestId('guide-education-notice')).toBeVisible()
    // The everyday modules' test ids, per screen, as their testing guides list them.
    await expect(page.getByTestId('guide-module-ids-todos')).toContainText('Todos')
    await expect(page.getByTestId('guide-module-ids-todos-list')).toContainText('todos-add-button')
    await expect(page.getByTestId('guide-module-ids-kanban-list')).toContainText('kanban-board')

    await page.getByTestId('guide-feedback-link').click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('static pages (guest, Korean)', () => {
  test.use({ locale: 'ko-KR' })

  test('about and privacy render their Korean headings', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'QA Playground 소개' })).toBeVisible()
    await expect(page.getByRole('link', { name: '무료 계정 만들기' })).toHaveAttribute('href', '/signup')

    await page.goto('/privacy?lng=ko')
    await expect(page.getByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeVisible()
    await expect(page.locator('[data-testid^="privacy-section-"]')).toHaveCount(8)
  })
})

test.describe('static pages (signed in)', () => {
  test('about has no sign-up link for a signed-in user, and home shows the QA hub instead of the login notice', async ({ page }) => {
    await open(page, '/')
    await signInViaApi(page)
    await open(page, '/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About QA Playground' })).toBeVisible()
    await expect(page.getByTestId('about-qa-link')).toHaveAttribute('href', '/qa')
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveCount(0)

    await open(page, '/')
    await expect(page.getByTestId('home-qa-hub-button')).toBeVisible()
    await expect(page.getByTestId('home-guest-notice')).toHaveCount(0)
  })
})
