import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { bankingSampleData } from './banking-data'
import { balancesOf, type Currency } from './banking-rules'
import { bankingTransferMachine, selectBankingTransferView, transferError, type TransferField } from './banking-transfer.machine'

const balances = balancesOf(bankingSampleData('2026-03-15').accounts)

function start() {
  const completeTransfer = vi.fn()
  const notifyTransferred = vi.fn()
  const notifyInvalid = vi.fn()
  const notifyInvalidPin = vi.fn()
  const machine = bankingTransferMachine.provide({ actions: { completeTransfer, notifyTransferred, notifyInvalid, notifyInvalidPin } })
  const actor = createActor(machine).start()
  const set = (field: TransferField, value: string) => actor.send({ type: 'field.change', field, value })
  const ctx = () => actor.getSnapshot().context
  return { actor, set, ctx, completeTransfer, notifyTransferred, notifyInvalid, notifyInvalidPin }
}

function opened(from: 'checking' | 'savings' | 'credit' | 'investment' = 'checking', currency: Currency = 'USD') {
  const t = start()
  t.actor.send({ type: 'transfer.open', from, balances, currency })
  return t
}

/** A valid form (25.50 from checking to savings, memo Rent) submitted: the PIN modal is open. */
function atPin() {
  const t = opened()
  t.set('to', 'savings')
  t.set('amount', '25.50')
  t.set('memo', 'Rent')
  t.actor.send({ type: 'transfer.submit' })
  return t
}

describe('transferError', () => {
  const form = { from: 'checking' as const, to: 'savings', amount: '10', balances, currency: 'USD' as const }
  it.each([
    [{ to: '' }, 'fillAllFields'],
    [{ amount: '' }, 'fillAllFields'],
    [{ amount: '   ' }, 'fillAllFields'],
    [{ to: '', amount: '' }, 'fillAllFields'],
    [{ amount: '-5' }, 'invalidAmount'],
    [{ amount: '0' }, 'invalidAmount'],
    [{ amount: 'ten' }, 'invalidAmount'],
    [{ amount: '5432.11' }, 'insufficientFunds'],
    [{ amount: '5432.10' }, null],
    [{ from: 'savings' as const, amount: '15750' }, null],
  ])('%j → %s', (change, code) => {
    expect(transferError({ ...form, ...change })).toBe(code)
  })
})

describe('banking transfer machine', () => {
  it('starts closed with an empty draft', () => {
    const { actor, ctx } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(ctx()).toMatchObject({ from: 'checking', to: '', amount: '', memo: '', error: null, pin: '', pinError: false })
  })

  it.each([
    ['checking', 'checking'],
    ['savings', 'savings'],
    ['investment', 'investment'],
    ['credit', 'checking'],
  ] as const)('opens from the selected account %s with %s as the source', (selected, from) => {
    const { actor, ctx } = opened(selected)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(ctx().from).toBe(from)
    expect(ctx().balances).toEqual(balances)
  })

  it('stores each field; a memo is cut at 100 characters', () => {
    const { set, ctx } = opened()
    set('to', 'payee-john')
    set('amount', '12.34')
    set('memo', 'x'.repeat(120))
    expect(ctx()).toMatchObject({ to: 'payee-john', amount: '12.34', memo: 'x'.repeat(100) })
  })

  it('refuses a credit-card source, an unknown source, and a destination equal to the source', () => {
    const { set, ctx } = opened()
    set('from', 'credit')
    set('from', 'nowhere')
    set('to', 'checking')
    set('to', 'nobody')
    expect(ctx()).toMatchObject({ from: 'checking', to: '' })
  })

  it('clears the destination when the source becomes it, and keeps it otherwise', () => {
    const { set, ctx } = opened()
    set('to', 'savings')
    set('from', 'investment')
    expect(ctx()).toMatchObject({ from: 'investment', to: 'savings' })
    set('from', 'savings')
    expect(ctx()).toMatchObject({ from: 'savings', to: '' })
    set('to', '')
    expect(ctx().to).toBe('')
  })

  it.each([
    ['no destination', { amount: '10' }, 'fillAllFields'],
    ['no amount', { to: 'savings' }, 'fillAllFields'],
    ['a negative amount', { to: 'savings', amount: '-5' }, 'invalidAmount'],
    ['three decimals', { to: 'savings', amount: '1.234' }, 'invalidAmount'],
    ['more than the balance', { to: 'savings', amount: '99999' }, 'insufficientFunds'],
  ])('stays in the transfer modal with the %s message', (_name, fields, code) => {
    const { actor, set, ctx, notifyInvalid, completeTransfer } = opened()
    for (const [field, value] of Object.entries(fields)) set(field as TransferField, value)
    actor.send({ type: 'transfer.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(ctx().error).toBe(code)
    expect(notifyInvalid).toHaveBeenCalledWith(expect.anything(), { code, from: 'checking', balance: 5432.1 })
    expect(completeTransfer).not.toHaveBeenCalled()
  })

  it('clears the message when a field changes', () => {
    const { actor, set, ctx } = opened()
    actor.send({ type: 'transfer.submit' })
    expect(ctx().error).toBe('fillAllFields')
    set('amount', '1')
    expect(ctx().error).toBeNull()
  })

  it('opens the PIN modal for an acceptable form', () => {
    const { actor, ctx, notifyInvalid } = atPin()
    expect(actor.getSnapshot().value).toBe('pin')
    expect(ctx()).toMatchObject({ error: null, pin: '', pinError: false })
    expect(notifyInvalid).not.toHaveBeenCalled()
  })

  it('keeps the draft on cancel and offers it again on the next opening', () => {
    const { actor, set, ctx } = opened()
    set('to', 'investment')
    set('amount', '5')
    actor.send({ type: 'transfer.cancel' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'transfer.open', from: 'savings', balances, currency: 'USD' })
    expect(ctx()).toMatchObject({ from: 'savings', to: 'investment', amount: '5' })
  })

  it('drops a kept destination that equals the new source', () => {
    const { actor, set, ctx } = opened()
    set('to', 'savings')
    actor.send({ type: 'transfer.cancel' })
    actor.send({ type: 'transfer.open', from: 'savings', balances, currency: 'USD' })
    expect(ctx()).toMatchObject({ from: 'savings', to: '' })
  })

  it('keeps at most 4 PIN characters and clears the PIN error on typing', () => {
    const { actor, ctx } = atPin()
    actor.send({ type: 'pin.change', value: '123456' })
    expect(ctx().pin).toBe('1234')
    actor.send({ type: 'pin.change', value: '99' })
    actor.send({ type: 'pin.submit' })
    expect(ctx().pinError).toBe(true)
    actor.send({ type: 'pin.change', value: '1' })
    expect(ctx()).toMatchObject({ pin: '1', pinError: false })
  })

  it.each(['', '0000', '123', '4321'])('refuses the PIN %j with Invalid PIN and stays, the PIN cleared', (pin) => {
    const { actor, ctx, notifyInvalidPin, completeTransfer } = atPin()
    actor.send({ type: 'pin.change', value: pin })
    actor.send({ type: 'pin.submit' })
    expect(actor.getSnapshot().value).toBe('pin')
    expect(ctx()).toMatchObject({ pin: '', pinError: true, amount: '25.50', to: 'savings' })
    expect(notifyInvalidPin).toHaveBeenCalledTimes(1)
    expect(completeTransfer).not.toHaveBeenCalled()
  })

  it('goes back to the transfer modal with the form on PIN cancel', () => {
    const { actor, ctx } = atPin()
    actor.send({ type: 'pin.change', value: '12' })
    actor.send({ type: 'pin.cancel' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(ctx()).toMatchObject({ to: 'savings', amount: '25.50', memo: 'Rent', pin: '', pinError: false })
  })

  it('completes with PIN 1234: posts, notifies, closes both modals and clears amount, destination and memo', () => {
    const { actor, ctx, completeTransfer, notifyTransferred } = atPin()
    actor.send({ type: 'pin.change', value: '1234' })
    actor.send({ type: 'pin.submit' })
    const done = { from: 'checking', to: 'savings', amount: 25.5, memo: 'Rent' }
    expect(actor.getSnapshot().value).toBe('closed')
    expect(completeTransfer).toHaveBeenCalledWith(expect.anything(), done)
    expect(notifyTransferred).toHaveBeenCalledWith(expect.anything(), done)
    expect(ctx()).toMatchObject({ from: 'checking', to: '', amount: '', memo: '', pin: '', pinError: false })
  })

  it('converts an amount typed in won to dollars', () => {
    const { actor, set, completeTransfer } = opened('checking', 'KRW')
    set('to', 'payee-mary')
    set('amount', '13000')
    actor.send({ type: 'transfer.submit' })
    actor.send({ type: 'pin.change', value: '1234' })
    actor.send({ type: 'pin.submit' })
    expect(completeTransfer).toHaveBeenCalledWith(expect.anything(), { from: 'checking', to: 'payee-mary', amount: 10, memo: '' })
  })

  it('ignores events that do not belong to the current modal', () => {
    const { actor, ctx } = start()
    actor.send({ type: 'field.change', field: 'amount', value: '5' })
    actor.send({ type: 'transfer.submit' })
    actor.send({ type: 'pin.submit' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(ctx().amount).toBe('')
    const t = atPin()
    t.set('amount', '1')
    t.actor.send({ type: 'transfer.cancel' })
    expect(t.actor.getSnapshot().value).toBe('pin')
    expect(t.ctx().amount).toBe('25.50')
  })
})

describe('selectBankingTransferView', () => {
  it('is closed before opening, the form while editing, the PIN step (still open) after an acceptable submit', () => {
    const t = start()
    expect(selectBankingTransferView(t.actor.getSnapshot())).toMatchObject({ open: false, editing: false, pinStep: false })
    t.actor.send({ type: 'transfer.open', from: 'savings', balances, currency: 'USD' })
    expect(selectBankingTransferView(t.actor.getSnapshot())).toMatchObject({ open: true, editing: true, pinStep: false, from: 'savings', to: '', error: null })
    const pin = atPin()
    expect(selectBankingTransferView(pin.actor.getSnapshot())).toMatchObject({ open: true, editing: false, pinStep: true, to: 'savings', amount: '25.50', memo: 'Rent' })
  })

  it('is the form fields, the error and the PIN flat, with no snapshot in it', () => {
    const t = atPin()
    t.actor.send({ type: 'pin.change', value: '9999' })
    t.actor.send({ type: 'pin.submit' })
    const view = selectBankingTransferView(t.actor.getSnapshot())
    expect(view).toEqual({
      from: 'checking',
      to: 'savings',
      amount: '25.50',
      memo: 'Rent',
      balances,
      currency: 'USD',
      error: null,
      pin: '',
      pinError: true,
      open: true,
      editing: false,
      pinStep: true,
    })
  })
})
