import { deleteAccountModel } from '@machines/account/delete-account.model'
import { confirmWordMatches, type DeleteAccountContext } from '@machines/account/delete-account.machine'
import type { ApiError } from '@machines/shared/errors'
import { expect, readStorage, signInViaApi } from '@tests/fixtures/app'
import { expectedFailureSentence } from '@tests/fixtures/failure-text'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const deleteAccountUi = uiModel({
  model: deleteAccountModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page }) => {
    await page.goto('/settings?tab=account')
  },
  events: {
    'delete.open': async (_e, { page }) => page.getByTestId('settings-delete-account-button').click(),
    'delete.change': async (e, { page }) => page.getByTestId('delete-account-confirm-input').fill(e.value),
    'delete.confirm': async (_e, { page }) => page.getByTestId('delete-account-confirm-button').click(),
    // Every way to close: Cancel (nothing typed), the backdrop (a near miss typed), Escape (the word typed).
    'delete.close': async (_e, { page, before }) => {
      const text = (before.context as DeleteAccountContext).confirmText
      if (text === '') await page.getByTestId('delete-account-cancel-button').click()
      else if (text === 'DELETE') await page.keyboard.press('Escape')
      else await page.mouse.click(5, 5)
    },
  },
  actors: {
    // A done result lets the sandbox really delete the account (each test has its own sandbox database).
    deleteAccount: {
      endpoint: 'DELETE /users/me',
      error: (event) => {
        const error = (event as unknown as { error: ApiError }).error
        return { status: error.status ?? 500, body: error.message ? { detail: error.message } : {} }
      },
    },
  },
  states: {
    closed: async (_s, { page }) => {
      await expect(page.getByTestId('delete-account-dialog')).toHaveCount(0)
      await expect(page.getByTestId('settings-danger-zone')).toBeVisible()
      await expect(page.getByTestId('header-profile-link')).toHaveText('Demo User')
    },
    'open.confirming': async ({ context }, { page }) => {
      const c = context as DeleteAccountContext
      const dialog = page.getByRole('alertdialog', { name: 'Delete account' })
      await expect(dialog).toBeVisible()
      await expect(page.getByTestId('delete-account-confirm-input')).toHaveValue(c.confirmText)
      const confirm = page.getByTestId('delete-account-confirm-button')
      if (confirmWordMatches(c.confirmText)) await expect(confirm).toBeEnabled()
      else await expect(confirm).toBeDisabled()
      await expect(confirm).toHaveText('Delete account')
      if (c.failure) await expect(page.getByTestId('delete-account-error')).toHaveText(expectedFailureSentence(c.failure.reason, 'Failed to delete account'))
      else await expect(page.getByTestId('delete-account-error')).toHaveCount(0)
    },
    'open.deleting': async (_s, { page }) => {
      await expect(page.getByTestId('delete-account-confirm-button')).toContainText('Deleting…')
      await expect(page.getByTestId('delete-account-confirm-button')).toBeDisabled()
      await expect(page.getByTestId('delete-account-confirm-input')).toBeDisabled()
    },
    deleted: async (_s, { page }) => {
      await expect(page.getByTestId('delete-account-success')).toHaveText('Your account has been deleted. Redirecting to the home page…')
      expect(await readStorage(page, ['access_token', 'refresh_token', 'user'])).toEqual({ access_token: null, refresh_token: null, user: null })
    },
    left: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByTestId('header-login-link')).toBeVisible()
      await expect(page.getByTestId('header-profile-link')).toHaveCount(0)
    },
  },
})
