import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { bankingSampleData, type BillerId } from './banking-data'
import { balancesOf, type Currency } from './banking-rules'
import { bankingBillsMachine, paymentError, selectBankingBillsView, type PaymentField } from './banking-bills.machine'

const data = bankingSampleData('2026-03-15')
const balances = balancesOf(data.accounts)
const source = (from: 'checking' | 'savings' | 'credit' | 'investment' = 'checking', currency: Currency = 'USD') => ({ from, balances, currency })

function start() {
  const completePayment = vi.fn()
  const notifyPaid = vi.fn()
  const notifyInvalid = vi.fn()
  const notifyAutoPay = vi.fn()
  const notifyRemoved = vi.fn()
  const machine = bankingBillsMachine.provide({ actions: { completePayment, notifyPaid, notifyInvalid, notifyAutoPay, notifyRemoved } })
  const actor = createActor(machine, { input: { bills: data.bills } }).start()
  const set = (field: PaymentField, value: string) => actor.send({ type: 'field.change', field, value })
  const ctx = () => actor.getSnapshot().context
  const billIds = () => ctx().bills.map((b) => b.id)
  return { actor, set, ctx, billIds, completePayment, notifyPaid, notifyInvalid, notifyAutoPay, notifyRemoved }
}

function managing() {
  const t = start()
  t.actor.send({ type: 'manage.open' })
  return t
}

describe('paymentError', () => {
  const form = { biller: 'electric' as const, amount: '10', from: 'checking' as const, balances, currency: 'USD' as const }
  it.each([
    [{ biller: '' as const }, 'selectBillerAndAmount'],
    [{ amount: '' }, 'selectBillerAndAmount'],
    [{ biller: '' as const, amount: '' }, 'selectBillerAndAmount'],
    [{ amount: '0' }, 'invalidAmount'],
    [{ amount: '12.345' }, 'invalidAmount'],
    [{ amount: '99999' }, 'insufficientFunds'],
    [{ amount: '145.30' }, null],
  ])('%j → %s', (change, code) => {
    expect(paymentError({ ...form, ...change })).toBe(code)
  })
})

describe('banking bills machine', () => {
  it('starts idle with the four upcoming bills and an empty payment form', () => {
    const { actor, ctx, billIds } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(billIds()).toEqual(['electric', 'internet', 'phone', 'insurance'])
    expect(ctx()).toMatchObject({ biller: '', amount: '', error: null })
  })

  it('opens an empty pay-bill form from the quick action, paid from the selected account (checking for the card)', () => {
    const { actor, ctx } = start()
    actor.send({ type: 'payment.open', ...source('credit') })
    expect(actor.getSnapshot().value).toBe('paying')
    expect(ctx()).toMatchObject({ biller: '', amount: '', from: 'checking', balances, currency: 'USD' })
    actor.send({ type: 'payment.cancel' })
    actor.send({ type: 'payment.open', ...source('investment') })
    expect(ctx().from).toBe('investment')
  })

  it.each([
    ['USD', '145.30'],
    ['KRW', '188890'],
  ] as const)("prefills an upcoming bill's pay-now with its biller and amount (%s)", (currency, amount) => {
    const { actor, ctx } = start()
    actor.send({ type: 'bill.payNow', id: 'electric', ...source('savings', currency) })
    expect(actor.getSnapshot().value).toBe('paying')
    expect(ctx()).toMatchObject({ biller: 'electric', amount, from: 'savings', currency })
  })

  it('opens and closes the manage-bills modal', () => {
    const { actor } = managing()
    expect(actor.getSnapshot().value).toBe('managing')
    actor.send({ type: 'manage.close' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('removes a bill from the list and says so', () => {
    const { actor, billIds, notifyRemoved } = managing()
    actor.send({ type: 'bill.remove', id: 'phone' })
    expect(billIds()).toEqual(['electric', 'internet', 'insurance'])
    expect(notifyRemoved).toHaveBeenCalledWith(expect.anything(), { bill: data.bills[2] })
    expect(actor.getSnapshot().value).toBe('managing')
  })

  it('toggles auto-pay with a message each time', () => {
    const { actor, ctx, notifyAutoPay } = managing()
    actor.send({ type: 'bill.toggleAutoPay', id: 'electric' })
    expect(ctx().bills[0]!.autoPay).toBe(true)
    expect(notifyAutoPay).toHaveBeenLastCalledWith(expect.anything(), { bill: { ...data.bills[0], autoPay: true } })
    actor.send({ type: 'bill.toggleAutoPay', id: 'electric' })
    expect(ctx().bills[0]!.autoPay).toBe(false)
    expect(notifyAutoPay).toHaveBeenLastCalledWith(expect.anything(), { bill: { ...data.bills[0], autoPay: false } })
    expect(notifyAutoPay).toHaveBeenCalledTimes(2)
  })

  it('ignores bill events for a bill that is not in the list', () => {
    const { actor, billIds, notifyRemoved, notifyAutoPay } = managing()
    actor.send({ type: 'bill.remove', id: 'phone' })
    actor.send({ type: 'bill.remove', id: 'phone' })
    actor.send({ type: 'bill.toggleAutoPay', id: 'phone' })
    actor.send({ type: 'bill.payNow', id: 'phone', ...source() })
    expect(notifyRemoved).toHaveBeenCalledTimes(1)
    expect(notifyAutoPay).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('managing')
    expect(billIds()).toHaveLength(3)
    actor.send({ type: 'manage.close' })
    actor.send({ type: 'bill.payNow', id: 'phone', ...source() })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it("closes the manage modal and prefills the pay-bill modal on a bill's pay now", () => {
    const { actor, ctx } = managing()
    actor.send({ type: 'bill.payNow', id: 'insurance', ...source() })
    expect(actor.getSnapshot().value).toBe('paying')
    expect(ctx()).toMatchObject({ biller: 'insurance', amount: '189.50', from: 'checking' })
  })

  it('stores the form fields; refuses an unknown biller or a credit-card source', () => {
    const { actor, set, ctx } = start()
    actor.send({ type: 'payment.open', ...source() })
    set('biller', 'phone')
    set('amount', '65')
    set('from', 'savings')
    set('biller', 'gym')
    set('from', 'credit')
    expect(ctx()).toMatchObject({ biller: 'phone', amount: '65', from: 'savings' })
    set('biller', '')
    expect(ctx().biller).toBe('')
  })

  it.each([
    ['no biller', { amount: '10' }, 'selectBillerAndAmount'],
    ['no amount', { biller: 'phone' }, 'selectBillerAndAmount'],
    ['a zero amount', { biller: 'phone', amount: '0' }, 'invalidAmount'],
    ['more than the balance', { biller: 'phone', amount: '99999' }, 'insufficientFunds'],
  ])('stays in the pay-bill modal with the %s message', (_name, fields, code) => {
    const { actor, set, ctx, notifyInvalid, completePayment } = start()
    actor.send({ type: 'payment.open', ...source() })
    for (const [field, value] of Object.entries(fields)) set(field as PaymentField, value)
    actor.send({ type: 'payment.submit' })
    expect(actor.getSnapshot().value).toBe('paying')
    expect(ctx().error).toBe(code)
    expect(notifyInvalid).toHaveBeenCalledWith(expect.anything(), { code, from: 'checking', balance: 5432.1 })
    expect(completePayment).not.toHaveBeenCalled()
    set('amount', '1')
    expect(ctx().error).toBeNull()
  })

  it('pays a bill: posts, notifies, the bill leaves the list and the form clears', () => {
    const { actor, ctx, billIds, completePayment, notifyPaid } = start()
    actor.send({ type: 'bill.payNow', id: 'electric', ...source() })
    actor.send({ type: 'payment.submit' })
    const paid = { biller: 'electric', from: 'checking', amount: 145.3, billId: 'electric' }
    expect(actor.getSnapshot().value).toBe('idle')
    expect(completePayment).toHaveBeenCalledWith(expect.anything(), paid)
    expect(notifyPaid).toHaveBeenCalledWith(expect.anything(), paid)
    expect(billIds()).toEqual(['internet', 'phone', 'insurance'])
    expect(ctx()).toMatchObject({ biller: '', amount: '', error: null })
  })

  it('pays a biller without an upcoming bill (after its removal) and leaves the list as is', () => {
    const { actor, set, billIds, completePayment } = managing()
    actor.send({ type: 'bill.remove', id: 'internet' })
    actor.send({ type: 'manage.close' })
    actor.send({ type: 'payment.open', ...source('savings', 'KRW') })
    set('biller', 'internet' satisfies BillerId)
    set('amount', '13000')
    actor.send({ type: 'payment.submit' })
    expect(completePayment).toHaveBeenCalledWith(expect.anything(), { biller: 'internet', from: 'savings', amount: 10, billId: null })
    expect(billIds()).toEqual(['electric', 'phone', 'insurance'])
  })

  it('cancels a payment without paying; the next opening starts empty', () => {
    const { actor, set, ctx, completePayment } = start()
    actor.send({ type: 'payment.open', ...source() })
    set('biller', 'phone')
    actor.send({ type: 'payment.submit' })
    actor.send({ type: 'payment.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(ctx().error).toBeNull()
    expect(completePayment).not.toHaveBeenCalled()
    actor.send({ type: 'payment.open', ...source() })
    expect(ctx()).toMatchObject({ biller: '', amount: '' })
  })
})

describe('selectBankingBillsView', () => {
  it('has neither dialog open at first, the manage dialog while managing, the pay dialog while paying', () => {
    const t = start()
    expect(selectBankingBillsView(t.actor.getSnapshot())).toMatchObject({ managing: false, paying: false, bills: data.bills })
    expect(selectBankingBillsView(managing().actor.getSnapshot())).toMatchObject({ managing: true, paying: false })
    t.actor.send({ type: 'payment.open', ...source('savings') })
    expect(selectBankingBillsView(t.actor.getSnapshot())).toMatchObject({ managing: false, paying: true, from: 'savings', biller: '', amount: '' })
  })

  it('carries the payment error of a refused submit', () => {
    const t = start()
    t.actor.send({ type: 'payment.open', ...source() })
    t.actor.send({ type: 'payment.submit' })
    expect(selectBankingBillsView(t.actor.getSnapshot())).toMatchObject({ paying: true, error: 'selectBillerAndAmount' })
  })
})
