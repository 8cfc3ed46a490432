import { amountUsd, type BankingTransferContext } from '@machines/playground/banking-transfer.machine'
import { formatMoney } from '@/lib/money'
import { bankingTransferModel } from '@machines/playground/banking-transfer.model'
import { expect, openSignedIn, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const ERROR_TEXT = {
  fillAllFields: 'Please fill all fields',
  invalidAmount: 'Amount must be a positive number with up to 2 decimal places',
  // The balance depends on the transfers made earlier in the path.
  insufficientFunds: /^Insufficient funds: the (Checking|Savings) Account balance is \$[\d,]+\.\d\d$/,
} as const
const NAMES: Record<string, string> = { checking: 'Checking Account', savings: 'Savings Account', 'payee-john': 'John Smith' }

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const bankingTransferUi = uiModel({
  model: bankingTransferModel,
  start: async ({ page }) => {
    await openSignedIn(page, '/qa/banking')
  },
  events: {
    // The selected account is the default source.
    'transfer.open': async (e, { page }) => {
      await page.getByTestId(`banking-account-${e.from}`).click()
      await page.getByTestId('banking-quick-action-transfer').click()
    },
    'field.change': async (e, { page }) => {
      const control = page.getByTestId(`banking-transfer-${e.field}-${e.field === 'from' || e.field === 'to' ? 'select' : 'input'}`)
      if (e.field === 'from' || e.field === 'to') await control.selectOption(e.value)
      else await control.fill(e.value)
    },
    'transfer.submit': async (_e, { page }) => page.getByTestId('banking-transfer-submit-button').click(),
    'transfer.cancel': async (_e, { page }) => page.getByTestId('banking-transfer-cancel-button').click(),
    'pin.change': async (e, { page }) => page.getByTestId('banking-pin-input').fill(e.value),
    'pin.submit': async (_e, { page }) => page.getByTestId('banking-pin-submit-button').click(),
    // Escape closes only the PIN modal (the transfer modal stays under it). Without the PIN modal
    // (an invalid pin.cancel of the lab's all-transitions suite), Escape would close the transfer
    // modal, which is transfer.cancel: the attempt is the PIN modal's own cancel button, absent there.
    'pin.cancel': async (_e, { page, before }) =>
      before.matches('pin') ? page.keyboard.press('Escape') : page.getByTestId('banking-pin-cancel-button').click(),
  },
  states: {
    closed: async (_s, { page, before }) => {
      await expect(page.getByTestId('banking-transfer-modal')).toHaveCount(0)
      await expect(page.getByTestId('banking-pin-modal')).toHaveCount(0)
      if (before.matches('pin')) {
        await expect(toast(page, 'Transfer successful').first()).toBeVisible()
        await expect(page.getByTestId('banking-transaction-list').getByRole('listitem').first()).toContainText('Transfer to')
      }
    },
    editing: async (s, { page, before }) => {
      const c = s.context as BankingTransferContext
      await expect(page.getByTestId('banking-transfer-modal')).toBeVisible()
      await expect(page.getByTestId('banking-pin-modal')).toHaveCount(0)
      await expect(page.getByTestId('banking-transfer-from-select')).toHaveValue(c.from)
      await expect(page.getByTestId('banking-transfer-to-select')).toHaveValue(c.to)
      await expect(page.getByTestId('banking-transfer-amount-input')).toHaveValue(c.amount)
      await expect(page.getByTestId('banking-transfer-memo-input')).toHaveValue(c.memo)
      const error = page.getByTestId('banking-transfer-error')
      if (c.error) {
        await expect(error).toHaveText(ERROR_TEXT[c.error])
        if (before.matches('editing')) await expect(page.getByTestId('toast').filter({ hasText: ERROR_TEXT[c.error] }).first()).toBeVisible()
      } else await expect(error).toHaveCount(0)
    },
    pin: async (s, { page }) => {
      const c = s.context as BankingTransferContext
      const modal = page.getByTestId('banking-pin-modal')
      await expect(modal).toBeVisible()
      await expect(modal).toHaveAttribute('data-purpose', 'transfer')
      await expect(page.getByTestId('banking-pin-text')).toHaveText(`Enter your 4-digit PIN to confirm the transfer of ${formatMoney(amountUsd(c), 'en')} to ${NAMES[c.to]}.`)
      await expect(page.getByTestId('banking-transfer-modal')).toBeVisible()
      await expect(page.getByTestId('banking-pin-input')).toHaveValue(c.pin)
      if (c.pinError) {
        await expect(page.getByTestId('banking-pin-error')).toHaveText('Invalid PIN')
        await expect(toast(page, 'Invalid PIN').first()).toBeVisible()
      } else await expect(page.getByTestId('banking-pin-error')).toHaveCount(0)
    },
  },
})
