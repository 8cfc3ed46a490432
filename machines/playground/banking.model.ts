/**
 * The graph model of the banking dashboard's coordination (tests/model/banking.model.spec.ts):
 * the ledger reporting a selection, a transfer, a payment and a pay-now opened from the selected
 * account, and a completed transfer and bill payment posted and recorded. The children's own
 * flows have their own models (banking-*.model.ts); here their results arrive as the events the
 * children send (`accounts.changed`, `transfer.completed`, `payment.completed`), which the harness
 * makes through the real modals.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { bankingMachine } from './banking.machine'
import { MODEL_BALANCES, MODEL_DATA, MODEL_TRANSFER } from './banking-samples'

type Ev = EventFromLogic<typeof bankingMachine>

/** The payment the harness makes through the pay-bill modal (a biller, an amount, from checking). */
export const MODEL_PAYMENT = { biller: 'phone', from: 'checking', amount: 10, amountText: '10.00', description: 'Phone Bill payment' } as const
/** The upcoming bill whose pay-now the model opens (never paid by the model's payment). */
export const MODEL_PAY_NOW_BILL = 'internet' as const

export const bankingModel = defineModel({
  id: 'banking',
  area: 'banking',
  routes: ['/qa/banking'],
  title: 'Banking dashboard',
  description: 'The coordination of the five banking flows: transfers and payments open from the selected account; a completed transfer or payment is posted to the ledger and recorded.',
  machine: bankingMachine,
  starts: [{ name: 'sample data', input: MODEL_DATA }],
  events: () =>
    [
      ...(['checking', 'savings'] as const).map((selectedId) => ({ type: 'accounts.changed', selectedId, balances: MODEL_BALANCES })),
      { type: 'transfer.open', currency: 'USD' },
      { type: 'payment.open', currency: 'USD' },
      { type: 'bill.payNow', id: MODEL_PAY_NOW_BILL, currency: 'USD' },
      { type: 'transfer.completed', from: MODEL_TRANSFER.from, to: MODEL_TRANSFER.to, amount: MODEL_TRANSFER.amount, memo: '' },
      { type: 'payment.completed', biller: MODEL_PAYMENT.biller, from: MODEL_PAYMENT.from, amount: MODEL_PAYMENT.amount, billId: MODEL_PAYMENT.biller },
    ] as Ev[],
  context: (s) => [s.context.selectedId, s.context.lastPosted],
})
