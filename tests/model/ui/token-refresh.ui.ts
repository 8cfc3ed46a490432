import { tokenRefreshModel } from '@machines/session/token-refresh.model'
import { account, expect, signInViaApi, submitContactForm, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const tokenRefreshUi = uiModel({
  model: tokenRefreshModel,
  setup: async ({ page }) => signInViaApi(page, 'demo'),
  start: async ({ page }) => {
    await page.goto('/contact')
  },
  events: {
    // A signed-in request meets an expired access token: the client asks for one refresh.
    'refresh.request': async (_e, { page, sandbox, before }) => {
      if (before.matches('failed')) {
        // The failed refresh ended the session on /login; sign in again (back to /contact).
        const { email, password } = account('demo')
        await page.getByTestId('login-email-input').fill(email)
        await page.getByTestId('login-password-input').fill(password)
        await page.getByTestId('login-submit-button').click()
        await expect(page).toHaveURL(/\/contact$/)
      }
      await sandbox.expireAccessTokens()
      await submitContactForm(page, { subject: 'Refresh', message: 'Sent with an expired access token.' })
    },
  },
  actors: {
    refreshTokens: { endpoint: 'POST /auth/refresh', error: () => ({ status: 401, body: { detail: 'Invalid refresh token' } }) },
  },
  states: {
    idle: async (_s, { page, before }) => {
      await expect(page.getByTestId('header-profile-link')).toHaveText('Demo User')
      if (before.matches('refreshing')) {
        // The original request was retried with the new token.
        await expect(toast(page, 'Your message has been sent successfully. We will get back to you soon.')).toBeVisible()
      }
    },
    refreshing: async (_s, { page, sandbox }) => {
      await expect.poll(() => sandbox.pending('POST /auth/refresh')).toBe(1)
      await expect(page.getByTestId('contact-submit-button')).toContainText('Sending…')
    },
    failed: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/login$/)
      await expect(toast(page, 'Your session has expired. Please login again.')).toBeVisible()
    },
  },
})
