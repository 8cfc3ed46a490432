import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { AD_MODAL_DELAY_MS, adModalMachine } from './challenge-ad-modal.machine'

afterEach(() => vi.useRealTimers())

describe('ad-modal machine', () => {
  it('entry ad: opens by itself after the delay, close counts and persists, rearm clears the flag and it opens again', () => {
    vi.useFakeTimers()
    const persisted: string[] = []
    const logic = adModalMachine.provide({ actions: { persistClosed: () => void persisted.push('closed'), persistRearmed: () => void persisted.push('rearmed') } })
    const a = createActor(logic, { input: { auto: true, closedBefore: false } }).start()
    expect(a.getSnapshot().value).toBe('waiting')
    vi.advanceTimersByTime(AD_MODAL_DELAY_MS - 1)
    expect(a.getSnapshot().value).toBe('waiting')
    vi.advanceTimersByTime(1)
    expect(a.getSnapshot().value).toBe('open')
    expect(a.getSnapshot().context.via).toBe('auto')
    a.send({ type: 'modal.close' })
    expect(a.getSnapshot().value).toBe('closed')
    expect(a.getSnapshot().context.closes).toBe(1)
    a.send({ type: 'modal.rearm' })
    expect(a.getSnapshot().value).toBe('waiting')
    vi.advanceTimersByTime(AD_MODAL_DELAY_MS)
    expect(a.getSnapshot().value).toBe('open')
    expect(persisted).toEqual(['closed', 'rearmed'])
  })

  it('entry ad closed on an earlier visit starts closed and never opens by itself', () => {
    vi.useFakeTimers()
    const a = createActor(adModalMachine, { input: { auto: true, closedBefore: true } }).start()
    expect(a.getSnapshot().value).toBe('closed')
    vi.advanceTimersByTime(AD_MODAL_DELAY_MS * 10)
    expect(a.getSnapshot().value).toBe('closed')
    expect(a.getSnapshot().context.closes).toBe(0)
  })

  it('exit intent: waits without a timer, opens on modal.show with how it was opened', () => {
    vi.useFakeTimers()
    const a = createActor(adModalMachine, { input: { auto: false, closedBefore: false } }).start()
    vi.advanceTimersByTime(AD_MODAL_DELAY_MS * 10)
    expect(a.getSnapshot().value).toBe('waiting')
    a.send({ type: 'modal.close' })
    expect(a.getSnapshot().value).toBe('waiting')
    a.send({ type: 'modal.show', via: 'mouse' })
    expect(a.getSnapshot().value).toBe('open')
    expect(a.getSnapshot().context.via).toBe('mouse')
    a.send({ type: 'modal.show', via: 'button' })
    expect(a.getSnapshot().context.via).toBe('mouse')
  })
})
