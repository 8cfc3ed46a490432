/**
 * Network mode (npm run start:network, project "network"): the app and the practice API on one
 * origin, so the app's /api/v1 calls are real HTTP requests that page.route sees and can answer.
 * The second test is the README's "Practising network interception" example, kept working; the
 * third runs the flow of the Cypress example (examples/cypress/) with Playwright, so its contract
 * (requests, statuses, what the screen says) is checked even though Cypress cannot run here.
 */
import { expect, test, type Page } from '@playwright/test'

async function logIn(page: Page, email = 'demo@example.com', password = 'Demo1234!') {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test('the app runs in network mode: no service worker, its API calls go over HTTP to this origin', async ({ page, baseURL }) => {
  await page.goto('/login?lng=en')
  await expect(page.locator('meta[name="qa-api-mode"]')).toHaveAttribute('content', 'network')
  const login = page.waitForResponse('**/api/v1/auth/login')
  await logIn(page)
  const response = await login
  expect(response.url()).toBe(`${baseURL}/api/v1/auth/login`)
  expect(response.status()).toBe(200)
  // This browser context has a data set of its own (the cookie set with the page).
  expect(response.headers()['x-sandbox-session']).toMatch(/^[0-9a-f-]{36}$/)
  await expect(page.getByText('Login successful. Welcome back!')).toBeVisible()
  expect(await page.evaluate(() => ({ controlled: navigator.serviceWorker.controller !== null, sandbox: 'window.__sandbox' in window && window.__sandbox !== undefined }))).toEqual({
    controlled: false,
    sandbox: false,
  })
})

// README: "Practising network interception" (Playwright): the region is what the README shows.
// #region readme
test('page.route answers the login instead of the server', async ({ page }) => {
  await page.route('**/api/v1/auth/login', (route) => route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } }))
  await page.goto('/login?lng=en')
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('The server ran into a problem, so you could not be logged in. Please try again later.')).toBeVisible()
})
// #endregion

test('the Cypress example, step by step: a stubbed 401, then a spied real login and todo list', async ({ page }) => {
  // cy.intercept({ method: 'POST', pathname: '/api/v1/auth/login', times: 1 }, { statusCode: 401, body: { detail: 'Incorrect email or password' } })
  await page.route('**/api/v1/auth/login', (route) => route.fulfill({ status: 401, json: { detail: 'Incorrect email or password' } }), { times: 1 })
  await page.goto('/login?lng=en')
  await logIn(page)
  await expect(page.getByText('Login failed. Please check your email and password.')).toBeVisible()
  // cy.intercept({ method: 'POST', pathname: '/api/v1/auth/login' }).as('realLogin'), later { method: 'GET', pathname: '/api/v1/todos/' }
  const realLogin = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login') && r.request().method() === 'POST')
  await logIn(page)
  expect((await realLogin).status()).toBe(200)
  await expect(page.getByText('Login successful. Welcome back!')).toBeVisible()
  const todos = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/todos/' && r.request().method() === 'GET')
  await page.goto('/todos')
  const list = await todos
  expect(list.status()).toBe(200)
  const body = (await list.json()) as { todos: Array<{ title: string }>; total: number }
  expect(body.todos.length).toBeGreaterThan(0)
  await expect(page.getByText(body.todos[0]!.title, { exact: true }).first()).toBeVisible()
})
