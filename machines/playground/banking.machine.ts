/**
 * The banking dashboard as one actor (docs/spec/3-playground.md "Banking dashboard"): invokes its five flows as
 * named children (accounts, transactions, transfer, bills, security) and coordinates them, so the
 * page only renders and sends:
 *   - a transfer or a payment opens from the selected account, with the balances the ledger
 *     reports (`accounts.changed`) and the screen's currency (sent with the event);
 *   - a completed transfer (PIN accepted) or bill payment is posted to the ledger (balances,
 *     spending) and recorded at the top of the transaction list.
 * The children's own effects (toasts, the CSV download) are provided by the app through
 * `provideBankingChildren`; the recorded description is text in the screen's language, so the app
 * provides it with `withBankingDescriptions` (the machine's plain default serves tests and the lab).
 */
import { assign, sendParent, sendTo, setup } from 'xstate'
import { provideChildren, type ChildImplementations } from '../shared/children'
import { bankingAccountsMachine } from './banking-accounts.machine'
import { bankingBillsMachine, type CompletedPayment } from './banking-bills.machine'
import type { AccountId, BankingData, BillerId } from './banking-data'
import { balancesOf, isAccountId, type Balances, type Currency } from './banking-rules'
import { bankingSecurityMachine } from './banking-security.machine'
import { bankingTransactionsMachine, type NewTransaction } from './banking-transactions.machine'
import { bankingTransferMachine, type CompletedTransfer } from './banking-transfer.machine'

export type BankingInput = Pick<BankingData, 'accounts' | 'transactions' | 'bills' | 'insights' | 'monthStartTotal' | 'lastMonthChange' | 'today'>

export interface BankingContext {
  /** The selected account: the default source of a transfer or payment (as the ledger reports it). */
  selectedId: AccountId
  balances: Balances
  /** What was posted last (for the lab and the model; the transaction list shows the rows). */
  lastPosted: 'transfer' | 'payment' | null
}

export type BankingEvent =
  | { type: 'transfer.open'; currency: Currency }
  | { type: 'payment.open'; currency: Currency }
  | { type: 'bill.payNow'; id: BillerId; currency: Currency }
  | { type: 'accounts.changed'; selectedId: AccountId; balances: Balances }
  | ({ type: 'transfer.completed' } & CompletedTransfer)
  | ({ type: 'payment.completed' } & CompletedPayment)

/** How the recorded rows are described; the app provides translated ones (`withBankingDescriptions`). */
export interface BankingDescriptions {
  transfer: (transfer: CompletedTransfer) => string
  payment: (payment: CompletedPayment) => string
}

/** The machine's own descriptions (tests, the state lab): ids, no language. */
export const PLAIN_DESCRIPTIONS: BankingDescriptions = {
  transfer: ({ to, memo }) => (memo.trim() ? `Transfer to ${to}: ${memo.trim()}` : `Transfer to ${to}`),
  payment: ({ biller }) => `${biller} payment`,
}

/** The transaction row a completed transfer adds. */
export const transferRecord = (t: CompletedTransfer, describe: BankingDescriptions['transfer']): NewTransaction => ({
  accountId: t.from,
  description: describe(t),
  category: 'Transfer',
  amount: t.amount,
  kind: 'debit',
})

/** The transaction row a bill payment adds. */
export const paymentRecord = (p: CompletedPayment, describe: BankingDescriptions['payment']): NewTransaction => ({
  accountId: p.from,
  description: describe(p),
  category: 'Utilities',
  amount: p.amount,
  kind: 'debit',
})

/** The child machines, by the name the dashboard invokes them under. */
export type BankingChildren = {
  accounts: typeof bankingAccountsMachine
  transactions: typeof bankingTransactionsMachine
  transfer: typeof bankingTransferMachine
  bills: typeof bankingBillsMachine
  security: typeof bankingSecurityMachine
}

type TransferCompleted = Extract<BankingEvent, { type: 'transfer.completed' }>
type PaymentCompleted = Extract<BankingEvent, { type: 'payment.completed' }>
const completedTransfer = (e: BankingEvent): CompletedTransfer => {
  const { from, to, amount, memo } = e as TransferCompleted
  return { from, to, amount, memo }
}
const completedPayment = (e: BankingEvent): CompletedPayment => {
  const { biller, from, amount, billId } = e as PaymentCompleted
  return { biller, from, amount, billId }
}
const fromInit = (event: unknown) => (event as { input: BankingInput }).input

export const bankingMachine = setup({
  types: {
    context: {} as BankingContext,
    events: {} as BankingEvent,
    input: {} as BankingInput,
    children: {} as { accounts: 'accounts'; transactions: 'transactions'; transfer: 'transfer'; bills: 'bills'; security: 'security' },
  },
  actors: {
    accounts: bankingAccountsMachine.provide({
      actions: { accountsChanged: sendParent((_, p) => ({ type: 'accounts.changed', ...(p as { selectedId: AccountId; balances: Balances }) })) as never },
    }),
    transactions: bankingTransactionsMachine,
    transfer: bankingTransferMachine.provide({
      actions: { completeTransfer: sendParent((_, t) => ({ type: 'transfer.completed', ...(t as CompletedTransfer) })) as never },
    }),
    bills: bankingBillsMachine.provide({
      actions: { completePayment: sendParent((_, p) => ({ type: 'payment.completed', ...(p as CompletedPayment) })) as never },
    }),
    security: bankingSecurityMachine,
  },
  actions: {
    /** The ledger: the source decreases, an own destination increases, the Transfer spending grows. */
    postTransfer: sendTo('accounts', ({ event }) => {
      const t = completedTransfer(event)
      return { type: 'ledger.post' as const, from: t.from, to: isAccountId(t.to) ? t.to : null, amount: t.amount, category: 'Transfer' as const }
    }),
    /** The ledger: the source decreases, the Utilities spending grows. */
    postPayment: sendTo('accounts', ({ event }) => {
      const p = completedPayment(event)
      return { type: 'ledger.post' as const, from: p.from, to: null, amount: p.amount, category: 'Utilities' as const }
    }),
    /** A debit row at the top of the transactions (described by the app in its language: `withBankingDescriptions`). */
    recordTransfer: sendTo('transactions', ({ event }) => ({ type: 'transactions.record' as const, ...transferRecord(completedTransfer(event), PLAIN_DESCRIPTIONS.transfer) })),
    recordPayment: sendTo('transactions', ({ event }) => ({ type: 'transactions.record' as const, ...paymentRecord(completedPayment(event), PLAIN_DESCRIPTIONS.payment) })),
  },
}).createMachine({
  id: 'banking',
  context: ({ input }) => ({ selectedId: 'checking', balances: balancesOf(input.accounts), lastPosted: null }),
  invoke: [
    {
      id: 'accounts',
      src: 'accounts',
      input: ({ event }) => {
        const { accounts, insights, monthStartTotal, lastMonthChange } = fromInit(event)
        return { accounts, insights, monthStartTotal, lastMonthChange }
      },
    },
    { id: 'transactions', src: 'transactions', input: ({ event }) => ({ transactions: fromInit(event).transactions, today: fromInit(event).today }) },
    { id: 'transfer', src: 'transfer' },
    { id: 'bills', src: 'bills', input: ({ event }) => ({ bills: fromInit(event).bills }) },
    { id: 'security', src: 'security' },
  ],
  initial: 'ready',
  states: {
    ready: {
      on: {
        'accounts.changed': {
          description: 'The ledger reports the selected account and the balances after a selection or a posting.',
          actions: assign(({ event }) => ({ selectedId: event.selectedId, balances: event.balances })),
        },
        'transfer.open': {
          description: 'The transfer quick action: the transfer opens from the selected account, with the balances and the screen currency.',
          actions: sendTo('transfer', ({ context, event }) => ({ type: 'transfer.open' as const, from: context.selectedId, balances: context.balances, currency: event.currency })),
        },
        'payment.open': {
          description: 'The pay-bill quick action: an empty payment from the selected account.',
          actions: sendTo('bills', ({ context, event }) => ({ type: 'payment.open' as const, from: context.selectedId, balances: context.balances, currency: event.currency })),
        },
        'bill.payNow': {
          description: "An upcoming bill's pay-now: the payment prefilled with the bill, from the selected account.",
          actions: sendTo('bills', ({ context, event }) => ({
            type: 'bill.payNow' as const,
            id: event.id,
            from: context.selectedId,
            balances: context.balances,
            currency: event.currency,
          })),
        },
        'transfer.completed': {
          description: 'The PIN was accepted: the transfer is posted to the ledger and recorded at the top of the transactions.',
          actions: ['postTransfer', 'recordTransfer', assign({ lastPosted: 'transfer' })],
        },
        'payment.completed': {
          description: 'A bill was paid: the payment is posted to the ledger and recorded at the top of the transactions.',
          actions: ['postPayment', 'recordPayment', assign({ lastPosted: 'payment' })],
        },
      },
    },
  },
})

/** The dashboard recording rows with the app's descriptions (translated text: machines import no i18n). */
export const withBankingDescriptions = (machine: BankingMachine, describe: BankingDescriptions): BankingMachine =>
  machine.provide({
    actions: {
      recordTransfer: sendTo('transactions', ({ event }) => ({ type: 'transactions.record' as const, ...transferRecord(completedTransfer(event), describe.transfer) })),
      recordPayment: sendTo('transactions', ({ event }) => ({ type: 'transactions.record' as const, ...paymentRecord(completedPayment(event), describe.payment) })),
    },
  })

/** The dashboard with the app's effects provided on its children (toasts, the CSV download). */
export const provideBankingChildren = (machine: BankingMachine, implementations: ChildImplementations<BankingChildren>) =>
  provideChildren<BankingMachine, BankingChildren>(machine, implementations)

export type BankingMachine = typeof bankingMachine
