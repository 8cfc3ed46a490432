import { sessionModel } from '@machines/session/session.model'
import type { SessionContext } from '@machines/session/session.machine'
import { account, expect, signInViaApi, submitContactForm, toast } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

/** A signed-in request after the access token expired, whose refresh the server refuses. */
async function expireDuringRequest({ page, sandbox }: StepContext) {
  // On the contact page first: a page that loads data (the dashboard) would otherwise send the
  // request that expires the session itself, before the click (a flake seen in CI).
  await page.getByTestId('footer-contact-link').click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()
  await sandbox.scenario('POST /auth/refresh', { status: 401, body: { detail: 'Invalid refresh token' }, times: 1 })
  await sandbox.expireAccessTokens()
  await submitContactForm(page, { subject: 'Session', message: 'Does my session survive?' })
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const sessionUi = uiModel({
  model: sessionModel,
  setup: async ({ page, sandbox, start }) => {
    if ((start.input as { hasToken: boolean }).hasToken) {
      await signInViaApi(page, 'demo')
      // The startup check is held so the "checking" state can be seen; the path's next step releases it.
      await sandbox.scenario('GET /auth/me', { hold: true, times: 1 })
    }
  },
  start: async ({ page, sandbox, start }) => {
    const hasToken = (start.input as { hasToken: boolean }).hasToken
    await page.goto(hasToken ? '/dashboard' : '/')
    // The startup check must be waiting in the sandbox before the path goes on.
    if (hasToken) await sandbox.waitForPending('GET /auth/me')
  },
  events: {
    'session.login': async (_e, { page }) => {
      if (!page.url().includes('/login')) await page.getByTestId('header-login-link').click()
      const { email, password } = account('demo')
      await page.getByTestId('login-email-input').fill(email)
      await page.getByTestId('login-password-input').fill(password)
      await page.getByTestId('login-submit-button').click()
    },
    'session.logout': async (_e, { page }) => page.getByTestId('header-logout-button').click(),
    // Saving the profile hands the updated user to the session (a new bio: the header name stays "Demo User").
    'session.userUpdated': async (_e, { page }) => {
      await page.getByTestId('header-profile-link').click()
      await page.getByTestId('profile-edit-button').click()
      await page.getByTestId('profile-bio-input').fill(`Session model ${Date.now()}`)
      await page.getByTestId('profile-save-button').click()
      await page.getByTestId('notification-dialog-close-button').click()
      await expect(page.getByTestId('notification-dialog')).toBeHidden()
    },
    // Deleting the account clears the session without a server call (answered without deleting: the path may log in again).
    'session.clear': async (_e, { page, sandbox }) => {
      await page.getByTestId('sidebar-item-settings').click()
      await page.getByTestId('settings-tab-account').click()
      await page.getByTestId('settings-delete-account-button').click()
      await page.getByTestId('delete-account-confirm-input').fill('DELETE')
      await sandbox.scenario('DELETE /users/me', { status: 200, body: { message: 'User deleted successfully' }, times: 1 })
      await page.getByTestId('delete-account-confirm-button').click()
      await expect(page.getByTestId('delete-account-success')).toBeVisible()
      await page.waitForURL((url) => url.pathname === '/')
    },
    'session.expired': async (_e, ctx) => {
      if (ctx.before.matches('checking')) {
        // The held startup check now meets an expired token, and the refresh is refused.
        await ctx.sandbox.scenario('POST /auth/refresh', { status: 401, body: { detail: 'Invalid refresh token' }, times: 1 })
        await ctx.sandbox.expireAccessTokens()
        await ctx.sandbox.waitForPending('GET /auth/me')
        await ctx.sandbox.release('GET /auth/me')
      } else {
        await expireDuringRequest(ctx)
      }
    },
  },
  actors: {
    // A 500 (the tokens are kept for the next visit) or a 403 (the credentials are refused: the tokens are cleared).
    fetchCurrentUser: {
      endpoint: 'GET /auth/me',
      error: (event) => {
        const status = (event as unknown as { error: { status: number | null } }).error.status ?? 500
        return { status, body: { detail: status === 403 ? 'Not allowed' : 'Internal Server Error' } }
      },
    },
    logout: { endpoint: 'POST /auth/logout', error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }) },
  },
  states: {
    checking: async (_s, { page }) => {
      // One placeholder for the whole deep-link wait (boot, session check, page chunk).
      await expect(page.getByTestId('app-loading')).toHaveText('Loading QA Playground…')
    },
    anonymous: async ({ context }, { page, before }) => {
      const c = context as SessionContext
      if (c.reason === 'sessionExpired') {
        await expect(page).toHaveURL(/\/login$/)
        await expect(toast(page, 'Your session has expired. Please login again.')).toBeVisible()
        await expect(page.getByTestId('login-form')).toBeVisible()
      } else {
        if (c.reason === 'loggedOut') await expect(toast(page, 'You have been logged out.')).toBeVisible()
        // A guest sees the header's login link, or the login page when a protected page sent them there.
        await expect(page.getByTestId('header-login-link').or(page.getByTestId('login-form'))).toBeVisible()
        await expect(page.getByTestId('header-logout-button')).toHaveCount(0)
      }
      // A check the server could not answer (the model's 500) keeps the tokens for the next visit; every other ending clears them.
      const kept = before.matches('checking') && c.reason === 'unreachable'
      const stored = await page.evaluate(() => localStorage.getItem('access_token'))
      if (kept) expect(stored).not.toBeNull()
      else expect(stored).toBeNull()
    },
    authenticated: async (_s, { page }) => {
      await expect(page.getByTestId('header-profile-link')).toHaveText('Demo User')
      await expect(page.getByTestId('header-logout-button')).toHaveText('Log out')
    },
    loggingOut: async (_s, { page }) => {
      await expect(page.getByTestId('header-logout-button')).toContainText('Logging out…')
    },
  },
})
