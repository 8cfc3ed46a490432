import { describe, expect, it } from 'vitest'
import { addDays, bankingSampleData, daysBetween, SAMPLE_ACCOUNTS, type SpendingInsight, type Transaction } from './banking-data'
import {
  amountText,
  balancesOf,
  budgetWarnings,
  checkAmount,
  creditSummary,
  CSV_HEADER,
  defaultSource,
  filterTransactions,
  inRange,
  insightPercent,
  isAccountId,
  isDestination,
  limitPin,
  nextRange,
  pinAccepted,
  roundMicro,
  thisMonthChange,
  totalBalance,
  transactionsCsv,
  transferDestinations,
} from './banking-rules'

const TODAY = '2026-03-15'
const data = bankingSampleData(TODAY)

describe('sample data', () => {
  it('has the four accounts with masked numbers and the credit card at 8765.25 available / 12.35% used', () => {
    expect(data.accounts.map((a) => a.id)).toEqual(['checking', 'savings', 'credit', 'investment'])
    expect(data.accounts.map((a) => a.maskedNumber)).toEqual(['•••• 4521', '•••• 7832', '•••• 9012', '•••• 3456'])
    const credit = creditSummary(data.accounts.find((a) => a.id === 'credit')!)
    expect(credit).toEqual({ limit: 10000, owed: 1234.75, available: 8765.25, usedPercent: 12.35 })
  })

  it('dates transactions back from today and bills forward, with fresh objects per call', () => {
    expect(data.transactions[0]!.date).toBe(TODAY)
    expect(data.transactions.at(-1)!.date).toBe('2026-02-03')
    expect(data.bills.map((b) => [b.id, b.dueDate])).toEqual([
      ['electric', '2026-03-20'],
      ['internet', '2026-03-23'],
      ['phone', '2026-03-27'],
      ['insurance', '2026-04-02'],
    ])
    expect(data.lastLogin).toBe('2026-03-14T21:14')
    const again = bankingSampleData(TODAY)
    again.accounts[0]!.balance = 0
    expect(SAMPLE_ACCOUNTS[0]!.balance).toBe(5432.1)
    expect(bankingSampleData(TODAY).accounts[0]!.balance).toBe(5432.1)
  })

  it('does calendar arithmetic across month and year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1)
    expect(daysBetween('2026-03-15', '2026-03-15')).toBe(0)
  })
})

describe('checkAmount', () => {
  it.each([
    ['25', 25],
    ['25.5', 25.5],
    [' 25.50 ', 25.5],
    ['5432.10', 5432.1],
  ])('accepts the USD amount %j as %d dollars', (text, usd) => {
    expect(checkAmount(text, 'USD', 5432.1)).toEqual({ ok: true, usd })
  })

  it.each(['', 'abc', '-5', '0', '0.00', '1.234', '1e3', '12,50', '.5', '5.'])('refuses %j as an invalid USD amount', (text) => {
    expect(checkAmount(text, 'USD', 5432.1)).toEqual({ ok: false, code: 'invalidAmount' })
  })

  it('refuses an amount above the balance, to the cent', () => {
    expect(checkAmount('5432.11', 'USD', 5432.1)).toEqual({ ok: false, code: 'insufficientFunds' })
    expect(checkAmount('99999', 'USD', 5432.1)).toEqual({ ok: false, code: 'insufficientFunds' })
  })

  it('takes won as whole units, converted at 1300 won per dollar', () => {
    expect(checkAmount('13000', 'KRW', 5432.1)).toEqual({ ok: true, usd: 10 })
    expect(checkAmount('1000', 'KRW', 5432.1)).toEqual({ ok: true, usd: 1000 / 1300 })
    expect(checkAmount('100.5', 'KRW', 5432.1)).toEqual({ ok: false, code: 'invalidAmount' })
    // The balance as shown: ₩7,061,730.
    expect(checkAmount('7061730', 'KRW', 5432.1)).toEqual({ ok: true, usd: 5432.1 })
    expect(checkAmount('7061731', 'KRW', 5432.1)).toEqual({ ok: false, code: 'insufficientFunds' })
  })

  it('prefills amounts in the screen currency', () => {
    expect(amountText(145.3, 'USD')).toBe('145.30')
    expect(amountText(145.3, 'KRW')).toBe('188890')
  })
})

describe('PIN', () => {
  it('keeps at most 4 characters', () => {
    expect(limitPin('123456')).toBe('1234')
    expect(limitPin('12')).toBe('12')
  })

  it('accepts only 1234', () => {
    expect(pinAccepted('1234')).toBe(true)
    for (const pin of ['', '0000', '123', '4321', '12345']) expect(pinAccepted(pin)).toBe(false)
  })
})

describe('accounts', () => {
  it('totals the non-credit accounts and the change this month', () => {
    expect(totalBalance(data.accounts)).toBe(50082.6)
    expect(thisMonthChange(data.accounts, data.monthStartTotal)).toBe(2345.67)
  })

  it('defaults the source to the selected account, checking for the card', () => {
    expect(defaultSource('savings')).toBe('savings')
    expect(defaultSource('credit')).toBe('checking')
  })

  it('lists the other own accounts and the payees as destinations', () => {
    expect(transferDestinations('checking')).toEqual(['savings', 'credit', 'investment', 'payee-john', 'payee-mary'])
    expect(isDestination('savings', 'savings')).toBe(false)
    expect(isDestination('savings', 'checking')).toBe(true)
    expect(isDestination('savings', 'nobody')).toBe(false)
  })

  it('knows account ids and maps balances', () => {
    expect(isAccountId('investment')).toBe(true)
    expect(isAccountId('payee-john')).toBe(false)
    expect(balancesOf(data.accounts)).toEqual({ checking: 5432.1, savings: 15750, credit: -1234.75, investment: 28900.5 })
  })

  it('reports no usage for a card without a limit and none owed for a positive card balance', () => {
    expect(creditSummary({ ...data.accounts[2]!, creditLimit: undefined })).toEqual({ limit: 0, owed: 1234.75, available: -1234.75, usedPercent: 0 })
    expect(creditSummary({ ...data.accounts[2]!, balance: 50 })).toEqual({ limit: 10000, owed: 0, available: 10000, usedPercent: 0 })
  })

  it('rounds to a millionth of a dollar', () => {
    expect(roundMicro(5432.1 - 89.99)).toBe(5342.11)
  })
})

describe('transaction filter', () => {
  const base = { query: '', category: 'all' as const, range: 'all' as const, today: TODAY }
  const ids = (rows: Transaction[]) => rows.map((t) => t.id)

  it('cycles the date range all → last 7 → last 30 → all', () => {
    expect(nextRange('all')).toBe('last7')
    expect(nextRange('last7')).toBe('last30')
    expect(nextRange('last30')).toBe('all')
  })

  it('counts today and the 6 days before as the last 7 days', () => {
    expect(inRange(TODAY, TODAY, 'last7')).toBe(true)
    expect(inRange(addDays(TODAY, -6), TODAY, 'last7')).toBe(true)
    expect(inRange(addDays(TODAY, -7), TODAY, 'last7')).toBe(false)
    expect(inRange(addDays(TODAY, -29), TODAY, 'last30')).toBe(true)
    expect(inRange(addDays(TODAY, -30), TODAY, 'last30')).toBe(false)
    expect(inRange('2000-01-01', TODAY, 'all')).toBe(true)
  })

  it('shows every row without filters', () => {
    expect(filterTransactions(data.transactions, base)).toHaveLength(12)
  })

  it('searches descriptions case-insensitively, ignoring surrounding spaces', () => {
    expect(ids(filterTransactions(data.transactions, { ...base, query: '  STARBUCKS ' }))).toEqual(['txn-002'])
    expect(ids(filterTransactions(data.transactions, { ...base, query: 'coffee' }))).toEqual(['txn-002'])
    expect(filterTransactions(data.transactions, { ...base, query: 'Food' })).toHaveLength(1) // Whole Foods Market, not the category
  })

  it('gives a Korean screen Korean merchants with the same ids, categories, amounts and dates, searchable in any case', () => {
    const ko = bankingSampleData(TODAY, 'ko-KR').transactions
    expect(ko.map(({ description: _description, ...rest }) => rest)).toEqual(data.transactions.map(({ description: _description, ...rest }) => rest))
    expect(ko.filter((t) => !/[\uac00-\ud7a3]/.test(t.description)).map((t) => t.id)).toEqual([])
    expect(ids(filterTransactions(ko, { ...base, query: 'gs' }))).toEqual(['txn-007'])
    expect(ids(filterTransactions(ko, { ...base, query: '넷플릭스', category: 'Food' }))).toEqual([])
    expect(bankingSampleData(TODAY, 'en').transactions).toEqual(data.transactions)
  })

  it('combines the search with the category and the date range', () => {
    expect(ids(filterTransactions(data.transactions, { ...base, category: 'Food' }))).toEqual(['txn-002', 'txn-006'])
    expect(ids(filterTransactions(data.transactions, { ...base, category: 'Income' }))).toEqual(['txn-003', 'txn-010'])
    expect(ids(filterTransactions(data.transactions, { ...base, query: 'o', category: 'Transport' }))).toEqual(['txn-007'])
    expect(ids(filterTransactions(data.transactions, { ...base, range: 'last7' }))).toEqual(['txn-001', 'txn-002', 'txn-003', 'txn-004', 'txn-005', 'txn-006'])
    expect(filterTransactions(data.transactions, { ...base, range: 'last30' })).toHaveLength(11)
    expect(ids(filterTransactions(data.transactions, { ...base, range: 'last7', category: 'Utilities' }))).toEqual([])
  })
})

describe('transactionsCsv', () => {
  it('writes a quoted header row and one quoted row per transaction, CRLF', () => {
    const rows: Transaction[] = [
      { id: 'txn-1', date: '2026-03-15', description: 'Say "hi", Bob', category: 'Food', amount: 5, type: 'debit', status: 'pending', accountId: 'checking' },
      { id: 'txn-2', date: '2026-03-14', description: 'Pay', category: 'Income', amount: 4250.5, type: 'credit', status: 'completed', accountId: 'checking' },
    ]
    expect(CSV_HEADER).toEqual(['ID', 'Date', 'Description', 'Category', 'Amount', 'Type', 'Status'])
    expect(transactionsCsv(rows)).toBe(
      '"ID","Date","Description","Category","Amount","Type","Status"\r\n' +
        '"txn-1","2026-03-15","Say ""hi"", Bob","Food","5.00","debit","pending"\r\n' +
        '"txn-2","2026-03-14","Pay","Income","4250.50","credit","completed"\r\n',
    )
  })

  it('writes only the header for no rows', () => {
    expect(transactionsCsv([])).toBe('"ID","Date","Description","Category","Amount","Type","Status"\r\n')
  })
})

describe('spending insights', () => {
  it('gives whole percents and warns from 80%, the most spent first', () => {
    expect(data.insights.map(insightPercent)).toEqual([85, 53, 48, 51])
    expect(budgetWarnings(data.insights).map((i) => i.id)).toEqual(['shopping'])
    const more: SpendingInsight[] = [...data.insights.slice(0, 3), { ...data.insights[3]!, spent: 420 }]
    expect(budgetWarnings(more).map((i) => [i.id, insightPercent(i)])).toEqual([
      ['utilities', 105],
      ['shopping', 85],
    ])
    expect(insightPercent({ id: 'food', category: 'Food', spent: 10, budget: 0 })).toBe(0)
  })
})
