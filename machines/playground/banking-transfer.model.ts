/**
 * The graph model of a transfer (tests/model/banking-transfer.model.spec.ts): opened from the
 * selected account, the form with sample values (missing, invalid, too large and valid amounts),
 * the PIN modal with a wrong and the right PIN, cancel at each step.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { bankingTransferMachine } from './banking-transfer.machine'
import { MODEL_BALANCES } from './banking-samples'

type Ev = EventFromLogic<typeof bankingTransferMachine>

export const TRANSFER_MODEL_SAMPLES = {
  from: ['checking', 'savings'],
  to: ['', 'savings', 'payee-john'],
  amount: ['', '-5', '25.50', '99999'],
  memo: ['', 'Rent'],
  pin: ['0000', '1234'],
} as const

export const bankingTransferModel = defineModel({
  id: 'bankingTransfer',
  area: 'banking',
  routes: ['/qa/banking'],
  title: 'Banking transfer',
  description: "Transfer modal → PIN modal → done: 'Please fill all fields', amount checks, 'Invalid PIN', PIN 1234 completes.",
  machine: bankingTransferMachine,
  starts: [{ name: 'closed', input: undefined }],
  events: () =>
    [
      ...(['checking', 'savings'] as const).map((from) => ({ type: 'transfer.open', from, balances: MODEL_BALANCES, currency: 'USD' })),
      ...Object.entries(TRANSFER_MODEL_SAMPLES)
        .filter(([field]) => field !== 'pin')
        .flatMap(([field, values]) => values.map((value) => ({ type: 'field.change', field, value }))),
      { type: 'transfer.submit' },
      { type: 'transfer.cancel' },
      ...TRANSFER_MODEL_SAMPLES.pin.map((value) => ({ type: 'pin.change', value })),
      { type: 'pin.submit' },
      { type: 'pin.cancel' },
    ] as Ev[],
  context: (s) => {
    const c = s.context
    return [c.from, c.to, c.amount, c.memo, c.error, c.pin, c.pinError]
  },
})
