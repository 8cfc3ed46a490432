/**
 * Bills on the banking dashboard (docs/spec/3-playground.md "Banking dashboard", §3 Bill, §4, §5, §8): the
 * upcoming bills, the manage-bills modal (remove a bill, toggle its auto-pay with a message each
 * time, pay now) and the pay-bill modal (biller, amount, source account). 'Pay now' prefills the
 * pay-bill modal with the bill's biller and amount (and closes the manage modal). A payment
 * needs a biller and an amount ('Please select a biller and enter amount'), a positive amount
 * not above the source's balance; it is posted, and the paid biller's bill leaves the list.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { BILLER_IDS, type AccountId, type Bill, type BillerId } from './banking-data'
import { amountText, checkAmount, defaultSource, SOURCE_ACCOUNT_IDS, type AmountErrorCode, type Balances, type Currency } from './banking-rules'

export type PaymentField = 'biller' | 'amount' | 'from'
export type PaymentErrorCode = 'selectBillerAndAmount' | AmountErrorCode

export interface BankingBillsContext {
  bills: Bill[]
  biller: BillerId | ''
  amount: string
  from: AccountId
  balances: Balances
  currency: Currency
  error: PaymentErrorCode | null
}

export interface BankingBillsInput {
  bills: Bill[]
}

/** What opening the pay-bill modal needs from the dashboard. */
export interface PaymentSource {
  from: AccountId
  balances: Balances
  currency: Currency
}

export type BankingBillsEvent =
  | ({ type: 'payment.open' } & PaymentSource)
  | ({ type: 'bill.payNow'; id: BillerId } & PaymentSource)
  | { type: 'manage.open' }
  | { type: 'manage.close' }
  | { type: 'bill.remove'; id: BillerId }
  | { type: 'bill.toggleAutoPay'; id: BillerId }
  | { type: 'field.change'; field: PaymentField; value: string }
  | { type: 'payment.submit' }
  | { type: 'payment.cancel' }

export interface CompletedPayment {
  biller: BillerId
  from: AccountId
  /** US dollars. */
  amount: number
  /** The upcoming bill this payment settled, if there was one. */
  billId: BillerId | null
}

export function paymentError(c: Pick<BankingBillsContext, 'biller' | 'amount' | 'from' | 'balances' | 'currency'>): PaymentErrorCode | null {
  if (c.biller === '' || c.amount.trim() === '') return 'selectBillerAndAmount'
  const check = checkAmount(c.amount, c.currency, c.balances[c.from])
  return check.ok ? null : check.code
}

function completedPayment(c: BankingBillsContext): CompletedPayment {
  const check = checkAmount(c.amount, c.currency, c.balances[c.from])
  const biller = c.biller as BillerId
  return { biller, from: c.from, amount: check.ok ? check.usd : 0, billId: c.bills.some((b) => b.id === biller) ? biller : null }
}

const findBill = (bills: readonly Bill[], id: BillerId) => bills.find((b) => b.id === id)

const ZERO_BALANCES = { checking: 0, savings: 0, credit: 0, investment: 0 } satisfies Balances

export const bankingBillsMachine = setup({
  types: {
    context: {} as BankingBillsContext,
    events: {} as BankingBillsEvent,
    input: {} as BankingBillsInput,
  },
  actions: {
    /** Posts the payment (balance and transaction list). */
    completePayment: (_, _params: CompletedPayment) => {},
    notifyPaid: (_, _params: CompletedPayment) => {},
    notifyInvalid: (_, _params: { code: PaymentErrorCode; from: AccountId; balance: number }) => {},
    notifyAutoPay: (_, _params: { bill: Bill }) => {},
    notifyRemoved: (_, _params: { bill: Bill }) => {},
  },
  guards: {
    billExists: ({ context, event }) => 'id' in event && findBill(context.bills, event.id) !== undefined,
    changeAccepted: ({ event }) => {
      if (event.type !== 'field.change') return false
      if (event.field === 'biller') return event.value === '' || (BILLER_IDS as readonly string[]).includes(event.value)
      if (event.field === 'from') return (SOURCE_ACCOUNT_IDS as readonly string[]).includes(event.value)
      return true
    },
    paymentInvalid: ({ context }) => paymentError(context) !== null,
  },
}).createMachine({
  id: 'bankingBills',
  context: ({ input }) => ({ bills: input.bills, biller: '', amount: '', from: 'checking', balances: ZERO_BALANCES, currency: 'USD', error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'payment.open': {
          target: 'paying',
          description: 'The pay-bill quick action: an empty form, paid from the selected account (checking for the card).',
          actions: assign(({ event }) => ({ biller: '' as const, amount: '', from: defaultSource(event.from), balances: event.balances, currency: event.currency, error: null })),
        },
        'bill.payNow': {
          guard: 'billExists',
          target: 'paying',
          description: "An upcoming bill's pay-now: the form prefilled with its biller and amount.",
          actions: assign(({ context, event }) => prefill(context, event)),
        },
        'manage.open': { target: 'managing' },
      },
    },
    managing: {
      description: 'The manage-bills modal.',
      on: {
        'bill.remove': {
          guard: 'billExists',
          actions: [
            { type: 'notifyRemoved', params: ({ context, event }) => ({ bill: findBill(context.bills, event.id)! }) },
            assign({ bills: ({ context, event }) => context.bills.filter((b) => b.id !== event.id) }),
          ],
        },
        'bill.toggleAutoPay': {
          guard: 'billExists',
          description: "A message each time: 'Auto-pay enabled for …' or 'Auto-pay disabled for …'.",
          actions: [
            assign({ bills: ({ context, event }) => context.bills.map((b) => (b.id === event.id ? { ...b, autoPay: !b.autoPay } : b)) }),
            { type: 'notifyAutoPay', params: ({ context, event }) => ({ bill: findBill(context.bills, event.id)! }) },
          ],
        },
        'bill.payNow': {
          guard: 'billExists',
          target: 'paying',
          description: 'Closes the manage modal and opens the pay-bill modal prefilled with the bill.',
          actions: assign(({ context, event }) => prefill(context, event)),
        },
        'manage.close': { target: 'idle' },
      },
    },
    paying: {
      description: 'The pay-bill modal.',
      on: {
        'field.change': {
          guard: 'changeAccepted',
          actions: assign(({ event }) => ({ [event.field]: event.value, error: null })),
        },
        'payment.submit': [
          {
            guard: 'paymentInvalid',
            description: "'Please select a biller and enter amount', an invalid amount or insufficient funds: the modal stays open.",
            actions: [
              assign({ error: ({ context }) => paymentError(context) }),
              { type: 'notifyInvalid', params: ({ context }) => ({ code: paymentError(context)!, from: context.from, balance: context.balances[context.from] }) },
            ],
          },
          {
            target: 'idle',
            description: "Posts the payment; the biller's upcoming bill leaves the list; the form clears.",
            actions: [
              { type: 'completePayment', params: ({ context }) => completedPayment(context) },
              { type: 'notifyPaid', params: ({ context }) => completedPayment(context) },
              assign(({ context }) => ({ bills: context.bills.filter((b) => b.id !== context.biller), biller: '' as const, amount: '', error: null })),
            ],
          },
        ],
        'payment.cancel': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
})

function prefill(context: BankingBillsContext, event: { id: BillerId } & PaymentSource): Partial<BankingBillsContext> {
  const bill = findBill(context.bills, event.id)!
  return { biller: bill.id, amount: amountText(bill.amount, event.currency), from: defaultSource(event.from), balances: event.balances, currency: event.currency, error: null }
}

export type BankingBillsMachine = typeof bankingBillsMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type BankingBillsSnap = SnapshotFrom<typeof bankingBillsMachine>

/** The manage-bills dialog is open. */
export function selectBillsManaging(s: BankingBillsSnap): boolean {
  return s.matches('managing')
}

/** The pay-a-bill dialog is open. */
export function selectBillsPaying(s: BankingBillsSnap): boolean {
  return s.matches('paying')
}

/** What the bills panel and the manage-bills and pay-bill modals render: `useSelector(ref, selectBankingBillsView, shallowEqual)`. */
export function selectBankingBillsView(s: BankingBillsSnap) {
  const { bills, biller, amount, from, balances, currency, error } = s.context
  return { bills, biller, amount, from, balances, currency, error, managing: selectBillsManaging(s), paying: selectBillsPaying(s) }
}
export type BankingBillsViewModel = ReturnType<typeof selectBankingBillsView>
