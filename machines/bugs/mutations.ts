/**
 * The machine bugs as mutations: for each, the machine it changes (`machine.id`) and the
 * implementations that replace the correct ones through XState's `machine.provide()`. The
 * machines themselves stay untouched; the sandbox applies the active mutations where the app
 * creates its actors (src/lab-runtime/use-machine.ts asks `window.__sandbox.bugs.mutate`), and
 * the tests apply them with `mutateMachine`. Pure TypeScript: no React, no DOM.
 *
 * A mutation provided after the page's own `provide()` wins, so an action the page implements
 * (e.g. the modal's toast) can be mutated too.
 */
import { assign, type AnyStateMachine } from 'xstate'
import { CHAT_HISTORY_MAX } from '../chat/chat-message'
import type { ChatContext } from '../chat/chat.machine'
import type { CounterContext } from '../playground/playground-counter.machine'
import type { BankingTransferContext } from '../playground/banking-transfer.machine'
import { promoDiscount } from '../playground/booking-data'
import type { BookingWizardContext } from '../playground/booking-wizard.machine'
import { parseQuantity, type ShopProductContext } from '../playground/shop-product.machine'
import type { BUGS, BugId } from './registry'
import { isStateMachine } from '../shared/children'

type MachineBugId = Extract<(typeof BUGS)[number], { kind: 'machine' }>['id']

export interface MachineMutation {
  /** `machine.id` of the machine it changes. */
  machine: string
  /** Passed to `machine.provide()`. */
  implementations: Parameters<AnyStateMachine['provide']>[0]
}

export const MACHINE_MUTATIONS: Record<MachineBugId, MachineMutation> = {
  /** Minus takes 2 off instead of 1. */
  'counter-decrement-by-two': {
    machine: 'playgroundCounter',
    implementations: { actions: { decrement: assign(({ context }: { context: CounterContext }) => ({ count: context.count - 2 })) } },
  },
  /** A typed quantity of stock + 1 is taken as typed (the check compares with stock + 1). */
  'shop-stock-off-by-one': {
    machine: 'shopProduct',
    implementations: {
      actions: {
        commitDraft: assign(({ context }: { context: ShopProductContext }) => {
          const { quantity, notice } = parseQuantity(context.quantityDraft ?? '', context.product.stockCount + 1)
          return { quantity, quantityNotice: notice, quantityDraft: null }
        }),
      },
    },
  },
  /** The terms modal accepts with only one of the two boxes ticked. */
  'login-terms-one-box': {
    machine: 'login',
    implementations: { guards: { bothAccepted: ({ context }: { context: { termsChecked: boolean; privacyChecked: boolean } }) => context.termsChecked || context.privacyChecked } },
  },
  /** Sending a message leaves its text in the input (the draft is not cleared). */
  'chat-draft-kept': {
    machine: 'chat',
    implementations: {
      actions: {
        sendMessage: assign(({ context }: { context: ChatContext }, params: { at: number }) => ({
          messages: [...context.messages, { id: context.nextId, text: context.draft, sender: context.userName, timestamp: params.at, isOwn: true }].slice(-CHAT_HISTORY_MAX),
          nextId: context.nextId + 1,
          blankAttempt: false,
          pendingReplies: context.pendingReplies + 1,
        })),
      },
    },
  },
  /** Delete skips the confirmation dialog in English too: the row fades at once. */
  'todos-delete-unconfirmed': {
    machine: 'todos',
    implementations: { guards: { confirmsDelete: () => false } },
  },
  /** Any four digits pass as the transfer PIN. */
  'banking-pin-unchecked': {
    machine: 'bankingTransfer',
    implementations: { guards: { pinCorrect: ({ context }: { context: BankingTransferContext }) => /^\d{4}$/.test(context.pin) } },
  },
  /** Promo codes are compared as typed: 'save10' is refused, only 'SAVE10' applies. */
  'booking-promo-case-sensitive': {
    machine: 'bookingWizard',
    implementations: {
      guards: { validPromo: ({ context }: { context: BookingWizardContext }) => promoDiscount(context.promoInput) !== null && context.promoInput.trim() === context.promoInput.trim().toUpperCase() },
    },
  },
  /** Follows and unfollows are shown but never stored: a reload brings the old list back. */
  'social-follows-not-saved': {
    machine: 'socialPeople',
    implementations: { actions: { persistFollows: () => {} } },
  },
  /** Confirm closes the dialog but the success toast never comes. */
  'modal-confirm-silent': {
    machine: 'playgroundModal',
    implementations: { actions: { notifyConfirmed: () => {} } },
  },
}

/**
 * The machine with every active mutation for it provided (the same machine when none applies);
 * a parent's child machines (banking's transfer, booking's wizard) are mutated too, so a bug of a
 * flow shows however the page creates it.
 */
export function mutateMachine<T extends AnyStateMachine>(machine: T, active: readonly (BugId | string)[]): T {
  let result: AnyStateMachine = machine
  for (const id of active) {
    const mutation = (MACHINE_MUTATIONS as Record<string, MachineMutation | undefined>)[id]
    if (mutation && mutation.machine === machine.id) result = result.provide(mutation.implementations)
  }
  const children: Record<string, AnyStateMachine> = {}
  for (const [src, logic] of Object.entries((result.implementations.actors ?? {}) as Record<string, unknown>)) {
    if (!isStateMachine(logic)) continue
    const mutated = mutateMachine(logic, active)
    if (mutated !== logic) children[src] = mutated
  }
  if (Object.keys(children).length > 0) result = result.provide({ actors: children } as Parameters<AnyStateMachine['provide']>[0])
  return result as T
}
