import type { Page } from '@playwright/test'
import { signupModel, SIGNUP_MODEL_ERRORS } from '@machines/account/signup.model'
import {
  SIGNUP_TEXT_FIELDS,
  signupCanSubmit,
  visibleSignupErrors,
  type SignupContext,
  type SignupFieldError,
  type SignupTextField,
} from '@machines/account/signup.machine'
import { expect, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The English texts of docs/spec/1-shell-and-accounts.md §5 and §8, as the screen shows them. */
function englishError(error: SignupFieldError): string {
  switch (error.code) {
    case 'required':
      return 'This field is required'
    case 'minLength':
      return `Minimum length is ${error.n} characters`
    case 'maxLength':
      return `Maximum length is ${error.n} characters`
    case 'emailAt':
      return 'Email must contain @'
    case 'passwordUppercase':
      return 'Password must contain at least one uppercase letter'
    case 'passwordLowercase':
      return 'Password must contain at least one lowercase letter'
    case 'passwordNumber':
      return 'Password must contain at least one number'
    case 'passwordsMismatch':
      return 'Passwords do not match'
    case 'termsRequired':
      return 'You must accept the terms of service'
    case 'privacyRequired':
      return 'You must accept the privacy policy'
    default:
      return 'Invalid format'
  }
}

const INPUT: Record<SignupTextField, string> = {
  name: 'signup-name-input',
  email: 'signup-email-input',
  password: 'signup-password-input',
  confirmPassword: 'signup-confirm-password-input',
}

const ERROR: Record<SignupTextField, string> = {
  name: 'signup-name-error',
  email: 'signup-email-error',
  password: 'signup-password-error',
  confirmPassword: 'signup-confirm-password-error',
}

const confirmModal = (page: Page) => page.getByRole('dialog', { name: 'Confirm your sign-up' })

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const signupUi = uiModel({
  model: signupModel,
  start: async ({ page }) => {
    await page.goto('/signup')
  },
  events: {
    'field.change': async (e, { page }) => page.getByTestId(INPUT[e.field]).fill(e.value),
    'field.blur': async (e, { page }) => {
      const input = page.getByTestId(INPUT[e.field])
      await input.focus()
      await input.blur()
    },
    'consent.toggle': async (e, { page }) => page.getByTestId(e.consent === 'termsAccepted' ? 'signup-terms-checkbox' : 'signup-privacy-checkbox').click(),
    'password.toggleVisibility': async (_e, { page }) => page.getByTestId('signup-password-toggle-button').click(),
    // The button is disabled until the enabling rules hold: Enter in a field is the submit attempt.
    'form.submit': async (_e, { page }) => page.getByTestId('signup-name-input').press('Enter'),
    'confirm.accept': async (_e, { page }) => page.getByTestId('signup-confirm-modal-accept-button').click(),
    'confirm.cancel': async (_e, { page }) => page.getByTestId('signup-confirm-modal-cancel-button').click(),
  },
  actors: {
    register: {
      endpoint: 'POST /auth/register',
      error: () => ({ status: 409, body: { detail: SIGNUP_MODEL_ERRORS.register.message } }),
    },
    login: {
      endpoint: 'POST /auth/login',
      error: () => ({ status: 500, body: { detail: SIGNUP_MODEL_ERRORS.login.message } }),
    },
  },
  states: {
    editing: async ({ context }, { page }) => {
      const c = context as SignupContext
      await expect(confirmModal(page)).toHaveCount(0)
      for (const field of SIGNUP_TEXT_FIELDS) {
        const input = page.getByTestId(INPUT[field])
        await expect(input).toHaveValue(c.values[field])
        await expect(input).toBeEnabled()
      }
      for (const field of ['password', 'confirmPassword'] as const)
        await expect(page.getByTestId(INPUT[field])).toHaveAttribute('type', c.showPassword ? 'text' : 'password')
      await expect(page.getByTestId('signup-password-toggle-button')).toHaveAccessibleName(c.showPassword ? 'Hide passwords' : 'Show passwords')
      for (const [id, checked] of [['signup-terms-checkbox', c.values.termsAccepted], ['signup-privacy-checkbox', c.values.privacyAccepted]] as const) {
        if (checked) await expect(page.getByTestId(id)).toBeChecked()
        else await expect(page.getByTestId(id)).not.toBeChecked()
      }
      const visible = visibleSignupErrors(c)
      for (const field of SIGNUP_TEXT_FIELDS) {
        const error = visible[field]
        if (error) await expect(page.getByTestId(ERROR[field])).toHaveText(englishError(error))
        else await expect(page.getByTestId(ERROR[field])).toBeHidden()
      }
      for (const [field, id] of [['termsAccepted', 'signup-terms-error'], ['privacyAccepted', 'signup-privacy-error']] as const) {
        const error = visible[field]
        if (error) await expect(page.getByTestId(id)).toHaveText(englishError(error))
        else await expect(page.getByTestId(id)).toHaveCount(0)
      }
      const submit = page.getByTestId('signup-submit-button')
      if (signupCanSubmit(c.values)) {
        await expect(submit).toBeEnabled()
        await expect(page.getByTestId('signup-submit-hint')).toHaveCount(0)
      } else {
        await expect(submit).toBeDisabled()
        await expect(page.getByTestId('signup-submit-hint')).toContainText('Still needed: ')
      }
      const alert = page.getByTestId('signup-error-alert')
      if (c.failure?.code === 'emailExists') await expect(alert).toHaveText('This email is already registered. Please use a different email or sign in.')
      else await expect(alert).toHaveCount(0)
    },
    confirming: async ({ context }, { page }) => {
      const c = context as SignupContext
      const dialog = confirmModal(page)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByTestId('signup-confirm-modal-email')).toHaveText(c.values.email.trim())
      await expect(dialog.getByTestId('signup-confirm-modal-name')).toHaveText(c.values.name.trim())
      await expect(dialog.getByTestId('signup-confirm-modal-warning')).toBeVisible()
      await expect(dialog.getByTestId('signup-confirm-modal-recommendation')).toBeVisible()
    },
    registering: async (_s, { page }) => {
      await expect(confirmModal(page)).toHaveCount(0)
      await expect(page.getByTestId('signup-submit-button')).toContainText('Creating account…')
      await expect(page.getByTestId('signup-submit-button')).toBeDisabled()
      await expect(page.getByTestId('signup-name-input')).toBeDisabled()
    },
    signingIn: async (_s, { page }) => {
      await expect(page.getByTestId('signup-submit-button')).toContainText('Signing in…')
      await expect(page.getByTestId('signup-submit-button')).toBeDisabled()
    },
    completed: async ({ context }, { page }) => {
      const c = context as SignupContext
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(toast(page, 'Account created successfully. Welcome to QA Playground!')).toBeVisible()
      await expect(page.getByTestId('header-profile-link')).toHaveText(c.values.name.trim())
    },
    registeredSignedOut: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/signup$/)
      await expect(page.getByTestId('signup-signed-out-alert')).toContainText('Your account has been created')
      await expect(page.getByTestId('signup-go-to-login-link')).toHaveAttribute('href', '/login')
      await expect(page.getByTestId('signup-form')).toHaveCount(0)
    },
  },
})
