import type { Page } from '@playwright/test'
import { forgotPasswordModel } from '@machines/account/forgot-password.model'
import { forgotPasswordEmailError, type ForgotPasswordContext } from '@machines/account/forgot-password.machine'
import { expect, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const FIREWALL = 'Could not reach the server. A firewall or network filter may be blocking the request. Please check your connection or try another network.'
const modal = (page: Page) => page.getByRole('dialog', { name: 'Temporary password' })

declare global {
  interface Window {
    __originalWriteText?: Clipboard['writeText']
  }
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const forgotPasswordUi = uiModel({
  model: forgotPasswordModel,
  start: async ({ page }) => {
    await page.goto('/forgot-password')
  },
  events: {
    'email.change': async (e, { page }) => page.getByTestId('forgot-password-email-input').fill(e.value),
    'form.submit': async (_e, { page }) => page.getByTestId('forgot-password-submit-button').click(),
    'checkEmail.retry': async (_e, { page }) => page.getByTestId('forgot-password-try-again-link').click(),
    'tempPassword.toggleVisibility': async (_e, { page }) => page.getByTestId('temp-password-modal-toggle-button').click(),
    'tempPassword.copy': async (_e, { page }) => page.getByTestId('temp-password-modal-copy-button').click(),
    'tempPassword.close': async (_e, { page }) => page.keyboard.press('Escape'),
    'tempPassword.goToLogin': async (_e, { page }) => page.getByTestId('temp-password-modal-go-to-login-button').click(),
  },
  actors: {
    requestReset: { endpoint: 'POST /auth/password-reset', error: () => ({ networkError: true }) },
    // The clipboard settles in the browser: granted and working, or broken before the copy.
    copyText: {
      arrange: async (kind, _event, { page }) => {
        if (kind === 'done') {
          await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
          await page.evaluate(() => {
            if (window.__originalWriteText) navigator.clipboard.writeText = window.__originalWriteText
          })
        } else {
          await page.evaluate(() => {
            window.__originalWriteText ??= navigator.clipboard.writeText.bind(navigator.clipboard)
            navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
          })
        }
      },
    },
  },
  states: {
    editing: async ({ context }, { page, before }) => {
      const c = context as ForgotPasswordContext
      await expect(modal(page)).toHaveCount(0)
      await expect(page.getByTestId('forgot-password-check-email')).toHaveCount(0)
      const input = page.getByTestId('forgot-password-email-input')
      await expect(input).toHaveValue(c.email)
      await expect(input).toBeEnabled()
      const error = c.attempted ? forgotPasswordEmailError(c.email) : null
      const message = page.getByTestId('forgot-password-email-error')
      if (error) await expect(message).toHaveText(error.code === 'emailRequired' ? 'Please enter your email address' : 'Email must contain @')
      else await expect(message).toBeHidden()
      const alert = page.getByTestId('forgot-password-error-alert')
      if (c.failure?.code === 'firewall') await expect(alert).toHaveText(FIREWALL)
      else await expect(alert).toHaveCount(0)
      if (before.matches('sending') && c.failure) await expect(toast(page, FIREWALL).first()).toBeVisible()
    },
    sending: async (_s, { page }) => {
      await expect(page.getByTestId('forgot-password-submit-button')).toContainText('Sending…')
      await expect(page.getByTestId('forgot-password-submit-button')).toBeDisabled()
    },
    checkEmail: async ({ context }, { page }) => {
      const c = context as ForgotPasswordContext
      await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
      await expect(page.getByTestId('forgot-password-check-email-address')).toHaveText(c.sentTo)
      await expect(toast(page, 'Password reset instructions have been sent to your email').first()).toBeVisible()
      await expect(page.getByTestId('forgot-password-try-again-link')).toHaveAttribute('href', '/forgot-password')
      await expect(page.getByTestId('forgot-password-check-email-login-link')).toHaveAttribute('href', '/login')
    },
    'tempPassword.idle': async ({ context }, { page, before }) => {
      const c = context as ForgotPasswordContext
      const dialog = modal(page)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByTestId('temp-password-modal-email')).toHaveText(c.sentTo)
      await expect(dialog.getByTestId('temp-password-modal-not-registered-notice')).toContainText('This email is not registered')
      await expect(dialog.getByTestId('temp-password-modal-expiry-note')).toContainText('expires in 30 minutes')
      const value = dialog.getByTestId('temp-password-modal-value')
      if (c.showTempPassword) {
        await expect(value).toHaveAttribute('data-masked', 'false')
        await expect(value).toHaveText(/^[^•]{6,}$/)
        await expect(dialog.getByTestId('temp-password-modal-toggle-button')).toHaveAccessibleName('Hide password')
      } else {
        await expect(value).toHaveAttribute('data-masked', 'true')
        await expect(value).toHaveText(/^•{6,}$/)
        await expect(dialog.getByTestId('temp-password-modal-toggle-button')).toHaveAccessibleName('Show password')
      }
      await expect(dialog.getByTestId('temp-password-modal-copy-button')).toHaveText(c.copied ? 'Copied' : 'Copy password')
      if (before.matches('sending')) await expect(toast(page, 'A temporary password has been generated. It is valid for 30 minutes.').first()).toBeVisible()
      if (before.matches({ tempPassword: 'copying' }))
        await expect(toast(page, c.copied ? 'Temporary password copied to clipboard!' : 'Copy failed. Please copy manually.').first()).toBeVisible()
    },
    'tempPassword.copying': async (_s, { page }) => {
      // The clipboard answers at once: the modal stays while it does.
      await expect(modal(page)).toBeVisible()
    },
    leaving: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/login$/)
      await expect(modal(page)).toHaveCount(0)
      await expect(page.getByTestId('login-form')).toBeVisible()
    },
  },
})
