/**
 * Every machine bug of the catalogue changes its machine's behaviour when its mutation is
 * provided, and the machine is untouched without it (each case runs the actor both ways).
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor, type AnyStateMachine } from 'xstate'
import { loginMachine, type LoginOutput } from '../auth/login.machine'
import { chatMachine } from '../chat/chat.machine'
import { bankingSampleData } from '../playground/banking-data'
import { balancesOf } from '../playground/banking-rules'
import { bankingTransferMachine } from '../playground/banking-transfer.machine'
import { counterMachine } from '../playground/playground-counter.machine'
import { bookingWizardMachine } from '../playground/booking-wizard.machine'
import { modalMachine } from '../playground/playground-modal.machine'
import { socialPeopleMachine } from '../playground/social-people.machine'
import { SAMPLE_PRODUCT } from '../playground/shop-data'
import { shopProductMachine } from '../playground/shop-product.machine'
import { controlled } from '../shared/testing'
import type { TokenPair } from '../shared/types'
import { todosMachine } from '../todos/todos.machine'
import type { TodoStats } from '../shared/contracts-everyday'
import { MACHINE_MUTATIONS, mutateMachine } from './mutations'
import { BUGS, type BugId } from './registry'

/** The machine as the app runs it: with the bug when `on`, as is otherwise. */
const variant = <T extends AnyStateMachine>(machine: T, id: BugId, on: boolean): T => (on ? mutateMachine(machine, [id]) : mutateMachine(machine, []))

describe('the machine mutations', () => {
  it('cover exactly the machine bugs of the registry, each for the machine it names', () => {
    const machineBugs = BUGS.filter((b) => b.kind === 'machine')
    expect(Object.keys(MACHINE_MUTATIONS).sort()).toEqual(machineBugs.map((b) => b.id).sort())
    for (const b of machineBugs) expect(MACHINE_MUTATIONS[b.id as keyof typeof MACHINE_MUTATIONS].machine).toBe(b.machine)
  })

  it('leave other machines alone (the same machine object comes back)', () => {
    expect(mutateMachine(counterMachine, ['shop-stock-off-by-one', 'login-wrong-status'])).toBe(counterMachine)
  })
})

describe('machine bugs: off vs on', () => {
  it('counter-decrement-by-two: minus from 0 shows -1, with the bug -2', () => {
    const run = (on: boolean) => {
      const actor = createActor(variant(counterMachine, 'counter-decrement-by-two', on)).start()
      actor.send({ type: 'counter.decrement' })
      return actor.getSnapshot().context.count
    }
    expect(run(false)).toBe(-1)
    expect(run(true)).toBe(-2)
  })

  it('shop-stock-off-by-one: typing stock + 1 is clamped to stock, with the bug taken as typed', () => {
    const run = (on: boolean) => {
      const machine = variant(shopProductMachine, 'shop-stock-off-by-one', on).provide({ actions: { notifyCoupon: () => {} } })
      const actor = createActor(machine, { input: { product: SAMPLE_PRODUCT } }).start()
      actor.send({ type: 'quantity.change', value: String(SAMPLE_PRODUCT.stockCount + 1) })
      actor.send({ type: 'quantity.commit' })
      return actor.getSnapshot().context.quantity
    }
    expect(run(false)).toBe(SAMPLE_PRODUCT.stockCount)
    expect(run(true)).toBe(SAMPLE_PRODUCT.stockCount + 1)
  })

  it('login-terms-one-box: accepting with only the terms box ticked is refused, with the bug sent', async () => {
    const run = async (on: boolean) => {
      const login = controlled<LoginOutput, { email: string; password: string }>()
      const acceptTerms = controlled<TokenPair, { userId: number; tokens: TokenPair }>()
      const machine = variant(loginMachine, 'login-terms-one-box', on).provide({
        actors: { login: login.logic, acceptTerms: acceptTerms.logic },
        actions: { rememberEmail: () => {}, completeLogin: () => {}, reloadPage: () => {}, notifyAccountDeleted: () => {} },
      })
      const actor = createActor(machine, { input: { rememberedEmail: null } }).start()
      actor.send({ type: 'email.change', value: 'ada@example.com' })
      actor.send({ type: 'password.change', value: 'Secret123' })
      actor.send({ type: 'form.submit' })
      login.run(0).resolve({ requiresTerms: true, userId: 42, tokens: { accessToken: 'a', refreshToken: 'r' } })
      await waitFor(actor, (s) => s.matches({ termsRequired: 'reviewing' }))
      actor.send({ type: 'terms.toggleTerms' })
      actor.send({ type: 'terms.accept' })
      return actor.getSnapshot().matches({ termsRequired: 'accepting' })
    }
    expect(await run(false)).toBe(false)
    expect(await run(true)).toBe(true)
  })

  it('chat-draft-kept: sending clears the input, with the bug the text stays', () => {
    const run = (on: boolean) => {
      const actor = createActor(variant(chatMachine, 'chat-draft-kept', on), { input: { userName: 'demo' } }).start()
      actor.send({ type: 'draft.change', value: 'Hello' })
      actor.send({ type: 'message.send', at: 1 })
      const { draft, messages } = actor.getSnapshot().context
      actor.stop()
      return { draft, sent: messages.at(-1)?.text }
    }
    expect(run(false)).toEqual({ draft: '', sent: 'Hello' })
    expect(run(true)).toEqual({ draft: 'Hello', sent: 'Hello' })
  })

  it('todos-delete-unconfirmed: English delete asks first, with the bug the row fades at once', () => {
    const run = (on: boolean) => {
      const actor = createActor(variant(todosMachine, 'todos-delete-unconfirmed', on).provide({ actors: { fetchStats: controlled<TodoStats, void>().logic } }), { input: { language: 'en' } }).start()
      actor.send({ type: 'todo.delete', id: 7 })
      const action = (actor.getSnapshot().value as { action: string }).action
      actor.stop()
      return action
    }
    expect(run(false)).toBe('confirmingDelete')
    expect(run(true)).toBe('fading')
  })

  it('banking-pin-unchecked: a wrong PIN is refused, with the bug the transfer goes through', () => {
    const run = (on: boolean) => {
      const completeTransfer = vi.fn()
      const machine = variant(bankingTransferMachine, 'banking-pin-unchecked', on).provide({ actions: { completeTransfer, notifyTransferred: () => {}, notifyInvalid: () => {}, notifyInvalidPin: () => {} } })
      const actor = createActor(machine).start()
      actor.send({ type: 'transfer.open', from: 'checking', balances: balancesOf(bankingSampleData('2026-03-15').accounts), currency: 'USD' })
      actor.send({ type: 'field.change', field: 'to', value: 'savings' })
      actor.send({ type: 'field.change', field: 'amount', value: '25.50' })
      actor.send({ type: 'transfer.submit' })
      actor.send({ type: 'pin.change', value: '0000' })
      actor.send({ type: 'pin.submit' })
      return completeTransfer.mock.calls.length
    }
    expect(run(false)).toBe(0)
    expect(run(true)).toBe(1)
  })

  it("booking-promo-case-sensitive: 'save10' applies 10 % off, with the bug it is refused ('SAVE10' still applies)", () => {
    const run = (on: boolean, code: string) => {
      const machine = variant(bookingWizardMachine, 'booking-promo-case-sensitive', on).provide({ actions: { notifyPromo: () => {}, notifyInvalid: () => {} } })
      const actor = createActor(machine, { input: { today: '2026-03-15', now: '09:00' } }).start()
      actor.send({ type: 'promo.change', value: code })
      actor.send({ type: 'promo.apply' })
      return actor.getSnapshot().context.discountPercent
    }
    expect(run(false, 'save10')).toBe(10)
    expect(run(true, 'save10')).not.toBe(10)
    expect(run(true, 'SAVE10')).toBe(10)
  })

  it('social-follows-not-saved: a follow is stored, with the bug the page is never asked to store it', () => {
    const run = (on: boolean) => {
      const persistFollows = vi.fn()
      const machine = variant(socialPeopleMachine.provide({ actions: { persistFollows, clearStoredFollows: () => {}, notify: () => {} } }), 'social-follows-not-saved', on)
      const actor = createActor(machine, { input: { following: [] } }).start()
      actor.send({ type: 'follow.toggle', username: 'mina' })
      return { shown: actor.getSnapshot().context.following, stored: persistFollows.mock.calls.length }
    }
    expect(run(false)).toEqual({ shown: ['mina'], stored: 1 })
    expect(run(true)).toEqual({ shown: ['mina'], stored: 0 })
  })

  it("modal-confirm-silent: confirm shows the page's toast, with the bug nothing (the page's own action is replaced)", () => {
    const run = (on: boolean) => {
      const notifyConfirmed = vi.fn()
      const actor = createActor(variant(modalMachine.provide({ actions: { notifyConfirmed } }), 'modal-confirm-silent', on)).start()
      actor.send({ type: 'modal.open' })
      actor.send({ type: 'modal.confirm' })
      return { closed: actor.getSnapshot().matches('closed'), toasts: notifyConfirmed.mock.calls.length }
    }
    expect(run(false)).toEqual({ closed: true, toasts: 1 })
    expect(run(true)).toEqual({ closed: true, toasts: 0 })
  })
})
