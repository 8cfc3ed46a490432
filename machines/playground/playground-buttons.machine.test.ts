import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { BUTTON_TOAST_TYPE, BUTTON_VARIANTS, LOADING_MS, buttonDemoMachine } from './playground-buttons.machine'

function start() {
  const notifyPressed = vi.fn()
  const notifyLoaded = vi.fn()
  const actor = createActor(buttonDemoMachine.provide({ actions: { notifyPressed, notifyLoaded } })).start()
  return { actor, notifyPressed, notifyLoaded }
}

describe('button demo machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives the danger button an error-style toast, the others their own style', () => {
    expect(BUTTON_TOAST_TYPE).toEqual({ primary: 'info', secondary: 'info', success: 'success', warning: 'warning', danger: 'error' })
    const { actor, notifyPressed } = start()
    for (const variant of BUTTON_VARIANTS) actor.send({ type: 'button.press', variant })
    expect(notifyPressed.mock.calls.map((c) => c[1])).toEqual(BUTTON_VARIANTS.map((variant) => ({ variant, toastType: BUTTON_TOAST_TYPE[variant] })))
  })

  it('counts the clicks that reach the aria-disabled button, with no toast', () => {
    const { actor, notifyPressed } = start()
    expect(actor.getSnapshot().context.ariaDisabledClicks).toBe(0)
    actor.send({ type: 'ariaDisabled.press' })
    actor.send({ type: 'ariaDisabled.press' })
    expect(actor.getSnapshot().context.ariaDisabledClicks).toBe(2)
    expect(notifyPressed).not.toHaveBeenCalled()
  })

  it('stays busy for 2 seconds after the loading button, then reports done', () => {
    const { actor, notifyLoaded } = start()
    expect(LOADING_MS).toBe(2000)
    actor.send({ type: 'loading.start' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'loading.start' })
    vi.advanceTimersByTime(LOADING_MS - 1)
    expect(actor.getSnapshot().value).toBe('loading')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(notifyLoaded).toHaveBeenCalledTimes(1)
  })

  it('keeps toasting presses while loading', () => {
    const { actor, notifyPressed } = start()
    actor.send({ type: 'loading.start' })
    actor.send({ type: 'button.press', variant: 'danger' })
    expect(notifyPressed).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('loading')
  })
})
