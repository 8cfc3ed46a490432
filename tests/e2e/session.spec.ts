/**
 * The session (docs/spec/1-shell-and-accounts.md §4, §7, §8): an expired access token is refreshed once and the user stays
 * signed in; a refused refresh ends the session with a toast and /login (origin remembered),
 * except on /login, /signup and /forgot-password.
 */
import type { Page } from '@playwright/test'
import { expect, loginViaForm, open, readStorage, signInViaApi, submitContactForm, test, toast } from '../fixtures/app'

const SESSION_EXPIRED = 'Your session has expired. Please login again.'

function countRefreshes(page: Page) {
  const refreshes: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/auth/refresh') refreshes.push(r.url())
  })
  return refreshes
}

async function signedInWithExpiredToken(page: Page, sandbox: { expireAccessTokens(): Promise<void> }, path = '/') {
  await open(page, path)
  await signInViaApi(page)
  await sandbox.expireAccessTokens()
}

test.describe('token refresh', () => {
  test('an expired access token is refreshed exactly once and the user stays signed in', async ({ page, sandbox }) => {
    await signedInWithExpiredToken(page, sandbox)
    const before = await readStorage(page, ['access_token', 'refresh_token'])
    const refreshes = countRefreshes(page)

    await open(page, '/dashboard')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Profile: Demo User' })).toBeVisible()
    expect(refreshes).toHaveLength(1)
    const after = await readStorage(page, ['access_token', 'refresh_token'])
    expect(after.access_token).toBeTruthy()
    expect(after.access_token).not.toBe(before.access_token)
    await expect(toast(page, SESSION_EXPIRED)).toHaveCount(0)
  })

  test('a refused refresh on a protected page ends the session; logging in returns to the page', async ({ page, sandbox }) => {
    await signedInWithExpiredToken(page, sandbox)
    await sandbox.scenario('POST /auth/refresh', { status: 401 })

    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
    await expect(toast(page, SESSION_EXPIRED)).toBeVisible()
    expect(await readStorage(page, ['access_token', 'refresh_token', 'user'])).toEqual({ access_token: null, refresh_token: null, user: null })

    await loginViaForm(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('link', { name: 'Profile: Demo User' })).toBeVisible()
  })

  test('a refused refresh while sending the contact form sends the signed-in user to /login', async ({ page, sandbox }) => {
    await open(page, '/')
    await signInViaApi(page)
    await open(page, '/contact')
    await expect(page.getByRole('link', { name: 'Profile: Demo User' })).toBeVisible()
    await sandbox.expireAccessTokens()
    await sandbox.scenario('POST /auth/refresh', { status: 401 })

    await submitContactForm(page, { subject: 'Expired session', message: 'Sent with an expired token.' })

    await expect(page).toHaveURL(/\/login$/)
    await expect(toast(page, SESSION_EXPIRED)).toBeVisible()
    expect((await readStorage(page, ['access_token'])).access_token).toBeNull()
    // Back where the user was after logging in again.
    await loginViaForm(page)
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('after a refused refresh the contact form adds no raw server error to the session-expired toast', async ({ page, sandbox }) => {
    // The client rejects with a "session" error once the refresh failed; the page does not report it again.
    await open(page, '/')
    await signInViaApi(page)
    await open(page, '/contact')
    // The boot's session check has answered (the header names the user) before the tokens expire:
    // otherwise that check itself may end the session while the form is being filled.
    await expect(page.getByRole('link', { name: 'Profile: Demo User' })).toBeVisible()
    await sandbox.expireAccessTokens()
    await sandbox.scenario('POST /auth/refresh', { status: 401 })
    await submitContactForm(page, { subject: 'Expired session', message: 'Sent with an expired token.' })
    await expect(toast(page, SESSION_EXPIRED)).toBeVisible()
    // Logging in again takes a round trip: any toast of the failed request has appeared by then
    // (error toasts stay 6 s).
    await loginViaForm(page)
    await expect(toast(page, 'Login successful. Welcome back!')).toBeVisible()
    const titles = await page.getByTestId('toast-title').allTextContents()
    expect(titles.filter((t) => t !== SESSION_EXPIRED && t !== 'Login successful. Welcome back!')).toEqual([])
  })

  test('a refused refresh on /signup does not redirect', async ({ page, sandbox }) => {
    await signedInWithExpiredToken(page, sandbox)
    await sandbox.scenario('POST /auth/refresh', { status: 401 })

    await page.goto('/signup')
    await expect(toast(page, SESSION_EXPIRED)).toBeVisible()
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible()
    expect(await readStorage(page, ['access_token', 'refresh_token'])).toEqual({ access_token: null, refresh_token: null })
  })

  test('a corrupted access token ("garbage") with a valid refresh token: refreshed once, still signed in', async ({ page }) => {
    await open(page, '/')
    await signInViaApi(page)
    const before = await readStorage(page, ['refresh_token'])
    await page.evaluate(() => localStorage.setItem('access_token', 'garbage'))
    const refreshes = countRefreshes(page)

    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Profile: Demo User' })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(refreshes).toHaveLength(1)
    const after = await readStorage(page, ['access_token', 'refresh_token'])
    expect(after.access_token).toBeTruthy()
    expect(after.access_token).not.toBe('garbage')
    expect(after.refresh_token).toBeTruthy()
    expect(after.refresh_token).not.toBe(before.refresh_token)
    await expect(toast(page, SESSION_EXPIRED)).toHaveCount(0)
  })

  test('a well-formed but wrong access token: the 401 of the check is followed by the refresh and a retry', async ({ page }) => {
    await open(page, '/')
    await signInViaApi(page)
    await page.evaluate(() => localStorage.setItem('access_token', 'not-the-right-token-0123456789'))
    const refreshes = countRefreshes(page)

    await page.goto('/profile')
    await expect(page.getByTestId('profile-header-name')).toHaveText('Demo User')
    expect(refreshes).toHaveLength(1)
    await expect(toast(page, SESSION_EXPIRED)).toHaveCount(0)
  })

  test('a corrupted access token and a refused refresh: only then the session ends', async ({ page, sandbox }) => {
    await open(page, '/')
    await signInViaApi(page)
    await page.evaluate(() => localStorage.setItem('access_token', 'garbage'))
    await sandbox.scenario('POST /auth/refresh', { status: 401, body: { detail: 'Invalid refresh token' } })

    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
    await expect(toast(page, SESSION_EXPIRED)).toBeVisible()
    expect(await readStorage(page, ['access_token', 'refresh_token'])).toEqual({ access_token: null, refresh_token: null })
  })
})
