import type { BankingContext } from '@machines/playground/banking.machine'
import { bankingModel, MODEL_PAYMENT } from '@machines/playground/banking.model'
import { defaultSource } from '@machines/playground/banking-rules'
import { MODEL_TRANSFER } from '@machines/playground/banking-samples'
import { expect, openSignedIn, toast } from '@tests/fixtures/app'
import { transferViaUi } from '@tests/fixtures/banking'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const bankingUi = uiModel({
  model: bankingModel,
  start: async ({ page }) => {
    await openSignedIn(page, '/qa/banking')
  },
  events: {
    // The ledger reports a selection: the user clicks the account.
    'accounts.changed': async (e, { page }) => page.getByTestId(`banking-account-${e.selectedId}`).click(),
    // Each opening is checked (from the selected account) and closed again, so the next step starts on the dashboard.
    'transfer.open': async (_e, { page, before }) => {
      await page.getByTestId('banking-quick-action-transfer').click()
      await expect(page.getByTestId('banking-transfer-modal')).toBeVisible()
      await expect(page.getByTestId('banking-transfer-from-select')).toHaveValue(defaultSource((before.context as BankingContext).selectedId))
      await page.getByTestId('banking-transfer-cancel-button').click()
    },
    'payment.open': async (_e, { page, before }) => {
      await page.getByTestId('banking-quick-action-pay-bill').click()
      await expect(page.getByTestId('banking-pay-bill-modal')).toBeVisible()
      await expect(page.getByTestId('banking-pay-bill-biller-select')).toHaveValue('')
      await expect(page.getByTestId('banking-pay-bill-from-select')).toHaveValue(defaultSource((before.context as BankingContext).selectedId))
      await page.getByTestId('banking-pay-bill-cancel-button').click()
    },
    'bill.payNow': async (e, { page, before }) => {
      await page.getByTestId(`banking-bill-${e.id}-pay-button`).click()
      await expect(page.getByTestId('banking-pay-bill-modal')).toBeVisible()
      await expect(page.getByTestId('banking-pay-bill-biller-select')).toHaveValue(e.id)
      await expect(page.getByTestId('banking-pay-bill-from-select')).toHaveValue(defaultSource((before.context as BankingContext).selectedId))
      await page.getByTestId('banking-pay-bill-cancel-button').click()
    },
    // The children's results: a real transfer through the PIN modal, a real bill payment.
    'transfer.completed': async (e, { page }) => {
      expect(e.amount).toBe(MODEL_TRANSFER.amount)
      await transferViaUi(page, e.from, e.to, MODEL_TRANSFER.amountText)
    },
    'payment.completed': async (e, { page }) => {
      expect(e.amount).toBe(MODEL_PAYMENT.amount)
      await page.getByTestId('banking-quick-action-pay-bill').click()
      await page.getByTestId('banking-pay-bill-biller-select').selectOption(e.biller)
      await page.getByTestId('banking-pay-bill-amount-input').fill(MODEL_PAYMENT.amountText)
      await page.getByTestId('banking-pay-bill-from-select').selectOption(e.from)
      await page.getByTestId('banking-pay-bill-submit-button').click()
      await expect(toast(page, 'Payment successful').first()).toBeVisible()
    },
  },
  states: {
    ready: async (s, { page }) => {
      const c = s.context as BankingContext
      await expect(page.getByTestId('banking-transfer-modal')).toHaveCount(0)
      await expect(page.getByTestId('banking-pay-bill-modal')).toHaveCount(0)
      await expect(page.getByTestId(`banking-account-${c.selectedId}`)).toHaveAttribute('aria-pressed', 'true')
      const top = page.getByTestId('banking-transaction-list').getByRole('listitem').first()
      if (c.lastPosted === 'transfer') await expect(top).toContainText(MODEL_TRANSFER.description)
      if (c.lastPosted === 'payment') await expect(top).toContainText(MODEL_PAYMENT.description)
    },
  },
})
