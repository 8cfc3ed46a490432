/**
 * /api-docs renders the sandbox's generated OpenAPI document: the login operation is listed
 * with its body limits and demo example, the filter narrows the list, axe finds no serious or
 * critical violation (light and dark), and in Korean the page's own texts are Korean.
 */
import { expectAccessible } from '../fixtures/a11y'
import { expect, open, test } from '../fixtures/app'

test.describe('API documentation page', () => {
  test.use({ locale: 'en-US' })

  test('lists the login operation, filters, offers the download, and passes axe', async ({ page }) => {
    await open(page, '/api-docs')
    await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible()
    const login = page.getByTestId('api-docs-operation-post-auth-login')
    await expect(login).toBeVisible()
    await expect(page.getByTestId('api-docs-operation-post-auth-login-auth')).toHaveText('No auth')
    await expect(page.getByTestId('api-docs-download-link')).toHaveAttribute('download', 'openapi.json')

    await page.getByTestId('api-docs-operation-post-auth-login-summary').click()
    await expect(login).toContainText('maxLength 254')
    await expect(login).toContainText('demo@example.com')
    await expect(page.getByTestId('api-docs-operation-post-auth-login-response-422')).toContainText('HTTPValidationError')
    await expectAccessible(page, '/api-docs (light)')

    await page.getByLabel('Filter operations').fill('kanban cards move')
    await expect(page.getByTestId('api-docs-operation-post-kanban-cards-id-move')).toBeVisible()
    await expect(login).toHaveCount(0)
    await expect(page.getByTestId('api-docs-shown')).toHaveText(/^1 of \d+ shown$/)
    await page.getByLabel('Filter operations').fill('no such operation')
    await expect(page.getByTestId('api-docs-empty')).toBeVisible()
  })

  test.describe('dark theme', () => {
    test.use({ colorScheme: 'dark' })

    test('passes axe with an operation open', async ({ page }) => {
      await open(page, '/api-docs')
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      await page.getByTestId('api-docs-operation-post-auth-register-summary').click()
      await expect(page.getByTestId('api-docs-operation-post-auth-register')).toContainText('not pattern')
      await expectAccessible(page, '/api-docs (dark)')
    })
  })

  test('fits 320 px with the longest field rules open', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await open(page, '/api-docs')
    await page.getByTestId('api-docs-operation-post-auth-register-summary').click()
    await expect(page.getByTestId('api-docs-operation-post-auth-register')).toContainText('not pattern')
    const { scrollWidth, viewport } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(viewport)
  })

  test('shows a translated error with a retry when the document fails to load', async ({ page, sandbox }) => {
    await open(page, '/about')
    await sandbox.scenario('GET /openapi.json', { status: 500, times: 1 })
    await open(page, '/api-docs')
    const error = page.getByTestId('api-docs-error')
    await expect(error).toContainText('The API document could not be loaded.')
    await expect(error).not.toContainText('Internal Server Error')
    await page.getByTestId('api-docs-retry-button').click()
    await expect(page.getByTestId('api-docs-operation-post-auth-login')).toBeVisible()
    await expect(error).toHaveCount(0)
  })

  test('is reached from the guide', async ({ page }) => {
    await open(page, '/guide')
    await page.getByTestId('guide-api-docs-link').click()
    await expect(page).toHaveURL(/\/api-docs$/)
    await expect(page.getByTestId('api-docs-operation-get-auth-me')).toBeVisible()
  })
})

test.describe('API documentation page (Korean)', () => {
  test.use({ locale: 'ko-KR' })

  test('shows its own texts and the document\'s in Korean, and filters by a Korean summary', async ({ page }) => {
    await open(page, '/api-docs')
    await expect(page.getByRole('heading', { level: 1, name: 'API 문서' })).toBeVisible()
    await expect(page.getByTestId('api-docs-download-link')).toHaveText('openapi.json 내려받기')
    await expect(page.getByLabel('작업 필터')).toBeVisible()
    await expect(page.getByTestId('api-docs-operation-post-auth-login-auth')).toHaveText('인증 없음')
    // The document's texts: the tag's description and an operation's summary, marked as Korean.
    await expect(page.getByTestId('api-docs-tag-auth')).toContainText('로그인, 토큰, 로그아웃, 약관 동의.')
    const summary = page.getByTestId('api-docs-operation-get-auth-me-summary').locator('[lang="ko"]')
    await expect(summary).toHaveText('로그인한 사용자')
    await page.getByLabel('작업 필터').fill('로그인한 사용자')
    await expect(page.getByTestId('api-docs-operation-get-auth-me')).toBeVisible()
    await expect(page.getByTestId('api-docs-operation-post-auth-login')).toHaveCount(0)
  })
})
