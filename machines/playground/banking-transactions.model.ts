/**
 * The graph model of the banking transaction list (tests/model/banking-transactions.model.spec.ts):
 * a few searches, categories and every date range, the export with and without rows, and one
 * recorded row, which the harness makes as a real transfer through the transfer and PIN modals.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { bankingTransactionsMachine } from './banking-transactions.machine'
import { MODEL_DATA, MODEL_TRANSFER } from './banking-samples'

type Ev = EventFromLogic<typeof bankingTransactionsMachine>

export const TRANSACTIONS_MODEL_QUERIES = ['', 'STAR', 'zzz'] as const
export const TRANSACTIONS_MODEL_CATEGORIES = ['all', 'Food', 'Income'] as const

export const bankingTransactionsModel = defineModel({
  id: 'bankingTransactions',
  area: 'banking',
  routes: ['/qa/banking'],
  title: 'Banking transactions',
  description: 'Case-insensitive search with the category and date filters, the CSV export of the shown rows, a new row from a transfer.',
  machine: bankingTransactionsMachine,
  starts: [{ name: 'sample transactions', input: { transactions: MODEL_DATA.transactions, today: MODEL_DATA.today } }],
  events: (s) => {
    const events: Ev[] = [
      ...TRANSACTIONS_MODEL_QUERIES.map((value) => ({ type: 'search.change' as const, value })),
      ...TRANSACTIONS_MODEL_CATEGORIES.map((category) => ({ type: 'category.change' as const, category })),
      { type: 'range.cycle' },
      { type: 'transactions.export' },
    ]
    if (s.context.transactions.length === MODEL_DATA.transactions.length)
      events.push({ type: 'transactions.record', accountId: MODEL_TRANSFER.from, description: MODEL_TRANSFER.description, category: 'Transfer', amount: MODEL_TRANSFER.amount, kind: 'debit' })
    return events
  },
  context: (s) => [s.context.query, s.context.category, s.context.range, s.context.transactions.length],
})
