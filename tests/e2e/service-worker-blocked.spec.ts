/**
 * When the browser blocks service workers (here Playwright's own `serviceWorkers: 'block'`), the
 * sandbox cannot start: the app explains why in the reader's language and links to network mode
 * and to ?sandbox=0, instead of dying with an MSW error.
 */
import { expect, test } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'

test.use({ serviceWorkers: 'block' })

test('explains that the sandbox needs a service worker and links to network mode and ?sandbox=0', async ({ page }) => {
  await page.goto('/todos?lng=en')
  const explanation = page.getByTestId('sandbox-unavailable')
  await expect(explanation.getByRole('heading', { level: 1 })).toHaveText('The sandbox needs a service worker')
  await expect(explanation).toContainText("Playwright's serviceWorkers: 'block'")
  await expect(page.getByTestId('sandbox-unavailable-command')).toHaveText('npm run start:network')
  await expect(page.getByRole('link', { name: 'Open network mode on http://localhost:8080' })).toHaveAttribute('href', 'http://localhost:8080/todos?lng=en')
  const noSandbox = page.getByRole('link', { name: 'Open this page with ?sandbox=0' })
  await expect(noSandbox).toHaveAttribute('href', /\/todos\?lng=en&sandbox=0$/)
  await expect(page.getByTestId('sandbox-unavailable-reload-button')).toBeEnabled()
  await expectAccessible(page, 'service worker blocked (en)')
})

test('says it in Korean too', async ({ page }) => {
  await page.goto('/?lng=ko')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('샌드박스에는 서비스 워커가 필요합니다')
  await expect(page.getByRole('link', { name: 'http://localhost:8080 에서 네트워크 모드 열기' })).toBeVisible()
  await expect(page.getByRole('link', { name: '이 페이지를 ?sandbox=0 으로 열기' })).toBeVisible()
})
