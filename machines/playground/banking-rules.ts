/**
 * The banking dashboard's rules as pure functions (docs/spec/3-playground.md §4, §5, §9): amounts, the PIN, the
 * totals, the credit usage, the transaction filter, the CSV export and the budget warnings.
 * The machines use them as guards and actions; views call the selectors for display.
 */
import {
  ACCOUNT_IDS,
  BANKING_PIN,
  BUDGET_WARNING_PERCENT,
  KRW_PER_USD,
  PAYEES,
  PIN_LENGTH,
  daysBetween,
  type AccountId,
  type BankAccount,
  type CategoryFilter,
  type SpendingInsight,
  type Transaction,
} from './banking-data'

/** The currency amounts are typed in: the one the screen shows (USD in English, KRW in Korean). */
export type Currency = 'USD' | 'KRW'

export type AmountErrorCode = 'invalidAmount' | 'insufficientFunds'

export type AmountCheck = { ok: true; usd: number } | { ok: false; code: AmountErrorCode }

const AMOUNT_PATTERN: Record<Currency, RegExp> = {
  // Dollars with up to two decimals; won in whole units.
  USD: /^\d+(\.\d{1,2})?$/,
  KRW: /^\d+$/,
}

/** A balance in the units the user sees (cents or won), so the comparison matches the screen. */
function displayUnits(usd: number, currency: Currency): number {
  return currency === 'KRW' ? Math.round(usd * KRW_PER_USD) : Math.round(usd * 100)
}

/**
 * A typed amount against the balance it is taken from: a positive number (USD up to 2 decimals,
 * KRW whole won) not above the balance. The result is in US dollars. Blank text is the callers'
 * "fill all fields" case and counts as invalid here.
 */
export function checkAmount(text: string, currency: Currency, balanceUsd: number): AmountCheck {
  const trimmed = text.trim()
  if (!AMOUNT_PATTERN[currency].test(trimmed)) return { ok: false, code: 'invalidAmount' }
  const value = Number(trimmed)
  if (!(value > 0) || !Number.isFinite(value)) return { ok: false, code: 'invalidAmount' }
  const typedUnits = currency === 'KRW' ? value : Math.round(value * 100)
  const available = displayUnits(balanceUsd, currency)
  if (typedUnits > available) return { ok: false, code: 'insufficientFunds' }
  // The whole (displayed) balance in won is the whole balance in dollars, not a rounded neighbour.
  if (currency === 'KRW') return { ok: true, usd: typedUnits === available ? balanceUsd : value / KRW_PER_USD }
  return { ok: true, usd: value }
}

/** How a dollar amount is prefilled into an amount field: "145.30" or "188890". */
export function amountText(usd: number, currency: Currency): string {
  return currency === 'KRW' ? String(Math.round(usd * KRW_PER_USD)) : usd.toFixed(2)
}

/** The PIN input keeps at most 4 characters (docs/spec/3-playground.md §5, §9). */
export function limitPin(value: string): string {
  return value.slice(0, PIN_LENGTH)
}

/** Only the demo PIN is accepted. */
export function pinAccepted(pin: string): boolean {
  return pin === BANKING_PIN
}

export const isCredit = (id: string): boolean => id === 'credit'

export function isAccountId(id: string): id is AccountId {
  return (ACCOUNT_IDS as readonly string[]).includes(id)
}

/** Accounts money can be taken from (not the credit card). */
export const SOURCE_ACCOUNT_IDS: readonly AccountId[] = ACCOUNT_IDS.filter((id) => !isCredit(id))

/** The transfer or payment source for the selected account: itself, or checking for the credit card. */
export function defaultSource(selected: AccountId): AccountId {
  return isCredit(selected) ? 'checking' : selected
}

/** Where a transfer from `from` can go: the other own accounts (the card included) and the saved payees. */
export function transferDestinations(from: AccountId): string[] {
  return [...ACCOUNT_IDS.filter((id) => id !== from), ...PAYEES.map((p) => p.id)]
}

export function isDestination(from: AccountId, to: string): boolean {
  return transferDestinations(from).includes(to)
}

export type Balances = Record<AccountId, number>

export function balancesOf(accounts: readonly BankAccount[]): Balances {
  return Object.fromEntries(accounts.map((a) => [a.id, a.balance])) as Balances
}

/** Total balance: the sum of the non-credit accounts (checking + savings + investment). */
export function totalBalance(accounts: readonly BankAccount[]): number {
  return roundMicro(accounts.filter((a) => !isCredit(a.id)).reduce((sum, a) => sum + a.balance, 0))
}

/** This month's change of the total balance. */
export function thisMonthChange(accounts: readonly BankAccount[], monthStartTotal: number): number {
  return roundMicro(totalBalance(accounts) - monthStartTotal)
}

export interface CreditSummary {
  limit: number
  owed: number
  available: number
  /** Share of the limit in use, in percent with 2 decimals (12.35). */
  usedPercent: number
}

export function creditSummary(account: BankAccount): CreditSummary {
  const limit = account.creditLimit ?? 0
  const owed = Math.max(0, -account.balance)
  return {
    limit,
    owed,
    available: roundMicro(limit - owed),
    usedPercent: limit > 0 ? round2((owed / limit) * 100) : 0,
  }
}

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100
}

/**
 * Balances are kept to a millionth of a dollar: dollar amounts stay exact to the cent and an
 * amount typed in won (won ÷ 1300) keeps its fraction, so the won figures add up on screen.
 */
export function roundMicro(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

// ----- Transactions -----

export const DATE_RANGES = ['all', 'last7', 'last30'] as const
export type DateRange = (typeof DATE_RANGES)[number]
const RANGE_DAYS: Record<Exclude<DateRange, 'all'>, number> = { last7: 7, last30: 30 }

/** The date-filter button cycles all time → last 7 days → last 30 days → all time. */
export function nextRange(range: DateRange): DateRange {
  return DATE_RANGES[(DATE_RANGES.indexOf(range) + 1) % DATE_RANGES.length]!
}

/** "Last 7 days" is today and the 6 days before it. */
export function inRange(date: string, today: string, range: DateRange): boolean {
  if (range === 'all') return true
  return daysBetween(date, today) < RANGE_DAYS[range]
}

export interface TransactionFilter {
  query: string
  category: CategoryFilter
  range: DateRange
  today: string
}

/** Case-insensitive description search combined with the category and the date range (docs/spec/3-playground.md §5). */
export function filterTransactions(transactions: readonly Transaction[], filter: TransactionFilter): Transaction[] {
  const query = filter.query.trim().toLowerCase()
  return transactions.filter(
    (t) =>
      (query === '' || t.description.toLowerCase().includes(query)) &&
      (filter.category === 'all' || t.category === filter.category) &&
      inRange(t.date, filter.today, filter.range),
  )
}

export const CSV_HEADER = ['ID', 'Date', 'Description', 'Category', 'Amount', 'Type', 'Status'] as const

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`

/** RFC 4180 CSV of the rows: a header row, every field quoted, CRLF line ends, USD amounts with 2 decimals. */
export function transactionsCsv(rows: readonly Transaction[]): string {
  const lines = [CSV_HEADER.map(quote).join(',')]
  for (const t of rows) lines.push([t.id, t.date, t.description, t.category, t.amount.toFixed(2), t.type, t.status].map(quote).join(','))
  return `${lines.join('\r\n')}\r\n`
}

// ----- Spending insights -----

/** Whole percent of the budget spent (may exceed 100). */
export function insightPercent(insight: SpendingInsight): number {
  return insight.budget > 0 ? Math.round((insight.spent / insight.budget) * 100) : 0
}

/** The insights at or above the warning threshold, the most spent first. */
export function budgetWarnings(insights: readonly SpendingInsight[]): SpendingInsight[] {
  return insights.filter((i) => insightPercent(i) >= BUDGET_WARNING_PERCENT).sort((a, b) => insightPercent(b) - insightPercent(a))
}
