import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { bankingSampleData } from './banking-data'
import { bankingTransactionsMachine, selectBankingTransactionsView, visibleTransactions } from './banking-transactions.machine'
import { transactionsCsv } from './banking-rules'

const TODAY = '2026-03-15'
const data = bankingSampleData(TODAY)

function start() {
  const downloadCsv = vi.fn()
  const notifyExported = vi.fn()
  const notifyNothingToExport = vi.fn()
  const machine = bankingTransactionsMachine.provide({ actions: { downloadCsv, notifyExported, notifyNothingToExport } })
  const actor = createActor(machine, { input: { transactions: data.transactions, today: TODAY } })
  actor.start()
  const visible = () => visibleTransactions(actor.getSnapshot().context).map((t) => t.id)
  return { actor, downloadCsv, notifyExported, notifyNothingToExport, visible }
}

describe('banking transactions machine', () => {
  it('starts with every row, no search, all categories, all time', () => {
    const { actor, visible } = start()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toMatchObject({ query: '', category: 'all', range: 'all', today: TODAY, nextSeq: 13 })
    expect(visible()).toHaveLength(12)
  })

  it('filters by a case-insensitive description search', () => {
    const { actor, visible } = start()
    actor.send({ type: 'search.change', value: 'NETFLIX' })
    expect(actor.getSnapshot().context.query).toBe('NETFLIX')
    expect(visible()).toEqual(['txn-005'])
  })

  it('combines the search with the category filter, and shows nothing when they disagree', () => {
    const { actor, visible } = start()
    actor.send({ type: 'category.change', category: 'Food' })
    expect(visible()).toEqual(['txn-002', 'txn-006'])
    actor.send({ type: 'search.change', value: 'whole' })
    expect(visible()).toEqual(['txn-006'])
    actor.send({ type: 'search.change', value: 'netflix' })
    expect(visible()).toEqual([])
    actor.send({ type: 'category.change', category: 'all' })
    expect(visible()).toEqual(['txn-005'])
  })

  it('cycles the date filter all → last 7 days → last 30 days → all', () => {
    const { actor, visible } = start()
    actor.send({ type: 'range.cycle' })
    expect(actor.getSnapshot().context.range).toBe('last7')
    expect(visible()).toHaveLength(6)
    actor.send({ type: 'range.cycle' })
    expect(actor.getSnapshot().context.range).toBe('last30')
    expect(visible()).toHaveLength(11)
    actor.send({ type: 'range.cycle' })
    expect(actor.getSnapshot().context.range).toBe('all')
    expect(visible()).toHaveLength(12)
  })

  it('exports the visible rows as transactions.csv and tells how many', () => {
    const { actor, downloadCsv, notifyExported, notifyNothingToExport } = start()
    actor.send({ type: 'category.change', category: 'Income' })
    actor.send({ type: 'transactions.export' })
    const rows = data.transactions.filter((t) => t.category === 'Income')
    expect(downloadCsv).toHaveBeenCalledTimes(1)
    expect(downloadCsv).toHaveBeenCalledWith(expect.anything(), { filename: 'transactions.csv', csv: transactionsCsv(rows) })
    expect(notifyExported).toHaveBeenCalledWith(expect.anything(), { count: 2, filename: 'transactions.csv' })
    expect(notifyNothingToExport).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('downloads nothing and says so when no row is visible', () => {
    const { actor, downloadCsv, notifyExported, notifyNothingToExport } = start()
    actor.send({ type: 'search.change', value: 'zzz' })
    actor.send({ type: 'transactions.export' })
    expect(downloadCsv).not.toHaveBeenCalled()
    expect(notifyExported).not.toHaveBeenCalled()
    expect(notifyNothingToExport).toHaveBeenCalledTimes(1)
  })

  it('records a completed transfer at the top, dated today, with the next id', () => {
    const { actor, visible } = start()
    actor.send({ type: 'transactions.record', accountId: 'checking', description: 'Transfer to Savings Account', category: 'Transfer', amount: 25.5, kind: 'debit' })
    actor.send({ type: 'transactions.record', accountId: 'savings', description: 'Electric Bill payment', category: 'Utilities', amount: 145.3, kind: 'debit' })
    const c = actor.getSnapshot().context
    expect(c.transactions).toHaveLength(14)
    expect(c.transactions[0]).toEqual({ id: 'txn-014', date: TODAY, description: 'Electric Bill payment', category: 'Utilities', amount: 145.3, type: 'debit', status: 'completed', accountId: 'savings' })
    expect(c.transactions[1]).toMatchObject({ id: 'txn-013', description: 'Transfer to Savings Account', type: 'debit' })
    expect(c.nextSeq).toBe(15)
    expect(visible()[0]).toBe('txn-014')
  })

  it('shows a recorded row only under "all" and last-7-days when its category is Transfer', () => {
    const { actor, visible } = start()
    actor.send({ type: 'transactions.record', accountId: 'checking', description: 'Transfer to John Smith', category: 'Transfer', amount: 10, kind: 'debit' })
    actor.send({ type: 'range.cycle' })
    expect(visible()[0]).toBe('txn-013')
    actor.send({ type: 'category.change', category: 'Shopping' })
    expect(visible()).toEqual(['txn-001'])
  })

  it('numbers new rows after the highest existing id', () => {
    const actor = createActor(bankingTransactionsMachine, { input: { transactions: [], today: TODAY } }).start()
    expect(actor.getSnapshot().context.nextSeq).toBe(1)
    actor.send({ type: 'transactions.record', accountId: 'checking', description: 'x', category: 'Transfer', amount: 1, kind: 'credit' })
    expect(actor.getSnapshot().context.transactions[0]).toMatchObject({ id: 'txn-001', type: 'credit' })
  })
})

describe('selectBankingTransactionsView', () => {
  it('is the rows and the filters; its visible rows are the machine\'s', () => {
    const { actor, visible } = start()
    expect(selectBankingTransactionsView(actor.getSnapshot())).toEqual({ transactions: data.transactions, query: '', category: 'all', range: 'all', today: TODAY })
    actor.send({ type: 'search.change', value: 'netflix' })
    const view = selectBankingTransactionsView(actor.getSnapshot())
    expect(view.query).toBe('netflix')
    expect(visibleTransactions(view).map((t) => t.id)).toEqual(visible())
  })
})
