/**
 * The progress record on the practice server (network mode): it follows the ACCOUNT, not the
 * browser. A learner signed in in one browser context makes an API call with Playwright's
 * `request` (their own X-Sandbox-Session data set); a second browser context (another cookie,
 * another data set) signed in to the same account sees the ticks on /learn and the dashboard.
 */
import { expect, test, type Page } from '@playwright/test'

async function logIn(page: Page) {
  await page.goto('/login?lng=en')
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Login successful. Welcome back!')).toBeVisible()
}

test('progress made in one browser is seen from a second browser signed in to the same account', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const session = `learn-${Date.now()}`
  const headers = { 'X-Sandbox-Session': session }
  // A clean record for the account (other runs may have left ticks on this server).
  const login = await request.post('/api/v1/auth/login', { headers, data: { email: 'demo@example.com', password: 'Demo1234!' } })
  expect(login.status()).toBe(200)
  const { access_token: token } = (await login.json()) as { access_token: string }
  const auth = { ...headers, Authorization: `Bearer ${token}` }
  expect((await request.delete('/api/v1/progress', { headers: auth })).status()).toBe(200)

  // The learner's own API calls, in their own data set: a todo with a due date, a 422 from POST /posts/.
  expect((await request.post('/api/v1/todos/', { headers: auth, data: { title: 'Network mode: due date', due_date: '2030-05-01' } })).status()).toBe(201)
  const refused = await request.post('/api/v1/posts/', { headers: auth, data: { title: 'x' } })
  expect(refused.status()).toBe(422)
  expect(((await refused.json()) as { detail: Array<{ loc: unknown[] }> }).detail[0]!.loc[0]).toBe('body')

  // A second browser (a new context: another cookie, so another data set) signed in to the same account.
  const second = await browser.newContext()
  const page = await second.newPage()
  await logIn(page)
  await page.goto('/learn')
  await expect(page.getByTestId('learn-page')).toHaveAttribute('data-busy', 'false', { timeout: 30_000 })
  // The post list the dashboard or /learn loaded in network mode counts too (the app's own load, in network mode).
  await expect(page.getByTestId('learn-overall')).toHaveText(/^\d+ of 63 tasks done$/)
  await page.goto('/learn/first-steps/first-test')
  await expect(page.getByTestId('learn-lesson-page')).toHaveAttribute('data-busy', 'false', { timeout: 30_000 })
  await expect(page.getByTestId('learn-task-create-todo-with-due-date')).toHaveAttribute('data-done', 'true', { timeout: 20_000 })
  await page.goto('/learn/network-api/validation-errors')
  await expect(page.getByTestId('learn-lesson-page')).toHaveAttribute('data-busy', 'false', { timeout: 30_000 })
  await expect(page.getByTestId('learn-task-post-422-loc')).toHaveAttribute('data-done', 'true', { timeout: 20_000 })
  await expect(page.getByTestId('learn-task-calendar-422')).toHaveAttribute('data-done', 'false')
  await page.goto('/learn/network-api/network-mode')
  await expect(page.getByTestId('learn-lesson-page')).toHaveAttribute('data-busy', 'false', { timeout: 30_000 })
  await expect(page.getByTestId('learn-task-own-session-header')).toHaveAttribute('data-done', 'true', { timeout: 20_000 })
  await page.goto('/dashboard')
  await expect(page.getByTestId('dashboard-learn-recent-create-todo-with-due-date')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('dashboard-learn-recent-post-422-loc')).toBeVisible()

  // The todo itself stayed in the first data set: this browser's data set does not have it.
  const mine = await page.evaluate(async () => {
    const res = await fetch('/api/v1/todos/?search=Network%20mode', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } })
    return ((await res.json()) as { total: number }).total
  })
  expect(mine).toBe(0)
  await second.close()
  await request.delete('/__sandbox/session', { headers })
})
