import type { BankingAccountsContext } from '@machines/playground/banking-accounts.machine'
import { bankingAccountsModel } from '@machines/playground/banking-accounts.model'
import { thisMonthChange, totalBalance } from '@machines/playground/banking-rules'
import { MODEL_TRANSFER } from '@machines/playground/banking-samples'
import { formatMoney } from '@/lib/money'
import { expect, openSignedIn } from '@tests/fixtures/app'
import { transferViaUi } from '@tests/fixtures/banking'
import { uiModel } from '../runtime'

const usd = (v: number) => formatMoney(v, 'en')

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const bankingAccountsUi = uiModel({
  model: bankingAccountsModel,
  start: async ({ page }) => {
    await openSignedIn(page, '/qa/banking')
  },
  events: {
    'account.select': async (e, { page }) => page.getByTestId(`banking-account-${e.id}`).click(),
    'ledger.post': async (e, { page }) => {
      expect(e.amount).toBe(MODEL_TRANSFER.amount)
      await transferViaUi(page, e.from, e.to!, MODEL_TRANSFER.amountText)
    },
  },
  states: {
    ready: async (s, { page }) => {
      const c = s.context as BankingAccountsContext
      for (const account of c.accounts) {
        await expect(page.getByTestId(`banking-account-${account.id}`)).toHaveAttribute('aria-pressed', String(account.id === c.selectedId))
        await expect(page.getByTestId(`banking-account-${account.id}-balance`)).toHaveText(usd(account.balance))
      }
      await expect(page.getByTestId('banking-total-balance')).toHaveText(usd(totalBalance(c.accounts)))
      await expect(page.getByTestId('banking-this-month')).toHaveText(`+${usd(thisMonthChange(c.accounts, c.monthStartTotal))}`)
    },
  },
})
