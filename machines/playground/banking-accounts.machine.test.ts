import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { bankingSampleData } from './banking-data'
import { bankingAccountsMachine, postingAccepted, selectBankingAccountsView, type Posting } from './banking-accounts.machine'
import { balancesOf, creditSummary, thisMonthChange, totalBalance } from './banking-rules'

const data = bankingSampleData('2026-03-15')

function start() {
  const actor = createActor(bankingAccountsMachine, {
    input: { accounts: data.accounts, insights: data.insights, monthStartTotal: data.monthStartTotal, lastMonthChange: data.lastMonthChange },
  })
  actor.start()
  return actor
}

const post = (p: Posting) => ({ type: 'ledger.post' as const, ...p })

describe('banking accounts machine', () => {
  it('starts ready with checking selected and the sample figures', () => {
    const actor = start()
    const c = actor.getSnapshot().context
    expect(actor.getSnapshot().value).toBe('ready')
    expect(c.selectedId).toBe('checking')
    expect(totalBalance(c.accounts)).toBe(50082.6)
    expect(thisMonthChange(c.accounts, c.monthStartTotal)).toBe(2345.67)
    expect(c.lastMonthChange).toBe(1890.2)
  })

  it.each(['savings', 'credit', 'investment', 'checking'] as const)('selects %s on account.select', (id) => {
    const actor = start()
    actor.send({ type: 'account.select', id })
    expect(actor.getSnapshot().context.selectedId).toBe(id)
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('moves money between own accounts: the total stays, the source decreases, the destination increases', () => {
    const actor = start()
    actor.send(post({ from: 'checking', to: 'savings', amount: 25.5, category: 'Transfer' }))
    const c = actor.getSnapshot().context
    expect(balancesOf(c.accounts)).toEqual({ checking: 5406.6, savings: 15775.5, credit: -1234.75, investment: 28900.5 })
    expect(totalBalance(c.accounts)).toBe(50082.6)
    expect(c.insights).toEqual(data.insights)
  })

  it('pays the card down: less owed, more credit available, a lower total', () => {
    const actor = start()
    actor.send(post({ from: 'savings', to: 'credit', amount: 234.75, category: 'Transfer' }))
    const c = actor.getSnapshot().context
    expect(creditSummary(c.accounts.find((a) => a.id === 'credit')!)).toEqual({ limit: 10000, owed: 1000, available: 9000, usedPercent: 10 })
    expect(totalBalance(c.accounts)).toBe(49847.85)
    expect(thisMonthChange(c.accounts, c.monthStartTotal)).toBe(2110.92)
  })

  it('posts a bill payment to nobody and adds it to the spending of its category', () => {
    const actor = start()
    actor.send(post({ from: 'checking', to: null, amount: 145.3, category: 'Utilities' }))
    const c = actor.getSnapshot().context
    expect(c.accounts.find((a) => a.id === 'checking')!.balance).toBe(5286.8)
    expect(c.insights.find((i) => i.id === 'utilities')!.spent).toBe(349.85)
    expect(c.insights.find((i) => i.id === 'shopping')!.spent).toBe(425)
  })

  it('keeps the fraction of a dollar of an amount typed in won', () => {
    const actor = start()
    actor.send(post({ from: 'checking', to: null, amount: 10000 / 1300, category: 'Transfer' }))
    const balance = actor.getSnapshot().context.accounts.find((a) => a.id === 'checking')!.balance
    expect(Math.round(balance * 1300)).toBe(7061730 - 10000)
  })

  it.each([
    ['from the credit card', { from: 'credit', to: null, amount: 10, category: 'Transfer' }],
    ['to the source itself', { from: 'checking', to: 'checking', amount: 10, category: 'Transfer' }],
    ['a zero amount', { from: 'checking', to: null, amount: 0, category: 'Transfer' }],
    ['a negative amount', { from: 'checking', to: null, amount: -10, category: 'Transfer' }],
    ['more than the balance', { from: 'checking', to: null, amount: 5432.11, category: 'Transfer' }],
    ['to an unknown account', { from: 'checking', to: 'pension', amount: 10, category: 'Transfer' }],
    ['from an unknown account', { from: 'pension', to: null, amount: 10, category: 'Transfer' }],
  ])('ignores a posting %s', (_name, posting) => {
    const actor = start()
    expect(postingAccepted(data.accounts, posting as Posting)).toBe(false)
    actor.send(post(posting as Posting))
    expect(actor.getSnapshot().context.accounts).toEqual(data.accounts)
  })

  it('accepts the whole balance', () => {
    const actor = start()
    actor.send(post({ from: 'checking', to: 'investment', amount: 5432.1, category: 'Transfer' }))
    expect(balancesOf(actor.getSnapshot().context.accounts)).toMatchObject({ checking: 0, investment: 34332.6 })
  })
})

describe('selectBankingAccountsView', () => {
  it('is the accounts, the selected one and the figures; unchanged values keep their identity', () => {
    const actor = start()
    const first = selectBankingAccountsView(actor.getSnapshot())
    expect(first).toEqual({ accounts: data.accounts, selectedId: 'checking', insights: data.insights, monthStartTotal: data.monthStartTotal, lastMonthChange: data.lastMonthChange })
    actor.send({ type: 'account.select', id: 'savings' })
    const next = selectBankingAccountsView(actor.getSnapshot())
    expect(next.selectedId).toBe('savings')
    expect(next.accounts).toBe(first.accounts)
  })
})
