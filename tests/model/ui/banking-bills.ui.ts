import type { Page } from '@playwright/test'
import type { BankingBillsContext } from '@machines/playground/banking-bills.machine'
import { bankingBillsModel } from '@machines/playground/banking-bills.model'
import type { Bill } from '@machines/playground/banking-data'
import { formatMoney } from '@/lib/money'
import { expect, openSignedIn, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const NAME: Record<Bill['id'], string> = { electric: 'Electric Bill', internet: 'Internet Bill', phone: 'Phone Bill', insurance: 'Insurance Bill' }
const ERROR_TEXT = {
  selectBillerAndAmount: 'Please select a biller and enter amount',
  invalidAmount: 'Amount must be a positive number with up to 2 decimal places',
  insufficientFunds: /^Insufficient funds: the Checking Account balance is \$[\d,]+\.\d\d$/,
} as const

const sortedIds = (bills: readonly Bill[]) => [...bills].sort((a, b) => a.dueDate.localeCompare(b.dueDate)).map((b) => b.id)

async function listedIds(page: Page, listTestId: string, prefix: string) {
  const ids = await page.getByTestId(listTestId).locator(':scope > li').evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')))
  return ids.map((id) => id!.replace(prefix, ''))
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const bankingBillsUi = uiModel({
  model: bankingBillsModel,
  start: async ({ page }) => {
    await openSignedIn(page, '/qa/banking')
  },
  events: {
    'payment.open': async (_e, { page }) => page.getByTestId('banking-quick-action-pay-bill').click(),
    // From the upcoming list, or from the manage modal (which it closes).
    'bill.payNow': async (e, { page, before }) =>
      page.getByTestId(before.matches('managing') ? `banking-manage-bill-${e.id}-pay-button` : `banking-bill-${e.id}-pay-button`).click(),
    'manage.open': async (_e, { page }) => page.getByTestId('banking-manage-bills-button').click(),
    'manage.close': async (_e, { page }) => page.getByTestId('banking-manage-bills-done-button').click(),
    'bill.remove': async (e, { page }) => {
      await page.getByTestId(`banking-manage-bill-${e.id}-remove-button`).click()
      await expect(toast(page, `${NAME[e.id]} removed from your bills`)).toBeVisible()
    },
    'bill.toggleAutoPay': async (e, { page, after }) => {
      await page.getByTestId(`banking-manage-bill-${e.id}-autopay-switch`).click()
      const on = (after.context as BankingBillsContext).bills.find((b) => b.id === e.id)!.autoPay
      await expect(toast(page, `Auto-pay ${on ? 'enabled' : 'disabled'} for ${NAME[e.id]}`)).toBeVisible()
    },
    'field.change': async (e, { page }) => {
      if (e.field === 'amount') await page.getByTestId('banking-pay-bill-amount-input').fill(e.value)
      else await page.getByTestId(`banking-pay-bill-${e.field}-select`).selectOption(e.value)
    },
    'payment.submit': async (_e, { page }) => page.getByTestId('banking-pay-bill-submit-button').click(),
    'payment.cancel': async (_e, { page }) => page.getByTestId('banking-pay-bill-cancel-button').click(),
  },
  states: {
    idle: async (s, { page, before }) => {
      const c = s.context as BankingBillsContext
      await expect(page.getByTestId('banking-pay-bill-modal')).toHaveCount(0)
      await expect(page.getByTestId('banking-manage-bills-modal')).toHaveCount(0)
      await expect.poll(() => listedIds(page, 'banking-bill-list', 'banking-bill-')).toEqual(sortedIds(c.bills))
      for (const bill of c.bills) {
        await expect(page.getByTestId(`banking-bill-${bill.id}-amount`)).toHaveText(formatMoney(bill.amount, 'en'))
        await expect(page.getByTestId(`banking-bill-${bill.id}-autopay`)).toHaveCount(bill.autoPay ? 1 : 0)
      }
      if (before.matches('paying') && before.context.bills.length > c.bills.length) {
        const paid = (before.context as BankingBillsContext).bills.find((b) => !c.bills.some((x) => x.id === b.id))!
        await expect(toast(page, 'Payment successful').filter({ hasText: `paid to ${NAME[paid.id]} from` })).toBeVisible()
        await expect(page.getByTestId('banking-transaction-list').getByRole('listitem').first()).toContainText(`${NAME[paid.id]} payment`)
      }
    },
    managing: async (s, { page }) => {
      const c = s.context as BankingBillsContext
      await expect(page.getByTestId('banking-manage-bills-modal')).toBeVisible()
      await expect(page.getByTestId('banking-pay-bill-modal')).toHaveCount(0)
      for (const bill of c.bills) {
        await expect(page.getByTestId(`banking-manage-bill-${bill.id}`)).toBeVisible()
        await expect(page.getByTestId(`banking-manage-bill-${bill.id}-autopay-switch`)).toHaveAttribute('aria-checked', String(bill.autoPay))
      }
      await expect(page.getByTestId('banking-manage-bills-modal').getByRole('switch')).toHaveCount(c.bills.length)
    },
    paying: async (s, { page, before }) => {
      const c = s.context as BankingBillsContext
      await expect(page.getByTestId('banking-pay-bill-modal')).toBeVisible()
      await expect(page.getByTestId('banking-manage-bills-modal')).toHaveCount(0)
      await expect(page.getByTestId('banking-pay-bill-biller-select')).toHaveValue(c.biller)
      await expect(page.getByTestId('banking-pay-bill-amount-input')).toHaveValue(c.amount)
      await expect(page.getByTestId('banking-pay-bill-from-select')).toHaveValue(c.from)
      const error = page.getByTestId('banking-pay-bill-error')
      if (c.error) {
        await expect(error).toHaveText(ERROR_TEXT[c.error])
        if (before.matches('paying')) await expect(page.getByTestId('toast').filter({ hasText: ERROR_TEXT[c.error] }).first()).toBeVisible()
      } else await expect(error).toHaveCount(0)
    },
  },
})
