import { changePasswordModel } from '@machines/account/change-password.model'
import type { ChangePasswordContext, ChangePasswordError, PasswordField } from '@machines/account/change-password.machine'
import type { ApiError } from '@machines/shared/errors'
import { expect, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const FIELD_ID: Record<PasswordField, 'current' | 'new' | 'confirm'> = { currentPassword: 'current', newPassword: 'new', confirmPassword: 'confirm' }

/** The English text of each error code the form can show. */
function errorText(error: ChangePasswordError): string {
  switch (error.code) {
    case 'required':
      return 'This field is required'
    case 'minLength':
      return `Minimum length is ${error.n} characters`
    case 'passwordLowercase':
      return 'Password must contain at least one lowercase letter'
    case 'passwordUppercase':
      return 'Password must contain at least one uppercase letter'
    case 'passwordNumber':
      return 'Password must contain at least one number'
    case 'passwordsMismatch':
      return 'Passwords do not match'
    case 'sameAsCurrent':
      return 'New password must be different from current password'
    case 'currentIncorrect':
      return 'Current password is incorrect'
    default:
      return error.code
  }
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const changePasswordUi = uiModel({
  model: changePasswordModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page }) => {
    await page.goto('/profile')
  },
  events: {
    'form.toggle': async (_e, { page }) => page.getByTestId('change-password-toggle-button').click(),
    'field.change': async (e, { page }) => page.getByTestId(`change-password-${FIELD_ID[e.field]}-input`).fill(e.value),
    'form.submit': async (_e, { page }) => page.getByTestId('change-password-submit-button').click(),
  },
  actors: {
    // A done result lets the sandbox answer (the client's first try gets a 422 and is retried): the password really changes.
    changePassword: {
      endpoint: 'POST /auth/change-password',
      error: (event) => {
        const error = (event as unknown as { error: ApiError }).error
        return { status: error.status ?? 500, body: error.message ? { detail: error.message } : {} }
      },
    },
  },
  states: {
    closed: async (_s, { page }) => {
      await expect(page.getByTestId('profile-security')).toBeVisible()
      await expect(page.getByTestId('change-password-toggle-button')).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByTestId('change-password-form')).toHaveCount(0)
      await expect(page.getByTestId('profile-security-tips')).toBeVisible()
    },
    'open.editing': async ({ context }, { page, before }) => {
      const c = context as ChangePasswordContext
      await expect(page.getByTestId('change-password-toggle-button')).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByTestId('change-password-form')).toBeVisible()
      for (const field of Object.keys(FIELD_ID) as PasswordField[]) {
        const id = FIELD_ID[field]
        await expect(page.getByTestId(`change-password-${id}-input`)).toHaveValue(c.values[field])
        const error = c.errors[field]
        if (error) await expect(page.getByTestId(`change-password-${id}-error`)).toHaveText(errorText(error))
        else await expect(page.getByTestId(`change-password-${id}-error`)).toBeHidden()
      }
      if (before.matches({ open: 'submitting' })) {
        // Every failure is toasted, translated: the known server text, else (the model's 500) the spec's fallback with the server-error text.
        const server = c.errors.currentPassword ?? c.errors.newPassword
        if (server) await expect(toast(page, errorText(server)).first()).toBeVisible()
        else await expect(toast(page, 'Failed to change password. Please check your current password.').first()).toContainText('The server ran into a problem. Please try again later.')
      }
      await expect(page).toHaveURL(/\/profile$/)
    },
    'open.submitting': async (_s, { page }) => {
      await expect(page.getByTestId('change-password-submit-button')).toContainText('Updating…')
      await expect(page.getByTestId('change-password-current-input')).toBeDisabled()
    },
    succeeded: async (_s, { page }) => {
      await expect(toast(page, 'Password changed successfully. Please log in again.')).toBeVisible()
      await expect(page.getByTestId('change-password-form')).toHaveCount(0)
    },
    loggedOut: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByTestId('login-form')).toBeVisible()
      await expect(toast(page, 'You have been logged out.')).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()
    },
  },
})
