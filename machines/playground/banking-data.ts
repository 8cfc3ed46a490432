/**
 * The banking dashboard's sample data (docs/spec/3-playground.md "Banking dashboard", §3 Bank account, Transaction,
 * Bill, §9): four accounts, a dozen transactions, four upcoming bills, spending budgets, the
 * saved payees and the security facts. Pure data: no UI, no storage. Dates are relative to the
 * day the page opens (`today`, 'YYYY-MM-DD'), so the date filter and due dates always make sense;
 * amounts are US dollars (the Korean screen shows them in won, ×1300).
 */
import { isKorean } from '../shared/language'

export const ACCOUNT_IDS = ['checking', 'savings', 'credit', 'investment'] as const
export type AccountId = (typeof ACCOUNT_IDS)[number]

export interface BankAccount {
  id: AccountId
  name: string
  type: AccountId
  /** Only the last four digits: "•••• 4521". */
  maskedNumber: string
  /** US dollars; for the credit card the (negative) amount owed. */
  balance: number
  currency: 'USD'
  /** Credit card only: the credit limit. */
  creditLimit?: number
}

/** The category filter's values (docs/spec/3-playground.md §5), in order; 'all' is the filter's "no category". */
export const TRANSACTION_CATEGORIES = ['Shopping', 'Food', 'Transport', 'Entertainment', 'Utilities', 'Income'] as const
/** Transfers between accounts or to payees carry 'Transfer' (not a filter option: they show under "all"). */
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number] | 'Transfer'
export type CategoryFilter = 'all' | (typeof TRANSACTION_CATEGORIES)[number]
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...TRANSACTION_CATEGORIES]

export interface Transaction {
  id: string
  /** 'YYYY-MM-DD' */
  date: string
  description: string
  category: TransactionCategory
  /** Positive US dollars; `type` says which way the money went. */
  amount: number
  type: 'debit' | 'credit'
  status: 'completed' | 'pending'
  accountId: AccountId
}

export const BILLER_IDS = ['electric', 'internet', 'phone', 'insurance'] as const
export type BillerId = (typeof BILLER_IDS)[number]

/** An upcoming bill; its id is its biller, so paying that biller pays the bill. */
export interface Bill {
  id: BillerId
  name: string
  /** 'YYYY-MM-DD' */
  dueDate: string
  amount: number
  autoPay: boolean
}

export const INSIGHT_IDS = ['shopping', 'food', 'transport', 'utilities'] as const
export type InsightId = (typeof INSIGHT_IDS)[number]

/** A spending bar: this month's spending in a category against its budget. */
export interface SpendingInsight {
  id: InsightId
  category: TransactionCategory
  spent: number
  budget: number
}

export interface Payee {
  id: string
  name: string
  maskedNumber: string
}

export interface BankingData {
  accounts: BankAccount[]
  transactions: Transaction[]
  bills: Bill[]
  insights: SpendingInsight[]
  /** The non-credit total at the start of this month: "this month" is the change since then. */
  monthStartTotal: number
  /** Last month's change of the non-credit total. */
  lastMonthChange: number
  /** 'YYYY-MM-DDTHH:mm' (local time) */
  lastLogin: string
  today: string
}

/** The correct PIN (docs/spec/3-playground.md §5, §9: `{secret}`). */
export const BANKING_PIN = '1234'
export const PIN_LENGTH = 4
/** Won per dollar on the Korean screen (the same rate as src/lib/money.ts). */
export const KRW_PER_USD = 1300
/** Spending at or above this share of a budget shows the warning. */
export const BUDGET_WARNING_PERCENT = 80
export const PASSWORD_CHANGED_DAYS_AGO = 30
export const CSV_FILENAME = 'transactions.csv'

export const PAYEES: readonly Payee[] = [
  { id: 'payee-john', name: 'John Smith', maskedNumber: '•••• 6789' },
  { id: 'payee-mary', name: 'Mary Johnson', maskedNumber: '•••• 2468' },
]

export const SAMPLE_ACCOUNTS: readonly BankAccount[] = [
  { id: 'checking', name: 'Checking Account', type: 'checking', maskedNumber: '•••• 4521', balance: 5432.1, currency: 'USD' },
  { id: 'savings', name: 'Savings Account', type: 'savings', maskedNumber: '•••• 7832', balance: 15750, currency: 'USD' },
  { id: 'credit', name: 'Credit Card', type: 'credit', maskedNumber: '•••• 9012', balance: -1234.75, currency: 'USD', creditLimit: 10000 },
  { id: 'investment', name: 'Investment Account', type: 'investment', maskedNumber: '•••• 3456', balance: 28900.5, currency: 'USD' },
]

/** Sample transactions with their age in days (0 = today). */
const SAMPLE_TRANSACTIONS: ReadonlyArray<Omit<Transaction, 'date'> & { daysAgo: number }> = [
  { id: 'txn-001', daysAgo: 0, description: 'Amazon Marketplace', category: 'Shopping', amount: 89.99, type: 'debit', status: 'pending', accountId: 'credit' },
  { id: 'txn-002', daysAgo: 1, description: 'Starbucks Coffee', category: 'Food', amount: 5.75, type: 'debit', status: 'completed', accountId: 'checking' },
  { id: 'txn-003', daysAgo: 2, description: 'ACME Corp Payroll', category: 'Income', amount: 4250, type: 'credit', status: 'completed', accountId: 'checking' },
  { id: 'txn-004', daysAgo: 3, description: 'Uber Trip', category: 'Transport', amount: 23.4, type: 'debit', status: 'completed', accountId: 'credit' },
  { id: 'txn-005', daysAgo: 5, description: 'Netflix Subscription', category: 'Entertainment', amount: 15.99, type: 'debit', status: 'completed', accountId: 'credit' },
  { id: 'txn-006', daysAgo: 6, description: 'Whole Foods Market', category: 'Food', amount: 132.48, type: 'debit', status: 'completed', accountId: 'checking' },
  { id: 'txn-007', daysAgo: 9, description: 'Shell Gas Station', category: 'Transport', amount: 48.2, type: 'debit', status: 'completed', accountId: 'checking' },
  { id: 'txn-008', daysAgo: 12, description: 'City Power & Light', category: 'Utilities', amount: 124.56, type: 'debit', status: 'completed', accountId: 'checking' },
  { id: 'txn-009', daysAgo: 16, description: 'Target Store', category: 'Shopping', amount: 64.32, type: 'debit', status: 'completed', accountId: 'credit' },
  { id: 'txn-010', daysAgo: 21, description: 'Upwork Payout', category: 'Income', amount: 850, type: 'credit', status: 'completed', accountId: 'checking' },
  { id: 'txn-011', daysAgo: 27, description: 'AMC Theatres', category: 'Entertainment', amount: 32, type: 'debit', status: 'completed', accountId: 'credit' },
  { id: 'txn-012', daysAgo: 40, description: 'Comcast Xfinity', category: 'Utilities', amount: 79.99, type: 'debit', status: 'completed', accountId: 'checking' },
]

/** Upcoming bills with the days until they are due. */
const SAMPLE_BILLS: ReadonlyArray<Omit<Bill, 'dueDate'> & { dueInDays: number }> = [
  { id: 'electric', name: 'Electric Bill', dueInDays: 5, amount: 145.3, autoPay: false },
  { id: 'internet', name: 'Internet Bill', dueInDays: 8, amount: 79.99, autoPay: true },
  { id: 'phone', name: 'Phone Bill', dueInDays: 12, amount: 65, autoPay: false },
  { id: 'insurance', name: 'Insurance Bill', dueInDays: 18, amount: 189.5, autoPay: true },
]

export const SAMPLE_INSIGHTS: readonly SpendingInsight[] = [
  { id: 'shopping', category: 'Shopping', spent: 425, budget: 500 },
  { id: 'food', category: 'Food', spent: 318.6, budget: 600 },
  { id: 'transport', category: 'Transport', spent: 142.8, budget: 300 },
  { id: 'utilities', category: 'Utilities', spent: 204.55, budget: 400 },
]

export const SAMPLE_MONTH_START_TOTAL = 47736.93
export const SAMPLE_LAST_MONTH_CHANGE = 1890.2

/** 'YYYY-MM-DD' plus `days` (negative for the past), calendar arithmetic only. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d + days))
  return date.toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  const ms = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
    return Date.UTC(y, m - 1, d)
  }
  return Math.round((ms(to) - ms(from)) / 86_400_000)
}

/**
 * The sample transactions as a Korean statement shows them (a Korean screen starts with these, as the everyday
 * modules get the `ko` seed): Korean merchants by transaction id, with the same ids, categories, amounts and dates.
 * GS칼텍스 and KT keep their Latin letters, so a case-insensitive search ('gs') still shows on a Korean screen.
 */
const KO_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'txn-001': '쿠팡',
  'txn-002': '스타벅스 강남역점',
  'txn-003': '(주)에이크미 급여',
  'txn-004': '카카오T 택시',
  'txn-005': '넷플릭스 정기결제',
  'txn-006': '이마트 성수점',
  'txn-007': 'GS칼텍스 주유소',
  'txn-008': '한국전력공사 전기요금',
  'txn-009': '다이소',
  'txn-010': '크몽 정산금',
  'txn-011': 'CGV 용산아이파크몰',
  'txn-012': 'KT 인터넷 요금',
}

/** The whole sample data set as of `today` ('YYYY-MM-DD'), fresh objects on every call; `language` 'ko' (or 'ko-KR') gives the transactions Korean merchants. */
export function bankingSampleData(today: string, language = 'en'): BankingData {
  const korean = isKorean(language)
  return {
    accounts: SAMPLE_ACCOUNTS.map((a) => ({ ...a })),
    transactions: SAMPLE_TRANSACTIONS.map(({ daysAgo, ...t }) => ({ ...t, ...(korean ? { description: KO_DESCRIPTIONS[t.id] ?? t.description } : {}), date: addDays(today, -daysAgo) })),
    bills: SAMPLE_BILLS.map(({ dueInDays, ...b }) => ({ ...b, dueDate: addDays(today, dueInDays) })),
    insights: SAMPLE_INSIGHTS.map((i) => ({ ...i })),
    monthStartTotal: SAMPLE_MONTH_START_TOTAL,
    lastMonthChange: SAMPLE_LAST_MONTH_CHANGE,
    lastLogin: `${addDays(today, -1)}T21:14`,
    today,
  }
}

/** The security panel's starting switches. */
export const SECURITY_DEFAULTS = { twoFactor: true, loginAlerts: false } as const
/** The longest transfer memo. */
export const MEMO_MAX_LENGTH = 100
