/**
 * The banking dashboard's accounts (docs/spec/3-playground.md "Banking dashboard", §3 Bank account): the four
 * accounts, the selected one (it drives the default "from" of a transfer or payment), and the
 * postings of completed transfers and bill payments: the source account decreases, an own
 * destination account increases (paying the card lowers what is owed) and the spending of the
 * posting's category grows. The total balance, this month's change and the credit usage are
 * selectors over this context (banking-rules.ts).
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { AccountId, BankAccount, SpendingInsight, TransactionCategory } from './banking-data'
import { balancesOf, isCredit, roundMicro, type Balances } from './banking-rules'

export interface BankingAccountsContext {
  accounts: BankAccount[]
  selectedId: AccountId
  insights: SpendingInsight[]
  monthStartTotal: number
  lastMonthChange: number
}

export interface BankingAccountsInput {
  accounts: BankAccount[]
  insights: SpendingInsight[]
  monthStartTotal: number
  lastMonthChange: number
}

export interface Posting {
  from: AccountId
  /** An own account that receives the money, or null for a payee or a biller. */
  to: AccountId | null
  /** US dollars, positive. */
  amount: number
  category: TransactionCategory
}

export type BankingAccountsEvent = { type: 'account.select'; id: AccountId } | ({ type: 'ledger.post' } & Posting)

/** A posting the ledger accepts: from a non-credit account, positive, covered by the balance, not to itself. */
export function postingAccepted(accounts: readonly BankAccount[], posting: Posting): boolean {
  const source = accounts.find((a) => a.id === posting.from)
  if (!source || isCredit(source.id) || posting.to === posting.from) return false
  if (posting.to !== null && !accounts.some((a) => a.id === posting.to)) return false
  return posting.amount > 0 && posting.amount <= source.balance + 1e-9
}

export function applyPosting(context: Pick<BankingAccountsContext, 'accounts' | 'insights'>, posting: Posting): Pick<BankingAccountsContext, 'accounts' | 'insights'> {
  return {
    accounts: context.accounts.map((a) => {
      if (a.id === posting.from) return { ...a, balance: roundMicro(a.balance - posting.amount) }
      if (a.id === posting.to) return { ...a, balance: roundMicro(a.balance + posting.amount) }
      return a
    }),
    insights: context.insights.map((i) => (i.category === posting.category ? { ...i, spent: roundMicro(i.spent + posting.amount) } : i)),
  }
}

const changed = (c: BankingAccountsContext) => ({ selectedId: c.selectedId, balances: balancesOf(c.accounts) })

export const bankingAccountsMachine = setup({
  types: {
    context: {} as BankingAccountsContext,
    events: {} as BankingAccountsEvent,
    input: {} as BankingAccountsInput,
  },
  actions: {
    /** Tells whoever coordinates the dashboard (banking.machine.ts) the selected account and the balances. */
    accountsChanged: (_, _params: { selectedId: AccountId; balances: Balances }) => {},
  },
  guards: {
    postingAccepted: ({ context, event }) => event.type === 'ledger.post' && postingAccepted(context.accounts, event),
  },
}).createMachine({
  id: 'bankingAccounts',
  context: ({ input }) => ({
    accounts: input.accounts,
    selectedId: 'checking',
    insights: input.insights,
    monthStartTotal: input.monthStartTotal,
    lastMonthChange: input.lastMonthChange,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'account.select': {
          description: 'The clicked account is highlighted and becomes the default source of transfers and payments.',
          actions: [assign({ selectedId: ({ event }) => event.id }), { type: 'accountsChanged', params: ({ context }) => changed(context) }],
        },
        'ledger.post': {
          guard: 'postingAccepted',
          description: 'A completed transfer or bill payment: the source decreases, an own destination increases.',
          actions: [assign(({ context, event }) => applyPosting(context, event)), { type: 'accountsChanged', params: ({ context }) => changed(context) }],
        },
      },
    },
  },
})

export type BankingAccountsMachine = typeof bankingAccountsMachine

/** What the accounts, total balance, credit card and insights panels render: `useSelector(ref, selectBankingAccountsView, shallowEqual)`. */
export function selectBankingAccountsView(s: SnapshotFrom<BankingAccountsMachine>) {
  const { accounts, selectedId, insights, monthStartTotal, lastMonthChange } = s.context
  return { accounts, selectedId, insights, monthStartTotal, lastMonthChange }
}
export type BankingAccountsViewModel = ReturnType<typeof selectBankingAccountsView>
