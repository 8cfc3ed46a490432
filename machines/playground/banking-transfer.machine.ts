/**
 * A transfer on the banking dashboard (docs/spec/3-playground.md "Banking dashboard", §4, §5, §8, §9): the transfer
 * modal (from, to, amount, memo) leads to the PIN modal when the form is acceptable; the PIN
 * input keeps 4 characters and only the demo PIN is accepted ('Invalid PIN' otherwise); the
 * correct PIN completes the transfer, closes both modals and clears amount, destination and memo.
 *
 * The form needs a destination and an amount ('Please fill all fields'); the amount must be a
 * positive number in the screen's currency (USD up to 2 decimals, KRW whole won) and not above
 * the source's balance. The balances and the currency come with `transfer.open`.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { ACCOUNT_IDS, MEMO_MAX_LENGTH, type AccountId } from './banking-data'
import {
  checkAmount,
  defaultSource,
  isDestination,
  limitPin,
  pinAccepted,
  SOURCE_ACCOUNT_IDS,
  type AmountErrorCode,
  type Balances,
  type Currency,
} from './banking-rules'

export type TransferField = 'from' | 'to' | 'amount' | 'memo'
export type TransferErrorCode = 'fillAllFields' | AmountErrorCode

export interface BankingTransferContext {
  from: AccountId
  /** An own account id or a payee id; '' until chosen. */
  to: string
  amount: string
  memo: string
  balances: Balances
  currency: Currency
  error: TransferErrorCode | null
  pin: string
  pinError: boolean
}

export type BankingTransferEvent =
  | { type: 'transfer.open'; from: AccountId; balances: Balances; currency: Currency }
  | { type: 'field.change'; field: TransferField; value: string }
  | { type: 'transfer.submit' }
  | { type: 'transfer.cancel' }
  | { type: 'pin.change'; value: string }
  | { type: 'pin.submit' }
  | { type: 'pin.cancel' }

export interface CompletedTransfer {
  from: AccountId
  to: string
  /** US dollars. */
  amount: number
  memo: string
}

/** Why the form cannot go on to the PIN, or null when it can. */
export function transferError(c: Pick<BankingTransferContext, 'from' | 'to' | 'amount' | 'balances' | 'currency'>): TransferErrorCode | null {
  if (c.to === '' || c.amount.trim() === '') return 'fillAllFields'
  const check = checkAmount(c.amount, c.currency, c.balances[c.from])
  return check.ok ? null : check.code
}

/** The accepted amount in US dollars (0 while the form is not valid). */
export function amountUsd(c: Pick<BankingTransferContext, 'from' | 'amount' | 'balances' | 'currency'>): number {
  const check = checkAmount(c.amount, c.currency, c.balances[c.from])
  return check.ok ? check.usd : 0
}

const ZERO_BALANCES = Object.fromEntries(ACCOUNT_IDS.map((id) => [id, 0])) as Balances

export const bankingTransferMachine = setup({
  types: {
    context: {} as BankingTransferContext,
    events: {} as BankingTransferEvent,
  },
  actions: {
    /** Posts the transfer (balances and transaction list). */
    completeTransfer: (_, _params: CompletedTransfer) => {},
    notifyTransferred: (_, _params: CompletedTransfer) => {},
    notifyInvalid: (_, _params: { code: TransferErrorCode; from: AccountId; balance: number }) => {},
    notifyInvalidPin: () => {},
  },
  guards: {
    /** The source must be a non-credit account and the destination one of its destinations (or cleared). */
    changeAccepted: ({ context, event }) => {
      if (event.type !== 'field.change') return false
      if (event.field === 'from') return (SOURCE_ACCOUNT_IDS as readonly string[]).includes(event.value)
      if (event.field === 'to') return event.value === '' || isDestination(context.from, event.value)
      return true
    },
    formInvalid: ({ context }) => transferError(context) !== null,
    pinCorrect: ({ context }) => pinAccepted(context.pin),
  },
}).createMachine({
  id: 'bankingTransfer',
  context: { from: 'checking', to: '', amount: '', memo: '', balances: ZERO_BALANCES, currency: 'USD', error: null, pin: '', pinError: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'transfer.open': {
          target: 'editing',
          description: 'The selected account is the default source (checking when the card is selected); a cancelled draft is kept.',
          actions: assign(({ context, event }) => {
            const from = defaultSource(event.from)
            return { from, to: context.to === from ? '' : context.to, balances: event.balances, currency: event.currency, error: null, pin: '', pinError: false }
          }),
        },
      },
    },
    editing: {
      description: 'The transfer modal.',
      on: {
        'field.change': {
          guard: 'changeAccepted',
          description: 'A source equal to the destination clears the destination.',
          actions: assign(({ context, event }) => {
            const next = { ...context, error: null }
            if (event.field === 'from') return { ...next, from: event.value as AccountId, to: context.to === event.value ? '' : context.to }
            if (event.field === 'memo') return { ...next, memo: event.value.slice(0, MEMO_MAX_LENGTH) }
            return { ...next, [event.field]: event.value }
          }),
        },
        'transfer.submit': [
          {
            guard: 'formInvalid',
            description: "'Please fill all fields', an invalid amount or insufficient funds: the modal stays open.",
            actions: [
              assign({ error: ({ context }) => transferError(context) }),
              {
                type: 'notifyInvalid',
                params: ({ context }) => ({ code: transferError(context)!, from: context.from, balance: context.balances[context.from] }),
              },
            ],
          },
          { target: 'pin', description: 'An acceptable form opens the PIN modal.', actions: assign({ error: null, pin: '', pinError: false }) },
        ],
        'transfer.cancel': { target: 'closed', description: 'The draft is kept for the next opening.' },
      },
    },
    pin: {
      description: 'The PIN modal over the transfer modal.',
      on: {
        'pin.change': {
          description: 'The input keeps at most 4 characters.',
          actions: assign({ pin: ({ event }) => limitPin(event.value), pinError: false }),
        },
        'pin.submit': [
          {
            guard: 'pinCorrect',
            target: 'closed',
            description: 'Completes the transfer; both modals close; amount, destination and memo clear.',
            actions: [
              { type: 'completeTransfer', params: ({ context }) => ({ from: context.from, to: context.to, amount: amountUsd(context), memo: context.memo }) },
              { type: 'notifyTransferred', params: ({ context }) => ({ from: context.from, to: context.to, amount: amountUsd(context), memo: context.memo }) },
              assign({ to: '', amount: '', memo: '', pin: '', pinError: false }),
            ],
          },
          { description: "'Invalid PIN': the PIN is cleared for another try.", actions: [assign({ pin: '', pinError: true }), 'notifyInvalidPin'] },
        ],
        'pin.cancel': { target: 'editing', description: 'Back to the transfer modal with the form as it was.', actions: assign({ pin: '', pinError: false }) },
      },
    },
  },
})

export type BankingTransferMachine = typeof bankingTransferMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type BankingTransferSnap = SnapshotFrom<typeof bankingTransferMachine>

/** The transfer modal is open: the form, or the PIN step over it. */
export function selectTransferOpen(s: BankingTransferSnap): boolean {
  return s.matches('editing') || s.matches('pin')
}

/** The transfer form is shown (not yet the PIN step). */
export function selectTransferEditing(s: BankingTransferSnap): boolean {
  return s.matches('editing')
}

/** The PIN step of the transfer is shown. */
export function selectTransferPin(s: BankingTransferSnap): boolean {
  return s.matches('pin')
}

/** What the transfer and PIN modals render: `useSelector(ref, selectBankingTransferView, shallowEqual)`. */
export function selectBankingTransferView(s: BankingTransferSnap) {
  const { from, to, amount, memo, balances, currency, error, pin, pinError } = s.context
  return { from, to, amount, memo, balances, currency, error, pin, pinError, open: selectTransferOpen(s), editing: selectTransferEditing(s), pinStep: selectTransferPin(s) }
}
export type BankingTransferViewModel = ReturnType<typeof selectBankingTransferView>
