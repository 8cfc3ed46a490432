/**
 * The graph model of the banking accounts (tests/model/banking-accounts.model.spec.ts): each
 * account selected, and one posting, which the harness makes as a real transfer of $25.00
 * from checking to savings through the transfer and PIN modals.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { ACCOUNT_IDS } from './banking-data'
import { bankingAccountsMachine } from './banking-accounts.machine'
import { MODEL_DATA, MODEL_TRANSFER } from './banking-samples'

type Ev = EventFromLogic<typeof bankingAccountsMachine>

const checkingBalance = (accounts: ReadonlyArray<{ id: string; balance: number }>) => accounts.find((a) => a.id === 'checking')!.balance

export const bankingAccountsModel = defineModel({
  id: 'bankingAccounts',
  area: 'banking',
  routes: ['/qa/banking'],
  title: 'Banking accounts',
  description: 'Account selection (aria-pressed) and a completed transfer posted to the balances and the total.',
  machine: bankingAccountsMachine,
  starts: [
    {
      name: 'sample accounts',
      input: { accounts: MODEL_DATA.accounts, insights: MODEL_DATA.insights, monthStartTotal: MODEL_DATA.monthStartTotal, lastMonthChange: MODEL_DATA.lastMonthChange },
    },
  ],
  events: (s) => {
    const events: Ev[] = ACCOUNT_IDS.map((id) => ({ type: 'account.select', id }))
    // One posting keeps the graph finite.
    if (checkingBalance(s.context.accounts) === checkingBalance(MODEL_DATA.accounts))
      events.push({ type: 'ledger.post', from: MODEL_TRANSFER.from, to: MODEL_TRANSFER.to, amount: MODEL_TRANSFER.amount, category: 'Transfer' })
    return events
  },
  context: (s) => [s.context.selectedId, checkingBalance(s.context.accounts)],
})
