import { profileModel } from '@machines/account/profile.model'
import { profileChanged, visibleProfileErrors, type ProfileContext, type ProfileField } from '@machines/account/profile.machine'
import type { ApiError } from '@machines/shared/errors'
import { displayName } from '@machines/shared/types'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { expectedFailureSentence } from '@tests/fixtures/failure-text'
import { uiModel } from '../runtime'

const WEBSITE_URL = 'Enter a web address that starts with http:// or https://'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const profileUi = uiModel({
  model: profileModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page }) => {
    await page.goto('/profile')
  },
  events: {
    'profile.edit': async (_e, { page }) => page.getByTestId('profile-edit-button').click(),
    'profile.cancel': async (_e, { page }) => page.getByTestId('profile-cancel-button').click(),
    'profile.save': async (_e, { page }) => page.getByTestId('profile-save-button').click(),
    'field.change': async (e, { page }) => page.getByTestId(`profile-${e.field}-input`).fill(e.value),
    // The success dialog is closed with Escape, the error dialog with its Close button.
    'notice.close': async (_e, { page, before }) => {
      if (before.matches('saved')) await page.keyboard.press('Escape')
      else await page.getByTestId('notification-dialog-close-button').click()
    },
  },
  actors: {
    updateProfile: {
      endpoint: 'PATCH /auth/profile',
      error: (event) => {
        const error = (event as unknown as { error: ApiError }).error
        return { status: error.status ?? 500, body: error.message ? { detail: error.message } : {} }
      },
    },
  },
  states: {
    viewing: async ({ context }, { page }) => {
      const c = context as ProfileContext
      await expect(page.getByTestId('notification-dialog')).toBeHidden()
      await expect(page.getByTestId('profile-mode')).toHaveText('View mode')
      await expect(page.getByTestId('profile-form')).toHaveCount(0)
      await expect(page.getByTestId('profile-header-name')).toHaveText(displayName(c.user))
      await expect(page.getByTestId('profile-header-email')).toHaveText(c.user.email)
      for (const field of Object.keys(c.saved) as ProfileField[])
        await expect(page.getByTestId(`profile-${field}-value`)).toHaveText(c.saved[field] === '' ? 'Not set' : c.saved[field])
      await expect(page.getByTestId('header-profile-link')).toHaveText(displayName(c.user))
    },
    editing: async ({ context }, { page }) => {
      const c = context as ProfileContext
      await expect(page.getByTestId('notification-dialog')).toBeHidden()
      await expect(page.getByTestId('profile-mode')).toHaveText('Edit mode')
      for (const field of Object.keys(c.values) as ProfileField[]) await expect(page.getByTestId(`profile-${field}-input`)).toHaveValue(c.values[field])
      const save = page.getByTestId('profile-save-button')
      if (profileChanged(c)) await expect(save).toBeEnabled()
      else await expect(save).toBeDisabled()
      await expect(page.getByTestId('profile-save-hint')).toHaveText(profileChanged(c) ? 'You have unsaved changes.' : 'Change a value to enable Save.')
      const errors = visibleProfileErrors(c)
      const nameError = page.getByTestId('profile-name-error')
      if (errors.name) await expect(nameError).toHaveText(errors.name.code === 'minLength' ? 'Minimum length is 2 characters' : 'This field is required')
      else await expect(nameError).toHaveCount(0)
      const websiteError = page.getByTestId('profile-website-error')
      if (errors.website) await expect(websiteError).toHaveText(WEBSITE_URL)
      else await expect(websiteError).toHaveCount(0)
    },
    saving: async (_s, { page }) => {
      await expect(page.getByTestId('profile-save-button')).toContainText('Saving…')
      await expect(page.getByTestId('profile-save-button')).toBeDisabled()
      await expect(page.getByTestId('profile-name-input')).toBeDisabled()
    },
    saved: async ({ context }, { page }) => {
      const c = context as ProfileContext
      const dialog = page.getByRole('dialog', { name: 'Success' })
      await expect(dialog).toBeVisible()
      await expect(page.getByTestId('notification-dialog-message')).toHaveText('Profile updated successfully')
      await expect(page.getByTestId('header-profile-link')).toHaveText(displayName(c.user))
      await expect(page.getByTestId('profile-header-name')).toHaveText(displayName(c.user))
    },
    failed: async ({ context }, { page }) => {
      const c = context as ProfileContext
      await expect(page.getByRole('alertdialog', { name: 'Error' })).toBeVisible()
      await expect(page.getByTestId('notification-dialog')).toHaveAttribute('data-variant', 'error')
      await expect(page.getByTestId('notification-dialog-message')).toHaveText(c.failure ? expectedFailureSentence(c.failure.reason, 'Failed to update profile') : '')
      await expect(page.getByTestId('profile-name-input')).toHaveValue(c.values.name)
    },
  },
})
