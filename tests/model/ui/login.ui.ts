import { loginModel } from '@machines/auth/login.model'
import { loginFieldErrors, type LoginContext } from '@machines/auth/login.machine'
import { expect, toast } from '@tests/fixtures/app'
import { expectedFailureSentence, readLocale } from '@tests/fixtures/failure-text'
import { uiModel } from '../runtime'

const LOGIN_ERRORS = {
  ...readLocale<{ login: { errors: Record<'server' | 'network' | 'timeout' | 'certificate', string> } }>('en', 'auth').login.errors,
  accountLocked: readLocale<{ serverTexts: { accountLocked: string } }>('en', 'common').serverTexts.accountLocked,
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const loginUi = uiModel({
  model: loginModel,
  setup: async ({ page, start }) => {
    const remembered = (start.input as { rememberedEmail: string | null }).rememberedEmail
    if (remembered)
      await page.evaluate((email) => {
        localStorage.setItem('rememberedEmail', email)
        localStorage.setItem('rememberEmail', 'true')
      }, remembered)
  },
  start: async ({ page }) => {
    await page.goto('/login')
  },
  events: {
    'email.change': async (e, { page }) => page.getByTestId('login-email-input').fill(e.value),
    'password.change': async (e, { page }) => page.getByTestId('login-password-input').fill(e.value),
    'password.toggleVisibility': async (_e, { page }) => page.getByTestId('login-password-toggle-button').click(),
    'capsLock.change': async (e, { page }) => {
      await page.getByTestId('login-password-input').dispatchEvent('keydown', { key: 'a', modifierCapsLock: e.on })
    },
    'remember.toggle': async (_e, { page }) => page.getByTestId('login-remember-checkbox').click(),
    'form.submit': async (_e, { page }) => page.getByTestId('login-submit-button').click(),
    'terms.toggleTerms': async (_e, { page }) => page.getByTestId('terms-modal-terms-checkbox').click(),
    'terms.togglePrivacy': async (_e, { page }) => page.getByTestId('terms-modal-privacy-checkbox').click(),
    'terms.accept': async (_e, { page }) => page.getByTestId('terms-modal-accept-button').click(),
    'terms.dismiss': async (_e, { page }) => page.keyboard.press('Escape'),
    'terms.deleteRequest': async (_e, { page }) => page.getByTestId('terms-modal-delete-button').click(),
    'terms.deleteCancel': async (_e, { page }) => page.getByTestId('terms-modal-delete-cancel-button').click(),
    'terms.deleteConfirm': async (_e, { page }) => page.getByTestId('terms-modal-delete-confirm-button').click(),
  },
  actors: {
    login: { endpoint: 'POST /auth/login', error: () => ({ status: 401, body: { detail: 'Incorrect email or password' } }) },
    // The graph's failures are 5xx (machines/catalog.ts): the modal shows the translated server-error text, never the raw detail.
    acceptTerms: { endpoint: 'POST /auth/accept-terms', error: () => ({ status: 500, body: {} }) },
    deleteAccount: {
      endpoint: 'DELETE /users/:id',
      // The graph may log in with the same account later in the path, so the deletion is answered
      // without deleting (tests/e2e/login.spec.ts checks a real deletion).
      done: () => ({ status: 200, body: { message: 'User deleted successfully' } }),
      error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }),
    },
  },
  states: {
    editing: async ({ context }, { page, before }) => {
      const c = context as LoginContext
      await expect(page.getByTestId('terms-modal')).toBeHidden()
      await expect(page.getByTestId('login-email-input')).toHaveValue(c.email)
      const password = page.getByTestId('login-password-input')
      await expect(password).toHaveValue(c.password)
      await expect(password).toHaveAttribute('type', c.showPassword ? 'text' : 'password')
      await expect(page.getByTestId('login-password-toggle-button')).toHaveAccessibleName(c.showPassword ? 'Hide password' : 'Show password')
      if (c.capsLock) await expect(page.getByTestId('login-caps-lock-warning')).toHaveText(/Caps Lock is on/)
      else await expect(page.getByTestId('login-caps-lock-warning')).toBeHidden()
      if (c.remember) await expect(page.getByTestId('login-remember-checkbox')).toBeChecked()
      else await expect(page.getByTestId('login-remember-checkbox')).not.toBeChecked()
      const errors = loginFieldErrors(c)
      const emailError = page.getByTestId('login-email-error')
      if (c.submitted && errors.email) await expect(emailError).toHaveText(errors.email.code === 'required' ? 'This field is required' : 'Email must contain @')
      else await expect(emailError).toBeHidden()
      const passwordError = page.getByTestId('login-password-error')
      if (c.submitted && errors.password) await expect(passwordError).toHaveText('This field is required')
      else await expect(passwordError).toBeHidden()
      if (c.error) await expect(page.getByTestId('login-error-alert')).toHaveText(c.error.code === 'loginFailed' ? 'Login failed. Please check your email and password.' : LOGIN_ERRORS[c.error.code])
      else await expect(page.getByTestId('login-error-alert')).toBeHidden()
      if (before.matches({ termsRequired: 'deleting' })) await expect(toast(page, 'Your account has been deleted.')).toBeVisible()
    },
    submitting: async (_s, { page }) => {
      await expect(page.getByTestId('login-submit-button')).toContainText('Signing in…')
      await expect(page.getByTestId('login-submit-button')).toBeDisabled()
    },
    'termsRequired.reviewing': async ({ context }, { page }) => {
      const c = context as LoginContext
      const modal = page.getByRole('dialog', { name: 'Terms acceptance required' })
      await expect(modal).toBeVisible()
      await expect(modal).toHaveAttribute('data-step', 'review')
      for (const [id, checked] of [['terms-modal-terms-checkbox', c.termsChecked], ['terms-modal-privacy-checkbox', c.privacyChecked]] as const) {
        if (checked) await expect(page.getByTestId(id)).toBeChecked()
        else await expect(page.getByTestId(id)).not.toBeChecked()
      }
      if (c.termsError) await expect(page.getByTestId('terms-modal-error')).toHaveText('Please accept both the Terms of Service and the Privacy Policy to continue.')
      else await expect(page.getByTestId('terms-modal-error')).toBeHidden()
      const failure = page.getByTestId('terms-modal-server-error')
      if (c.termsFailure?.code === 'acceptFailed') await expect(failure).toHaveText(expectedFailureSentence(c.termsFailure.reason, 'Failed to accept terms'))
      else if (c.termsFailure?.code === 'deleteFailed') await expect(failure).toHaveText(expectedFailureSentence(c.termsFailure.reason, 'Failed to delete account'))
      else await expect(failure).toBeHidden()
      await expect(page.getByTestId('header-profile-link')).toHaveCount(0)
    },
    'termsRequired.accepting': async (_s, { page }) => {
      await expect(page.getByTestId('terms-modal-accept-button')).toContainText('Accepting…')
    },
    'termsRequired.confirmingDelete': async (_s, { page }) => {
      await expect(page.getByTestId('terms-modal')).toHaveAttribute('data-step', 'confirm-delete')
      await expect(page.getByTestId('terms-modal-delete-confirm')).toContainText('Delete your account?')
      await expect(page.getByTestId('terms-modal-delete-confirm-button')).toBeEnabled()
    },
    'termsRequired.deleting': async (_s, { page }) => {
      await expect(page.getByTestId('terms-modal-delete-confirm-button')).toContainText('Deleting…')
    },
    authenticated: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(toast(page, 'Login successful. Welcome back!')).toBeVisible()
      await expect(page.getByTestId('header-profile-link')).toHaveText('Demo User')
    },
    termsAccepted: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(page.getByTestId('header-profile-link')).toHaveText('Terms Pending')
    },
  },
})
