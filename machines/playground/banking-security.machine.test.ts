import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { bankingSecurityMachine, selectBankingSecurityView } from './banking-security.machine'

function start() {
  const notifyTwoFactor = vi.fn()
  const notifyLoginAlerts = vi.fn()
  const notifyPinVerified = vi.fn()
  const notifyInvalidPin = vi.fn()
  const machine = bankingSecurityMachine.provide({ actions: { notifyTwoFactor, notifyLoginAlerts, notifyPinVerified, notifyInvalidPin } })
  const actor = createActor(machine).start()
  const ctx = () => actor.getSnapshot().context
  return { actor, ctx, notifyTwoFactor, notifyLoginAlerts, notifyPinVerified, notifyInvalidPin }
}

function changingPin() {
  const t = start()
  t.actor.send({ type: 'settings.open' })
  t.actor.send({ type: 'settings.changePin' })
  return t
}

describe('banking security machine', () => {
  it('starts on the panel with two-factor on and login alerts off', () => {
    const { actor, ctx } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(ctx()).toEqual({ twoFactor: true, loginAlerts: false, pin: '', pinError: false })
  })

  it.each(['idle', 'settings'] as const)('toggles two-factor both ways with a message each time (%s)', (where) => {
    const { actor, ctx, notifyTwoFactor } = start()
    if (where === 'settings') actor.send({ type: 'settings.open' })
    actor.send({ type: 'twoFactor.toggle' })
    expect(ctx().twoFactor).toBe(false)
    expect(notifyTwoFactor).toHaveBeenCalledTimes(1)
    // The message reads the new value from the context.
    expect(notifyTwoFactor.mock.calls[0]![0].context.twoFactor).toBe(false)
    actor.send({ type: 'twoFactor.toggle' })
    expect(ctx().twoFactor).toBe(true)
    expect(notifyTwoFactor.mock.calls[1]![0].context.twoFactor).toBe(true)
    expect(actor.getSnapshot().value).toBe(where)
  })

  it.each(['idle', 'settings'] as const)('toggles login alerts both ways with a message each time (%s)', (where) => {
    const { actor, ctx, notifyLoginAlerts } = start()
    if (where === 'settings') actor.send({ type: 'settings.open' })
    actor.send({ type: 'loginAlerts.toggle' })
    expect(ctx().loginAlerts).toBe(true)
    expect(notifyLoginAlerts.mock.calls[0]![0].context.loginAlerts).toBe(true)
    actor.send({ type: 'loginAlerts.toggle' })
    expect(ctx().loginAlerts).toBe(false)
    expect(notifyLoginAlerts).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().value).toBe(where)
  })

  it('opens and closes security settings', () => {
    const { actor } = start()
    actor.send({ type: 'settings.open' })
    expect(actor.getSnapshot().value).toBe('settings')
    actor.send({ type: 'settings.close' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('closes security settings and opens the PIN modal on change PIN', () => {
    const { actor, ctx } = changingPin()
    expect(actor.getSnapshot().value).toBe('changingPin')
    expect(ctx()).toMatchObject({ pin: '', pinError: false })
  })

  it('keeps at most 4 PIN characters', () => {
    const { actor, ctx } = changingPin()
    actor.send({ type: 'pin.change', value: '98765' })
    expect(ctx().pin).toBe('9876')
  })

  it.each(['', '0000', '12', '4321'])('refuses the PIN %j with Invalid PIN and stays, the PIN cleared', (pin) => {
    const { actor, ctx, notifyInvalidPin, notifyPinVerified } = changingPin()
    actor.send({ type: 'pin.change', value: pin })
    actor.send({ type: 'pin.submit' })
    expect(actor.getSnapshot().value).toBe('changingPin')
    expect(ctx()).toMatchObject({ pin: '', pinError: true })
    expect(notifyInvalidPin).toHaveBeenCalledTimes(1)
    expect(notifyPinVerified).not.toHaveBeenCalled()
    actor.send({ type: 'pin.change', value: '1' })
    expect(ctx().pinError).toBe(false)
  })

  it('verifies PIN 1234 and closes the PIN modal', () => {
    const { actor, ctx, notifyPinVerified } = changingPin()
    actor.send({ type: 'pin.change', value: '1234' })
    actor.send({ type: 'pin.submit' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(ctx()).toMatchObject({ pin: '', pinError: false })
    expect(notifyPinVerified).toHaveBeenCalledTimes(1)
  })

  it('cancels the PIN modal back to the panel', () => {
    const { actor, ctx } = changingPin()
    actor.send({ type: 'pin.change', value: '12' })
    actor.send({ type: 'pin.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(ctx().pin).toBe('')
  })

  it('ignores toggles while the PIN modal is open and PIN events elsewhere', () => {
    const { actor, ctx, notifyTwoFactor } = changingPin()
    actor.send({ type: 'twoFactor.toggle' })
    expect(ctx().twoFactor).toBe(true)
    expect(notifyTwoFactor).not.toHaveBeenCalled()
    const other = start()
    other.actor.send({ type: 'pin.change', value: '1234' })
    other.actor.send({ type: 'settings.changePin' })
    expect(other.actor.getSnapshot().value).toBe('idle')
    expect(other.ctx().pin).toBe('')
  })
})

describe('selectBankingSecurityView', () => {
  it('is the switches and which dialog is open: none, the settings, then the change-PIN dialog', () => {
    const t = start()
    expect(selectBankingSecurityView(t.actor.getSnapshot())).toEqual({ twoFactor: true, loginAlerts: false, pin: '', pinError: false, settingsOpen: false, changingPin: false })
    t.actor.send({ type: 'settings.open' })
    t.actor.send({ type: 'loginAlerts.toggle' })
    expect(selectBankingSecurityView(t.actor.getSnapshot())).toMatchObject({ loginAlerts: true, settingsOpen: true, changingPin: false })
    const pin = changingPin()
    pin.actor.send({ type: 'pin.change', value: '12' })
    expect(selectBankingSecurityView(pin.actor.getSnapshot())).toMatchObject({ pin: '12', settingsOpen: false, changingPin: true })
  })
})
