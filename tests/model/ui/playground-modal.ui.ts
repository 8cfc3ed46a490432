import { modalModel } from '@machines/playground/playground-modal.model'
import { expect, open, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** What the last closing action was (the state assertion checks its toast). */
let closedBy: 'cancel' | 'confirm' | null = null
let confirmations = 0

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const playgroundModalUi = uiModel({
  model: modalModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    closedBy = null
    confirmations = 0
    await open(page, '/playground')
  },
  events: {
    'modal.open': async (_e, { page }) => {
      await page.getByRole('button', { name: 'Open modal' }).click()
    },
    // Escape is the spec's way out; the Cancel and close buttons are covered by the e2e spec.
    'modal.cancel': async (_e, { page }) => {
      closedBy = 'cancel'
      await page.keyboard.press('Escape')
    },
    'modal.confirm': async (_e, { page }) => {
      closedBy = 'confirm'
      confirmations++
      await page.getByRole('dialog', { name: 'Confirm action' }).getByRole('button', { name: 'Confirm' }).click()
    },
  },
  states: {
    closed: async (_s, { page, before }) => {
      await expect(page.getByRole('dialog', { name: 'Confirm action' })).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open modal' })).toHaveAttribute('aria-expanded', 'false')
      // Confirm toasts; Escape does not.
      if (before.matches('open') && closedBy === 'confirm') await expect(toast(page, 'Action confirmed')).toBeVisible()
      if (confirmations === 0) await expect(toast(page, 'Action confirmed')).toHaveCount(0)
    },
    open: async (_s, { page }) => {
      await expect(page.getByRole('dialog', { name: 'Confirm action' })).toBeVisible()
      await expect(page.getByRole('dialog', { name: 'Confirm action' })).toContainText('Do you want to confirm this action?')
    },
  },
})
