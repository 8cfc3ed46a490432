/**
 * Hosted mode: the app built with VITE_API_URL=http://localhost:8000 talks to the practice API
 * server (mocks/server.ts: the sandbox handlers over real HTTP). No service worker, no sandbox
 * chunk; cross-origin calls with bearer tokens, CORS preflights, token refresh.
 * One shared server: the tests run in order and reset it first.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { appReady, loginViaForm, submitContactForm, toast } from '../fixtures/app'

const API = 'http://localhost:8000'

test.describe.configure({ mode: 'serial' })

async function control(request: APIRequestContext, action: string, data?: unknown) {
  const res = await request.post(`${API}/__sandbox/${action}`, data === undefined ? {} : { data })
  expect(res.ok()).toBe(true)
}

test.beforeEach(async ({ request }) => {
  await control(request, 'reset')
})

test('no sandbox: no badge, no service worker, no sandbox chunk', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  await page.goto('/')
  await appReady(page)
  await expect(page.getByTestId('app-header')).toBeVisible()
  await expect(page.getByTestId('header-sandbox-badge')).toHaveCount(0)
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0)
  expect(scripts.filter((u) => /\/assets\/browser-[\w-]+\.js$/.test(u))).toEqual([])
  expect(await page.evaluate(() => 'window.__sandbox' in window || window.__sandbox !== undefined)).toBe(false)
})

test('login goes to the API host with JSON, then GET /auth/me with the bearer token', async ({ page }) => {
  await page.goto('/login')
  await appReady(page)
  await expect(page.getByTestId('login-demo-accounts')).toHaveCount(0)
  const login = page.waitForRequest((r) => r.url() === `${API}/api/v1/auth/login` && r.method() === 'POST')
  const me = page.waitForRequest((r) => r.url() === `${API}/api/v1/auth/me` && r.method() === 'GET')
  await loginViaForm(page)
  expect((await login).postDataJSON()).toEqual({ email: 'demo@example.com', password: 'Demo1234!' })
  expect((await me).headers()['authorization']).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
  await expect(toast(page, 'Login successful. Welcome back!')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId('header-profile-link')).toHaveText('Demo User')
})

test('a wrong password gets the real 401 and the login-failed message', async ({ page }) => {
  await page.goto('/login')
  await appReady(page)
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  const answer = page.waitForResponse((r) => r.url() === `${API}/api/v1/auth/login`)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  const res = await answer
  expect(res.status()).toBe(401)
  expect(await res.json()).toEqual({ detail: 'Incorrect email or password' })
  await expect(page.getByTestId('login-error-alert')).toHaveText('Login failed. Please check your email and password.')
})

test('an expired access token is refreshed once over HTTP and the user stays signed in', async ({ page, request }) => {
  await page.goto('/login')
  await appReady(page)
  await loginViaForm(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await control(request, 'expire-access-tokens')
  const refreshes: string[] = []
  page.on('request', (r) => r.url() === `${API}/api/v1/auth/refresh` && r.method() === 'POST' && refreshes.push(r.url()))
  await page.reload()
  await appReady(page)
  await expect(page.getByTestId('header-profile-link')).toHaveText('Demo User')
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(refreshes).toHaveLength(1)
})

test('the contact form posts cross-origin and clears on success', async ({ page }) => {
  await page.goto('/contact')
  await appReady(page)
  await submitContactForm(page, { subject: 'Hosted mode', message: 'Sent over real HTTP.' })
  await expect(toast(page, 'Your message has been sent successfully. We will get back to you soon.')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
})

test('a server failure scenario set over HTTP reaches the page', async ({ page, request }) => {
  await control(request, 'scenario', { endpoint: 'POST /contact', scenario: { status: 503, body: { detail: 'Mail server unavailable' }, times: 1 } })
  await page.goto('/contact')
  await appReady(page)
  await submitContactForm(page, { subject: 'Hosted mode', message: 'This one fails.' })
  // The contact screen's own text and the server-error reason (a 5xx's detail is not shown raw).
  await expect(toast(page, 'Failed to send message. Please try again later.')).toContainText('The server ran into a problem. Please try again later.')
  await expect(page.getByText('Mail server unavailable')).toHaveCount(0)
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('This one fails.')
})

test('dashboard, todos and search work against the practice API server', async ({ page }) => {
  await page.goto('/login')
  await appReady(page)
  await loginViaForm(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId('dashboard-stat-todos-value')).toHaveText(/^\d+$/)
  await expect(page.getByTestId('dashboard-stat-posts-value')).toHaveText(/^\d+$/)
  await page.getByRole('link', { name: 'Add todo' }).click()
  await expect(page.getByRole('dialog', { name: 'Add todo' })).toBeVisible()
  await expect(page).toHaveURL(/\/todos$/)
  const created = page.waitForResponse((r) => r.url().startsWith(`${API}/api/v1/todos`) && r.request().method() === 'POST')
  await page.getByLabel('Title').fill('Hosted todo')
  await page.getByTestId('todos-form-submit').click()
  expect((await created).status()).toBe(201)
  await expect(page.getByTestId('todos-list').locator(':scope > li').first()).toContainText('Hosted todo')
  await page.goto('/search')
  await appReady(page)
  await page.getByTestId('search-input').fill('stable')
  await page.getByTestId('search-input').press('Enter')
  await expect(page.getByTestId('search-result-count')).toHaveText('1 result for "stable"')
})

test('posts and the calendar work against the practice API server', async ({ page }) => {
  await page.goto('/login')
  await appReady(page)
  await loginViaForm(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/posts/create')
  await appReady(page)
  await page.getByTestId('post-form-title-input').fill('Hosted post title')
  await page.getByTestId('post-form-content-input').fill('Written against the practice API server.')
  await page.getByTestId('post-form-tag-input').fill('hosted')
  await page.getByTestId('post-form-tag-input').press('Enter')
  const created = page.waitForResponse((r) => r.url().startsWith(`${API}/api/v1/posts`) && r.request().method() === 'POST')
  await page.getByTestId('post-form-submit-button').click()
  expect((await created).status()).toBe(201)
  await expect(page.getByTestId('post-detail-title')).toHaveText('Hosted post title')
  const commented = page.waitForResponse((r) => r.url() === `${API}/api/v1/comments/` && r.request().method() === 'POST')
  await page.getByTestId('post-detail-comment-input').fill('First comment over HTTP')
  await page.getByTestId('post-detail-comment-submit').click()
  expect((await commented).status()).toBe(201)
  await expect(page.getByTestId('post-detail-comments')).toContainText('First comment over HTTP')
  await page.goto('/calendar')
  await appReady(page)
  await expect(page.getByTestId('calendar-grid')).toBeVisible()
  await expect(page.locator('[data-testid^="calendar-event-"]').first()).toBeVisible()
})

test('the kanban board and the chat work against the practice API server', async ({ page }) => {
  await page.goto('/login')
  await appReady(page)
  await loginViaForm(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  // First visit: auto-setup creates the board and its 4 columns over HTTP.
  const columnsMade = page.waitForResponse((r) => /\/api\/v1\/kanban\/boards\/\d+\/columns$/.test(r.url()) && r.request().method() === 'POST')
  await page.goto('/kanban')
  await appReady(page)
  expect((await columnsMade).status()).toBe(201)
  await expect(page.getByTestId('kanban-page')).toHaveAttribute('data-state', /ready/)
  await expect(page.getByTestId('kanban-board-title')).toHaveText('My Kanban Board')
  const titles = page.locator('[data-testid^="kanban-column-title-"]')
  await expect(titles).toHaveText(['To Do', 'In Progress', 'Review', 'Done'])
  const firstColumn = (await titles.first().getAttribute('data-testid'))!.replace('kanban-column-title-', '')
  await page.getByTestId(`kanban-add-card-button-${firstColumn}`).click()
  await page.getByTestId('kanban-form-title-input').fill('Hosted card')
  const created = page.waitForResponse((r) => r.url().startsWith(`${API}/api/v1/kanban/columns/`) && r.request().method() === 'POST')
  await page.getByTestId('kanban-form-submit-button').click()
  expect((await created).status()).toBe(201)
  const card = page.locator('[data-testid^="kanban-card-title-"]')
  await expect(card).toHaveText(['Hosted card'])
  const id = (await card.getAttribute('data-testid'))!.replace('kanban-card-title-', '')
  // A keyboard move one column right: the optimistic move, then the server's answer.
  const moved = page.waitForResponse((r) => r.url() === `${API}/api/v1/kanban/cards/${id}/move` && r.request().method() === 'POST')
  await page.getByTestId(`kanban-card-handle-${id}`).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
  expect((await moved).status()).toBe(200)
  await expect(page.locator('[data-testid^="kanban-column-count-"]')).toHaveText(['0 tasks', '1 task', '0 tasks', '0 tasks'])

  // The chat is local to the browser: it works the same without the sandbox.
  await page.goto('/chat')
  await appReady(page)
  await page.getByTestId('chat-message-input').fill('Hello from hosted mode')
  await page.getByTestId('chat-message-input').press('Enter')
  await expect(page.getByTestId('chat-message-1-text')).toHaveText('Hello from hosted mode')
  await expect(page.getByTestId('chat-message-2-text')).toHaveText('Thanks! I will take a look.', { timeout: 5000 })
})
