/**
 * Sample values shared by the banking graph models (banking-*.model.ts) and their Playwright
 * specs: the sample data as of the day the tests run, and the transfer the harness makes through
 * the UI when a model needs a posting.
 */
import { addDays, bankingSampleData } from './banking-data'
import { balancesOf } from './banking-rules'

/** Today as 'YYYY-MM-DD' in local time (the browser under test uses the same clock and zone). */
export function todayLocal(now = new Date()): string {
  return addDays(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`, 0)
}

export const MODEL_DATA = bankingSampleData(todayLocal())
export const MODEL_BALANCES = balancesOf(MODEL_DATA.accounts)

/** The transfer a model's harness makes through the transfer and PIN modals when it needs a posting. */
export const MODEL_TRANSFER = { from: 'checking', to: 'savings', amount: 25, amountText: '25.00', description: 'Transfer to Savings Account' } as const
