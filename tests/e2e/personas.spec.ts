/**
 * The personas (machines/shared/personas.ts) as a user meets them: the locked
 * account's own message (en and ko), the slow account's 3 s answers, the problem user's doubled
 * total and broken images, the error user's translated server error, the visual user's shuffled
 * prices and wrong image, and the standard account unchanged on the same screens.
 */
import type { Page } from '@playwright/test'
import { RELATED_PRODUCTS, SAMPLE_PRODUCT } from '@machines/playground/shop-data'
import { PERSONAS, SLOW_PERSONA_LATENCY_MS, type PersonaSlug } from '@machines/shared/personas'
import { formatMoney } from '@/lib/money'
import { expectedFailureText, readLocale } from '../fixtures/failure-text'
import { expect, open, openSignedIn, signInWithCredentials, storedState, test } from '../fixtures/app'
import { axe } from '../fixtures/a11y'

const persona = (slug: PersonaSlug) => PERSONAS.find((p) => p.slug === slug)!
const usd = (amount: number) => formatMoney(amount, 'en')

/** Signs in through the API as a persona and opens `path` (like openSignedIn for the demo accounts). */
async function openAsPersona(page: Page, slug: PersonaSlug, path: string): Promise<void> {
  await open(page, '/about')
  await signInWithCredentials(page, persona(slug))
  await open(page, path)
}

async function loginWithDemoButton(page: Page, slug: PersonaSlug): Promise<void> {
  await page.getByTestId(`login-demo-fill-${slug}`).click()
  await page.getByTestId('login-submit-button').click()
}

test.describe('locked user', () => {
  test('the right password is refused with the locked-account message; the login page lists the personas', async ({ page }) => {
    await open(page, '/login')
    await expect(page.getByTestId('login-demo-personas').getByRole('listitem')).toHaveCount(PERSONAS.length)
    await loginWithDemoButton(page, 'locked')
    await expect(page.getByTestId('login-error-alert')).toHaveText(expectedFailureText('accountLocked', '', 'en'))
    await expect(page).toHaveURL(/\/login$/)
  })

  test.describe('in Korean and dark', () => {
    test.use({ storageState: storedState({ i18nextLng: 'ko', theme: 'dark' }) })
    test('shows the Korean locked-account message; the persona lists (login, guide) pass axe', async ({ page }) => {
      const seriousViolations = async (include: string) =>
        (await axe(page).include(include).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
      await open(page, '/login')
      await expect(page.locator('html')).toHaveClass(/dark/)
      const auth = readLocale<{ demo: { personasTitle: string } }>('ko', 'auth')
      await expect(page.getByTestId('login-demo-personas').getByRole('heading', { name: auth.demo.personasTitle })).toBeVisible()
      expect(await seriousViolations('[data-testid="login-demo-personas"]')).toEqual([])
      await loginWithDemoButton(page, 'locked')
      await expect(page.getByTestId('login-error-alert')).toHaveText(expectedFailureText('accountLocked', '', 'ko'))

      await open(page, '/guide#guide-personas')
      const guide = readLocale<{ guide: { personas: { title: string } } }>('ko', 'guide')
      await expect(page.getByRole('heading', { level: 2, name: guide.guide.personas.title })).toBeVisible()
      await expect(page.getByTestId('guide-personas').getByRole('listitem')).toHaveCount(PERSONAS.length)
      await expect(page.getByTestId('guide-persona-visual-bugs')).toContainText('shop-prices-shuffled')
      expect(await seriousViolations('[data-testid="guide-personas"]')).toEqual([])
    })
  })
})

test('slow user: the API answers 3 s late while signed in (one wait)', async ({ page, sandbox }) => {
  await open(page, '/login')
  await loginWithDemoButton(page, 'slow')
  const started = Date.now()
  // The login itself carries no token (answered at once); the next call, GET /auth/me, waits in the scenario layer.
  await sandbox.waitForPending('GET /auth/me')
  await expect(page.getByTestId('login-submit-button')).toBeDisabled()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: SLOW_PERSONA_LATENCY_MS + 7000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_PERSONA_LATENCY_MS - 500)
})

test('problem user: a doubled total, broken images and a wrong Home link in the shop', async ({ page }) => {
  await openAsPersona(page, 'problem', '/qa/ecommerce')
  await expect(page.getByTestId('shop-subtotal')).toHaveText(usd(SAMPLE_PRODUCT.price))
  await expect(page.getByTestId('shop-total')).toHaveText(usd(SAMPLE_PRODUCT.price * 2))
  const image = page.getByTestId(`shop-related-${RELATED_PRODUCTS[0]!.id}-image`)
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(0)
  await expect(page.getByTestId('shop-breadcrumb-home')).toHaveAttribute('href', '/about')
})

test('error user: adding a todo fails with the translated server error', async ({ page }) => {
  await openAsPersona(page, 'error', '/todos')
  await page.getByRole('button', { name: 'Add todo' }).click()
  await page.getByLabel('Title').fill('Will fail on the server')
  await page.getByTestId('todos-form-submit').click()
  await expect(page.getByTestId('todos-form-error')).toContainText('Failed to create todo')
  await expect(page.getByTestId('todos-form-error')).toContainText(expectedFailureText('server', '', 'en'))
  await expect(page.getByLabel('Title')).toHaveValue('Will fail on the server')
})

test('visual user: related products show each other\'s prices and the main image ignores the thumbnails', async ({ page }) => {
  await openAsPersona(page, 'visual', '/qa/ecommerce')
  const [first, second] = RELATED_PRODUCTS
  await expect(page.getByTestId(`shop-related-${first!.id}-price`)).toHaveText(usd(second!.price))
  await page.getByTestId('shop-thumbnail-side').click()
  await expect(page.getByTestId('shop-thumbnail-side')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('shop-main-image')).toHaveAttribute('data-image', 'case')
  const top = async (id: string) => (await page.getByTestId(id).boundingBox())!.y
  expect(Math.abs((await top('shop-add-to-cart-button')) - (await top('shop-buy-now-button')))).toBeGreaterThan(5)
})

test('the same view bug switched on for everyone with ?bugs= reaches the standard user (one mechanism)', async ({ page }) => {
  await openSignedIn(page, '/qa/ecommerce?bugs=shop-total-doubled')
  await expect(page.getByTestId('shop-total')).toHaveText(usd(SAMPLE_PRODUCT.price * 2))
  await page.evaluate(() => window.__sandbox!.bugs.disable())
})

test('standard user: the same shop is unchanged', async ({ page }) => {
  await openSignedIn(page, '/qa/ecommerce')
  await expect(page.getByTestId('shop-total')).toHaveText(usd(SAMPLE_PRODUCT.price))
  for (const item of RELATED_PRODUCTS) await expect(page.getByTestId(`shop-related-${item.id}-price`)).toHaveText(usd(item.price))
  await expect(page.getByTestId(`shop-related-${RELATED_PRODUCTS[0]!.id}-image`)).toHaveCount(0)
  await expect(page.getByTestId('shop-breadcrumb-home')).toHaveAttribute('href', '/')
  await page.getByTestId('shop-thumbnail-side').click()
  await expect(page.getByTestId('shop-main-image')).toHaveAttribute('data-image', 'side')
  const top = async (id: string) => (await page.getByTestId(id).boundingBox())!.y
  expect(Math.abs((await top('shop-add-to-cart-button')) - (await top('shop-buy-now-button')))).toBeLessThanOrEqual(1)
})
