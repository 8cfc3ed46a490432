/**
 * The banking dashboard's transaction list (docs/spec/3-playground.md "Banking dashboard", §3 Transaction, §5):
 * a case-insensitive description search combined with the category filter and the date filter
 * (all time → last 7 days → last 30 days), the CSV export of the visible rows, and new rows
 * from completed transfers and payments, added at the top.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { CSV_FILENAME, type AccountId, type CategoryFilter, type Transaction, type TransactionCategory } from './banking-data'
import { filterTransactions, nextRange, transactionsCsv, type DateRange, type TransactionFilter } from './banking-rules'

export interface BankingTransactionsContext {
  transactions: Transaction[]
  query: string
  category: CategoryFilter
  range: DateRange
  /** 'YYYY-MM-DD': the date ranges count back from it and new rows carry it. */
  today: string
  /** The number of the next recorded row's id (txn-013, …). */
  nextSeq: number
}

export interface BankingTransactionsInput {
  transactions: Transaction[]
  today: string
}

export interface NewTransaction {
  accountId: AccountId
  description: string
  category: TransactionCategory
  /** US dollars, positive. */
  amount: number
  kind: 'debit' | 'credit'
}

export type BankingTransactionsEvent =
  | { type: 'search.change'; value: string }
  | { type: 'category.change'; category: CategoryFilter }
  | { type: 'range.cycle' }
  | { type: 'transactions.export' }
  | ({ type: 'transactions.record' } & NewTransaction)

/** The rows the list shows (and the export writes). */
export function visibleTransactions(context: Pick<BankingTransactionsContext, 'transactions'> & TransactionFilter): Transaction[] {
  return filterTransactions(context.transactions, context)
}

const seqOf = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? 0)

export const bankingTransactionsMachine = setup({
  types: {
    context: {} as BankingTransactionsContext,
    events: {} as BankingTransactionsEvent,
    input: {} as BankingTransactionsInput,
  },
  actions: {
    /** Hands the CSV to the browser as a file download. */
    downloadCsv: (_, _params: { filename: string; csv: string }) => {},
    notifyExported: (_, _params: { count: number; filename: string }) => {},
    notifyNothingToExport: () => {},
  },
  guards: {
    hasVisibleRows: ({ context }) => visibleTransactions(context).length > 0,
  },
}).createMachine({
  id: 'bankingTransactions',
  context: ({ input }) => ({
    transactions: input.transactions,
    query: '',
    category: 'all',
    range: 'all',
    today: input.today,
    nextSeq: input.transactions.reduce((max, t) => Math.max(max, seqOf(t.id)), 0) + 1,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'search.change': { actions: assign({ query: ({ event }) => event.value }) },
        'category.change': { actions: assign({ category: ({ event }) => event.category }) },
        'range.cycle': {
          description: 'All time → last 7 days → last 30 days → all time.',
          actions: assign({ range: ({ context }) => nextRange(context.range) }),
        },
        'transactions.export': [
          {
            guard: 'hasVisibleRows',
            description: 'Downloads transactions.csv with the rows the list shows.',
            actions: [
              {
                type: 'downloadCsv',
                params: ({ context }) => ({ filename: CSV_FILENAME, csv: transactionsCsv(visibleTransactions(context)) }),
              },
              { type: 'notifyExported', params: ({ context }) => ({ count: visibleTransactions(context).length, filename: CSV_FILENAME }) },
            ],
          },
          { description: 'Nothing matches the filters: nothing is downloaded.', actions: 'notifyNothingToExport' },
        ],
        'transactions.record': {
          description: 'A completed transfer or payment: a new completed row dated today, at the top.',
          actions: assign(({ context, event }) => ({
            transactions: [
              {
                id: `txn-${String(context.nextSeq).padStart(3, '0')}`,
                date: context.today,
                description: event.description,
                category: event.category,
                amount: event.amount,
                type: event.kind,
                status: 'completed' as const,
                accountId: event.accountId,
              },
              ...context.transactions,
            ],
            nextSeq: context.nextSeq + 1,
          })),
        },
      },
    },
  },
})

export type BankingTransactionsMachine = typeof bankingTransactionsMachine

/** What the transactions panel renders (its rows are `visibleTransactions` of it): `useSelector(ref, selectBankingTransactionsView, shallowEqual)`. */
export function selectBankingTransactionsView(s: SnapshotFrom<BankingTransactionsMachine>) {
  const { transactions, query, category, range, today } = s.context
  return { transactions, query, category, range, today }
}
export type BankingTransactionsViewModel = ReturnType<typeof selectBankingTransactionsView>
