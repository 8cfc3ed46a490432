/**
 * The graph model of bills (tests/model/banking-bills.model.spec.ts): the pay-bill quick action
 * and pay-now (from the list and from the manage modal), the manage modal's remove and auto-pay
 * switch, the payment form's missing, invalid, too large and valid amounts.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { bankingBillsMachine } from './banking-bills.machine'
import { MODEL_BALANCES, MODEL_DATA } from './banking-samples'

type Ev = EventFromLogic<typeof bankingBillsMachine>

export const BILLS_MODEL_SAMPLES = {
  biller: ['', 'internet'],
  amount: ['', '0', '60', '99999'],
} as const

const source = { from: 'checking', balances: MODEL_BALANCES, currency: 'USD' } as const

export const bankingBillsModel = defineModel({
  id: 'bankingBills',
  area: 'banking',
  routes: ['/qa/banking'],
  title: 'Banking bills',
  description: "Pay bill ('Please select a biller and enter amount'), pay now prefills, manage bills: remove and auto-pay with a message each time.",
  machine: bankingBillsMachine,
  starts: [{ name: 'sample bills', input: { bills: MODEL_DATA.bills } }],
  events: () =>
    [
      { type: 'payment.open', ...source },
      ...(['electric', 'insurance'] as const).map((id) => ({ type: 'bill.payNow', id, ...source })),
      { type: 'manage.open' },
      { type: 'manage.close' },
      { type: 'bill.remove', id: 'phone' },
      { type: 'bill.toggleAutoPay', id: 'electric' },
      ...Object.entries(BILLS_MODEL_SAMPLES).flatMap(([field, values]) => values.map((value) => ({ type: 'field.change', field, value }))),
      { type: 'payment.submit' },
      { type: 'payment.cancel' },
    ] as Ev[],
  context: (s) => {
    const c = s.context
    return [c.bills.map((b) => `${b.id}:${b.autoPay}`), c.biller, c.amount, c.error]
  },
})
