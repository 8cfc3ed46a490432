/**
 * The banking dashboard's coordination contract: transfers and payments open from the selected
 * account with the ledger's balances, and a completed transfer or payment is posted to the ledger
 * and recorded in the transaction list, with the app's descriptions when it provides them.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { mutateMachine } from '../bugs/mutations'
import { bankingSampleData } from './banking-data'
import { balancesOf } from './banking-rules'
import { bankingMachine, PLAIN_DESCRIPTIONS, provideBankingChildren, withBankingDescriptions, type BankingMachine } from './banking.machine'

const data = bankingSampleData('2026-03-15')
const balances = balancesOf(data.accounts)
const quiet = {
  transactions: { actions: { downloadCsv: () => {}, notifyExported: () => {}, notifyNothingToExport: () => {} } },
  transfer: { actions: { notifyTransferred: () => {}, notifyInvalid: () => {}, notifyInvalidPin: () => {} } },
  bills: { actions: { notifyPaid: () => {}, notifyInvalid: () => {}, notifyAutoPay: () => {}, notifyRemoved: () => {} } },
}

function start(machine: BankingMachine = bankingMachine, children = quiet) {
  const actor = createActor(provideBankingChildren(machine, children), { input: data }).start()
  const child = <K extends 'accounts' | 'transactions' | 'transfer' | 'bills' | 'security'>(id: K) => actor.getSnapshot().children[id]!
  return { actor, child }
}

/** Through the transfer modal and the PIN: 25.50 from `from` to savings, memo Rent. */
function transfer(t: ReturnType<typeof start>, pin = '1234') {
  t.actor.send({ type: 'transfer.open', currency: 'USD' })
  const transferRef = t.child('transfer')
  transferRef.send({ type: 'field.change', field: 'to', value: 'savings' })
  transferRef.send({ type: 'field.change', field: 'amount', value: '25.50' })
  transferRef.send({ type: 'field.change', field: 'memo', value: 'Rent' })
  transferRef.send({ type: 'transfer.submit' })
  transferRef.send({ type: 'pin.change', value: pin })
  transferRef.send({ type: 'pin.submit' })
}

const balance = (t: ReturnType<typeof start>, id: string) => t.child('accounts').getSnapshot().context.accounts.find((a) => a.id === id)!.balance
const topRow = (t: ReturnType<typeof start>) => t.child('transactions').getSnapshot().context.transactions[0]!

describe('banking machine', () => {
  it('invokes the five flows as named children with the sample data', () => {
    const t = start()
    expect(Object.keys(t.actor.getSnapshot().children).sort()).toEqual(['accounts', 'bills', 'security', 'transactions', 'transfer'])
    expect(t.child('accounts').getSnapshot().context.accounts).toEqual(data.accounts)
    expect(t.child('transactions').getSnapshot().context.transactions).toEqual(data.transactions)
    expect(t.child('bills').getSnapshot().context.bills).toEqual(data.bills)
    expect(t.actor.getSnapshot().context).toEqual({ selectedId: 'checking', balances, lastPosted: null })
  })

  it('opens a transfer from the selected account with the balances and the currency', () => {
    const t = start()
    t.child('accounts').send({ type: 'account.select', id: 'savings' })
    expect(t.actor.getSnapshot().context.selectedId).toBe('savings')
    t.actor.send({ type: 'transfer.open', currency: 'KRW' })
    expect(t.child('transfer').getSnapshot().value).toBe('editing')
    expect(t.child('transfer').getSnapshot().context).toMatchObject({ from: 'savings', balances, currency: 'KRW' })
  })

  it('opens a payment and a pay-now from the selected account (checking for the card)', () => {
    const t = start()
    t.child('accounts').send({ type: 'account.select', id: 'credit' })
    t.actor.send({ type: 'payment.open', currency: 'USD' })
    expect(t.child('bills').getSnapshot().value).toBe('paying')
    expect(t.child('bills').getSnapshot().context).toMatchObject({ from: 'checking', biller: '', balances })
    t.child('bills').send({ type: 'payment.cancel' })
    const bill = data.bills[0]!
    t.actor.send({ type: 'bill.payNow', id: bill.id, currency: 'USD' })
    expect(t.child('bills').getSnapshot().context).toMatchObject({ biller: bill.id, from: 'checking' })
  })

  it('a completed transfer is posted to the ledger and recorded at the top of the transactions', () => {
    const t = start()
    const before = { checking: balance(t, 'checking'), savings: balance(t, 'savings'), rows: t.child('transactions').getSnapshot().context.transactions.length }
    transfer(t)
    expect(balance(t, 'checking')).toBeCloseTo(before.checking - 25.5, 6)
    expect(balance(t, 'savings')).toBeCloseTo(before.savings + 25.5, 6)
    expect(t.child('transactions').getSnapshot().context.transactions).toHaveLength(before.rows + 1)
    expect(topRow(t)).toMatchObject({ accountId: 'checking', category: 'Transfer', amount: 25.5, type: 'debit', status: 'completed', description: 'Transfer to savings: Rent' })
    expect(t.actor.getSnapshot().context.lastPosted).toBe('transfer')
    // The ledger reported the new balances: the next transfer checks against them.
    expect(t.actor.getSnapshot().context.balances.checking).toBeCloseTo(before.checking - 25.5, 6)
  })

  it('a wrong PIN posts and records nothing', () => {
    const t = start()
    const rows = t.child('transactions').getSnapshot().context.transactions.length
    transfer(t, '0000')
    expect(t.child('transactions').getSnapshot().context.transactions).toHaveLength(rows)
    expect(balance(t, 'checking')).toBe(data.accounts.find((a) => a.id === 'checking')!.balance)
    expect(t.actor.getSnapshot().context.lastPosted).toBeNull()
  })

  it('a bill payment is posted to the ledger and recorded', () => {
    const t = start()
    const bill = data.bills[0]!
    const checking = balance(t, 'checking')
    t.actor.send({ type: 'bill.payNow', id: bill.id, currency: 'USD' })
    t.child('bills').send({ type: 'payment.submit' })
    expect(balance(t, 'checking')).toBeCloseTo(checking - bill.amount, 6)
    expect(topRow(t)).toMatchObject({ accountId: 'checking', category: 'Utilities', amount: bill.amount, type: 'debit', description: `${bill.id} payment` })
    expect(t.child('bills').getSnapshot().context.bills.some((b) => b.id === bill.id)).toBe(false)
    expect(t.actor.getSnapshot().context.lastPosted).toBe('payment')
  })

  it("records the app's descriptions when it provides them", () => {
    const transferText = vi.fn(() => 'Virement')
    const paymentText = vi.fn(() => 'Facture')
    const t = start(withBankingDescriptions(bankingMachine, { transfer: transferText, payment: paymentText }))
    transfer(t)
    expect(transferText).toHaveBeenCalledWith({ from: 'checking', to: 'savings', amount: 25.5, memo: 'Rent' })
    expect(topRow(t).description).toBe('Virement')
    t.actor.send({ type: 'payment.open', currency: 'USD' })
    t.child('bills').send({ type: 'field.change', field: 'biller', value: 'phone' })
    t.child('bills').send({ type: 'field.change', field: 'amount', value: '10' })
    t.child('bills').send({ type: 'payment.submit' })
    expect(paymentText).toHaveBeenCalledWith(expect.objectContaining({ biller: 'phone', from: 'checking', amount: 10 }))
    expect(topRow(t).description).toBe('Facture')
  })

  it("keeps the parent's wiring when the app provides a child's effects", () => {
    const notifyTransferred = vi.fn()
    const t = start(bankingMachine, { ...quiet, transfer: { actions: { ...quiet.transfer.actions, notifyTransferred } } })
    transfer(t)
    expect(notifyTransferred).toHaveBeenCalledTimes(1)
    expect(topRow(t).description).toBe(PLAIN_DESCRIPTIONS.transfer({ from: 'checking', to: 'savings', amount: 25.5, memo: 'Rent' }))
  })

  it("a bug of a child flow (banking-pin-unchecked) reaches the dashboard's transfer", () => {
    const rows = (machine: BankingMachine) => {
      const t = start(machine)
      transfer(t, '0000')
      return t.child('transactions').getSnapshot().context.transactions.length
    }
    expect(rows(mutateMachine(bankingMachine, ['banking-pin-unchecked']))).toBe(data.transactions.length + 1)
    expect(rows(mutateMachine(bankingMachine, []))).toBe(data.transactions.length)
  })
})
