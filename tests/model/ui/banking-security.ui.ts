import type { BankingSecurityContext } from '@machines/playground/banking-security.machine'
import { bankingSecurityModel } from '@machines/playground/banking-security.model'
import { expect, openSignedIn, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const bankingSecurityUi = uiModel({
  model: bankingSecurityModel,
  start: async ({ page }) => {
    await openSignedIn(page, '/qa/banking')
  },
  events: {
    // On the panel, or in the settings modal when it is open.
    'twoFactor.toggle': async (_e, { page, before, after }) => {
      await page.getByTestId(before.matches('settings') ? 'banking-security-modal-2fa-switch' : 'banking-2fa-switch').click()
      await expect(toast(page, `Two-factor authentication ${(after.context as BankingSecurityContext).twoFactor ? 'enabled' : 'disabled'}`).first()).toBeVisible()
    },
    'loginAlerts.toggle': async (_e, { page, before, after }) => {
      await page.getByTestId(before.matches('settings') ? 'banking-security-modal-login-alerts-switch' : 'banking-login-alerts-switch').click()
      await expect(toast(page, `Login alerts ${(after.context as BankingSecurityContext).loginAlerts ? 'enabled' : 'disabled'}`).first()).toBeVisible()
    },
    'settings.open': async (_e, { page }) => page.getByTestId('banking-security-settings-button').click(),
    'settings.close': async (_e, { page }) => page.getByTestId('banking-security-modal-done-button').click(),
    'settings.changePin': async (_e, { page }) => page.getByTestId('banking-change-pin-button').click(),
    'pin.change': async (e, { page }) => page.getByTestId('banking-pin-input').fill(e.value),
    'pin.submit': async (_e, { page }) => page.getByTestId('banking-pin-submit-button').click(),
    'pin.cancel': async (_e, { page }) => page.getByTestId('banking-pin-cancel-button').click(),
  },
  states: {
    idle: async (s, { page, before }) => {
      const c = s.context as BankingSecurityContext
      await expect(page.getByTestId('banking-security-modal')).toHaveCount(0)
      await expect(page.getByTestId('banking-pin-modal')).toHaveCount(0)
      await expect(page.getByTestId('banking-2fa-switch')).toHaveAttribute('aria-checked', String(c.twoFactor))
      await expect(page.getByTestId('banking-login-alerts-switch')).toHaveAttribute('aria-checked', String(c.loginAlerts))
      // The switches' accessible names (the panel's: the settings modal is closed here).
      await expect(page.getByRole('switch', { name: 'Two-factor authentication' })).toHaveAttribute('aria-checked', String(c.twoFactor))
      await expect(page.getByRole('switch', { name: 'Login alerts' })).toHaveAttribute('aria-checked', String(c.loginAlerts))
      await expect(page.getByTestId('banking-password-changed')).toHaveText('30 days ago')
      await expect(page.getByTestId('banking-security')).toContainText('Last password change')
      if (before.matches('changingPin') && before.context.pin === '1234')
        await expect(toast(page, 'PIN verified')).toContainText('PIN changes are disabled in this demo: your PIN stays 1234.')
    },
    settings: async (s, { page }) => {
      const c = s.context as BankingSecurityContext
      await expect(page.getByTestId('banking-security-modal')).toBeVisible()
      await expect(page.getByTestId('banking-security-modal-2fa-switch')).toHaveAttribute('aria-checked', String(c.twoFactor))
      await expect(page.getByTestId('banking-security-modal-login-alerts-switch')).toHaveAttribute('aria-checked', String(c.loginAlerts))
      const dialog = page.getByRole('dialog', { name: 'Security settings' })
      await expect(dialog.getByRole('switch', { name: 'Two-factor authentication' })).toHaveAttribute('aria-checked', String(c.twoFactor))
      await expect(dialog.getByRole('switch', { name: 'Login alerts' })).toHaveAttribute('aria-checked', String(c.loginAlerts))
      await expect(dialog.getByRole('button', { name: 'Change PIN' })).toBeVisible()
    },
    changingPin: async (s, { page }) => {
      const c = s.context as BankingSecurityContext
      await expect(page.getByTestId('banking-security-modal')).toHaveCount(0)
      const modal = page.getByTestId('banking-pin-modal')
      await expect(modal).toBeVisible()
      await expect(modal).toHaveAttribute('data-purpose', 'change-pin')
      await expect(page.getByTestId('banking-pin-text')).toHaveText('Enter your current 4-digit PIN to change it.')
      await expect(page.getByTestId('banking-pin-input')).toHaveValue(c.pin)
      if (c.pinError) {
        await expect(page.getByTestId('banking-pin-error')).toHaveText('Invalid PIN')
        await expect(toast(page, 'Invalid PIN').first()).toBeVisible()
      } else await expect(page.getByTestId('banking-pin-error')).toHaveCount(0)
    },
  },
})
